/// Keeps only the bottom controller.
public struct ScreenStackPopToRootModifier<Platform: ScreenPlatform>: ScreenStackPoppingModifier {
    /// Creates the modifier.
    public init() {}

    /// `popToRoot()`.
    public var description: String { "popToRoot()" }

    /// Keeps the first controller.
    public func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal] {
        Array(containers.prefix(keptCount(of: containers, upTo: containers.count)))
    }

    /// The root alone (none of an empty stack).
    package func keptCount(of containers: [Platform.Modal], upTo count: Int) -> Int {
        min(count, 1)
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Pops to the bottom controller with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).popToRoot(animation: .crossDissolve())
    /// ```
    /// - Parameters:
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Never fails; completes after the transition.
    public func popToRoot(animation: ScreenAnimation? = .default, separated: Bool = false) -> ScreenRoute<Root, Current> {
        then(
            merging: ScreenSetStackAction<Current>(
                pop: ScreenStackPopToRootModifier<Current.Platform>(), animation: animation, separated: separated)
        )
    }
}
