import NavDSL
import NavDSLHeadless
import Testing

/// Holds the decorator example that the README and the DocC article "Wrap, style and present a screen" show.
@MainActor
@Suite struct DecoratorReadmeTests {
    @Test func modalWithACloseButtonOpensAndCloses() async throws {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()))
        // README: Decorators
        let close = ScreenBarButtonItem(title: "Close") { navigator in
            navigator.navigate(to: HeadlessWindowRoute().top(.container).presenting.dismiss()) { _ in }
        }
        let settings = HeadlessScreen(name: "Settings")
            .withLeftBarButton(close)  // on the settings controller
            .withStackContainer()  // wraps it into a navigation controller
            .withModalPresentationStyle(.fullScreen)  // on the navigation controller

        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(settings))
        // README: end
        let presented = try #require(window.rootViewController?.presentedViewController as? HeadlessNavigationController)
        #expect(presented.modalPresentationStyle == .fullScreen)
        presented.viewControllers.first?.navigationItem.leftBarButtonItem?.tap()
        #expect(window.rootViewController?.presentedViewController == nil)
    }
}
