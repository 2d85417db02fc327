import NavDSL
import Testing
import UIKit

/// The split view verbs through the `UISplitViewController` conformance, against the stubs.
@MainActor
@Suite struct SplitSmokeTests {
    let app: UIKitSmokeApp

    init() async throws {
        app = try await UIKitSmokeApp(
            root: UIKitAdapterSmokeTests.Plain(name: "Folders").withSplitContainer(secondary: UIKitAdapterSmokeTests.Plain(name: "Inbox")),
            width: .regular)
    }

    var split: UISplitViewController? { app.window.rootViewController as? UISplitViewController }

    @Test func theDecoratorBuildsAColumnStyleSplitViewWithWrappedColumns() throws {
        let split = try #require(split)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary)?.title == "Folders")
        #expect(split.splitColumnStack(for: .secondary)?.viewControllers.map(\.title) == ["Inbox"])
        let typed: ScreenRoute<UIWindow, UISplitViewController> = ScreenWindowRoute().top(.split)
        #expect(typed.actions.count == 1)
    }

    @Test func showDetailAndSetColumnReachTheSecondaryColumn() async throws {
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.split).showDetail(UIKitAdapterSmokeTests.Plain(name: "Thread")))
        #expect(split?.viewController(for: .secondary)?.title == "Thread")
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.split).column(.secondary).push(UIKitAdapterSmokeTests.Plain(name: "Photo")))
        #expect(split?.splitColumnStack(for: .secondary)?.viewControllers.map(\.title) == ["Thread", "Photo"])
    }

    @Test func aSupplementaryColumnInADoubleColumnSplitViewIsRefused() async throws {
        await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(
                to: ScreenWindowRoute().top(.split).setColumn(.supplementary, to: UIKitAdapterSmokeTests.Plain(name: "Extra")))
        }
        #expect(split?.viewController(for: .supplementary) == nil)
    }

    /// UIKit raises on a split view in a navigation controller: wrapping one is refused at the step,
    /// with the headless platform's rule, and nothing changes.
    @Test func aSplitViewWrappedInAStackIsRefusedAtTheStep() async throws {
        let mail = UIKitAdapterSmokeTests.Plain(name: "Archive").withSplitContainer(secondary: UIKitAdapterSmokeTests.Plain(name: "Old"))
        let root = app.window.rootViewController
        for route in [
            ScreenWindowRoute().setRoot(to: mail.withStackContainer()).resolve(),
            ScreenWindowRoute().top(.container).present(mail.withStackContainer()).resolve(),
        ] {
            do {
                try await app.navigator.navigateAndWait(to: route)
                Issue.record("a split view went into a navigation controller")
            } catch {
                #expect((error as? ScreenRuleViolation)?.rule == .splitViewControllerInStack, "\(error)")
            }
        }
        #expect(app.window.rootViewController === root)
        #expect(root?.presentedViewController == nil)
    }
}
