// Stub-only: one answer per question only a device settles (Checks/UIKitStubs/RULES.md §8 "Some answers are
// unknown here"; the questions are "Device questions" in Checks/UIKitStubs/RULES.md). Not UIKit
// API: the behavioural UIKit reads it from the window's run loop, so each test sets its own.

/// Stub-only: how this behavioural UIKit answers the device questions it cannot settle.
///
/// Set it per test on the run loop (`window.stubRunLoop.answers = answers`) before building the
/// tree, and run a body under every plausible answer with a parameterized test:
/// `@Test(arguments: StubDeviceAnswers.everyAnswer) func f(answers: StubDeviceAnswers)`.
public struct StubDeviceAnswers: Hashable, Sendable, CustomStringConvertible {
    /// Question 1: what `animate(alongsideTransition: nil, completion:)` returns while an animated
    /// transition runs (the header: "returns YES if the animations are successfully queued").
    public enum AlongsideWithoutAnimation: Hashable, Sendable, CaseIterable {
        /// Nothing to queue counts as queued.
        case returnsTrue
        /// Nothing to queue is "not queued"; the completion still runs at the end (header).
        case returnsFalse
    }

    /// Question 2: when a view installed by a call enters the window (`view.window != nil`).
    public enum WindowEntry: Hashable, Sendable, CaseIterable {
        /// At once, in the caller's turn, for every controller on the visible path.
        case atOnce
        /// The window root's view at once (`rootViewController =` adds it); every other view (a
        /// stack's new top, a selected tab, a presented controller) at the next layout pass.
        case atNextLayout
        /// Every view at the next layout pass, the window root's too.
        case rootAlsoAtNextLayout
    }

    /// Question 3: what UIKit does with the completion block of a call it refuses with a warning.
    public enum DroppedCompletion: Hashable, Sendable, CaseIterable {
        /// Released uncalled (what `ScreenTrackedChange`'s `deinit` needs).
        case released
        /// Kept forever, never called.
        case keptForever
    }

    /// Question 5: a stack change requested while the user's interactive pop runs.
    public enum StackChangeDuringInteractivePop: Hashable, Sendable, CaseIterable {
        /// Queued and applied when the pop ends, finished or cancelled ([K1][P4]).
        case queued
        /// Dropped with the §7 "the navigation stack will not be updated" warning.
        case dropped
    }

    /// Question 6: what a dismissed controller keeps of the chain it presented.
    public enum DismissedChain: Hashable, Sendable, CaseIterable {
        /// The chain above is torn down: after `Root.dismiss`, `A.presentedViewController == nil`.
        case tornDown
        /// Only the first link is cut: A still presents B after `Root.dismiss`.
        case kept
    }

    /// Question 7: what a collapsed column-style split view reports as `viewControllers`.
    public enum CollapsedSplitControllers: Hashable, Sendable, CaseIterable {
        /// The compact column's controller when there is one, else the primary column's stack.
        case compactColumn
        /// The expanded columns, as when expanded.
        case expandedColumns
    }

    /// Question 9: the presentation controller of a controller whose style changed after one of
    /// `presentationController`, `sheetPresentationController`, `popoverPresentationController` was
    /// read (`withBottomSheet` then `withModalPresentationStyle(.fullScreen)`; review R11).
    public enum StyleChangeAfterRead: Hashable, Sendable, CaseIterable {
        /// The one made on the first read is kept and shown (what `presentationController`'s
        /// documentation says: "Always set the value of that property before accessing any
        /// presentation controllers").
        case fixedAtFirstRead
        /// UIKit makes a new one from the style at presentation; settings made on the old one are lost.
        case madeAgainAtPresentation
    }

    /// Question 11: when an accepted present's or dismiss's marks (`isBeingPresented`,
    /// `isBeingDismissed`, the presented controller's `presentingViewController`, the transition
    /// coordinator) become visible.
    public enum MarksVisible: Hashable, Sendable, CaseIterable {
        /// Inside the call: visible when `present` or `dismiss` returns.
        case insideTheCall
        /// Two run-loop turns later: UIKit starts the transition from its after-commit work.
        case twoTurnsLater
    }

