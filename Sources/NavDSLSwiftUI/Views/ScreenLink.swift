#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI

    /// A button that runs a route: how a SwiftUI screen pushes, presents or switches tabs.
    ///
    /// Every push goes through a route (or this link): a `NavigationLink(value:)` with an app's own
    /// value has no destination in a NavDSL stack, whose path holds screen models, and a push
    /// SwiftUI made outside the model is refused as a divergence. The route may start anywhere on
    /// the window (`top`, `first`, `root`): the link resolves it, as the navigator would.
    /// ```swift
    /// ScreenLink(to: SwiftUIWindowRoute().top(.stack).push(chat)) { Text("Chat with Ann") }
    /// ```
    /// - Note: Disabled outside a ``NavigationSceneView`` (no navigator in the environment); a failed
    ///   route goes to `completion`, as any navigation's does.
    public struct ScreenLink<Route: ScreenThenable, Label: View>: View where Route.Root == SwiftUIWindowModel {
        private let route: ScreenRootRoute<SwiftUIWindowModel>
        private let completion: ScreenCompletion<Void>?
        private let label: Label
        @Environment(\.screenNavigator) private var navigator

        /// A link running `route` when tapped, reporting its outcome to `completion`.
        ///
        /// ```swift
        /// ScreenLink(to: AppRoutes<SwiftUIScreens>.openChat(7)) { Text("Chat 7") }
        /// ```
        /// - Note: The route is resolved once, here; a tap runs it as `navigate(to:completion:)`
        ///   does, queued behind a navigation in flight.
        public init(to route: Route, completion: ScreenCompletion<Void>? = nil, @ViewBuilder label: () -> Label) {
            self.route = route.resolve()
            self.completion = completion
            self.label = label()
        }

        /// The button, disabled without a navigator in the environment.
        public var body: some View {
            Button {
                navigator?.navigate(to: route, completion: completion)
            } label: {
                label
            }
            .disabled(navigator == nil)
        }
    }
#endif
