/// A tab bar (`UITabBarController`, `HeadlessTabBarController`).
@MainActor
public protocol ScreenTabsContainer: ScreenModalContainer {
    /// The tabs, in order.
    var tabContainers: [Platform.Modal] { get }

    /// The selected tab, if any.
    var selectedTabContainer: Platform.Modal? { get }

    /// Selects the tab at `index`. Fails with ``ScreenContainerNotFoundError`` when out of range.
    func selectTabContainer(at index: Int, completion: @escaping ScreenCompletion<Void>)

    /// Selects the tab at `index` with `animation` (`nil`: none, as UIKit selects tabs). Platforms
    /// without their own animations get a default that selects without one.
    func selectTabContainer(at index: Int, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>)

    /// Replaces the tabs. Selection follows UIKit: the previous selection if it stays, else the
    /// same index if valid, else the first tab.
    func setTabContainers(_ containers: [Platform.Modal], animated: Bool, completion: @escaping ScreenCompletion<Void>)
}

extension ScreenTabsContainer {
    /// Selects without an animation.
    public func selectTabContainer(at index: Int, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>) {
        selectTabContainer(at: index, completion: completion)
    }
}
