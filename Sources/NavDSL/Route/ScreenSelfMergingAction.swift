/// An action that merges with the next action of its own type: the stack edits, whose
/// `popToRoot().push(a).push(b)` is one step.
///
/// A route keeps such an action in a step that merges the next one without erasing either: it
/// asks only whether the next action is of its type, so a long run of merged edits costs each
/// edit the same, and little, to build. Its verbs add it with `then(merging:)`:
/// ```swift
/// then(merging: ScreenSetStackAction<Current>(pop: ScreenStackPopModifier<Current.Platform>(), animation: nil, separated: false))
/// ```
/// Such an action wraps no route (it is not a scope of its own).
@MainActor
package protocol ScreenSelfMergingAction: ScreenAction where Container: ScreenContainer, Output == Void {
    /// This action and `next` as one action, or `nil` to keep them apart: the same answer as
    /// ``ScreenAction/combine(with:)`` gives for `next`, without the eraser.
    func merging(_ next: Self) -> Self?
}

extension ScreenThenable {
    /// Adds `action` in a step that merges later actions of its type without erasing them; merged
    /// into the last step when they combine, as `then(_:)` does.
    ///
    /// ```swift
    /// HeadlessStackRoute().then(merging: ScreenSetStackAction(pop: ScreenStackPopToRootModifier<HeadlessPlatform>(), animation: nil, separated: false))
    /// ```
    /// - Note: O(1); fails and completes as `action` does.
    package func then<Action: ScreenSelfMergingAction>(merging action: Action) -> ScreenRoute<Root, Current>
    where Action.Container == Current {
        route.appending(merging: action)
    }
}
