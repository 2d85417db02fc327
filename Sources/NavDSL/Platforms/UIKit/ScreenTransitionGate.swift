#if canImport(UIKit)
    import UIKit

    /// The settle gate: wait, bounded, for a transition running on a controller.
    ///
    /// Before NavDSL's stack changes it waits for one already running (a user's interactive pop,
    /// the app's own push, a presentation the stack takes part in), so the change neither lands in
    /// it nor completes on it; after a split view's column change it waits for the one UIKit started.
    ///
    /// UIKit's `transitionCoordinator` is the running transition's, or its parent's ("otherwise
    /// it will ask the parent view controller"). The gate waits for that coordinator's completion,
    /// then one main-actor turn more (UIKit is still tearing the transition down), and asks again:
    /// transitions back to back are waited for up to ``maxWaits`` times. It gives up, with the
    /// caller's typed refusal, when they keep coming, when one outlasts ``bound`` (an interactive
    /// pop the user holds), or when UIKit releases the completion without calling it.
    @MainActor
    package enum ScreenTransitionGate {
        /// How many transitions in a row the gate waits for.
        static let maxWaits = 8
        /// How long one transition may run before the gate refuses.
        static let bound = Duration.seconds(4)

        /// Runs `body` with success once `controller` has no transition coordinator (at once
        /// when none runs), or with `refusal()` when the wait gives up.
        static func settle(
            _ controller: UIViewController, refusal: @escaping @MainActor () -> any Error, then body: @escaping ScreenCompletion<Void>
        ) {
            guard controller.transitionCoordinator != nil else { return body(.success(())) }
            settle(controller, waits: 0, refusal: refusal, arrived: nil) { body($0.map { _ in () }) }
        }

        /// Waits as ``settle(_:refusal:then:)`` does, and asks `arrived` as UIKit ends each
        /// transition it did not cancel, inside its completion: `true` there ends the wait, and
        /// `body` gets `true`.
        ///
        /// A change is judged when UIKit ends the transition that brings it, not a turn later: by
        /// then the user may be changing the tree already (swiping the new stack away), and a
        /// change that landed must never be called refused, since nothing would undo it.
        static func settle(
            _ controller: UIViewController, refusal: @escaping @MainActor () -> any Error, until arrived: @escaping @MainActor () -> Bool,
            then body: @escaping @MainActor (Result<Bool, any Error>) -> Void
        ) {
            settle(controller, waits: 0, refusal: refusal, arrived: arrived, then: body)
        }

        /// How many main-actor turns a transition whose marks show without a coordinator is looked
        /// at again (``settlePresentation(of:isBusy:then:)``), and a look-again's turns without a
        /// run-loop source (``lookAgainTurns(for:)``).
        static let maxLayoutTurns = 64

        /// How long a present waits for its presenter's view to enter the window: a view installed
        /// by a call enters at the next layout pass (the next frame), so this spans several frames
        /// a busy main thread may drop.
        static let windowEntryBound = Duration.milliseconds(100)

        /// Runs `body` once `controller`'s view is in a window, or once ``windowEntryBound`` has
        /// passed on the window's clock (the same clock as the navigator's other bounds: the
        /// behavioural UIKit's turns in tests, the wall clock on a device).
        ///
        /// A controller installed without animation is in its window by the tree at once, but its
        /// view enters at the next layout pass (device question 2), and UIKit refuses to present from
        /// a view out of the window. The view is looked at each turn until then; after the bound
        /// `body` runs anyway: the check after the call turns a refusal into a typed error.
        static func settleWindowEntry(of controller: UIViewController, then body: @escaping @MainActor () -> Void) {
            guard controller.viewIfLoaded?.window == nil else { return body() }
            // The bound's end is marked on a call state (its completion is the bound running out).
            let bound = ScreenCallState()
            Task { @MainActor [turns = turns(of: controller)] in
                await sleep(for: windowEntryBound, on: turns)
                _ = bound.complete()
            }
            waitForWindow(of: controller, until: bound, then: body)
        }

        private static func waitForWindow(
            of controller: UIViewController, until bound: ScreenCallState, then body: @escaping @MainActor () -> Void
        ) {
            afterTurn(of: controller) {
                // A controller no window's tree holds any more will not enter one: no use waiting.
                let waiting = controller.viewIfLoaded?.window == nil && controller.screenPlacement.window != nil
                guard waiting, !bound.isCompleted else { return body() }
                waitForWindow(of: controller, until: bound, then: body)
            }
        }

        /// Runs `body` once `isBusy` finds no controller whose present or dismiss transition runs (a
        /// presentation or dismissal on the presenter's layers or above), or when the wait gives up: UIKit
        /// refuses a present or dismiss "while a presentation or dismiss is in progress", so a
        /// change (an undo step too) that meets one waits for it to land rather than being refused.
        ///
        /// It waits for the running transition's coordinator, as ``settle(_:refusal:then:)`` does
        /// (at most ``maxWaits`` transitions, each within ``bound``); a transition whose marks show
        /// without a coordinator is looked at again each turn (``afterTurn(of:_:)``), at most
        /// ``maxLayoutTurns`` turns. `body` then runs whatever it found: the checks before the call decide.
        static func settlePresentation(
            of controller: UIViewController, isBusy: @escaping @MainActor () -> UIViewController?,
            then body: @escaping @MainActor () -> Void
        ) {
            settlePresentation(of: controller, isBusy: isBusy, waits: 0, turns: 0, then: body)
        }

        private static func settlePresentation(
            of controller: UIViewController, isBusy: @escaping @MainActor () -> UIViewController?, waits: Int, turns: Int,
            then body: @escaping @MainActor () -> Void
        ) {
            guard let busy = isBusy(), waits < maxWaits, turns < maxLayoutTurns else { return body() }
            guard busy.transitionCoordinator != nil else {
                afterTurn(of: controller) { settlePresentation(of: controller, isBusy: isBusy, waits: waits, turns: turns + 1, then: body) }
                return
            }
            settle(busy, refusal: { ScreenRuleViolation.dismissInProgress(from: busy) }) { _ in
                settlePresentation(of: controller, isBusy: isBusy, waits: waits + 1, turns: turns, then: body)
            }
        }

        /// Decides whether UIKit accepted a call whose effect `accepted` tells, without deciding
        /// before UIKit has had its turn (device question 11): accepted at once when the marks show
        /// when the call returns, else looked at again each main-actor turn until they show, the
        /// call's completion arrives (`isDone`), or ``lookAgainTurns(for:)`` turns have passed (refused).
        static func verdict(
            on controller: UIViewController, accepted: @escaping @MainActor () -> Bool, isDone: @escaping @MainActor () -> Bool,
            then body: @escaping @MainActor (_ accepted: Bool) -> Void
        ) {
            if accepted() { return body(true) }
            lookAgain(on: controller, turns: lookAgainTurns(for: controller), until: { isDone() || accepted() }, then: body)
        }

        /// Looks at `found` once per turn of `controller`'s window, at most `turns` turns, then runs
        /// `body` with what it found.
        ///
        /// The window's turns are taken now: the controller may leave the tree meanwhile (the user
        /// popping the screen a present was called on) while what it started goes on in that window.
        static func lookAgain(
            on controller: UIViewController, turns: Int, until found: @escaping @MainActor () -> Bool,
            then body: @escaping @MainActor (Bool) -> Void
        ) {
            lookAgain(in: Self.turns(of: controller), turns: turns, until: found, then: body)
        }

        private static func lookAgain(
            in source: (any ScreenRunLoopTurns)?, turns: Int, until found: @escaping @MainActor () -> Bool,
            then body: @escaping @MainActor (Bool) -> Void
        ) {
            afterTurn(in: source) {
                if found() { return body(true) }
                guard turns > 1 else { return body(false) }
                lookAgain(in: source, turns: turns - 1, until: found, then: body)
            }
        }

        /// Runs `next` on a later main-actor turn: what follows a completion UIKit delivered (a
        /// present's, a dismiss's, a coordinator's, a view transition's) must not run inside it.
        ///
        /// UIKit is still tearing the ended transition down while it calls the block; the next
        /// step's present or push, or the next queued navigation, would start in the middle of that
        /// (review R14; device question 5 asks what UIKit then does). Nivelir hops the same way
        /// after a tab selection and a stack change without a coordinator.
        package static func continueAfterCallback(_ next: @escaping @MainActor () -> Void) {
            Task { @MainActor in next() }
        }

        // Not inlined: the optimizer copied this wait, which starts itself again from a task, into
        // its callers' closures (about 5 KB of an app's code, measured with Checks/AppSize); one
        // copy serves them all, at the cost of a call per wait.
        @inline(never)
        private static func settle(
            _ controller: UIViewController, waits: Int, refusal: @escaping @MainActor () -> any Error,
            arrived: (@MainActor () -> Bool)?, then body: @escaping @MainActor (Result<Bool, any Error>) -> Void
        ) {
            guard let coordinator = controller.transitionCoordinator else { return body(.success(false)) }
            guard waits < maxWaits else { return body(.failure(refusal())) }
            let wait = ScreenTransitionWait { [weak controller] end in
                guard end != .unsettled, let controller else { return body(.failure(refusal())) }
                Task { @MainActor in
                    if end == .arrived { return body(.success(true)) }
                    settle(controller, waits: waits + 1, refusal: refusal, arrived: arrived, then: body)
                }
            }
            // The Bool tells whether *animations* were queued; the completion runs either way.
            _ = coordinator.animate(alongsideTransition: nil) { [wait] context in
                wait.end(!context.isCancelled && arrived?() == true ? .arrived : .settled)
            }
            let turns = turns(of: controller)
            wait.bound = Task { @MainActor [weak wait] in
                await sleep(for: bound, on: turns)
                wait?.end(.unsettled)
            }
        }
    }

    /// One wait of the gate, ended once: by the coordinator's completion, by the time bound, or
    /// (released uncalled by UIKit) by its `deinit`.
    @MainActor
    private final class ScreenTransitionWait {
        enum End {
            /// The transition ended.
            case settled
            /// The transition ended with what the caller waits for in place.
            case arrived
            /// The bound ran out, or UIKit released the completion uncalled.
            case unsettled
        }

        private var onEnd: (@MainActor (End) -> Void)?
        /// The bound's sleep, ended with the wait.
        var bound: Task<Void, Never>?

        init(onEnd: @escaping @MainActor (End) -> Void) {
            self.onEnd = onEnd
        }

        func end(_ end: End) {
            guard let onEnd else { return }
            self.onEnd = nil
            bound?.cancel()
            onEnd(end)
        }

        deinit {
            guard let onEnd else { return }
            Task { @MainActor in onEnd(.unsettled) }
        }
    }
#endif
