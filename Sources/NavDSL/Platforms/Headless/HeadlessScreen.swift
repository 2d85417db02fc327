/// A ready-made screen for tests and examples: builds a ``HeadlessViewController`` keyed with its
/// name and traits, titled with its name.
///
/// ```swift
/// let chat = HeadlessScreen(name: "Chat", traits: [42])
/// HeadlessWindowRoute().top(.stack).push(chat)     // stack is now [..., Chat(42)]
/// ```
public struct HeadlessScreen: Screen {
    /// The screen's name.
    public let name: String
    /// What tells instances apart.
    public let traits: Set<AnyHashable>

    /// Creates a screen.
    public init(name: String, traits: Set<AnyHashable> = []) {
        self.name = name
        self.traits = traits
    }

    /// A new controller keyed with ``key``.
    public func build(navigator: ScreenNavigator) -> HeadlessViewController {
        let controller = HeadlessViewController(screenKey: key)
        controller.title = name
        return controller
    }
}
