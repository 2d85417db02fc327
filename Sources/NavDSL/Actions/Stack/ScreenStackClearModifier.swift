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
    /// The `animated:` twin of ``clear(animation:separated:)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).clear(animation: nil)   // was clear(animated: false)
    /// ```
    /// - Note: Fails and completes as ``clear(animation:separated:)`` does.
    @available(*, deprecated, renamed: "clear(animation:separated:)", message: "animation: .default animates, nil does not")
    public func clear(animated: Bool, separated: Bool = false) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackClearModifier<Current.Platform>()], animated: animated, separated: separated)
    }

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
