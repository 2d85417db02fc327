/// Brings the current controller on screen: dismisses what is presented above it, then, walking up
/// its parents, pops each stack to it, selects its tab in each tab bar and shows its column in each
/// split view.
///
/// The whole walk is planned before anything changes, so an unsupported parent leaves the tree as
/// it was. Public, as Nivelir's, for an app's own actions:
///
/// ```swift
/// HeadlessWindowRoute().last(.container(key: inbox)).then(ScreenMakeVisibleAction(stackAnimation: nil, dismissAnimated: false))
/// ```
/// - Note: Fails with ``ScreenContainerNotSupportedError`` on a parent it cannot walk (nothing
///   changes then); completes after the last change.
public struct ScreenMakeVisibleAction<Container: ScreenModalContainer>: ScreenAction {
    /// How each stack pops to the controller; `nil` for no animation.
    public let stackAnimation: ScreenAnimation?
    /// How each tab bar selects the controller's tab; `nil` (UIKit's way) for no animation.
    public let tabsAnimation: ScreenAnimation?
    /// Whether the dismissal of the modals above is animated.
    public let dismissAnimated: Bool
    /// Whether the dismissal and the stack changes are animated.
    public var animated: Bool { dismissAnimated || stackAnimation != nil }

    /// Creates the action with an animation per kind of change; the defaults are `makeVisible()`'s.
    public init(stackAnimation: ScreenAnimation? = .default, tabsAnimation: ScreenAnimation? = nil, dismissAnimated: Bool = true) {
        self.stackAnimation = stackAnimation
        self.tabsAnimation = tabsAnimation
        self.dismissAnimated = dismissAnimated
    }

    /// `makeVisible()`.
    public var description: String { "makeVisible()" }

    /// Plans the parent changes, then dismisses and applies them in order.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        var changes: [@MainActor (@escaping ScreenCompletion<Void>) -> Void] = []
        if container.presentedContainer != nil {
            changes.append { done in container.dismissPresentedContainer(animated: dismissAnimated, undoableBy: navigator, completion: done)
            }
        }
        var node: Container.Platform.Modal = container.modalContainer
        while let parent = node.parentContainer {
            let child = node
            switch parent {
            case let stack as any ScreenStackContainer:
                changes.append { done in Self.pop(stack, to: child, animation: stackAnimation, navigator: navigator, completion: done) }
            case let tabs as any ScreenTabsContainer:
                changes.append { done in Self.select(child, in: tabs, animation: tabsAnimation, navigator: navigator, completion: done) }
            case let split as any ScreenSplitContainer:
                if let failure = Self.showFailure(of: child, in: split) { return completion(.failure(failure)) }
                changes.append { done in Self.show(child, in: split, navigator: navigator, completion: done) }
            default:
                return completion(
                    .failure(
                        ScreenContainerNotSupportedError(
                            container: parent,
                            why: "makeVisible() can only walk up through stacks, tab bars and split views; show \(child) in it yourself.")))
            }
            node = parent
        }
        Self.run(changes[...], completion: completion)
    }

    private static func run(
        _ changes: ArraySlice<@MainActor (@escaping ScreenCompletion<Void>) -> Void>, completion: @escaping ScreenCompletion<Void>
    ) {
        guard let first = changes.first else { return completion(.success(())) }
        first { result in
            switch result {
            case .success: run(changes.dropFirst(), completion: completion)
            case .failure(let error): completion(.failure(error))
            }
        }
    }

    private static func pop<Stack: ScreenStackContainer>(
        _ stack: Stack, to child: any ScreenContainer, animation: ScreenAnimation?, navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<Void>
    ) {
        let containers = stack.stackContainers
        guard let index = containers.firstIndex(where: { $0 === child }) else {
            return completion(.failure(ScreenContainerNotFoundError("\(child) is no longer in \(stack).")))
        }
        guard index < containers.count - 1 else { return completion(.success(())) }
        stack.setStackContainers(Array(containers[...index]), animation: animation, undoableBy: navigator, completion: completion)
    }

    /// Why `child` can't be shown in `split`: a collapsed split view shows its collapsed stack or
    /// its compact column, and nothing else until it expands.
    private static func showFailure(of child: any ScreenContainer, in split: some ScreenSplitContainer) -> (any Error)? {
        guard split.isSplitCollapsed, split.visibleSplitContainer !== child else { return nil }
        return ScreenContainerNotFoundError(
            "\(child) is in a column \(split) does not show while collapsed to \(split.visibleSplitContainer.map { "\($0)" } ?? "nothing"). "
                + "Show it in the compact column, or wait for regular width.")
    }

    /// Shows `child`'s column (a display mode that shows it); a collapsed split view already
    /// shows its collapsed stack, which the walk popped to `child`.
    private static func show<Split: ScreenSplitContainer>(
        _ child: any ScreenContainer, in split: Split, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) {
        guard !split.isSplitCollapsed else { return completion(.success(())) }
        guard let column = split.splitColumn(holding: child) else {
            return completion(.failure(ScreenContainerNotFoundError("\(child) is no longer a column of \(split).")))
        }
        guard column != .secondary, column != .compact else { return completion(.success(())) }
        split.setSplitColumn(column, visible: true, undoableBy: navigator, completion: completion)
    }

    private static func select<Tabs: ScreenTabsContainer>(
        _ child: any ScreenContainer, in tabs: Tabs, animation: ScreenAnimation?, navigator: ScreenNavigator,
        completion: @escaping ScreenCompletion<Void>
    ) {
        guard let index = tabs.tabContainers.firstIndex(where: { $0 === child }) else {
            return completion(.failure(ScreenContainerNotFoundError("\(child) is no longer a tab of \(tabs).")))
        }
        guard tabs.selectedTabContainer !== child else { return completion(.success(())) }
        tabs.selectTabContainer(at: index, animation: animation, undoableBy: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Brings this controller on screen: dismisses modals above it, pops stacks to it, selects its
    /// tabs, with an animation per kind of change (Nivelir's
    /// `makeVisible(stackAnimation:tabsAnimation:dissmissAnimated:)`, spelled `dismissAnimated` here).
    ///
    /// ```swift
    /// HeadlessWindowRoute().first(.container(of: chat)).makeVisible()
    /// HeadlessWindowRoute().first(.container(of: chat)).makeVisible(stackAnimation: .crossDissolve(), tabsAnimation: .crossDissolve())
    /// ```
    /// - Parameters:
    ///   - stackAnimation: How each stack pops to the controller; `nil` for none.
    ///   - tabsAnimation: How each tab bar selects the controller's tab; `nil` (UIKit's way) for none.
    ///   - dismissAnimated: Whether the dismissal of the modals above is animated.
    /// - Note: Fails with ``ScreenContainerNotSupportedError`` when a parent is neither a stack,
    ///   a tab bar nor a split view, and with ``ScreenContainerNotFoundError`` when a collapsed
    ///   split view does not show the controller's column (nothing changes then); completes after
    ///   the last change.
    public func makeVisible(
        stackAnimation: ScreenAnimation? = .default,
        tabsAnimation: ScreenAnimation? = nil,
        dismissAnimated: Bool = true
    ) -> ScreenRoute<Root, Current> {
        then(
            ScreenMakeVisibleAction<Current>(stackAnimation: stackAnimation, tabsAnimation: tabsAnimation, dismissAnimated: dismissAnimated)
        )
    }
}
