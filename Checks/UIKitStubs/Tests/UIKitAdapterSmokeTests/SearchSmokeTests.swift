import NavDSL
import Testing
import UIKit

/// UIKit's classes answer the search's questions as the container protocols' defaults would work
/// them out, so the search runs on them exactly as on the headless classes.
@MainActor
@Suite struct SearchSmokeTests {
    struct Plain: Screen {
        let name: String

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = UIViewController()
            controller.title = name
            return controller
        }
    }

    @Test func uikitClassesAnswerTheSearchQuestionsLikeTheDefaults() async throws {
        let app = try await UIKitSmokeApp(root: Plain(name: "Home").withStackContainer())
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat")))
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(Plain(name: "Login")))
        let stack = try #require(app.stack)
        let login = try #require(stack.presentedViewController)
        let tabs = UITabBarController()
        tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
        tabs.selectedIndex = 1
        let containers: [any ScreenContainer] = [app.window, stack, login, tabs] + stack.viewControllers
        for container in containers {
            #expect(container.visibleNestedContainer === ScreenSearchWalk.visibleChild(of: container), "\(type(of: container))")
            #expect(
                container.directlyPresentedContainer === (container as? any ScreenModalContainer)?.ownPresentedContainer,
                "\(type(of: container))")
        }
        #expect(app.window.visibleNestedContainer === stack)
        #expect(stack.visibleNestedContainer === stack.viewControllers.last)
        #expect(tabs.visibleNestedContainer === tabs.viewControllers?.last)
        #expect(stack.directlyPresentedContainer === login)
        #expect(stack.viewControllers.first?.directlyPresentedContainer == nil, "a child is covered, but presents nothing itself")
        let top = try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container))
        #expect(top === login)
    }
}
