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

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = UIViewController()
            controller.title = name
            return controller
        }
    }

    let app: UIKitSmokeApp

    init() async throws {
        app = try await UIKitSmokeApp(root: Plain(name: "Home").withStackContainer())
    }

    @Test func windowActionsInstallTheRootAndMakeItKey() throws {
        #expect(app.window.isKeyWindow)
        #expect(app.stack?.viewControllers.map(\.title) == ["Home"])
        #expect(app.stack?.viewControllers.first?.effectiveScreenKey == ScreenKey(name: "Home"), "keys are stored as associated objects")
        let typed: ScreenRoute<UIWindow, UINavigationController> = ScreenWindowRoute().top(.stack)
        #expect(typed.actions.count == 1)
    }

    @Test func stackEditsMergeIntoOneSetViewControllersCall() async throws {
        let before = try #require(app.stack?.stubSetViewControllersCount)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "A")).push(Plain(name: "B")))
        #expect(app.stack?.viewControllers.map(\.title) == ["Home", "A", "B"])
        #expect(app.stack?.stubSetViewControllersCount == before + 1)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).pop())
        #expect(app.stack?.viewControllers.map(\.title) == ["Home", "A"])
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).popToRoot())
        #expect(app.stack?.viewControllers.map(\.title) == ["Home"])
    }

    @Test func stackRulesThatCrashUIKitAreTypedErrors() async throws {
        await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Inner").withStackContainer()))
        }
        #expect(app.stack?.viewControllers.count == 1)
    }

    @Test func modalActionsPresentFindAndDismiss() async throws {
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(Plain(name: "Sheet")))
        #expect(app.stack?.presentedViewController?.title == "Sheet")
        var found = ""
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().root.presented.get { found = $0.title ?? "" })
        #expect(found == "Sheet")
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await app.navigator.driven.navigate(to: ScreenWindowRoute().root.present(Plain(name: "Second")))
        }
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().root.dismiss())
        #expect(app.stack?.presentedViewController == nil)
    }

    @Test func presentingFromAControllerOutOfTheWindowIsATypedError() async throws {
        let detached = UIViewController()
        await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(from: detached, to: ScreenModalRoute().present(Plain(name: "Sheet")))
        }
    }

    @Test func tabActionsSelectAndMoveToTheSelectedTab() async throws {
        let tabs = ScreenTabsScreen<UIKitPlatform>().withTabs(
            Plain(name: "Chats").withStackContainer(), Plain(name: "Settings"), selected: 0)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().setRoot(to: tabs))
        var selected = ""
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.tabs).selectTab(with: .container(name: "Settings")).selectedTab.get { selected = $0.title ?? "" })
        #expect(selected == "Settings")
        #expect((app.window.rootViewController as? UITabBarController)?.selectedIndex == 1)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().first(.container(name: "Chats")).makeVisible())
        #expect((app.window.rootViewController as? UITabBarController)?.selectedIndex == 0)
    }

    @Test func decoratorsMapOntoUIKitTypes() async throws {
        var tapped = 0
        let close = ScreenBarButtonItem(title: "Close") { _ in tapped += 1 }
        let screen = Plain(name: "Settings").withLeftBarButton(close).withTabBarItem(ScreenTabBarItem(title: "Me", badgeValue: "1"))
            .withStackContainer().withModalPresentationStyle(.fullScreen)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(screen))
        let presented = try #require(app.stack?.presentedViewController as? UINavigationController)
        #expect(presented.modalPresentationStyle == .fullScreen)
        let inner = try #require(presented.viewControllers.first)
        #expect(inner.tabBarItem.badgeValue == "1")
        let button = try #require(inner.navigationItem.leftBarButtonItems?.first)
        #expect(button.title == "Close")
        try #require(button.primaryAction).stubHandler(try #require(button.primaryAction))
        #expect(tapped == 1)
    }

    // UIKit's own items go on the controller as they are (the item the app built, not a copy), after
    // the items the platform-neutral decorators added.
    @Test func decoratorsTakeUIKitItemsAsTheyAre() async throws {
        let done = UIBarButtonItem(title: "Done")
        let back = UIBarButtonItem(title: "Back")
        let item = UITabBarItem(title: "Rooms", image: nil, selectedImage: nil)
        let screen = Plain(name: "Rooms").withRightBarButton(ScreenBarButtonItem(title: "Add") { _ in }).withRightBarButton(done)
            .withLeftBarButton(back).withTabBarItem(item).withStackContainer()
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(screen))
        let inner = try #require((app.stack?.presentedViewController as? UINavigationController)?.viewControllers.first)
        #expect(inner.navigationItem.rightBarButtonItems?.map(\.title) == ["Add", "Done"])
        #expect(inner.navigationItem.rightBarButtonItems?.last === done && inner.navigationItem.leftBarButtonItems?.first === back)
        #expect(inner.tabBarItem === item)
    }

    @Test func addonsMapOntoUIKitControllers() async throws {
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved")))
        let alert = try #require(app.stack?.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["OK"])
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().root.dismiss())
        let page = try #require(URL(string: "https://example.com"))
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(safari: page))
        #expect((app.stack?.presentedViewController as? SFSafariViewController)?.stubURL == page)
    }

    @Test func keyWindowProviderFindsTheKeyWindowOfConnectedScenes() async throws {
        let scene = UIWindowScene()
        let sceneWindow = UIWindow(windowScene: scene)
        let application = UIApplication()
        application.stubConnectedScenes = [scene]
        sceneWindow.makeKeyAndVisible()
        StubSharedApplication.$current.withValue(application) {
            #expect(ScreenKeyWindowProvider().window === sceneWindow, "init() reads UIApplication.shared")
        }
        #expect(ScreenKeyWindowProvider().window !== sceneWindow, "another test's application connects no scene of this one")
    }

    @Test func keyWindowProviderTakesTheApplicationOrSceneFromTheCaller() async throws {
        let application = UIApplication()
        #expect(ScreenKeyWindowProvider(application: application).window == nil)
        application.stubConnectedScenes = [app.scene]
        app.window.makeKeyAndVisible()
        #expect(ScreenKeyWindowProvider(application: application).window === app.window)
        #expect(ScreenKeyWindowProvider(windowScene: app.scene).window === app.window, "the form app extensions use")
        #expect(ScreenKeyWindowProvider(windowScene: nil).window == nil)
    }

    @Test func urlsOpenThroughTheSharedApplicationOrACallerGivenOne() async throws {
        let page = try #require(URL(string: "https://example.com"))
        let shared = UIApplication()
        try await StubSharedApplication.$current.withValue(shared) {
            try await app.navigator.driven.navigate(to: ScreenWindowRoute().open(page))
        }
        #expect(shared.stubOpenedURLs == [page])
        let application = UIApplication()
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).open(page, with: .application(application)))
        #expect(application.stubOpenedURLs == [page])
    }
}
