import NavDSL
import Testing
import UIKit

/// A split view in a compact window, collapsed from the start: UIKit pushed the secondary column's
/// navigation controller onto the primary's, and the adapter pushes onto that one stack.
@MainActor
@Suite struct CollapsedSplitSmokeTests {
    let app: UIKitSmokeApp

    init() async throws {
        app = try await UIKitSmokeApp(
            root: UIKitAdapterSmokeTests.Plain(name: "Folders").withSplitContainer(secondary: UIKitAdapterSmokeTests.Plain(name: "Inbox")))
    }

    var split: UISplitViewController? { app.window.rootViewController as? UISplitViewController }

    @Test func aPushOntoTheCollapsedStackKeepsTheNestedColumnAndExpandsToTheSecondary() async throws {
        let split = try #require(split)
        let primary = try #require(split.splitColumnStack(for: .primary))
        #expect(split.isCollapsed && primary.viewControllers.count == 2 && primary.viewControllers.last is UINavigationController)
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.split).column(.primary).push(UIKitAdapterSmokeTests.Plain(name: "Draft")))
        #expect(primary.viewControllers.map(\.title) == ["Folders", nil, "Draft"])
        app.window.stubChangeHorizontalSizeClass(to: .regular)
        #expect(primary.viewControllers.map(\.title) == ["Folders"])
        #expect(split.splitColumnStack(for: .secondary)?.viewControllers.map(\.title) == ["Inbox", "Draft"])
    }

    /// Only the column stacks UIKit nested may stay: a navigation controller the route pushes is
    /// still refused at the step, and the collapsed stack is left as it was.
    @Test func aNavigationControllerPushedOntoTheCollapsedStackIsRefused() async throws {
        let primary = try #require(split?.splitColumnStack(for: .primary))
        let before = primary.viewControllers
        do {
            try await app.navigator.navigateAndWait(
                to: ScreenWindowRoute().top(.split).column(.primary).push(UIKitAdapterSmokeTests.Plain(name: "Nav").withStackContainer()))
            Issue.record("a navigation controller went into the collapsed stack")
        } catch {
            #expect((error as? ScreenRuleViolation)?.rule == .navigationControllerInStack, "\(error)")
        }
        #expect(primary.viewControllers.count == before.count && zip(primary.viewControllers, before).allSatisfy { $0 === $1 })
    }
}
