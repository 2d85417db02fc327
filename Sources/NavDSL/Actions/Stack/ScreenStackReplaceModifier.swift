/// Replaces the top controller with a new container built from a screen (pushes it on an empty stack).
public struct ScreenStackReplaceModifier<New: Screen>: ScreenStackModifier where New.Container: ScreenModalContainer {
    /// The new screen's platform.
    public typealias Platform = New.Container.Platform
    /// The replacement.
    public let screen: New

    /// Creates the modifier.
    public init(_ screen: New) {
        self.screen = screen
    }

    /// `replace(with: Receipt)`.
    public var description: String { "replace(with: \(screen.key))" }

    /// Drops the top, appends the new container.
    public func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal] {
        containers.dropLast() + [try screen.buildForStep(navigator: navigator).get().modalContainer]
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Replaces the top controller with `screen`, run with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).replace(with: receipt, animation: .crossDissolve())
    /// ```
    /// - Parameters:
    ///   - screen: The screen that builds the new container.
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Fails with a platform rule error when the screen builds an invalid stack element;
    ///   completes after the transition.
    public func replace<New: Screen>(with screen: New, animation: ScreenAnimation? = .default, separated: Bool = false) -> ScreenRoute<
        Root, Current
    >
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        setStack(modifiers: [ScreenStackReplaceModifier(screen)], animation: animation, separated: separated)
    }
}
