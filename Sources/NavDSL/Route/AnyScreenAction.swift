/// A type-erased ``ScreenAction``: it runs, describes itself and merges exactly as the action it
/// wraps.
///
/// Use it where a ``ScreenAction/combine(with:)`` returns an action of another type than its own,
/// as merged stack edits do, or to store actions of different types in one value:
/// ```swift
/// let edit: AnyScreenAction<HeadlessNavigationController, Void> = AnyScreenAction(ScreenSetStackAction(modifiers: []))
/// HeadlessStackRoute().then(edit)
/// ```
/// Erasing an erased action returns it unchanged. Route steps have a type of their own,
/// ``AnyScreenRouteAction``.
/// - Note: Fails and completes as the wrapped action does.
public struct AnyScreenAction<Container, Output>: ScreenAction {
    /// The action this one wraps, which route steps merge and inspect in place of the eraser.
    ///
    /// A custom action's `combine(with:)` looks through erasure with it:
    /// ```swift
    /// let push = (other as? AnyScreenAction<Container, Void>)?.base as? PushChatAction
    /// ```
    /// - Note: Never fails; reading it has no effect.
    public var base: any ScreenAction { action }
    /// The wrapped action itself: one value, where two closures would each hold a copy.
    private let action: any ScreenAction<Container, Output>

    /// Wraps `action`.
    ///
    /// ```swift
    /// AnyScreenAction(ScreenSetStackAction<HeadlessNavigationController>(modifiers: []))
    /// ```
    /// - Note: Fails and completes as `action` does.
    public init<Action: ScreenAction>(_ action: Action) where Action.Container == Container, Action.Output == Output {
        // The type is asked first: few actions are erasers, and a conformance is a cached answer.
        if Action.self is any ScreenErasedAction.Type, let erased = action as? Self {
            self = erased
            return
        }
        self.action = action
    }

    /// The wrapped action's description, built only when a log or an error reads it.
    public var description: String { base.description }

    /// Runs the wrapped action.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Output>) {
        action.perform(container: container, navigator: navigator, completion: completion)
    }

    /// Asks the wrapped action to merge with `other`.
    public func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? {
        action.combine(with: other)
    }
}

/// An eraser, which route steps look through to the action it wraps.
@MainActor
package protocol ScreenErasedAction {
    /// The wrapped action.
    var base: any ScreenAction { get }
}

extension AnyScreenAction: ScreenErasedAction {}
