import NavDSL

/// A window showing `Home` in a navigation stack, with a silent navigator: the starting point of
/// the queue, cancellation and rollback suites.
@MainActor
struct HomeStackFixture {
    let window = HeadlessWindow()
    let navigator: ScreenNavigator
    let stack: HeadlessNavigationController

    /// Builds the tree, then switches the window to `animationMode` and clears its logs.
    init(animationMode: HeadlessWindow.AnimationMode = .immediate, logger: (any ScreenLogger)? = nil) async throws {
        navigator = ScreenNavigator(window: window, logger: logger)
        try await navigator.navigate(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()).makeKeyAndVisible())
        guard let stack = window.rootViewController as? HeadlessNavigationController else {
            throw ScreenContainerTypeMismatchError(expected: HeadlessNavigationController.self, actual: window.rootViewController as Any)
        }
        self.stack = stack
        window.animationMode = animationMode
        window.resetLogs()
    }

    /// The stack's controllers as text, bottom to top.
    var stackNames: [String] { stack.viewControllers.map(\.description) }
}
