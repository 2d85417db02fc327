/// Keeps only the bottom controller.
public struct ScreenStackPopToRootModifier<Platform: ScreenPlatform>: ScreenStackModifier {
    /// Creates the modifier.
    public init() {}

    /// `popToRoot()`.
    public var description: String { "popToRoot()" }

    /// Keeps the first controller.
    public func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal] {
        Array(containers.prefix(1))
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Pops to the bottom controller.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).popToRoot().push(chat)    // one transition: [Home, Chat]
    /// ```
    /// - Parameters:
    ///   - animated: Whether the change animates (default `true`); undo never animates.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Never fails; completes after the transition (at once when the root is on top).
    public func popToRoot(animated: Bool = true, separated: Bool = false) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackPopToRootModifier<Current.Platform>()], animated: animated, separated: separated)
    }

    /// Pops to the bottom controller with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).popToRoot(animation: .crossDissolve())
    /// ```
    /// - Parameters:
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Never fails; completes after the transition.
    public func popToRoot(animation: ScreenAnimation?, separated: Bool = false) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackPopToRootModifier<Current.Platform>()], animation: animation, separated: separated)
    }
}
