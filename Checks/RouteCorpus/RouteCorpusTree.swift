import NavDSL

/// The tree as text the platforms can agree on: each container's kind and key, its children, then
/// what it presents, built only through the container protocols.
///
/// ```swift
/// RouteCorpusTree.describe(window)   // ["window key", "  tabs Tabs selected 0", "    stack", ...]
/// ```
/// Class names never appear, so a headless tree, a UIKit tree and a SwiftUI model tree compare
/// equal when they have the same shape. Never fails; walks with an explicit list, no recursion.
@MainActor
public enum RouteCorpusTree {
    /// The lines of the tree under `root`, depth first, indented two spaces per level.
    public static func describe(_ root: (any ScreenContainer)?) -> [String] {
        var lines: [String] = []
        var pending: [(container: any ScreenContainer, depth: Int, isPresented: Bool)] = root.map { [($0, 0, false)] } ?? []
        while let (container, depth, isPresented) = pending.popLast() {
            lines.append(String(repeating: "  ", count: depth) + (isPresented ? "presents " : "") + line(for: container))
            var next: [(container: any ScreenContainer, depth: Int, isPresented: Bool)] = []
            next += children(of: container).map { ($0, depth + 1, false) }
            if let presented = container.directlyPresentedContainer { next.append((presented, depth + 1, true)) }
            pending += next.reversed()
        }
        return lines
    }

    /// A container's children in their own order: a tab bar's tabs as the user sees them (the
    /// search walks the selected one last), anything else's nested containers.
    ///
    /// A collapsed split view shows one stack: its columns' controllers in column order, whichever
    /// way the family keeps them (UIKit pushes the other columns' navigation controllers onto the
    /// primary's, the headless model moves their controllers there; a SwiftUI split model keeps
    /// each column's path and lets `NavigationSplitView` stack them). What the user sees is what
    /// is compared, so a stack inside the collapsed stack counts as its controllers.
    static func children(of container: any ScreenContainer) -> [any ScreenContainer] {
        if let tabs = container as? any ScreenTabsContainer { return tabContainers(of: tabs) }
        let nested = (container as? any ScreenIterableContainer)?.nestedContainers ?? []
        guard let split = container as? any ScreenSplitContainer, split.isSplitCollapsed else { return nested }
        return unstacked(nested).flatMap { unstacked([$0]) }
    }

    /// `containers`, each stack replaced by its children.
    private static func unstacked(_ containers: [any ScreenContainer]) -> [any ScreenContainer] {
        containers.flatMap { container in
            container is any ScreenStackContainer ? (container as? any ScreenIterableContainer)?.nestedContainers ?? [] : [container]
        }
    }

    private static func tabContainers(of tabs: some ScreenTabsContainer) -> [any ScreenContainer] {
        tabs.tabContainers
    }

    /// One container: its kind, its key, and what a user sees of its state (a window's key
    /// status, a tab bar's selection, a split view's collapse).
    static func line(for container: any ScreenContainer) -> String {
        var words: [String]
        switch container {
        case let window as any ScreenWindowContainer: words = ["window"] + (window.isKeyWindow ? ["key"] : [])
        case let tabs as any ScreenTabsContainer: words = ["tabs", selection(of: tabs)]
        case let split as any ScreenSplitContainer: words = ["split"] + (split.isSplitCollapsed ? ["collapsed"] : [])
        case is any ScreenStackContainer: words = ["stack"]
        default: words = ["screen"]
        }
        if let key = container.effectiveScreenKey { words.append("\(key)") }
        return words.joined(separator: " ")
    }

    private static func selection(of tabs: some ScreenTabsContainer) -> String {
        let index = tabs.tabContainers.firstIndex { $0 === tabs.selectedTabContainer }
        return "selected \(index.map(String.init) ?? "none")"
    }
}
