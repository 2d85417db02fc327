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
    /// What the step holds, in one object: routes, runs and traces copy steps often, and a copy is
    /// then one reference.
    private let step: Step

    /// A step for an action that keeps the route on the same container.
    package init<Action: ScreenAction>(_ action: Action) where Action.Container: ScreenContainer, Action.Output == Void {
        step = Step(action) { input, _ in input }
    }

    /// A step for an action that moves the route to another container.
    package init<Action: ScreenAction>(_ action: Action) where Action.Container: ScreenContainer, Action.Output: ScreenContainer {
        step = Step(action) { _, output in output }
    }

    /// The action the step runs, looked through an eraser (``AnyScreenAction``): what merging and
    /// the runner look at.
    package var action: any ScreenAction { step.action }

    /// The action as a step that wraps a route, which the runner runs as a frame of its own.
    package var scoping: (any ScreenRouteScoping)? { step.scoping }

    /// The action's route-syntax text, such as `push(Chat(42))`.
    public var description: String { step.action.description }

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
        step.run(container, navigator, completion)
    }

    /// One step doing this step's work and then `next`'s, when the actions combine
    /// (see ``ScreenAction/combine(with:)``); `nil` keeps them apart.
    package func merged(with next: AnyScreenRouteAction) -> AnyScreenRouteAction? {
        step.combine(next.action)
    }
}

extension AnyScreenRouteAction {
    /// A step's action, with the code that runs it and merges it, made where the action's type is known.
    @MainActor
    private final class Step {
        let action: any ScreenAction
        let scoping: (any ScreenRouteScoping)?
        /// Runs the action on the container the step before produced and completes with the
        /// container the route continues from.
        let run: @MainActor (any ScreenContainer, ScreenNavigator, @escaping ScreenCompletion<any ScreenContainer>) -> Void
        /// This step merged with the action of the step after it, when they combine.
        let combine: @MainActor (any ScreenAction) -> AnyScreenRouteAction?

        init<Action: ScreenAction>(
            _ action: Action, next: @escaping @MainActor (_ input: any ScreenContainer, _ output: Action.Output) -> any ScreenContainer
        ) where Action.Container: ScreenContainer {
            // An eraser is looked through, so that a wrapped route is still run as a frame and a
            // wrapped stack edit still merges. The types are asked first: few actions are either,
            // and a type's conformance is a cached answer where casting the value is not.
            var inner: any ScreenAction = action
            if Action.self is any ScreenErasedAction.Type, let erased = action as? any ScreenErasedAction { inner = erased.base }
            self.action = inner
            self.scoping = type(of: inner) is any ScreenRouteScoping.Type ? inner as? any ScreenRouteScoping : nil
            self.run = { input, navigator, completion in
                guard let container = input as? Action.Container else {
                    return completion(.failure(ScreenContainerTypeMismatchError.stepInput(Action.Container.self, actual: input)))
                }
                action.perform(container: container, navigator: navigator) { result in
                    switch result {
                    case .success(let output): completion(.success(next(input, output)))
                    case .failure(let error): completion(.failure(error))
                    }
                }
            }
            self.combine = { other in action.combine(with: other).map { AnyScreenRouteAction($0) } }
        }
    }
}
