// What a controller shows in the bar of the container that holds it: its navigation item (title and
// bar buttons) inside a stack, its tab bar item inside a tab bar. Decorators set both; each platform
// maps the platform-neutral values onto its own bars.

/// A controller that shows a title and bar buttons when it is in a navigation stack: what
/// `withTitle(_:)`, `withLeftBarButton(_:)` and `withRightBarButton(_:)` need.
@MainActor
public protocol ScreenNavigationItemContainer: ScreenContainer {
    /// Sets the title.
    func setScreenTitle(_ title: String)
    /// Adds `item` to the left side of the bar; its action runs with `navigator`.
    func addScreenLeftBarButton(_ item: ScreenBarButtonItem, navigator: ScreenNavigator)
    /// Adds `item` to the right side of the bar; its action runs with `navigator`.
    func addScreenRightBarButton(_ item: ScreenBarButtonItem, navigator: ScreenNavigator)
}

/// A navigation bar button as a platform-neutral value: its title or image, and an action that
/// runs through the navigator.
///
/// The UIKit adapter makes a `UIBarButtonItem` of it; the headless
/// platform a `HeadlessBarButtonItem` that tests can tap.
///
/// ```swift
/// let close = ScreenBarButtonItem(title: "Close") { navigator in
///     navigator.navigate(to: HeadlessWindowRoute().top(.container).presenting.dismiss()) { _ in }
/// }
/// ```
public struct ScreenBarButtonItem: Sendable {
    /// The title shown.
    public var title: String?
    /// The name of the image shown.
    public var imageName: String?
    /// Runs on tap, with the navigator that built the screen.
    public var action: @MainActor @Sendable (ScreenNavigator) -> Void

    /// Creates a button.
    public init(title: String? = nil, imageName: String? = nil, action: @escaping @MainActor @Sendable (ScreenNavigator) -> Void) {
        self.title = title
        self.imageName = imageName
        self.action = action
    }
}

// MARK: - Tab bar item

/// A controller that shows a tab bar item when it is a tab: what `withTabBarItem(_:)` needs.
@MainActor
public protocol ScreenTabBarItemContainer: ScreenContainer {
    /// Sets the tab's title, image and badge.
    func setScreenTabBarItem(_ item: ScreenTabBarItem)
}

/// What a tab shows (`UITabBarItem`), as a platform-neutral value.
public struct ScreenTabBarItem: Hashable, Sendable {
    /// The title.
    public var title: String?
    /// The name of the image.
    public var imageName: String?
    /// The badge text.
    public var badgeValue: String?

    /// Creates an item.
    public init(title: String? = nil, imageName: String? = nil, badgeValue: String? = nil) {
        self.title = title
        self.imageName = imageName
        self.badgeValue = badgeValue
    }
}
