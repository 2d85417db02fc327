/// One step of a route: an action that runs on whatever container the step before it produced,
/// and hands the next step the container the route continues from.
///
/// Routes make their steps from the actions their fluent methods add, merging adjacent actions
/// that combine (stack edits) into one step. Read them through ``ScreenThenable/actions``:
/// ```swift
/// HeadlessWindowRoute().top(.stack).popToRoot().push(chat).actions   // top(.stack), setStack(popToRoot(), push(Chat))
/// ```
/// - Note: Fails with ``ScreenContainerTypeMismatchError`` when the container it runs on is not the
///   one its action takes; otherwise fails and completes as its action does.
@MainActor
public struct AnyScreenRouteAction {
    /// The action the step runs, seen through one ``AnyScreenAction`` eraser, so that merging and
    /// the runner's handling of wrapped routes see the real action.
    package let action: any ScreenAction
    /// The action as a step that wraps a route, which the runner runs as a frame of its own; found
    /// once, when the step is made, instead of by a cast on every run (a cast to a protocol costs
    /// more than a whole simple step).
    package let scoping: (any ScreenRouteScoping)?
    private let performer: @MainActor (any ScreenContainer, ScreenNavigator, @escaping ScreenCompletion<any ScreenContainer>) -> Void
    private let merger: @MainActor (any ScreenAction) -> AnyScreenRouteAction?

    /// A step for an action that keeps the route on the same container.
    package init<Action: ScreenAction>(_ action: Action) where Action.Container: ScreenContainer, Action.Output == Void {
        self.init(action) { input, _ in input }
    }

    /// A step for an action that moves the route to another container.
    package init<Action: ScreenAction>(_ action: Action) where Action.Container: ScreenContainer, Action.Output: ScreenContainer {
        self.init(action) { _, output in output }
    }

    /// A step that casts its input to the action's container (a typed error if it does not fit) and
    /// maps the action's output to the container the route continues from.
    private init<Action: ScreenAction>(
        _ action: Action,
        next: @escaping @MainActor (_ input: any ScreenContainer, _ output: Action.Output) -> any ScreenContainer
    ) where Action.Container: ScreenContainer {
        // Both casts are answered from a table after the first step of each action type: Swift's
        // cast to a protocol costs more than running a simple step.
        let erased = ScreenContainerCast.conformance(ofType: Action.self, to: (any ScreenErasedAction).self) {
            action as? any ScreenErasedAction
        }
        let base = erased?.base ?? action
        self.action = base
        self.scoping = ScreenContainerCast.conformance(ofType: type(of: base), to: (any ScreenRouteScoping).self) {
            base as? any ScreenRouteScoping
        }
        self.performer = { input, navigator, completion in
            guard let container = ScreenContainerCast.cast(input, to: Action.Container.self) else {
                return completion(.failure(ScreenContainerTypeMismatchError.stepInput(Action.Container.self, actual: input)))
            }
            action.perform(container: container, navigator: navigator) { result in
                // A switch, not `Result.map`: unspecialized, map looks up two `Result` types per call.
                switch result {
                case .success(let output): completion(.success(next(input, output)))
                case .failure(let error): completion(.failure(error))
                }
            }
        }
        self.merger = { other in
            guard let combined = action.combine(with: other) else { return nil }
            return AnyScreenRouteAction(combined)
        }
    }

    /// The action's route-syntax text, such as `push(Chat(42))`.
    public var description: String { action.description }

    /// Runs the step on `container` and completes with the container the route continues from.
    ///
    /// ```swift
    /// step.perform(container: window, navigator: navigator) { result in print(result) }
    /// ```
    /// - Note: Fails with ``ScreenContainerTypeMismatchError`` when `container` is not the type the
    ///   action runs on; otherwise fails and completes as the action does.
    public func perform(
        container: any ScreenContainer, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<any ScreenContainer>
    ) {
        performer(container, navigator, completion)
    }

    /// One step doing this step's work and then `next`'s, when the actions combine
    /// (see ``ScreenAction/combine(with:)``); `nil` keeps them apart.
    package func merged(with next: AnyScreenRouteAction) -> AnyScreenRouteAction? {
        merger(next.action)
    }
}
