/// One step of a route: it runs on a container and completes with an output (`Void`, or the
/// container the route continues from).
///
/// This is the extension point of NavDSL: every fluent method adds one action through
/// `then(_:)`, and your own actions plug in the same way.
/// ```swift
/// struct LogAction: ScreenAction {
///     func perform(container: HeadlessNavigationController, navigator: ScreenNavigator,
///                  completion: @escaping ScreenCompletion<Void>) {
///         print(container.viewControllers.count)
///         completion(.success(()))
///     }
/// }
/// HeadlessWindowRoute().top(.stack).then(LogAction())
/// ```
/// - Note: `completion` must be called exactly once; the navigator ignores and logs a second call.
@MainActor
public protocol ScreenAction<Container, Output> {
    /// The container the action runs on.
    associatedtype Container
    /// `Void`, or the container the route continues from.
    associatedtype Output

    /// Route-syntax text for logs and error messages, such as `push(Chat(42))`.
    var description: String { get }

    /// Runs the action and calls `completion` once, after the transition ends.
    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Output>)

    /// Merges this action with the one that follows it, when both can run as one (stack edits do);
    /// `nil` keeps them apart.
    func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>?
}

extension ScreenAction {
    /// The type name without generic arguments.
    public var description: String {
        let name = String(describing: Self.self)
        return name.split(separator: "<").first.map(String.init) ?? name
    }

    /// No merging.
    public func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? {
        nil
    }
}

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