    /// Question 12: an animated stack change issued in the same turn right after a non-animated
    /// one on the same navigation controller (iOS 17's held push, rules [P8]).
    public enum HeldPush: Hashable, Sendable, CaseIterable {
        /// Applied in the call, as any other change.
        case appliedAtOnce
        /// Held and applied at the next turn: `viewControllers` is unchanged when the call returns.
        case heldToTheNextTurn
    }

    public var alongsideWithoutAnimation: AlongsideWithoutAnimation
    public var windowEntry: WindowEntry
    public var droppedCompletion: DroppedCompletion
    public var stackChangeDuringInteractivePop: StackChangeDuringInteractivePop
    public var dismissedChain: DismissedChain
    public var collapsedSplitControllers: CollapsedSplitControllers
    public var styleChangeAfterRead: StyleChangeAfterRead
    public var marksVisible: MarksVisible
    public var heldPush: HeldPush

    public init(
        alongsideWithoutAnimation: AlongsideWithoutAnimation = .returnsTrue, windowEntry: WindowEntry = .atNextLayout,
        droppedCompletion: DroppedCompletion = .released, stackChangeDuringInteractivePop: StackChangeDuringInteractivePop = .queued,
        dismissedChain: DismissedChain = .tornDown, collapsedSplitControllers: CollapsedSplitControllers = .compactColumn,
        styleChangeAfterRead: StyleChangeAfterRead = .fixedAtFirstRead, marksVisible: MarksVisible = .insideTheCall,
        heldPush: HeldPush = .appliedAtOnce
    ) {
        self.alongsideWithoutAnimation = alongsideWithoutAnimation
        self.windowEntry = windowEntry
        self.droppedCompletion = droppedCompletion
        self.stackChangeDuringInteractivePop = stackChangeDuringInteractivePop
        self.dismissedChain = dismissedChain
        self.collapsedSplitControllers = collapsedSplitControllers
        self.styleChangeAfterRead = styleChangeAfterRead
        self.marksVisible = marksVisible
        self.heldPush = heldPush
    }

    /// The answers judged likeliest from the headers and public reports (the default).
    public static let likely = StubDeviceAnswers()

    /// `likely`, then `likely` with one question answered each other way: every plausible answer
    /// of every question, in a list short enough to run a suite under (parameterized tests).
    public static let everyAnswer: [StubDeviceAnswers] = {
        var all = [likely]
        func add(_ change: (inout StubDeviceAnswers) -> Void) {
            var answers = likely
            change(&answers)
            if !all.contains(answers) { all.append(answers) }
        }
        for value in AlongsideWithoutAnimation.allCases { add { $0.alongsideWithoutAnimation = value } }
        for value in WindowEntry.allCases { add { $0.windowEntry = value } }
        for value in DroppedCompletion.allCases { add { $0.droppedCompletion = value } }
        for value in StackChangeDuringInteractivePop.allCases { add { $0.stackChangeDuringInteractivePop = value } }
        for value in DismissedChain.allCases { add { $0.dismissedChain = value } }
        for value in CollapsedSplitControllers.allCases { add { $0.collapsedSplitControllers = value } }
        for value in StyleChangeAfterRead.allCases { add { $0.styleChangeAfterRead = value } }
        for value in MarksVisible.allCases { add { $0.marksVisible = value } }
        for value in HeldPush.allCases { add { $0.heldPush = value } }
        return all
    }()

    public var description: String {
        "Q1 \(alongsideWithoutAnimation), Q2 \(windowEntry), Q3 \(droppedCompletion), Q5 \(stackChangeDuringInteractivePop), "
            + "Q6 \(dismissedChain), Q7 \(collapsedSplitControllers), Q9 \(styleChangeAfterRead), Q11 \(marksVisible), "
            + "Q12 \(heldPush)"
    }
}
