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
    /// The action and the code that runs and merges it, in one object: one allocation per step,
    /// where an existential box and a closure per operation took four.
    private let body: any ScreenRouteStepBody
    /// The action as a step that wraps a route, which the runner runs as a frame of its own; found
    /// once, when the step is made, instead of by a cast on every run (a cast to a protocol costs
    /// more than a whole simple step).
    package let scoping: (any ScreenRouteScoping)?

    /// A step for an action that keeps the route on the same container.
    package init<Action: ScreenAction>(_ action: Action) where Action.Container: ScreenContainer, Action.Output == Void {
        self.init(ScreenStayingRouteStep(action))
    }

    /// A step for an action that moves the route to another container.
    package init<Action: ScreenAction>(_ action: Action) where Action.Container: ScreenContainer, Action.Output: ScreenContainer {
        self.init(ScreenMovingRouteStep(action))
    }

    private init<Action>(_ body: ScreenRouteStep<Action>) {
        self.body = body
        // An eraser is looked through, so that a wrapped route is still run as a frame.
        if let erased = body.erased {
            let base = erased.base
            self.scoping = ScreenContainerCast.conformance(ofType: type(of: base), to: (any ScreenRouteScoping).self) {
                base as? any ScreenRouteScoping
            }
        } else {
            self.scoping = ScreenContainerCast.conformance(ofType: Action.self, to: (any ScreenRouteScoping).self) {
                body.action as? any ScreenRouteScoping
            }
        }
    }

    /// The action's route-syntax text, such as `push(Chat(42))`.
    public var description: String { body.description }

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
        body.perform(container: container, navigator: navigator, completion: completion)
    }

    /// One step doing this step's work and then `next`'s, when the actions combine
    /// (see ``ScreenAction/combine(with:)``); `nil` keeps them apart.
    package func merged(with next: AnyScreenRouteAction) -> AnyScreenRouteAction? {
        body.merging(next: next.body)
    }
}

/// What a route step holds: its action, typed, behind one class-bound existential.
@MainActor
private protocol ScreenRouteStepBody: AnyObject {
    var description: String { get }
    func perform(container: any ScreenContainer, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<any ScreenContainer>)
    /// This step and `next` as one, when this step's action combines with `next`'s.
    func merging(next: any ScreenRouteStepBody) -> AnyScreenRouteAction?
    /// `action` merged with this step's action (the real one, when this step holds an eraser).
    func combined<Previous: ScreenAction>(after action: Previous) -> AnyScreenRouteAction? where Previous.Container: ScreenContainer
}

/// A step: its action, and how the route goes on from the container it ran on.
///
/// By default the route stays on that container whatever the action's output; subclasses say
/// otherwise (``ScreenMovingRouteStep``) or do the same for less (``ScreenStayingRouteStep``).
///
/// Merging dispatches twice (to the step before, then to the step after), so both actions meet as
/// their own types, without boxing either in an existential.
@MainActor
private class ScreenRouteStep<Action: ScreenAction>: ScreenRouteStepBody where Action.Container: ScreenContainer {
    let action: Action
    /// The action as an eraser, found once; merging and scoping look at what it wraps.
    let erased: (any ScreenErasedAction)?

    init(_ action: Action) {
        self.action = action
        // Answered from a table after the first step of each action type: Swift's cast to a
        // protocol costs more than running a simple step.
        self.erased = ScreenContainerCast.conformance(ofType: Action.self, to: (any ScreenErasedAction).self) {
            action as? any ScreenErasedAction
        }
    }

    var description: String { action.description }

    /// The container the route continues from after `output`: the one the step ran on.
    func next(from input: any ScreenContainer, output: Action.Output) -> any ScreenContainer { input }

    /// Casts the input to the action's container (a typed error if it does not fit) and runs the
    /// action on it.
    func perform(
        container input: any ScreenContainer, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<any ScreenContainer>
    ) {
        guard let container = ScreenContainerCast.cast(input, to: Action.Container.self) else {
            return completion(.failure(ScreenContainerTypeMismatchError.stepInput(Action.Container.self, actual: input)))
        }
        run(on: container, from: input, navigator: navigator, completion: completion)
    }

    /// Runs the action and maps its output to the container the route continues from.
    func run(
        on container: Action.Container, from input: any ScreenContainer, navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<any ScreenContainer>
    ) {
        action.perform(container: container, navigator: navigator) { [self] result in
            // A switch, not `Result.map`: unspecialized, map looks up two `Result` types per call.
            switch result {
            case .success(let output): completion(.success(next(from: input, output: output)))
            case .failure(let error): completion(.failure(error))
            }
        }
    }

    func merging(next: any ScreenRouteStepBody) -> AnyScreenRouteAction? {
        next.combined(after: action)
    }

    func combined<Previous: ScreenAction>(after previous: Previous) -> AnyScreenRouteAction? where Previous.Container: ScreenContainer {
        let merged = erased.map { previous.combine(with: $0.base) } ?? previous.combine(with: action)
        guard let merged else { return nil }
        return AnyScreenRouteAction(merged)
    }
}

/// A step whose action has no output and keeps the route on the container it ran on.
///
/// The same as its superclass for `Void` outputs, where the action's result has a type known
/// here: unspecialized, the superclass looks up `Result<Output, Error>`'s metadata on every run.
private final class ScreenStayingRouteStep<Action: ScreenAction>: ScreenRouteStep<Action>
where Action.Container: ScreenContainer, Action.Output == Void {
    override func run(
        on container: Action.Container, from input: any ScreenContainer, navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<any ScreenContainer>
    ) {
        action.perform(container: container, navigator: navigator) { result in
            switch result {
            case .success: completion(.success(input))
            case .failure(let error): completion(.failure(error))
            }
        }
    }
}

/// A step whose action moves the route to the container it produces.
private final class ScreenMovingRouteStep<Action: ScreenAction>: ScreenRouteStep<Action>
where Action.Container: ScreenContainer, Action.Output: ScreenContainer {
    override func next(from input: any ScreenContainer, output: Action.Output) -> any ScreenContainer { output }
}
