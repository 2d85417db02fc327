/// Applies stack modifiers to a copy of the stack and installs the result with one
/// `setViewControllers` call.
///
/// Every stack verb (`push`, `pop`, `popToRoot`, `pop(to:)`,
/// `replace(with:)`, `clear()`) is this action with one modifier.
///
/// Adjacent set-stack actions on the same stack merge into one (one transition, animated as the
/// last edit asks). `separated: true` keeps an action apart from the one before it.
public struct ScreenSetStackAction<Container: ScreenStackContainer>: ScreenAction {
    /// The edits, in order.
    public let modifiers: [any ScreenStackModifier<Container.Platform>]
    /// Whether the resulting change is animated.
    public let animated: Bool
    /// Whether this action refuses to merge with the one before it.
    public let separated: Bool

    /// Creates the action.
    public init(modifiers: [any ScreenStackModifier<Container.Platform>], animated: Bool = true, separated: Bool = false) {
        self.modifiers = modifiers
        self.animated = animated
        self.separated = separated
    }

    /// `push(Chat)`, or `setStack(popToRoot(), push(A), push(B))` after merging.
    public var description: String {
        if modifiers.count == 1, let only = modifiers.first { return only.description }
        return "setStack(\(modifiers.map(\.description).joined(separator: ", ")))"
    }

    /// Applies every modifier, then changes the stack once, or not at all when one fails or the
    /// result equals the current stack.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let current = container.stackContainers
        var edited = current
        do {
            for modifier in modifiers {
                edited = try modifier.perform(on: edited, navigator: navigator)
            }
        } catch {
            return completion(.failure(error))
        }
        guard edited.count != current.count || zip(edited, current).contains(where: { $0 !== $1 }) else {
            return completion(.success(()))
        }
        container.setStackContainers(edited, animated: animated, undo: navigator, completion: completion)
    }

    /// Merges with a following set-stack action on the same stack type unless it is `separated`.
    public func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? {
        guard let next = other as? ScreenSetStackAction<Container>, !next.separated else { return nil }
        return AnyScreenAction(ScreenSetStackAction(modifiers: modifiers + next.modifiers, animated: next.animated, separated: separated))
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Applies custom modifiers in one stack change.
    ///
    /// ```swift
    /// HeadlessStackRoute().setStack(modifiers: [ScreenStackClearModifier(), ScreenStackPushModifier(home)])
    /// ```
    /// - Note: Fails with the first failing modifier's error, changing nothing; completes after the
    ///   single transition.
    public func setStack(
        modifiers: [any ScreenStackModifier<Current.Platform>],
        animated: Bool = true,
        separated: Bool = false
    ) -> ScreenRoute<Root, Current> {
        then(ScreenSetStackAction<Current>(modifiers: modifiers, animated: animated, separated: separated))
    }
}
