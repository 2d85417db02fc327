/// Which tab `selectTab(with:)` selects: by index, or by a controller it should bring on screen.
///
/// The `container` forms name a controller exactly as ``ScreenPredicate``'s do (`.container(key:)`
/// is the controller with that key in both); `selectTab(with:)` then selects the first tab that is
/// that controller or holds it, at any depth.
/// ```swift
/// .selectTab(with: .index(1))
/// .selectTab(with: .container(of: chats))      // the tab showing the Chats controller
/// .selectTab(with: .container(name: "Shop"))
/// ```
@MainActor
public struct ScreenTabPredicate: CustomStringConvertible {
    /// Route-syntax text, such as `.index(1)`.
    public let description: String
    private let finder: @MainActor ([any ScreenContainer]) -> Int?

    /// A custom predicate: returns the index of the tab to select among `tabs`, or `nil`.
    public init(_ description: String, index finder: @escaping @MainActor (_ tabs: [any ScreenContainer]) -> Int?) {
        self.description = description
        self.finder = finder
    }

    /// The index of the tab to select among `tabs`, or `nil` when none matches.
    public func index(in tabs: [any ScreenContainer]) -> Int? {
        finder(tabs)
    }

    /// The tab at `index`.
    public static func index(_ index: Int) -> Self {
        Self(".index(\(index))") { tabs in tabs.indices.contains(index) ? index : nil }
    }

    /// The controller with this key: selects the first tab that is it or holds it.
    public static func container(key: ScreenKey) -> Self {
        holding(".container(key: \(key))") { Self.key(of: $0) == key }
    }

    /// The controller with this name: selects the first tab that is it or holds it.
    public static func container(name: String) -> Self {
        holding(".container(name: \(name))") { key(of: $0)?.name == name }
    }

    /// The controller built by `screen`: selects the first tab that is it or holds it.
    public static func container<S: Screen>(of screen: S) -> Self {
        let wanted = screen.key
        return holding(".container(of: \(wanted))") { key(of: $0) == wanted }
    }

    /// This very controller: selects the tab that is it or holds it.
    ///
    /// ```swift
    /// .selectTab(with: .container(chatsStack))
    /// ```
    /// Holds the controller weakly; a released one matches no tab.
    public static func container<Container: ScreenContainer>(_ container: Container) -> Self {
        let reference = ScreenWeakReference(container)
        return holding(".container(\(container))") { $0 === reference.value }
    }

    /// The first tab that is, or holds at any depth, a controller passing `test`.
    private static func holding(_ description: String, _ test: @escaping @MainActor (any ScreenContainer) -> Bool) -> Self {
        Self(description) { tabs in
            tabs.firstIndex { tab in
                var found = false
                ScreenSearchWalk.walk(from: tab) { container in
                    found = test(container)
                    return !found
                }
                return found
            }
        }
    }

    /// The key of a controller: its own, or the one NavDSL gave it when a screen built it.
    private static func key(of container: any ScreenContainer) -> ScreenKey? {
        container.effectiveScreenKey
    }
}
