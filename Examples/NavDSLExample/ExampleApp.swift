import NavDSLAddons

/// The running example app: one headless window, its navigator and a log of what happened.
@MainActor
final class ExampleApp {
    let window = HeadlessWindow()
    let log = ScreenRecordingLogger()
    private(set) lazy var navigator = ScreenNavigator(window: window, logger: log)

    /// Runs `route` and returns its error, if any.
    ///
    /// Headless transitions complete at once, so the
    /// tree has changed when this returns.
    func run(_ route: HeadlessWindowRoute) async -> (any Error)? {
        do {
            try await navigator.navigate(to: route)
            return nil
        } catch {
            return error
        }
    }

    /// The controller the user is looking at.
    ///
    /// The top of the visible path.
    var visibleScreen: String {
        var top = window.rootViewController
        while let current = top {
            if let presented = current.presentedViewController, presented.presentingViewController === current {
                top = presented
            } else if let tabs = current as? HeadlessTabBarController, let selected = tabs.selectedViewController {
                top = selected
            } else if let stack = current as? HeadlessNavigationController, let last = stack.topViewController {
                top = last
            } else {
                break
            }
        }
        return top?.description ?? "nothing"
    }
}
