/// Builds one module of the app: a value that knows how to make its container.
///
/// Screens are cheap values; routes hold them and build the container only when the action
/// runs. The container remembers ``key`` so later routes can find it:
/// ```swift
/// struct ChatScreen: Screen {
///     let id: Int
///     var traits: Set<AnyHashable> { [id] }
///     func build(navigator: ScreenNavigator) -> HeadlessViewController { ChatViewController(id: id) }
/// }
/// navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(ChatScreen(id: 42)))
/// ```
@MainActor
public protocol Screen {
    /// The container class this screen builds.
    associatedtype Container: ScreenContainer

    /// The screen's name; defaults to the type name.
    var name: String { get }

    /// What tells instances apart (ids); defaults to none.
    var traits: Set<AnyHashable> { get }

    /// Makes a new container for this screen. The navigator is the one running the route, for
    /// containers that navigate themselves later.
    func build(navigator: ScreenNavigator) -> Container
}

extension Screen {
    /// The type name.
    public var name: String { String(describing: Self.self) }

    /// No traits.
    public var traits: Set<AnyHashable> { [] }

    /// `ScreenKey(name: name, traits: traits)`.
    public var key: ScreenKey { ScreenKey(name: name, traits: traits) }
}

extension Screen where Self: ScreenContainer, Container == Self {
    /// A controller class that is its own screen builds itself: routes can push an existing instance.
    public func build(navigator: ScreenNavigator) -> Self { self }
}

extension Screen {
    /// Builds the container and gives it this screen's key, unless it already has one or it is a
    /// wrapper whose nested containers carry the key (decorators leave the key on the inner controller).
    package func buildKeyed(navigator: ScreenNavigator) -> Container {
        let container = build(navigator: navigator)
        if let keyed = container as? any ScreenKeyedContainer, keyed.screenKey == nil,
            !Self.holdsKey(key, in: container)
        {
            keyed.screenKey = key
        }
        return container
    }

    private static func holdsKey(_ key: ScreenKey, in container: some ScreenContainer) -> Bool {
        var pending: [any ScreenContainer] = (container as? any ScreenIterableContainer)?.nestedContainers ?? []
        while let next = pending.popLast() {
            if (next as? any ScreenKeyedContainer)?.screenKey == key { return true }
            pending.append(contentsOf: (next as? any ScreenIterableContainer)?.nestedContainers ?? [])
        }
        return false
    }
}
