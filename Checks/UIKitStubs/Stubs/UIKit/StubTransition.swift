// The behavioural UIKit's transition coordinator (UIKit's own class is private). Checks/UIKitStubs/RULES.md §8
// "Transitions take time": it exists while a transition runs, is found through the parent chain,
// and runs the alongside completions at the end with `isCancelled`.

/// A running present, dismiss or stack transition, its coordinator and its context.
@MainActor
final class StubTransition: NSObject, UIViewControllerTransitionCoordinator {
    enum Kind {
        case present, dismiss, stack
    }

    let kind: Kind
    let isAnimated: Bool
    let isInteractive: Bool
    private(set) var isCancelled = false
    private(set) var hasEnded = false
    private let answers: StubDeviceAnswers
    private var participants: [UIViewController]
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// UIKit's own work at the end (links cut, appearance callbacks), before the coordinator's completions.
    var finish: [@MainActor (_ cancelled: Bool) -> Void] = []
    /// The caller's completion (present's or dismiss's), after the coordinator's completions.
    var callerCompletion: (() -> Void)?

    init(kind: Kind, animated: Bool, interactive: Bool = false, answers: StubDeviceAnswers, participants: [UIViewController]) {
        self.kind = kind
        isAnimated = animated
        isInteractive = interactive
        self.answers = answers
        self.participants = participants
        super.init()
        for controller in participants { controller.stubTransition = self }
    }

    /// The header: "returns YES if the animations are successfully queued to run. The completions
    /// may be run even if the animations are not." An animation block is queued on an animated
    /// transition; a nil one gets device question 1's answer; the completion always runs at the end.
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let completion {
            if hasEnded {
                completion(self)
            } else {
                completions.append(completion)
            }
        }
        guard isAnimated, !hasEnded else { return false }
        guard let animation else { return answers.alongsideWithoutAnimation == .returnsTrue }
        animation(self)
        return true
    }

    /// Ends the transition: UIKit's own work, then the alongside completions, then the caller's.
    func end(cancelled: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        isCancelled = cancelled
        for controller in participants where controller.stubTransition === self { controller.stubTransition = nil }
        participants = []
        for work in finish { work(cancelled) }
        let pending = completions
        completions = []
        StubCallbacks.deliver {
            for completion in pending { completion(self) }
        }
        // A stack transition's caller completion is UIKit's own (its queued changes), not a block it hands back.
        if kind == .stack {
            callerCompletion?()
        } else {
            StubCallbacks.deliver { callerCompletion?() }
        }
        callerCompletion = nil
    }
}
