/// Which tab `selectTab(with:)` selects: by index, or the first tab that is (or holds) a keyed
/// controller.
///
/// ```swift
/// .selectTab(with: .index(1))
/// .selectTab(with: .container(of: chats))      // the tab holding the Chats controller
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

    /// The first tab that is, or contains, a controller with this key.
    public static func container(key: ScreenKey) -> Self {
        holding(".container(key: \(key))") { $0 == key }
    }

    /// The first tab that is, or contains, a controller with this name.
    public static func container(name: String) -> Self {
        holding(".container(name: \(name))") { $0.name == name }
    }

    /// The first tab that is, or contains, the controller built by `screen`.
    public static func container<S: Screen>(of screen: S) -> Self {
        let key = screen.key
        return holding(".container(of: \(key))") { $0 == key }
    }

    /// The tab that is, or contains, this very controller.
    ///
    /// ```swift
    /// .selectTab(with: .container(chatsStack))
    /// ```
    /// Holds the controller weakly; a released one matches no tab.
    public static func container<Container: ScreenContainer>(_ container: Container) -> Self {
        let reference = ScreenWeakReference(container)
        return Self(".container(\(container))") { tabs in
            guard let target = reference.value else { return nil }
            return tabs.firstIndex { tab in
                var found = false
                DefaultScreenIterator.walk(from: tab) { container in
                    found = container === target
                    return !found
                }
                return found
            }
        }
    }

    private static func holding(_ description: String, _ test: @escaping @MainActor (ScreenKey) -> Bool) -> Self {
        Self(description) { tabs in
            tabs.firstIndex { tab in
                var found = false
                DefaultScreenIterator.walk(from: tab) { container in
                    found = container.effectiveScreenKey.map(test) ?? false
                    return !found
                }
                return found
            }
        }
    }
}
