#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The address of this value is the associated-object key; it is never read or written.
    nonisolated(unsafe) private var screenRunLoopTurnsAssociation: UInt8 = 0

    /// Where the adapter's "one run-loop turn later" comes from: by default a main-actor hop; a
    /// window can be given a source of its own (tests give the behavioural UIKit's run loop, so the
    /// adapter's waits and the stubs' transitions count the same turns).
    ///
    /// The adapter looks again a turn later before it calls an accepted call refused (device
    /// questions 11 and 12): at most ``ScreenTransitionGate/verdictTurns`` turns with a source, at
    /// most ``ScreenTransitionGate/maxLayoutTurns`` main-actor hops without one (on a device,
    /// main-queue hops spread over several run-loop turns: commit and layout run between drains).
    @MainActor
    package protocol ScreenRunLoopTurns: AnyObject {
        /// Runs `body` on the next turn of the run loop.
        func afterTurn(_ body: @escaping @MainActor () -> Void)

        /// Returns after `duration` on this run loop's clock (the settle gate's bound).
        func sleep(for duration: Duration) async
    }

    extension UIWindow {
        /// The run loop turns the adapter waits in for controllers of this window (`nil`: main-actor hops).
        package var screenRunLoopTurns: (any ScreenRunLoopTurns)? {
            get { objc_getAssociatedObject(self, &screenRunLoopTurnsAssociation) as? any ScreenRunLoopTurns }
            set { objc_setAssociatedObject(self, &screenRunLoopTurnsAssociation, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        }
    }

    extension ScreenTransitionGate {
        /// Runs `body` one turn later for `controller`'s window, with how many turns a look-again
        /// may take there.
        static func afterTurn(of controller: UIViewController, _ body: @escaping @MainActor () -> Void) {
            afterTurn(in: turns(of: controller), body)
        }

        /// Runs `body` on the next turn of `source` (a main-actor hop without one).
        static func afterTurn(in source: (any ScreenRunLoopTurns)?, _ body: @escaping @MainActor () -> Void) {
            if let source {
                source.afterTurn(body)
            } else {
                Task { @MainActor in body() }
            }
        }

        /// Returns after `duration` on `turns`' clock (the wall clock without a source).
        ///
        /// Takes the source, not a controller: a sleeping bound must not keep a controller alive.
        static func sleep(for duration: Duration, on turns: (any ScreenRunLoopTurns)?) async {
            if let turns {
                await turns.sleep(for: duration)
            } else {
                try? await Task.sleep(for: duration)
            }
        }

        /// The run-loop turns of `controller`'s window, if it was given a source.
        static func turns(of controller: UIViewController) -> (any ScreenRunLoopTurns)? {
            controller.screenPlacement.window?.screenRunLoopTurns
        }

        /// How many turns a look-again waits with a source: UIKit starts a transition it accepted
        /// from its after-commit work, within two turns.
        static let verdictTurns = 2

        /// How many turns a look-again waits for `controller`: ``verdictTurns`` with a source,
        /// ``maxLayoutTurns`` main-actor hops without one.
        static func lookAgainTurns(for controller: UIViewController) -> Int {
            controller.screenPlacement.window?.screenRunLoopTurns == nil ? maxLayoutTurns : verdictTurns
        }
    }
#endif
