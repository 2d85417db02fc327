import NavDSL
import Testing
import UIKit

/// Split view operations end when UIKit's animation ends, and a detail shown into a collapsed
/// split view whose compact column cannot take a push is refused as on headless (review R10).
@MainActor
@Suite struct SplitTransitionTests {
    /// A split view whose `show(_:)` runs a transition until the test ends it.
    final class AnimatingSplit: UISplitViewController {
        private(set) var running: RuntimeDoubles.Coordinator?
        override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { running }

        override func show(_ column: UISplitViewController.Column) {
            super.show(column)
            running = RuntimeDoubles.Coordinator(returnsTrue: true)
        }

        func endTransition() {
            let coordinator = running
            running = nil
            coordinator?.end(cancelled: false)
        }
    }

    /// A split view collapsed onto a compact column that is a plain controller.
    final class CollapsedOntoPlain: UISplitViewController {
        override var isCollapsed: Bool { true }
    }

    @Test func showingAColumnCompletesWhenItsAnimationEnds() async throws {
        let split = AnimatingSplit(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let app = RuntimeDoubles.App(root: split)
        var result: Result<Void, any Error>?
        app.navigator.navigate(to: ScreenWindowRoute().top(.split).showColumn(.primary)) { result = $0 }
        await app.settle { result != nil }
        #expect(result == nil, "still animating")
        split.endTransition()
        await app.settle { result != nil }
        #expect(throws: Never.self) { try result?.get() }
    }

    @Test func showDetailIntoACompactColumnThatIsNotAStackIsRefusedTyped() async throws {
        let split = CollapsedOntoPlain(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        split.setViewController(UIViewController(), for: .compact)
        let app = RuntimeDoubles.App(root: split)
        let error = await #expect(throws: ScreenRuleViolation.self) {
            try await app.navigator.driven.navigate(to: ScreenWindowRoute().first(.split).showDetail(RuntimeDoubles.Plain(name: "Thread")))
        }
        #expect(error?.rule == .splitColumnUnavailable)
        #expect(split.presentedViewController == nil)
    }
}
