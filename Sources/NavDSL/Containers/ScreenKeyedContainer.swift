/// A container with a key of its own, as in Nivelir: a controller class that stores the key of
/// the screen it shows.
///
/// ```swift
/// final class ChatViewController: UIViewController, ScreenKeyedContainer {
///     let screenKey: ScreenKey
///     init(screenKey: ScreenKey) { self.screenKey = screenKey; super.init(nibName: nil, bundle: nil) }
/// }
/// struct ChatScreen: Screen {
///     let id: Int
///     var traits: Set<AnyHashable> { [id] }
///     func build(navigator: ScreenNavigator) -> UIViewController { ChatViewController(screenKey: key) }
/// }
/// ScreenWindowRoute().first(.container(of: ChatScreen(id: 42))).makeVisible()   // finds it by its own key
/// ```
///
/// ## Keys NavDSL assigns, and the effective key
/// A controller does not need to conform: when a screen builds a controller without a key of its
/// own, NavDSL stores the screen's key on it (``ScreenAssignedKeyContainer/assignedScreenKey``,
/// kept by every view controller: a stored property on `HeadlessViewController`, an associated
/// object on `UIViewController`). NavDSL reads one key per container, its
/// ``ScreenContainer/effectiveScreenKey``: the container's own `screenKey` when it conforms to
/// this protocol, else the key NavDSL assigned. Every search (`.container(key:)`,
/// `.container(of:)`, `.stack(key:)`, `.tabs(key:)`), observer predicate (`.screen(_:)`), deep
/// link route and log line goes through it.
///
/// Why two names. NavDSL adds no `screenKey` member to `UIViewController` or
/// `HeadlessViewController`, so that an app's subclass can declare `let screenKey: ScreenKey`
/// (Swift forbids a subclass to redeclare a superclass property, and a stored `let` cannot
/// override one). The key NavDSL assigns lives under `assignedScreenKey` instead, a name no app
/// uses. `HeadlessViewController.init(screenKey:)` keeps its label and assigns the key.
///
/// - Note: The own key wins: a conforming controller built by a screen whose key differs is found
///   by its own `screenKey`, not the screen's (pass the screen's `key` to the controller, as above).
@MainActor
public protocol ScreenKeyedContainer: ScreenContainer {
    /// The key of the screen this container shows; routes find the container by it.
    var screenKey: ScreenKey { get }
}

/// A container that can remember the key NavDSL assigns when a screen builds it: every view
/// controller (``ScreenModalContainer`` refines it).
///
/// ```swift
/// let controller = HeadlessViewController(screenKey: ScreenKey(name: "Chat"))
/// controller.assignedScreenKey       // Chat
/// ```
/// - Note: Read keys through ``ScreenContainer/effectiveScreenKey``, which prefers a
///   ``ScreenKeyedContainer``'s own key.
@MainActor
public protocol ScreenAssignedKeyContainer: ScreenContainer {
    /// The key NavDSL stored when a screen built this container, or `nil` for containers built by
    /// hand and for wrappers made by decorators (those leave the key on the wrapped controller).
    var assignedScreenKey: ScreenKey? { get set }
}

extension ScreenContainer {
    /// The key routes find this container by: its own ``ScreenKeyedContainer/screenKey`` when it
    /// has one, else the key NavDSL assigned when a screen built it, else `nil`.
    ///
    /// ```swift
    /// navigator.topContainer?.effectiveScreenKey   // Chat(42)
    /// ```
    /// - Note: The one place NavDSL reads keys from: searches, observer predicates and logs.
    public var effectiveScreenKey: ScreenKey? {
        if let keyed = self as? any ScreenKeyedContainer { return keyed.screenKey }
        return (self as? any ScreenAssignedKeyContainer)?.assignedScreenKey
    }
}
