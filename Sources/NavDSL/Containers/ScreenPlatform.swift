/// A family of concrete container classes: one window, view controller, navigation controller and
/// tab bar controller class that work together.
///
/// Naming the family is what lets `.top(.stack)` infer `HeadlessNavigationController` on the
/// headless platform and `UINavigationController` on UIKit, with both platforms in one module.
public protocol ScreenPlatform {
    /// The window class.
    associatedtype Window: ScreenWindowContainer where Window.Platform == Self
    /// The view controller class: anything that can present and be presented.
    associatedtype Modal: ScreenModalContainer where Modal.Platform == Self
    /// The navigation controller class.
    associatedtype Stack: ScreenStackContainer where Stack.Platform == Self
    /// The tab bar controller class.
    associatedtype Tabs: ScreenTabsContainer where Tabs.Platform == Self

    /// Makes a navigation controller holding `containers`, bottom to top.
    @MainActor static func makeStackContainer(with containers: [Modal]) -> Stack

    /// Makes a tab bar controller with `containers` as its tabs, the first one selected.
    @MainActor static func makeTabsContainer(with containers: [Modal]) -> Tabs
}
