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
