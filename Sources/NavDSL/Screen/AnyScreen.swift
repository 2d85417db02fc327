/// A type-erased screen that keeps the wrapped screen's name, traits and key.
///
/// Use it to store screens of different types together, or to return a decorated screen:
/// ```swift
/// let screens: [AnyScreen<HeadlessViewController>] = [home.eraseToAnyScreen(), chat.eraseToAnyScreen()]
/// ```
public struct AnyScreen<Container: ScreenContainer>: Screen {
    /// The wrapped screen's name.
    public let name: String
    /// The wrapped screen's traits.
    public let traits: Set<AnyHashable>
    /// The wrapped screen's key (a controller screen's own `screenKey`, say).
    public let key: ScreenKey
    private let builder: @MainActor (ScreenNavigator) -> Container

    /// Wraps `screen`.
    public init<Wrapped: Screen>(_ screen: Wrapped) where Wrapped.Container == Container {
        if let erased = screen as? AnyScreen<Container> {
            self = erased
            return
        }
        self.init(name: screen.name, traits: screen.traits, key: screen.key) { navigator in screen.buildKeyed(navigator: navigator) }
    }

    /// Makes a screen from a name, traits and a closure that builds its container.
    public init(
        name: String,
        traits: Set<AnyHashable> = [],
        build: @escaping @MainActor (ScreenNavigator) -> Container
    ) {
        self.init(name: name, traits: traits, key: ScreenKey(name: name, traits: traits), build: build)
    }

    /// Makes a screen whose key is given apart from its name and traits (a decorated controller screen).
    package init(
        name: String,
        traits: Set<AnyHashable>,
        key: ScreenKey,
        build: @escaping @MainActor (ScreenNavigator) -> Container
    ) {
        self.name = name
        self.traits = traits
        self.key = key
        self.builder = build
    }

    /// Calls the wrapped builder.
    public func build(navigator: ScreenNavigator) -> Container {
        builder(navigator)
    }
}

extension Screen {
    /// Erases the screen's type, keeping its name, traits and key.
    public func eraseToAnyScreen() -> AnyScreen<Container> {
        AnyScreen(self)
    }
}

extension Screen where Container: ScreenModalContainer {
    /// Erases the screen's type and its container's class to the platform's base view controller
    /// (`HeadlessViewController`, `UIViewController`), so no module type leaks through an interface.
    ///
    /// ```swift
    /// let chat: AnyScreen<HeadlessViewController> = chats.withStackContainer().eraseToAnyModalScreen()
    /// HeadlessWindowRoute().root.present(chat)
    /// ```
    /// Keeps the name, traits and key; the built controller is the same object.
    public func eraseToAnyModalScreen() -> AnyScreen<Container.Platform.Modal> {
        AnyScreen(name: name, traits: traits, key: key) { navigator in buildKeyed(navigator: navigator).modalContainer }
    }
}
