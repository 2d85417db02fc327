// Nivelir 1.0's names, long gone from Nivelir too: its route's single generic parameter
// `Container`, its `modalContainer` / `stackContainer` / `tabsContainer` predicates, its
// `DefaultScreenNavigator` class and the `ScreenNavigation` value its actions received. Each is
// deprecated with its 1.x (and NavDSL) name, or unavailable with a message where the shape changed.

extension ScreenRoute {
    /// Nivelir 1.0's name of the container a route is on, so an app's
    /// `extension ScreenRoute where Container: UIViewController` keeps compiling.
    ///
    /// ```swift
    /// extension ScreenRoute where Container: UIViewController { func highlight() -> Self { ... } }
    /// ```
    /// - Note: Never fails (an alias).
    @available(*, deprecated, renamed: "Current")
    public typealias Container = Current
}

extension ScreenPredicate where Output == Platform.Modal {
    /// Nivelir 1.0's `.modalContainer`: any view controller.
    ///
    /// ```swift
    /// ScreenWindowRoute().top(.container).dismiss()
    /// ```
    /// - Note: Never fails (a value); a search with it fails as `.container` does.
    @available(*, deprecated, renamed: "container")
    public static var modalContainer: Self { .container }

    /// Nivelir 1.0's `.modalContainer(name:)`.
    ///
    /// ```swift
    /// ScreenWindowRoute().first(.container(name: "Chat"))
    /// ```
    /// - Note: Never fails (a value).
    @available(*, deprecated, renamed: "container(name:)")
    public static func modalContainer(name: String) -> Self { .container(name: name) }

    /// Nivelir 1.0's `.modalContainer(key:)`.
    ///
    /// ```swift
    /// ScreenWindowRoute().first(.container(key: chat.key))
    /// ```
    /// - Note: Never fails (a value).
    @available(*, deprecated, renamed: "container(key:)")
    public static func modalContainer(key: ScreenKey) -> Self { .container(key: key) }
}

extension ScreenPredicate where Output == Platform.Stack {
    /// Nivelir 1.0's `.stackContainer`: any navigation controller.
    ///
    /// ```swift
    /// ScreenWindowRoute().top(.stack).popToRoot()
    /// ```
    /// - Note: Never fails (a value).
    @available(*, deprecated, renamed: "stack")
    public static var stackContainer: Self { .stack }

    /// Nivelir 1.0's `.stackContainer(key:)`.
    ///
    /// ```swift
    /// ScreenWindowRoute().first(.stack(key: chats.key))
    /// ```
    /// - Note: Never fails (a value).
    @available(*, deprecated, renamed: "stack(key:)")
    public static func stackContainer(key: ScreenKey) -> Self { .stack(key: key) }
}

extension ScreenPredicate where Output == Platform.Tabs {
    /// Nivelir 1.0's `.tabsContainer`: any tab bar controller.
    ///
    /// ```swift
    /// ScreenWindowRoute().top(.tabs).selectTab(with: .index(0))
    /// ```
    /// - Note: Never fails (a value).
    @available(*, deprecated, renamed: "tabs")
    public static var tabsContainer: Self { .tabs }
}

/// Nivelir 1.0's navigator class; Nivelir 1.x and NavDSL have one class, ``ScreenNavigator``.
///
/// ```swift
/// let navigator = ScreenNavigator(window: window)
/// ```
/// - Note: Never fails (an alias).
@available(*, deprecated, renamed: "ScreenNavigator")
public typealias DefaultScreenNavigator = ScreenNavigator

/// Nivelir 1.0's value handed to an action's `perform(container:navigation:completion:)`; actions
/// now receive the navigator itself.
///
/// ```swift
/// func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>)
/// ```
/// - Note: Unavailable: the shape of `perform` changed, so the compiler points at each action to rewrite.
@available(
    *, unavailable,
    message: "actions receive the navigator: write perform(container:navigator:completion:) and use navigator.logger for logging"
)
public struct ScreenNavigation {}

extension ScreenThenable {
    /// Nivelir 1.0's `then(action:)`.
    ///
    /// ```swift
    /// ScreenWindowRoute().then(ScreenMakeKeyAndVisibleAction())
    /// ```
    /// - Note: Fails and completes as the action does.
    @available(*, deprecated, renamed: "then(_:)")
    public func then<Action: ScreenAction>(action: Action) -> ScreenRoute<Root, Current>
    where Action.Container == Current, Action.Output == Void {
        then(action)
    }
}
