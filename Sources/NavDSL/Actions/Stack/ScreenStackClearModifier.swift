/// Empties the stack; usually followed by pushes in the same merged change.
public struct ScreenStackClearModifier<Platform: ScreenPlatform>: ScreenStackModifier {
    /// Creates the modifier.
    public init() {}

    /// `clear()`.
    public var description: String { "clear()" }

    /// Returns no controllers.
    public func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal] {
        []
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Removes every controller from the stack with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).clear().push(home, animation: .crossDissolve())   // one cross-dissolve
    /// ```
    /// - Parameters:
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Never fails; completes after the transition.
    public func clear(animation: ScreenAnimation? = .default, separated: Bool = false) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackClearModifier<Current.Platform>()], animation: animation, separated: separated)
    }
}
