import NavDSL
import NavDSLAddons
import SafariServices
import Testing
import UIKit

/// Runs the main routes through NavDSL's UIKit adapter against the stubs' simple behaviour.
@MainActor
@Suite struct UIKitAdapterSmokeTests {
    struct Plain: Screen {
        let name: String
        var traits: Set<AnyHashable> = []

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = UIViewController()
            controller.title = name
            return controller
        }
    }

    let scene = UIWindowScene()
    let window: UIWindow
    let navigator: ScreenNavigator

    init() async throws {
        window = UIWindow(windowScene: scene)
        navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigate(to: ScreenWindowRoute().setRoot(to: Plain(name: "Home").withStackContainer()).makeKeyAndVisible())
    }

    var stack: UINavigationController? { window.rootViewController as? UINavigationController }

    @Test func windowActionsInstallTheRootAndMakeItKey() throws {
        #expect(window.isKeyWindow)
        #expect(stack?.viewControllers.map(\.title) == ["Home"])
        #expect(stack?.viewControllers.first?.effectiveScreenKey == ScreenKey(name: "Home"), "keys are stored as associated objects")
        let typed: ScreenRoute<UIWindow, UINavigationController> = ScreenWindowRoute().top(.stack)
        #expect(typed.actions.count == 1)
    }

    @Test func stackEditsMergeIntoOneSetViewControllersCall() async throws {
        let before = try #require(stack?.stubSetViewControllersCount)
        try await navigator.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "A")).push(Plain(name: "B")))
        #expect(stack?.viewControllers.map(\.title) == ["Home", "A", "B"])
        #expect(stack?.stubSetViewControllersCount == before + 1)
        try await navigator.navigate(to: ScreenWindowRoute().top(.stack).pop())
        #expect(stack?.viewControllers.map(\.title) == ["Home", "A"])
        try await navigator.navigate(to: ScreenWindowRoute().top(.stack).popToRoot())
        #expect(stack?.viewControllers.map(\.title) == ["Home"])
    }

    @Test func stackRulesThatCrashUIKitAreTypedErrors() async throws {
        await #expect(throws: ScreenRuleViolation.self) {
            try await navigator.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Inner").withStackContainer()))
        }
        #expect(stack?.viewControllers.count == 1)
    }

    @Test func modalActionsPresentFindAndDismiss() async throws {
        try await navigator.navigate(to: ScreenWindowRoute().top(.container).present(Plain(name: "Sheet")))
        #expect(stack?.presentedViewController?.title == "Sheet")
        var found = ""
        try await navigator.navigate(to: ScreenWindowRoute().root.presented.get { found = $0.title ?? "" })
        #expect(found == "Sheet")
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await navigator.navigate(to: ScreenWindowRoute().root.present(Plain(name: "Second")))
        }
        try await navigator.navigate(to: ScreenWindowRoute().root.dismiss())
        #expect(stack?.presentedViewController == nil)
    }

    @Test func presentingFromAControllerOutOfTheWindowIsATypedError() async throws {
        let detached = UIViewController()
        await #expect(throws: ScreenRuleViolation.self) {
            try await navigator.navigate(from: detached, to: ScreenModalRoute().present(Plain(name: "Sheet")))
        }
    }

    @Test func tabActionsSelectAndMoveToTheSelectedTab() async throws {
        let tabs = ScreenTabsScreen<UIKitPlatform>().withTabs(
            Plain(name: "Chats").withStackContainer(), Plain(name: "Settings"), selected: 0)
        try await navigator.navigate(to: ScreenWindowRoute().setRoot(to: tabs))
        var selected = ""
        try await navigator.navigate(
            to: ScreenWindowRoute().top(.tabs).selectTab(with: .container(name: "Settings")).selectedTab.get { selected = $0.title ?? "" })
        #expect(selected == "Settings")
        #expect((window.rootViewController as? UITabBarController)?.selectedIndex == 1)
        try await navigator.navigate(to: ScreenWindowRoute().first(.container(name: "Chats")).makeVisible())
        #expect((window.rootViewController as? UITabBarController)?.selectedIndex == 0)
    }

    @Test func decoratorsMapOntoUIKitTypes() async throws {
        var tapped = 0
        let close = ScreenBarButtonItem(title: "Close") { _ in tapped += 1 }
        let screen = Plain(name: "Settings").withLeftBarButton(close).withTabBarItem(ScreenTabBarItem(title: "Me", badgeValue: "1"))
            .withStackContainer().withModalPresentationStyle(.fullScreen)
        try await navigator.navigate(to: ScreenWindowRoute().top(.container).present(screen))
        let presented = try #require(stack?.presentedViewController as? UINavigationController)
        #expect(presented.modalPresentationStyle == .fullScreen)
        let inner = try #require(presented.viewControllers.first)
        #expect(inner.tabBarItem.badgeValue == "1")
        let button = try #require(inner.navigationItem.leftBarButtonItems?.first)
        #expect(button.title == "Close")
        try #require(button.primaryAction).stubHandler(try #require(button.primaryAction))
        #expect(tapped == 1)
    }

    @Test func addonsMapOntoUIKitControllers() async throws {
        try await navigator.navigate(to: ScreenWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved")))
        let alert = try #require(stack?.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["OK"])
        try await navigator.navigate(to: ScreenWindowRoute().root.dismiss())
        let page = try #require(URL(string: "https://example.com"))
        try await navigator.navigate(to: ScreenWindowRoute().top(.container).present(safari: page))
        #expect((stack?.presentedViewController as? SFSafariViewController)?.stubURL == page)
    }

    @Test func keyWindowProviderFindsTheKeyWindowOfConnectedScenes() async throws {
        let scene = UIWindowScene()
        let sceneWindow = UIWindow(windowScene: scene)
        UIApplication.shared.stubConnectedScenes = [scene]
        sceneWindow.makeKeyAndVisible()
        #expect(ScreenKeyWindowProvider().window === sceneWindow)
        UIApplication.shared.stubConnectedScenes = []
    }

    @Test func keyWindowProviderTakesTheApplicationOrSceneFromTheCaller() async throws {
        let application = UIApplication()
        #expect(ScreenKeyWindowProvider(application: application).window == nil)
        application.stubConnectedScenes = [scene]
        window.makeKeyAndVisible()
        #expect(ScreenKeyWindowProvider(application: application).window === window)
        #expect(ScreenKeyWindowProvider(windowScene: scene).window === window, "the form app extensions use")
        #expect(ScreenKeyWindowProvider(windowScene: nil).window == nil)
    }

    @Test func urlsOpenThroughTheSharedApplicationOrACallerGivenOne() async throws {
        let page = try #require(URL(string: "https://example.com"))
        try await navigator.navigate(to: ScreenWindowRoute().open(page))
        #expect(UIApplication.shared.stubOpenedURLs.last == page)
        let application = UIApplication()
        try await navigator.navigate(to: ScreenWindowRoute().top(.stack).open(page, with: .application(application)))
        #expect(application.stubOpenedURLs == [page])
    }
}
