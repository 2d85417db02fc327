/// Removes the top controller, unless it is the only one (UIKit's `popViewController` does nothing then).
public struct ScreenStackPopModifier<Platform: ScreenPlatform>: ScreenStackPoppingModifier {
    /// Creates the modifier.
    public init() {}

    /// `pop()`.
    public var description: String { "pop()" }

    /// Drops the last controller when more than one is left.
    public func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal] {
        Array(containers.prefix(keptCount(of: containers, upTo: containers.count)))
    }

    /// One fewer, never below the root.
    package func keptCount(of containers: [Platform.Modal], upTo count: Int) -> Int {
        count > 1 ? count - 1 : count
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Pops the top controller with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop(animation: .crossDissolve())
    /// ```
    /// - Parameters:
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Never fails; completes after the transition.
    public func pop(animation: ScreenAnimation? = .default, separated: Bool = false) -> ScreenRoute<Root, Current> {
        then(
            merging: ScreenSetStackAction<Current>(
                pop: ScreenStackPopModifier<Current.Platform>(), animation: animation, separated: separated))
    }
}
