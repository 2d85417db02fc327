/// Selects a tab of the current tab bar.
package struct ScreenSelectTabAction<Container: ScreenTabsContainer>: ScreenAction {
    /// Which tab.
    package let predicate: ScreenTabPredicate
    /// How the selection is animated; `nil` (UIKit's way) for none.
    package let animation: ScreenAnimation?

    /// Creates the action.
    package init(predicate: ScreenTabPredicate, animation: ScreenAnimation? = nil) {
        self.predicate = predicate
        self.animation = animation
    }

    /// `selectTab(with: .index(1))`.
    package var description: String { "selectTab(with: \(predicate.description))" }

    /// Finds the tab and selects it.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let tabs = container.tabContainers
        // Converted element by element: converting the whole list at once, in code generic over
        // the tab bar's class, is a runtime array cast that costs more than the selection.
        var list: [any ScreenContainer] = []
        list.reserveCapacity(tabs.count)
        for index in 0..<tabs.count { list.append(tabs[index]) }
        guard let index = predicate.index(in: list) else {
            return completion(
                .failure(ScreenContainerNotFoundError.noTab(matching: predicate.description, in: container, count: tabs.count)))
        }
        container.selectTabContainer(at: index, animation: animation, undoableBy: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenTabsContainer {
    /// Selects the tab matching `predicate`, without an animation as UIKit does, or with
    /// `animation` (Nivelir's `selectTab(..., animation:)`): `.crossDissolve()` runs
    /// `UIView.transition(with: tabBarController.view, ...)` around the switch.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.tabs).selectTab(with: .index(1)).top(.stack).push(chat)
    /// HeadlessWindowRoute().top(.tabs).selectTab(with: .index(1), animation: .crossDissolve())
    /// ```
    /// - Parameters:
    ///   - predicate: Which controller or tab the step looks for.
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` (the default) for none.
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when no tab matches; completes at once, or
    ///   after the animation.
    public func selectTab(with predicate: ScreenTabPredicate, animation: ScreenAnimation? = nil) -> ScreenRoute<Root, Current> {
        then(ScreenSelectTabAction<Current>(predicate: predicate, animation: animation))
    }
}
