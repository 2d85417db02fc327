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
///
/// A screen value is data, so the protocol is not isolated (as Nivelir 1.9 has it): a screen is made
/// and erased anywhere, in a plain struct or a background task. The requirements are main-actor, as
/// they may touch UIKit: ``build(navigator:)`` makes controllers, and a controller that is its own
/// screen answers `name`, `traits` and `key` from its state. A struct's computed `traits` or stored
/// `let name` is fine; a stored `traits` (a `Set<AnyHashable>`, not `Sendable`) would be inferred
/// main-actor from the requirement: compute it, or declare the conformance in an extension, where
/// Swift infers nothing (`HeadlessScreen` does).
///
/// - Note: Fails never (a protocol); a screen's `build` runs when the step that shows it runs.
public protocol Screen {
    /// The container class this screen builds.
    associatedtype Container: ScreenContainer

    /// The screen's name; defaults to the type name.
    @MainActor var name: String { get }

    /// What tells instances apart (ids); defaults to none.
    @MainActor var traits: Set<AnyHashable> { get }

    /// The key the built container remembers and routes find it by; defaults to
    /// `ScreenKey(name: name, traits: traits)`, or to the controller's
    /// ``ScreenContainer/effectiveScreenKey`` for a controller class that is its own screen.
    @MainActor var key: ScreenKey { get }

    /// Makes a new container for this screen. The navigator is the one running the route, for
    /// containers that navigate themselves later.
    @MainActor func build(navigator: ScreenNavigator) -> Container
}

extension Screen {
    /// The type name.
    public var name: String { String(describing: Self.self) }

    /// No traits.
    public var traits: Set<AnyHashable> { [] }

    /// `ScreenKey(name: name, traits: traits)`.
    @MainActor public var key: ScreenKey { ScreenKey(name: name, traits: traits) }
}

/// A controller class becomes a screen by opting in with an empty conformance, as in Nivelir:
///
/// ```swift
/// extension ChatViewController: Screen {}
/// navigator.navigate(to: ScreenWindowRoute().top(.stack).push(chatViewController))
/// ```
///
/// Pushing or presenting it shows this very instance (`build` returns `self`); it can be shown
/// once at a time, like any controller. NavDSL makes no controller a screen by itself, so no
/// `name` or `traits` is added to your controllers unless you opt in.
///
/// - `key` is the controller's ``ScreenContainer/effectiveScreenKey`` when it has one (its own
///   `screenKey` as a ``ScreenKeyedContainer``, or the key NavDSL assigned when a screen built it
///   or it was shown before), else `ScreenKey(name: name, traits: traits)`. The first push or
///   present stores that key on the controller, so `.container(of: controller)` keeps finding it
///   even when properties it was computed from change later.
/// - `name` defaults to the screen key's name, else the class name; `traits` to the screen key's
///   traits, else none.
/// - A controller that declares its own `name: String` or `traits: Set<AnyHashable>` supplies the
///   screen's name or traits with them (Swift picks a class's own members over defaults). Members
///   of other types (`var name: String?`, `let traits: [Trait]`) are simply unrelated to `Screen`.
@MainActor
extension Screen where Self: ScreenModalContainer, Container == Self {
    /// Returns this instance: pushing or presenting the controller shows it.
    public func build(navigator: ScreenNavigator) -> Self { self }
}

// Without `Container == Self`: a non-final class can only use defaults that do not mention `Self`.
@MainActor
extension Screen where Self: ScreenModalContainer {
    /// The screen key's name, else the class name.
    public var name: String { effectiveScreenKey?.name ?? String(describing: type(of: self)) }

    /// The screen key's traits, else none.
    public var traits: Set<AnyHashable> { effectiveScreenKey?.traits ?? [] }

    /// The controller's effective key when it has one, else `ScreenKey(name: name, traits: traits)`.
    public var key: ScreenKey { effectiveScreenKey ?? ScreenKey(name: name, traits: traits) }
}

extension Screen {
    /// Builds the container and assigns it this screen's key.
    ///
    /// Unless it already has a key (its own, or one assigned before) or it is a wrapper whose
    /// nested containers carry the key (decorators leave the key on the inner controller). A
    /// ``RestorableScreen`` is remembered on the container, so a restoration record can name it.
    @MainActor
    package func buildKeyed(navigator: ScreenNavigator) -> Container {
        let container = build(navigator: navigator)
        // The same test as `effectiveScreenKey == nil`, ordered so a controller that took its key
        // when it was made (every platform controller) is passed with one cast, not two.
        if let assignable = container as? any ScreenAssignedKeyContainer, assignable.assignedScreenKey == nil,
            !(container is any ScreenKeyedContainer), !Self.holdsKey(key, in: container)
        {
            assignable.assignedScreenKey = key
        }
        if let restorable = self as? any RestorableScreen {
            restorable.tagRestorable(container)
        }
        return container
    }

    @MainActor
    private static func holdsKey(_ key: ScreenKey, in container: some ScreenContainer) -> Bool {
        var pending: [any ScreenContainer] = (container as? any ScreenIterableContainer)?.nestedContainers ?? []
        while let next = pending.popLast() {
            if next.effectiveScreenKey == key { return true }
            pending.append(contentsOf: (next as? any ScreenIterableContainer)?.nestedContainers ?? [])
        }
        return false
    }
}
