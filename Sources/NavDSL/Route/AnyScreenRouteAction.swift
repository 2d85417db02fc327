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
    private let step: any Step

    /// A step for an action that keeps the route on the same container.
    package init<Action: ScreenAction>(_ action: Action) where Action.Container: ScreenContainer, Action.Output == Void {
        step = StayingStep(action, inner: Self.inner(of: action))
    }

    /// A step for an action that moves the route to another container.
    package init<Action: ScreenAction>(_ action: Action) where Action.Container: ScreenContainer, Action.Output: ScreenContainer {
        step = MovingStep(action, inner: Self.inner(of: action))
    }

    /// A step for an action that merges with the next action of its own type (the stack edits):
    /// merging one more asks only whether the next action is of that type, and makes the merged
    /// step from this one's class.
    package init<Action: ScreenSelfMergingAction>(merging action: Action) {
        step = MergingStep(action)
    }

    /// A step for a merged action, which ``ScreenAction/combine(with:)`` hands back erased: its
    /// `base` is read directly, without asking at run time whether it is an eraser.
    private init<Container: ScreenContainer>(merged action: AnyScreenAction<Container, Void>) {
        step = StayingStep(action, inner: action.base)
    }

    private init(step: any Step) {
        self.step = step
    }

    /// The action the step runs, looked through an eraser (``AnyScreenAction``): what merging and
    /// the runner look at.
    package var action: any ScreenAction { step.inner }

    /// The action as a step that wraps a route, which the runner runs as a frame of its own.
    package var scoping: (any ScreenRouteScoping)? { step.scoping }

    /// The action's route-syntax text, such as `push(Chat(42))`.
    public var description: String { step.description }

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
        step.run(container, navigator: navigator, completion: completion)
    }

    /// One step doing this step's work and then `next`'s, when the actions combine
    /// (see ``ScreenAction/combine(with:)``); `nil` keeps them apart.
    package func merged(with next: AnyScreenRouteAction) -> AnyScreenRouteAction? {
        step.merged(with: next.action)
    }

    /// One step doing this step's work and then `next`'s; `nil` keeps them apart.
    ///
    /// `next` comes with its type (a verb's new action), so merging boxes nothing. An eraser is
    /// looked through, as for a step.
    package func merged<Next: ScreenAction>(with next: Next) -> AnyScreenRouteAction? {
        step.merged(with: next)
    }

    /// `action` merged with `next` through ``ScreenAction/combine(with:)``, which sees `next`
    /// through an eraser: the merge of actions of any type.
    private static func combined<Action: ScreenAction, Next: ScreenAction>(
        _ action: Action, with next: Next
    ) -> AnyScreenRouteAction? where Action.Container: ScreenContainer {
        let merged = Next.self is any ScreenErasedAction.Type ? action.combine(with: inner(of: next)) : action.combine(with: next)
        guard let merged else { return nil }
        return AnyScreenRouteAction(merged: merged)
    }

    /// The action an eraser wraps, or `action` itself.
    ///
    /// The type is asked first: few actions are erasers, and a type's conformance is a cached
    /// answer where casting the value is not.
    private static func inner<Action: ScreenAction>(of action: Action) -> any ScreenAction {
        guard Action.self is any ScreenErasedAction.Type, let erased = action as? any ScreenErasedAction else { return action }
        return erased.base
    }

    /// Runs `action`, which keeps the route on `input`.
    private static func run<Action: ScreenAction>(
        _ action: Action, on input: any ScreenContainer, navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<any ScreenContainer>
    ) where Action.Container: ScreenContainer, Action.Output == Void {
        perform(action, on: input, navigator: navigator, failing: completion) { result in completion(result.map { input }) }
    }

    /// Calls `action` on `input`, or fails when `input` is not the container it runs on.
    private static func perform<Action: ScreenAction>(
        _ action: Action, on input: any ScreenContainer, navigator: ScreenNavigator,
        failing completion: @escaping ScreenCompletion<any ScreenContainer>, _ completed: @escaping ScreenCompletion<Action.Output>
    ) where Action.Container: ScreenContainer {
        guard let container = input as? Action.Container else {
            return completion(.failure(ScreenContainerTypeMismatchError.stepInput(Action.Container.self, actual: input)))
        }
        action.perform(container: container, navigator: navigator, completion: completed)
    }
}

