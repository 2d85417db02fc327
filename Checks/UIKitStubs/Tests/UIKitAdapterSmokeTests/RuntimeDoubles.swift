import NavDSL
import UIKit

/// Controllers and a transition coordinator that act out what a device does.
///
/// Today's stubs do not (review Checks/UIKitStubs/RULES.md): a view that reaches the window only at the next layout
/// pass, a transition still running, a refusal UIKit only logs, an animated stack change that ends
/// later or is cancelled. Each double names the review finding and device question it stands for.
@MainActor
enum RuntimeDoubles {
    /// A screen that builds a titled plain controller (the smoke suite's).
    typealias Plain = UIKitAdapterSmokeTests.Plain

    /// A controller whose view is not in the window yet (device question 2: a new top or a newly
    /// selected tab gets its window at the next layout pass, or an unselected tab has none).
    final class ViewNotInWindow: UIViewController {
        private let detached = UIView()
        override var viewIfLoaded: UIView? { detached }
    }

    /// A presented controller whose dismissal (a user's swipe-down, the app's own) is running.
    final class BeingDismissed: UIViewController {
        var dismissing = true
        override var isBeingDismissed: Bool { dismissing }
    }

    /// A controller whose `present` and `dismiss` UIKit refuses with a log only, keeping the
    /// completion block forever (device question 3, "kept").
    final class SilentlyRefusing: UIViewController {
        var refusesPresent = true
        var keptBlocks: [(() -> Void)?] = []
        override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
            guard refusesPresent else { return super.present(viewControllerToPresent, animated: flag, completion: completion) }
            keptBlocks.append(completion)
        }
        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            keptBlocks.append(completion)
        }
    }

    /// A transition in flight: `animate(alongsideTransition:completion:)` queues completions and
    /// returns `returnsTrue` (device question 1), and ``end(cancelled:)`` runs them.
    final class Coordinator: NSObject, UIViewControllerTransitionCoordinator {
        let returnsTrue: Bool
        let isAnimated = true
        let isInteractive = false
        private(set) var isCancelled = false
        private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

        init(returnsTrue: Bool) {
            self.returnsTrue = returnsTrue
        }

        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            if let completion { completions.append(completion) }
            return returnsTrue && animation != nil
        }

        func end(cancelled: Bool) {
            isCancelled = cancelled
            let pending = completions
            completions = []
            for completion in pending { completion(self) }
        }
    }

    /// A navigation controller whose animated changes run until the test ends them, and which
    /// queues changes asked for meanwhile, as UIKit does ([K1][P4]); an interactive pop the user
    /// can finish or cancel.
    final class AnimatingStack: UINavigationController {
        var coordinatorReturnsTrue = true
        private(set) var running: Coordinator?
        private var queued: [[UIViewController]] = []
        private var beforePop: [UIViewController]?

        override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { running }

        override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            guard running == nil else { return queued.append(viewControllers) }
            super.setViewControllers(viewControllers, animated: false)
            if animated { running = Coordinator(returnsTrue: coordinatorReturnsTrue) }
        }

        /// The user starts dragging the top controller away.
        func beginInteractivePop() {
            beforePop = viewControllers
            super.setViewControllers(Array(viewControllers.dropLast()), animated: false)
            running = Coordinator(returnsTrue: coordinatorReturnsTrue)
        }

        /// Ends the running transition (a cancelled pop puts the stack back), then applies what was queued.
        func endTransition(cancelled: Bool = false) {
            guard let coordinator = running else { return }
            if cancelled, let beforePop { super.setViewControllers(beforePop, animated: false) }
            beforePop = nil
            running = nil
            coordinator.end(cancelled: cancelled)
            let pending = queued
            queued = []
            for stack in pending { setViewControllers(stack, animated: true) }
        }
    }

    /// A key window in its own scene with `root`, and a navigator on it (which holds the window
    /// weakly: keep the app).
    @MainActor
    struct App {
        let scene = UIWindowScene()
        let window: UIWindow
        let navigator: ScreenNavigator

        init(root: UIViewController) {
            window = UIWindow(windowScene: scene)
            window.rootViewController = root
            window.makeKeyAndVisible()
            navigator = ScreenNavigator.onStubs(window: window)
            _ = window.stubRunLoop.runUntilIdle()
        }

        /// The window's run loop (the behavioural UIKit's turns).
        var loop: StubRunLoop { window.stubRunLoop }

        /// Turns the run loop, a bounded number of times, until `condition` holds.
        func settle(_ condition: @MainActor () -> Bool) async {
            for _ in 0..<300 where !condition() {
                loop.runTurn()
                await Task.yield()
            }
        }

        /// Lets every running transition end.
        func idle() {
            _ = loop.runUntilIdle()
        }
    }
}
