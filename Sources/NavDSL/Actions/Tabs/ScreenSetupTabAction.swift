/// Adds a screen as a tab unless a tab already holds a controller with its key.
///
/// Generic over the new screen, then the tab bar, as Nivelir's is, so an app's own action can name it:
/// ```swift
/// HeadlessWindowRoute().top(.tabs).then(ScreenSetupTabAction(screen: shop, at: nil, animated: false))
/// ```
/// - Note: Fails as ``ScreenThenable/setupTab(with:at:animated:)`` fails; completes after the change.
public struct ScreenSetupTabAction<New: Screen, Container: ScreenTabsContainer>: ScreenAction
where New.Container: ScreenModalContainer, New.Container.Platform == Container.Platform {
    /// The screen of the tab.
    public let screen: New
    /// Where to insert it; `nil` appends.
    public let index: Int?
    /// Whether the change is animated.
    public let animated: Bool

    /// Creates the action.
    public init(screen: New, at index: Int?, animated: Bool) {
        self.screen = screen
        self.index = index
        self.animated = animated
    }

    /// `setupTab(with: Shop)`.
    public var description: String { "setupTab(with: \(screen.key))" }

    /// Inserts the tab when missing; completes at once when it is already there.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        var tabs = container.tabContainers
        guard ScreenTabPredicate.container(key: screen.key).index(in: tabs) == nil else { return completion(.success(())) }
        let tab: New.Container
        switch screen.buildForStep(navigator: navigator) {
        case .success(let built): tab = built
        case .failure(let error): return completion(.failure(error))
        }
        tabs.insert(tab.modalContainer, at: min(max(index ?? tabs.count, 0), tabs.count))
        container.setTabContainers(tabs, animated: animated, undoableBy: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenTabsContainer {
    /// Adds `screen` as a tab (at `index`, or last) unless a tab already holds it.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.tabs).setupTab(with: shop.withStackContainer()).selectTab(with: .container(of: shop))
    /// ```
    /// - Parameters:
    ///   - screen: The screen that builds the new container.
    ///   - index: Where the tab goes; `nil` appends it.
    ///   - animated: Whether the change animates (default `true`); undo never animates.
    /// - Note: Fails with a platform rule error when the built controller cannot be a tab;
    ///   completes at once.
    public func setupTab<New: Screen>(with screen: New, at index: Int? = nil, animated: Bool = true) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        then(ScreenSetupTabAction<New, Current>(screen: screen, at: index, animated: animated))
    }
}
