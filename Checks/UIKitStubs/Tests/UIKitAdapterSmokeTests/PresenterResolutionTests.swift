import NavDSL
import Testing
import UIKit

/// Which controller presents, and whether it can: resolved from the tree as UIKit does (review R5),
/// with transitions in progress refused before the call and UIKit's silent refusals caught after
/// it (R7), whatever a device answers to questions 2 and 3.
@MainActor
@Suite struct PresenterResolutionTests {
    typealias Plain = RuntimeDoubles.Plain

    @Test func presentFromAnUnselectedTabPresentsFromTheTabBar() async throws {
        let other = RuntimeDoubles.ViewNotInWindow()
        let tabs = UITabBarController()
        tabs.setViewControllers([UIViewController(), UINavigationController(rootViewController: other)], animated: false)
        let app = RuntimeDoubles.App(root: tabs)
        try await app.navigator.driven.navigate(from: other, to: ScreenRootRoute<UIViewController>().present(Plain(name: "Sheet")))
        #expect(tabs.presentedViewController?.title == "Sheet")
        #expect(tabs.presentedViewController?.presentingViewController === tabs)
    }

    @Test func presentFromATopWhoseViewIsNotInTheWindowYetSucceeds() async throws {
        let top = RuntimeDoubles.ViewNotInWindow()
        let stack = UINavigationController(rootViewController: top)
        let app = RuntimeDoubles.App(root: stack)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(Plain(name: "Login")))
        #expect(app.window.rootViewController?.presentedViewController?.title == "Login")
    }

    @Test func presentFromADetachedControllerIsRefusedTyped() async throws {
        let app = RuntimeDoubles.App(root: UIViewController())
        let detached = UIViewController()
        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(from: detached, to: ScreenRootRoute<UIViewController>().present(Plain(name: "Sheet")))
        }
        #expect(error?.rule == .presenterNotInWindow)
    }

    @Test func presentFromInsideALayerBeingDismissedIsRefusedTyped() async throws {
        let root = UIViewController()
        let app = RuntimeDoubles.App(root: root)
        let sheet = RuntimeDoubles.BeingDismissed()
        sheet.dismissing = false
        root.present(sheet, animated: false)
        app.idle()
        sheet.dismissing = true
        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(from: sheet, to: ScreenRootRoute<UIViewController>().present(Plain(name: "Next")))
        }
        #expect(error?.rule == .presenterNotInWindow)
    }

    @Test func presentWhileThePresentedControllerIsBeingDismissedIsRefusedTyped() async throws {
        let root = UIViewController()
        let app = RuntimeDoubles.App(root: root)
        let sheet = RuntimeDoubles.BeingDismissed()
        root.present(sheet, animated: false)
        app.idle()
        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(from: root, to: ScreenRootRoute<UIViewController>().present(Plain(name: "Next")))
        }
        #expect(error?.rule == .presentationInProgress)
    }

    @Test func dismissWhileTheDismissalRunsIsRefusedTyped() async throws {
        let root = UIViewController()
        let app = RuntimeDoubles.App(root: root)
        root.present(RuntimeDoubles.BeingDismissed(), animated: false)
        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(from: root, to: ScreenRootRoute<UIViewController>().dismiss(animated: false))
        }
        #expect(error?.rule == .dismissInProgress)
    }

    @Test func presentUIKitRefusesSilentlyFailsTypedInsteadOfHanging() async throws {
        let root = RuntimeDoubles.SilentlyRefusing()
        let app = RuntimeDoubles.App(root: root)
        var result: Result<Void, any Error>?
        app.navigator.navigate(from: root, to: ScreenRootRoute<UIViewController>().present(Plain(name: "Sheet"))) { result = $0 }
        await app.settle { result != nil }
        #expect(throws: ScreenRuleViolation.self) { try result?.get() }
        #expect(root.keptBlocks.count == 1, "UIKit keeps the block; the navigation does not wait for it")
    }

    /// Device question 3, kept forever: the block UIKit keeps must not reach the navigation, or
    /// the controller the route built would never be released (found by the UIKit fault run).
    @Test func aPresentUIKitRefusedAndKeptReleasesWhatTheRouteBuilt() async throws {
        let root = RuntimeDoubles.SilentlyRefusing()
        let app = RuntimeDoubles.App(root: root)
        let built = FaultRunBuilt()
        var result: Result<Void, any Error>?
        let route = ScreenRootRoute<UIViewController>().present(FaultScreen(name: "Sheet", serial: 1, built: built))
        app.navigator.navigate(from: root, to: route) { result = $0 }
        await app.settle { result != nil }
        #expect(throws: ScreenRuleViolation.self) { try result?.get() }
        #expect(root.keptBlocks.count == 1, "UIKit keeps the block")
        #expect(built.controllers.count == 1)
        #expect(built.controllers.allSatisfy { $0.value == nil }, "the kept block holds the refused sheet")
    }

    @Test func dismissUIKitRefusesSilentlyFailsTypedInsteadOfHanging() async throws {
        let root = RuntimeDoubles.SilentlyRefusing()
        root.refusesPresent = false
        let app = RuntimeDoubles.App(root: root)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        app.idle()
        var result: Result<Void, any Error>?
        app.navigator.navigate(from: root, to: ScreenRootRoute<UIViewController>().dismiss(animated: false)) { result = $0 }
        await app.settle { result != nil }
        #expect(throws: ScreenRuleViolation.self) { try result?.get() }
        #expect(root.presentedViewController === sheet)
    }
}
