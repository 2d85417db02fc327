/// Adds a new container built from a screen on top of the stack.
public struct ScreenStackPushModifier<New: Screen>: ScreenStackPushingModifier where New.Container: ScreenModalContainer {
    /// The pushed screen's platform.
    public typealias Platform = New.Container.Platform
    /// The screen to push.
    public let screen: New

    /// Creates the modifier.
    public init(_ screen: New) {
        self.screen = screen
    }

    /// `push(Chat(42))`.
    public var description: String { "push(\(screen.key))" }

    /// Builds the container and appends it.
    public func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal] {
        containers + [try makeContainer(navigator: navigator)]
    }

    /// Builds the pushed container, or fails with the rule a decorator met building it.
    package func makeContainer(navigator: ScreenNavigator) throws -> Platform.Modal {
        try screen.buildForStep(navigator: navigator).get().modalContainer
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Pushes a new container built from `screen`, run with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).push(chat, animation: .transition(.flipFromLeft))
    /// ```
    /// - Parameters:
    ///   - screen: The screen that builds the new container.
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Fails with a platform rule error when the screen builds a navigation controller or a
    ///   controller already in the stack; completes after the transition. Merged
    ///   with the edits before it, its animation runs for the whole change (the last edit's wins).
    public func push<New: Screen>(_ screen: New, animation: ScreenAnimation? = .default, separated: Bool = false) -> ScreenRoute<
        Root, Current
    >
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        then(merging: ScreenSetStackAction<Current>(push: screen, animation: animation, separated: separated, nested: nil))
    }

    /// Pushes `screen`, then runs `route` from the pushed container (typed as the screen's
    /// container) and continues on the stack.
    ///
    /// The push merges with the stack edits before it into one transition; the nested route runs
    /// once that transition has ended, and edits after it start a new transition.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).push(chat) { $0.present(attachments) }
    /// HeadlessWindowRoute().top(.stack).push(chat) { $0.then(attach) }   // a route value
    /// ```
    /// - Parameters:
    ///   - screen: The screen that builds the new container.
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    ///   - nested: Runs from the new container; then the outer route goes on.
    /// - Note: Fails like ``push(_:animation:separated:)`` or with the nested route's error.
    public func push<New: Screen, Nested: ScreenThenable>(
        _ screen: New,
        animation: ScreenAnimation? = .default,
        separated: Bool = false,
        route nested: (ScreenRootRoute<New.Container>) -> Nested
    ) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform, Nested.Root == New.Container {
        then(
            merging: ScreenSetStackAction<Current>(
                push: screen, animation: animation, separated: separated,
                nested: .init(modifierIndex: 0, actions: nested(ScreenRootRoute<New.Container>()).actions)))
    }
}
