/// Pops to the topmost controller that matches a predicate.
public struct ScreenStackPopToModifier<Platform: ScreenPlatform, Output>: ScreenStackModifier {
    /// What to pop to.
    public let predicate: ScreenPredicate<Platform, Output>

    /// Creates the modifier.
    public init(_ predicate: ScreenPredicate<Platform, Output>) {
        self.predicate = predicate
    }

    /// `pop(to: .container(of: Chat))`.
    public var description: String { "pop(to: \(predicate.description))" }

    /// Keeps everything up to the last match.
    public func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal] {
        guard let index = containers.lastIndex(where: { predicate.match($0) != nil }) else {
            throw ScreenContainerNotFoundError(
                "no controller in the stack matches \(predicate.description); the stack is left as it was. Push it instead, or add a .fallback(to:)."
            )
        }
        return Array(containers[...index])
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Pops to the topmost controller matching `predicate`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop(to: .container(of: chats))
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when no controller in the stack matches
    ///   (nothing changes); completes after the transition.
    public func pop<Output>(
        to predicate: ScreenPredicate<Current.Platform, Output>,
        animated: Bool = true,
        separated: Bool = false
    ) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackPopToModifier(predicate)], animated: animated, separated: separated)
    }

    /// Pops to the topmost controller matching `predicate` with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop(to: .container(of: chats), animation: .crossDissolve())
    /// ```
    /// - Note: Fails like ``pop(to:animated:separated:)``; completes after the transition.
    public func pop<Output>(
        to predicate: ScreenPredicate<Current.Platform, Output>,
        animation: ScreenAnimation?,
        separated: Bool = false
    ) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackPopToModifier(predicate)], animation: animation, separated: separated)
    }
}