extension AnyScreenRouteAction {
    /// A step's action, with the code that runs it and merges it, made where the action's type is
    /// known: one object per step, which holds the action itself (no closure contexts).
    @MainActor
    private protocol Step: AnyObject {
        /// The action looked through an eraser.
        var inner: any ScreenAction { get }
        var scoping: (any ScreenRouteScoping)? { get }
        var description: String { get }

        /// Runs the action on the container the step before produced and completes with the
        /// container the route continues from.
        func run(_ input: any ScreenContainer, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<any ScreenContainer>)

        /// This step merged with `next`, when they combine.
        func merged<Next: ScreenAction>(with next: Next) -> AnyScreenRouteAction?
    }

    /// A step whose action is known by type.
    @MainActor
    private class TypedStep<Action: ScreenAction>: Step where Action.Container: ScreenContainer {
        let action: Action
        let inner: any ScreenAction
        let scoping: (any ScreenRouteScoping)?

        init(_ action: Action, inner: any ScreenAction) {
            self.action = action
            self.inner = inner
            self.scoping = type(of: inner) is any ScreenRouteScoping.Type ? inner as? any ScreenRouteScoping : nil
        }

        final var description: String { inner.description }

        func run(_ input: any ScreenContainer, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<any ScreenContainer>) {}

        final func merged<Next: ScreenAction>(with next: Next) -> AnyScreenRouteAction? {
            AnyScreenRouteAction.combined(action, with: next)
        }
    }

    /// A step whose action keeps the route on its container.
    @MainActor
    private final class StayingStep<Action: ScreenAction>: TypedStep<Action>
    where Action.Container: ScreenContainer, Action.Output == Void {
        override func run(
            _ input: any ScreenContainer, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<any ScreenContainer>
        ) {
            AnyScreenRouteAction.run(action, on: input, navigator: navigator, completion: completion)
        }
    }

    /// A step whose action moves the route to the container it produces.
    @MainActor
    private final class MovingStep<Action: ScreenAction>: TypedStep<Action>
    where Action.Container: ScreenContainer, Action.Output: ScreenContainer {
        override func run(
            _ input: any ScreenContainer, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<any ScreenContainer>
        ) {
            // A switch, not `result.map`: in code generic over the action, `map` asks the runtime
            // for both results' types and a closure's at every step.
            AnyScreenRouteAction.perform(action, on: input, navigator: navigator, failing: completion) { result in
                switch result {
                case .success(let output): completion(.success(output))
                case .failure(let error): completion(.failure(error))
                }
            }
        }
    }

    /// A step whose action merges with the next action of its type, keeping the route on its
    /// container.
    ///
    /// It holds only the action (no eraser, no boxed copy; it wraps no route): merging one more
    /// casts the next action to this step's type, whose metadata the step already has, and makes
    /// the merged step from this step's class, so building a long run of merged edits asks the
    /// Swift runtime for no generic type.
    @MainActor
    private final class MergingStep<Action: ScreenSelfMergingAction>: Step {
        let action: Action

        init(_ action: Action) {
            self.action = action
        }

        var inner: any ScreenAction { action }
        var scoping: (any ScreenRouteScoping)? { nil }
        var description: String { action.description }

        func run(_ input: any ScreenContainer, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<any ScreenContainer>) {
            AnyScreenRouteAction.run(action, on: input, navigator: navigator, completion: completion)
        }

        func merged<Next: ScreenAction>(with next: Next) -> AnyScreenRouteAction? {
            guard let same = next as? Action else { return AnyScreenRouteAction.combined(action, with: next) }
            guard let merged = action.merging(same) else { return nil }
            return AnyScreenRouteAction(step: type(of: self).init(merged))
        }
    }
}
