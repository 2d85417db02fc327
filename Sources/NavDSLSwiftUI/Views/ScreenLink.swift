#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI

    /// A link that runs a route: how a SwiftUI screen pushes, presents or switches tabs.
    ///
    /// Inside a NavDSL stack it is a real `NavigationLink(value:)`, with the row's chevron, the
    /// cell's highlight and a place in a sidebar's `List(selection:)`; its value is a request the
    /// stack's path setter turns into exactly one run of the route (binding rule 8), so the link
    /// does what the route would have done, and a tap while a navigation runs queues behind it.
    /// Elsewhere (a sheet's content with no stack, a tab bar) it is a button running the same route.
    /// The route may start anywhere on the window (`top`, `first`, `root`): the link resolves it,
    /// as the navigator would.
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
        @Environment(\.isInScreenStack) private var isInScreenStack

        /// A link running `route` when tapped, reporting its outcome to `completion`.
        ///
        /// ```swift
        /// ScreenLink(to: AppRoutes<SwiftUIScreens>.openChat(7)) { Text("Chat 7") }
        /// ```
        /// - Note: The route is resolved once, here; a tap runs it as `navigate(to:completion:)`
        ///   does, queued behind a navigation in flight, and never twice for one tap.
        public init(to route: Route, completion: ScreenCompletion<Void>? = nil, @ViewBuilder label: () -> Label) {
            self.route = route.resolve()
            self.completion = completion
            self.label = label()
        }

        /// A `NavigationLink(value:)` in a NavDSL stack, else a button; disabled without a navigator.
        public var body: some View {
            let request = SwiftUILinkRequest(route: route, navigator: navigator, completion: completion)
            Group {
                if isInScreenStack {
                    NavigationLink(value: request as SwiftUIScreenModel) { label }
                } else {
                    Button {
                        request.activate()
                    } label: {
                        label
                    }
                }
            }
            .disabled(navigator == nil)
        }
    }
#endif
