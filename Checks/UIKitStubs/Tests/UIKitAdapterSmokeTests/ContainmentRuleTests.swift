import NavDSL
import Testing
import UIKit

/// The rules the headless platform refuses with a typed error are refused the same way by the
/// adapter, before the UIKit call that would crash or do something undocumented (review R4).
@MainActor
@Suite struct ContainmentRuleTests {
    /// A controller that is its own screen, so a route can push or set the instance.
    final class Instance: UIViewController {}

    let first = UINavigationController(rootViewController: Instance())
    let second = UINavigationController(rootViewController: UIViewController())
    let tabs = UITabBarController()
    let app: RuntimeDoubles.App

    init() {
        tabs.setViewControllers([first, second], animated: false)
        app = RuntimeDoubles.App(root: tabs)
    }

    @Test func presentingTheWindowRootIsRefusedTyped() async throws {
        let root = Instance()
        let other = RuntimeDoubles.App(root: root)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        other.idle()
        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await other.navigator.driven.navigate(from: sheet, to: ScreenRootRoute<UIViewController>().present(root))
        }
        #expect(error?.rule == .presentActiveController)
        #expect(sheet.presentedViewController == nil)
    }

    @Test func movingAnOnScreenControllerIntoAnotherStackIsRefusedTyped() async throws {
        let onScreen = try #require(first.topViewController as? Instance)
        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(from: second, to: ScreenRootRoute<UINavigationController>().push(onScreen))
        }
        #expect(error?.rule == .hierarchyInconsistency)
        #expect(first.viewControllers == [onScreen])
    }

    @Test func pushingAPresentedControllerIsRefusedTyped() async throws {
        let sheet = Instance()
        tabs.present(sheet, animated: false)
        app.idle()
        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(from: second, to: ScreenRootRoute<UINavigationController>().push(sheet))
        }
        #expect(error?.rule == .activeControllerInContainer)
    }

    @Test func makingAChildTheWindowRootIsRefusedTyped() async throws {
        let child = try #require(first.topViewController as? Instance)
        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(to: ScreenWindowRoute().setRoot(to: child, animation: nil))
        }
        #expect(error?.rule == .rootInUse)
        #expect(app.window.rootViewController === tabs)
    }
}

extension ContainmentRuleTests.Instance: Screen {}
