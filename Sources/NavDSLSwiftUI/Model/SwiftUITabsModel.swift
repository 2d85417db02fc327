import NavDSL

/// Tabs and a selection: what `TabView(selection:)` binds to.
///
/// ```swift
/// let tabs = ScreenTabsScreen<SwiftUIPlatform>().withTabs(chats.withStackContainer(), settings.withStackContainer())
/// try await navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: tabs).makeKeyAndVisible())
/// try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)))
/// (window.root as? SwiftUITabsModel)?.userDidSelect(0)   // the user tapped the first tab
/// ```
/// - Note: Selecting an index with no tab fails with `ScreenContainerNotFoundError`; the same
///   model twice among the tabs, or one shown elsewhere, with `ScreenRuleViolation`. The "More"
///   tab SwiftUI shows for more than five tabs on iPhone is not modelled.
public final class SwiftUITabsModel: SwiftUIScreenModel, ScreenTabsContainer {
    /// The tabs, in order.
    ///
    /// ```swift
    /// tabs.tabModels.map(\.tabItem.title)
    /// ```
    /// - Note: Changed by routes (`withTabs`, `setupTab`) and restoration.
    public private(set) var tabModels: [SwiftUIScreenModel] = []
    /// The selected tab's index (0 when there are no tabs): what `TabView(selection:)` binds to.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1))   // selectedIndex == 1
    /// ```
    /// - Note: The views write the user's taps back with ``userDidSelect(_:)``.
    public private(set) var selectedIndex: Int {
        get {
            observationAccess()
            return selection
        }
        set { selection = newValue }
    }
    /// ``selectedIndex`` without registering the read with Observation (the scene's own views).
    private(set) var selection = 0
    /// Whether a tap on the selected tab pops its stack to the root, as `UITabBarController` does.
    ///
    /// ```swift
    /// tabs.popsToRootOnReselection = false   // a re-tap changes nothing
    /// ```
    /// - Note: `true` by default; the pop is the user's change, reported as a `.userChange`.
    public var popsToRootOnReselection = true

    /// A tabs model without tabs.
    ///
    /// ```swift
    /// let tabs = SwiftUITabsModel()
    /// ```
    /// - Note: Never fails.
    public init() {
        super.init(screenKey: nil)
    }

    /// The selected tab.
    ///
    /// ```swift
    /// tabs.selectedTab?.description
    /// ```
    /// - Note: `nil` when there are no tabs.
    public var selectedTab: SwiftUIScreenModel? { tabModels.indices.contains(selectedIndex) ? tabModels[selectedIndex] : nil }

    /// The tabs.
    override public var children: [SwiftUIScreenModel] { tabModels }

    /// The selected tab.
    override public var visibleNestedContainer: (any ScreenContainer)? { selectedTab }

    // MARK: - ScreenTabsContainer

    /// ``tabModels``.
    public var tabContainers: [SwiftUIScreenModel] { tabModels }

    /// ``selectedTab``.
    public var selectedTabContainer: SwiftUIScreenModel? { selectedTab }

    /// Tabs in order with the selected one last: the order of the depth-first search.
    override public var nestedContainers: [any ScreenContainer] {
        guard let selected = selectedTab else { return tabModels }
        return tabModels.filter { $0 !== selected } + [selected]
    }

    /// Selects the tab at `index`; fails with `ScreenContainerNotFoundError` when out of range.
    public func selectTabContainer(at index: Int, completion: @escaping ScreenCompletion<Void>) {
        selectTabContainer(at: index, animation: nil, completion: completion)
    }

    /// Selects the tab at `index` (SwiftUI switches tabs without animation, whatever is asked).
    public func selectTabContainer(at index: Int, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>) {
        guard tabModels.indices.contains(index) else {
            return completion(.failure(ScreenContainerNotFoundError.noTab(at: index, in: self, count: tabModels.count)))
        }
        guard index != selectedIndex else { return completion(.success(())) }
        selectedIndex = index
        guard let window else {
            signal.send(animated: false)
            return completion(.success(()))
        }
        window.record(.selectTab, animation: nil, container: "\(self)", detail: "\(index): \(tabModels[index])")
        window.changed(signalling: self, animated: false, isPresentation: false, label: "tab \(index) of \(self)") {
            completion(.success(()))
        }
    }

    /// Replaces the tabs, keeping the selected model if it stays, else the same index if valid,
    /// else the first tab; refusals complete with the typed error and change nothing.
    public func setTabContainers(_ containers: [SwiftUIScreenModel], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        var seen = Set<ObjectIdentifier>()
        for model in containers {
            if !seen.insert(ObjectIdentifier(model)).inserted {
                return completion(.failure(ScreenRuleViolation.duplicateTab(model, in: self)))
            }
            if model.parent !== self, let violation = model.joiningViolation(of: self) { return completion(.failure(violation)) }
        }
        let previous = selectedTab
        for model in tabModels where !seen.contains(ObjectIdentifier(model)) { model.parent = nil }
        for model in containers { model.parent = self }
        tabModels = containers
        if let previous, let kept = containers.firstIndex(where: { $0 === previous }) {
            selectedIndex = kept
        } else if !containers.indices.contains(selectedIndex) {
            selectedIndex = 0
        }
        guard let window else {
            signal.send(animated: false)
            return completion(.success(()))
        }
        window.record(
            .tabs, animation: .animated(animated), container: "\(self)",
            detail: "[\(containers.map(\.description).joined(separator: ", "))]")
        window.changed(signalling: self, animated: animated, isPresentation: false, label: "tabs of \(self)") {
            completion(.success(()))
        }
    }

    // MARK: - The user's tap

    /// The user tapped the tab at `index`: what the selection binding calls (binding rule 5).
    ///
    /// ```swift
    /// tabs.userDidTapTab(tabs.selectedIndex)   // a re-tap: the selected tab's stack pops to its root
    /// ```
    /// - Returns: `false`, changing nothing, for an index with no tab; else `true`. Another tab is
    ///   selected as ``userDidSelect(_:)`` does; the selected one, a stack with a path, pops to its
    ///   root when ``popsToRootOnReselection`` is on, as the user's change.
    @discardableResult
    public func userDidTapTab(_ index: Int) -> Bool {
        guard index == selectedIndex, tabModels.indices.contains(index) else { return userDidSelect(index) }
        if popsToRootOnReselection, let stack = tabModels[index] as? SwiftUIStackModel, !stack.path.isEmpty {
            stack.userDidSetPath([])
        }
        return true
    }

    /// The user selected the tab at `index`: what the views' selection binding calls.
    ///
    /// ```swift
    /// tabs.userDidSelect(1)
    /// ```
    /// - Returns: `false`, changing nothing, for an index with no tab; `true` otherwise (the
    ///   model changes at once and navigators report a `.userChange`; the selected tab changes
    ///   and reports nothing).
    @discardableResult
    public func userDidSelect(_ index: Int) -> Bool {
        guard tabModels.indices.contains(index) else { return false }
        guard index != selectedIndex else { return true }
        selectedIndex = index
        let window = window
        window?.record(.selectTab, animation: nil, container: "\(self)", detail: "\(index): \(tabModels[index]) by the user")
        signal.send(animated: false)
        window?.signal.send(animated: false)
        ScreenUserChangeReports.report(in: window)
        return true
    }
}
