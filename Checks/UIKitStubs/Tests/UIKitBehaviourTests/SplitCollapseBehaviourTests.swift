import Testing
import UIKit

/// How a column-style split view collapses and expands (SplitViewsOnIPad.md "Compact width" and
/// "Expanding", Checks/UIKitStubs/RULES.md §8's trait changes; review R19 and device question 7).
@MainActor
@Suite struct SplitCollapseBehaviourTests {
    let list = Recorder("List")
    let primary: UINavigationController
    let secondary: UINavigationController
    let split = UISplitViewController(style: .doubleColumn)

    init() {
        primary = UINavigationController(rootViewController: list)
        secondary = UINavigationController(rootViewController: Recorder("Detail"))
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
    }

    /// The stack's titles; a column's navigation controller pushed by a collapse reads `[its titles]`.
    private func titles(_ stack: UINavigationController) -> [String] {
        stack.viewControllers.map { ($0 as? UINavigationController).map { "\(titles($0))" } ?? $0.title ?? "?" }
    }

    // A compact window (an iPhone's, the stub's default) shows the split view collapsed from the start.
    @Test(arguments: StubDeviceAnswers.CollapsedSplitControllers.allCases)
    func aSplitViewEnteringACompactWindowIsCollapsed(answer: StubDeviceAnswers.CollapsedSplitControllers) async throws {
        let device = BehaviourDevice(answers: StubDeviceAnswers(collapsedSplitControllers: answer), root: split)
        #expect(split.isCollapsed)
        #expect(titles(primary) == ["List", "[\"Detail\"]"] && secondary.parent === primary)
        #expect(secondary.topViewController?.viewIfLoaded?.window != nil && list.viewIfLoaded?.window == nil)
        _ = device
    }

    // Collapsing pushes the secondary column's navigation controller, whole, onto the primary's.
    @Test func collapsingStacksTheSecondaryStackOntoThePrimary() async throws {
        let device = BehaviourDevice(root: split, width: .regular)
        secondary.pushViewController(Recorder("Message"), animated: false)
        #expect(!split.isCollapsed && titles(primary) == ["List"])
        device.window.stubChangeHorizontalSizeClass(to: .compact)
        device.loop.runUntilIdle()
        #expect(split.isCollapsed && titles(primary) == ["List", "[\"Detail\", \"Message\"]"])
        #expect(split.viewControllers == (split.isCollapsed ? [primary] : []))
    }

    // Expanding gives the secondary its navigation controller back, with what was pushed onto it.
    @Test func expandingGivesTheSecondaryItsStackBack() async throws {
        let device = BehaviourDevice(root: split)
        secondary.pushViewController(Recorder("Reply"), animated: true)
        device.finishAnimation()
        #expect(titles(primary) == ["List", "[\"Detail\", \"Reply\"]"])
        device.window.stubChangeHorizontalSizeClass(to: .regular)
        device.loop.runUntilIdle()
        #expect(!split.isCollapsed && titles(primary) == ["List"] && titles(secondary) == ["Detail", "Reply"])
        #expect(secondary.topViewController?.viewIfLoaded?.window != nil)
    }

    // What was pushed onto the primary's stack above its own controllers goes to the secondary.
    @Test(arguments: [true, false])
    func expandingGivesPushedControllersToTheSecondary(popFirst: Bool) async throws {
        let device = BehaviourDevice(root: split)
        if popFirst { primary.popViewController(animated: false) }
        primary.pushViewController(Recorder("Reply"), animated: false)
        #expect(device.loop.crashes == [], "UIKit keeps the stacked navigation controller it pushed")
        device.window.stubChangeHorizontalSizeClass(to: .regular)
        device.loop.runUntilIdle()
        #expect(titles(primary) == ["List"] && titles(secondary) == (popFirst ? ["Reply"] : ["Detail", "Reply"]))
    }

    // A detail popped while collapsed comes back on expanding, so the detail column is not empty.
    @Test func aPoppedDetailComesBackOnExpanding() async throws {
        let device = BehaviourDevice(root: split)
        primary.popViewController(animated: false)
        #expect(titles(primary) == ["List"])
        device.window.stubChangeHorizontalSizeClass(to: .regular)
        device.loop.runUntilIdle()
        #expect(titles(primary) == ["List"] && titles(secondary) == ["Detail"])
    }

    // Setting the secondary column while collapsed replaces its part of the collapsed stack.
    @Test func aColumnSetWhileCollapsedReplacesItsPart() async throws {
        let device = BehaviourDevice(root: split)
        split.setViewController(Recorder("Other"), for: .secondary)
        #expect(split.isCollapsed && titles(primary) == ["List", "[\"Other\"]"])
        device.window.stubChangeHorizontalSizeClass(to: .regular)
        device.loop.runUntilIdle()
        let detail = try #require(split.viewController(for: .secondary)?.navigationController)
        #expect(titles(primary) == ["List"] && titles(detail) == ["Other"])
    }

    // With a compact column the collapsed split view shows it and moves nothing.
    @Test func aCompactColumnIsShownInsteadOfStacking() async throws {
        let compact = Recorder("Compact")
        split.setViewController(compact, for: .compact)
        let device = BehaviourDevice(root: split)
        #expect(split.isCollapsed && titles(primary) == ["List"] && titles(secondary) == ["Detail"])
        #expect(compact.viewIfLoaded?.window != nil && list.viewIfLoaded?.window == nil)
        _ = device
    }

    // A split view presented in a compact window collapses as it enters.
    @Test func aPresentedSplitViewCollapsesInACompactWindow() async throws {
        let device = BehaviourDevice()
        device.window.rootViewController?.present(split, animated: false)
        device.loop.runUntilIdle()
        #expect(split.isCollapsed && titles(primary) == ["List", "[\"Detail\"]"])
    }
}
