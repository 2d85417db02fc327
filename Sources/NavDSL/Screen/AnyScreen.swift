/// A type-erased screen that keeps the wrapped screen's name, traits and key.
///
/// Use it to store screens of different types together, or to return a decorated screen:
/// ```swift
/// let screens: [AnyScreen<HeadlessViewController>] = [home.eraseToAnyScreen(), chat.eraseToAnyScreen()]
/// ```
///
/// Erasing is not isolated, as making a screen is not: `HomeScreen().eraseToAnyScreen()` works in a
/// plain struct or a background task. The name, traits and key are read when asked, on the main
/// actor, because a controller that is its own screen answers them from its state.
public struct AnyScreen<Container: ScreenContainer>: Screen {
    /// The wrapped screen's name.
    public var name: String { box.name }
    /// The wrapped screen's traits.
    public var traits: Set<AnyHashable> { box.traits }
    /// The wrapped screen's key (a controller screen's own `screenKey`, say).
    public var key: ScreenKey { box.key }
    // A box holding the wrapped value, not closures capturing it: a main-actor closure is
    // `Sendable`, and capturing a screen (not `Sendable`) in one outside the main actor would send it.
    private let box: any AnyScreenBox<Container>

    /// Wraps `screen`.
    public init<Wrapped: Screen>(_ screen: Wrapped) where Wrapped.Container == Container {
        if let erased = screen as? AnyScreen<Container> {
            self = erased
            return
        }
        self.init(box: AnyScreenWrappedBox(screen: screen))
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
        self.init(box: AnyScreenClosureBox(fixedName: name, fixedTraits: traits, fixedKey: key, builder: build))
    }

    fileprivate init(box: any AnyScreenBox<Container>) {
        self.box = box
    }

    /// Calls the wrapped builder.
    public func build(navigator: ScreenNavigator) -> Container {
        box.build(navigator: navigator)
    }
}

private protocol AnyScreenBox<Container> {
    associatedtype Container: ScreenContainer
    @MainActor var name: String { get }
    @MainActor var traits: Set<AnyHashable> { get }
    @MainActor var key: ScreenKey { get }
    @MainActor func build(navigator: ScreenNavigator) -> Container
}

private struct AnyScreenWrappedBox<Wrapped: Screen>: AnyScreenBox {
    let screen: Wrapped
    var name: String { screen.name }
    var traits: Set<AnyHashable> { screen.traits }
    var key: ScreenKey { screen.key }
    func build(navigator: ScreenNavigator) -> Wrapped.Container { screen.buildKeyed(navigator: navigator) }
}

private struct AnyScreenModalBox<Wrapped: Screen>: AnyScreenBox where Wrapped.Container: ScreenModalContainer {
    let screen: Wrapped
    var name: String { screen.name }
    var traits: Set<AnyHashable> { screen.traits }
    var key: ScreenKey { screen.key }
    func build(navigator: ScreenNavigator) -> Wrapped.Container.Platform.Modal {
        screen.buildKeyed(navigator: navigator).modalContainer
    }
}

private struct AnyScreenClosureBox<Container: ScreenContainer>: AnyScreenBox {
    let fixedName: String
    let fixedTraits: Set<AnyHashable>
    let fixedKey: ScreenKey
    let builder: @MainActor (ScreenNavigator) -> Container
    var name: String { fixedName }
    var traits: Set<AnyHashable> { fixedTraits }
    var key: ScreenKey { fixedKey }
    func build(navigator: ScreenNavigator) -> Container { builder(navigator) }
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
        AnyScreen(box: AnyScreenModalBox(screen: self))
    }
}
