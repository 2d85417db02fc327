import NavDSL

/// What a ``ScreenLink`` hands `NavigationLink(value:)`: not a screen, a request to run the link's
/// route (binding rule 8).
///
/// SwiftUI appends the request to the path it rendered when the user taps the link; the stack's
/// path setter runs the route once and redraws from the model, so the request never stays in the
/// path. The route runs through the navigator: behind a navigation in flight it queues.
///
/// ```swift
/// let request = SwiftUILinkRequest(route: SwiftUIWindowRoute().top(.stack).push(chat).resolve(), navigator: navigator)
/// let path = stack.pathBinding()
/// path.set(path.get() + [request])   // what a tap on the link writes: chat is pushed, once
/// ```
package final class SwiftUILinkRequest: SwiftUIScreenModel {
    private let route: ScreenRootRoute<SwiftUIWindowModel>
    private weak var navigator: ScreenNavigator?
    private let completion: ScreenCompletion<Void>?
    /// Whether the route this request started has not finished yet.
    package private(set) var isRunning = false

    /// A request to run `route` with `navigator`, reporting to `completion`.
    package init(route: ScreenRootRoute<SwiftUIWindowModel>, navigator: ScreenNavigator?, completion: ScreenCompletion<Void>? = nil) {
        self.route = route
        self.navigator = navigator
        self.completion = completion
        super.init(screenKey: nil)
    }

    /// Runs the route, unless the run this request started has not finished: SwiftUI writing the
    /// same request again is the same tap, never a second navigation.
    ///
    /// - Returns: `false` when it ran nothing (running already, or the navigator is gone).
    @discardableResult
    package func activate() -> Bool {
        guard !isRunning, let navigator else { return false }
        isRunning = true
        navigator.navigate(to: route) { [weak self] result in
            self?.isRunning = false
            self?.completion?(result)
        }
        return true
    }
}
