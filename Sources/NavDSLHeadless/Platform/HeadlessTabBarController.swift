import NavDSL

/// The headless `UITabBarController`: tabs and a selection, with UIKit's rules (Checks/UIKitStubs/RULES.md §3).
///
/// ```swift
/// let tabs = HeadlessTabBarController()
/// tabs.setViewControllers([chats, settings], animated: false)   // selects chats (index 0)
/// tabs.selectedIndex = 1                                        // settings
/// tabs.selectedIndex = 7                                        // ignored, as in UIKit
/// ```
/// The "More" tab of more than five tabs is not modelled: every tab is a child.
@MainActor
open class HeadlessTabBarController: HeadlessViewController, ScreenTabsContainer {
    private var tabs: [HeadlessViewController] = []
    private var selection = 0

    /// A tab bar controller without tabs.
    public init() {
        super.init(screenKey: nil)
        definesPresentationContext = true
    }

    /// The tabs in order.
    ///
    /// Setting it equals `setViewControllers(_:animated: false)`.
    public var viewControllers: [HeadlessViewController]? {
        get { tabs }
        set { setViewControllers(newValue ?? [], animated: false) }
    }

    /// The tabs.
    override open var children: [HeadlessViewController] { tabs }

    /// The selected tab's index.
    ///
    /// Setting an index out of range is ignored silently, as in UIKit.
    public var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The selected tab.
    ///
    /// Setting a controller that is not a tab is refused (UIKit crashes).
    public var selectedViewController: HeadlessViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                window?.recordViolation(ScreenRuleViolation.selectMissingTab(in: self))
                return
            }
            select(index)
        }
    }

    /// Replaces the tabs.
    ///
    /// Keeps the selected controller if it stays, else the same index if valid,
    /// else selects the first tab. Refusals go to the window's violations.
    public func setViewControllers(_ controllers: [HeadlessViewController], animated: Bool) {
        if let violation = replaceTabs(with: controllers, animated: animated) {
            window?.recordViolation(violation)
        }
    }

    // MARK: - ScreenTabsContainer

    /// The tabs.
    public var tabContainers: [HeadlessViewController] { tabs }

    /// ``selectedViewController``.
    public var selectedTabContainer: HeadlessViewController? { selectedViewController }

    /// The selected tab, for the search's visible path.
    override public var visibleNestedContainer: (any ScreenContainer)? { selectedViewController }

    /// Tabs in order with the selected one last: the order of the depth-first search.
    override public var nestedContainers: [any ScreenContainer] {
        guard let selected = selectedViewController else { return tabs }
        return tabs.filter { $0 !== selected } + [selected]
    }

    /// Selects the tab at `index`; fails with `ScreenContainerNotFoundError` when out of range.
    public func selectTabContainer(at index: Int, completion: @escaping ScreenCompletion<Void>) {
        selectTabContainer(at: index, animation: nil, completion: completion)
    }

    /// Selects the tab at `index` and records `animation` in its transition; an animated
    /// selection completes when the window's animations do.
    public func selectTabContainer(at index: Int, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>) {
        guard tabs.indices.contains(index) else {
            return completion(.failure(ScreenContainerNotFoundError.noTab(at: index, in: self, count: tabs.count)))
        }
        let changes = index != selection
        select(index, animation: animation)
        guard changes, animation != nil, let window else { return completion(.success(())) }
        window.complete(isPresentation: false, deferred: true) { completion(.success(())) }
    }

    /// Replaces the tabs; refusals complete with the typed error.
    public func setTabContainers(_ containers: [HeadlessViewController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        if let violation = replaceTabs(with: containers, animated: animated) {
            completion(.failure(violation))
        } else {
            completion(.success(()))
        }
    }

    // MARK: - Rules

    private func select(_ index: Int, animation: ScreenAnimation? = nil) {
        guard index != selection else { return }
        selection = index
        window?.record(.selectTab, animation: animation, container: self, detail: .selectTab(index: index, .init(tabs[index])))
    }

    private func replaceTabs(with controllers: [HeadlessViewController], animated: Bool) -> ScreenRuleViolation? {
        var seen = Set<ObjectIdentifier>()
        for controller in controllers where !seen.insert(ObjectIdentifier(controller)).inserted {
            return .duplicateTab(controller, in: self)
        }
        if let violation = HeadlessContainment.violation(adding: controllers, to: self) { return violation }
        let previous = selectedViewController
        HeadlessContainment.adopt(controllers, replacing: tabs, in: self)
        tabs = controllers
        if let previous, let kept = controllers.firstIndex(where: { $0 === previous }) {
            selection = kept
        } else if !controllers.indices.contains(selection) {
            selection = 0
        }
        window?.record(.tabs, animated: animated, container: self, detail: .tabs(controllers.map { .init($0) }))
        return nil
    }

    /// Removes `child` when another container takes it.
    func removeChild(_ child: HeadlessViewController) {
        guard let index = tabs.firstIndex(where: { $0 === child }) else { return }
        let previous = selectedViewController
        tabs.remove(at: index)
        if let previous, let kept = tabs.firstIndex(where: { $0 === previous }) {
            selection = kept
        } else if !tabs.indices.contains(selection) {
            selection = 0
        }
        window?.record(.tabs, animated: false, container: self, detail: .tabs(tabs.map { .init($0) }))
    }
}
