/// A type-erased ``ScreenAction``.
///
/// Routes store their steps as `AnyScreenAction<any ScreenContainer, any ScreenContainer>`
/// (``AnyScreenRouteAction``): each step takes the container the previous one produced and
/// produces the next.
public struct AnyScreenAction<Container, Output>: ScreenAction {
    /// The wrapped action's description, built only when a log or an error reads it.
    public var description: String { describe() }
    private let describe: @MainActor () -> String
    private let performer: @MainActor (Container, ScreenNavigator, @escaping ScreenCompletion<Output>) -> Void
    private let combiner: @MainActor (any ScreenAction) -> AnyScreenAction<Container, Void>?
    /// The innermost wrapped action, the one `combine(with:)` is asked about.
    package let base: any ScreenAction
    /// For route steps: merges with the following action into a new step.
    package let stepCombiner: (@MainActor (any ScreenAction) -> AnyScreenRouteAction?)?

    /// Wraps `action`.
    public init<Action: ScreenAction>(_ action: Action) where Action.Container == Container, Action.Output == Output {
        self.describe = { action.description }
        self.performer = { container, navigator, completion in
            action.perform(container: container, navigator: navigator, completion: completion)
        }
        self.combiner = { other in action.combine(with: other) }
        self.base = (action as? any ScreenActionBaseProviding)?.baseAction ?? action
        self.stepCombiner = nil
    }

    private init(
        description: @escaping @MainActor () -> String,
        base: any ScreenAction,
        performer: @escaping @MainActor (Container, ScreenNavigator, @escaping ScreenCompletion<Output>) -> Void,
        combiner: @escaping @MainActor (any ScreenAction) -> AnyScreenAction<Container, Void>?,
        stepCombiner: (@MainActor (any ScreenAction) -> AnyScreenRouteAction?)?
    ) {
        self.describe = description
        self.base = base
        self.performer = performer
        self.combiner = combiner
        self.stepCombiner = stepCombiner
    }

    /// Runs the wrapped action.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Output>) {
        performer(container, navigator, completion)
    }

    /// Asks the wrapped action to merge with `other` (unwrapped when it is erased too).
    public func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? {
        combiner((other as? any ScreenActionBaseProviding)?.baseAction ?? other)
    }
}

/// A route step: an action erased to run on whatever container the previous step produced.
public typealias AnyScreenRouteAction = AnyScreenAction<any ScreenContainer, any ScreenContainer>

/// Lets erased actions expose the action they wrap, so merging sees through erasure.
@MainActor
package protocol ScreenActionBaseProviding {
    var baseAction: any ScreenAction { get }
}

extension AnyScreenAction: ScreenActionBaseProviding {
    package var baseAction: any ScreenAction { base }
}

extension AnyScreenAction where Container == any ScreenContainer, Output == any ScreenContainer {
    /// A step for an action that keeps the route on the same container.
    package init<Action: ScreenAction>(step action: Action) where Action.Container: ScreenContainer, Action.Output == Void {
        self.init(stepping: action) { input, _ in input }
    }

    /// A step for an action that moves the route to another container.
    package init<Action: ScreenAction>(step action: Action) where Action.Container: ScreenContainer, Action.Output: ScreenContainer {
        self.init(stepping: action) { _, output in output }
    }

    /// A step that casts its input to the action's container (a typed error if it does not fit) and
    /// maps the action's output to the container the route continues from.
    private init<Action: ScreenAction>(
        stepping action: Action,
        next: @escaping @MainActor (_ input: any ScreenContainer, _ output: Action.Output) -> any ScreenContainer
    ) where Action.Container: ScreenContainer {
        self.init(
            description: { action.description },
            base: (action as? any ScreenActionBaseProviding)?.baseAction ?? action,
            performer: { input, navigator, completion in
                guard let container = input as? Action.Container else {
                    return completion(.failure(ScreenContainerTypeMismatchError(expected: Action.Container.self, actual: input)))
                }
                action.perform(container: container, navigator: navigator) { result in
                    completion(result.map { next(input, $0) })
                }
            },
            combiner: { _ in nil },
            stepCombiner: { other in action.combine(with: other).map { AnyScreenRouteAction(step: $0) } }
        )
    }
}
