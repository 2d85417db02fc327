/// How a restore checks and rebuilds a record's split view nodes.
///
/// The split view is made by the window's platform (``ScreenSplitPlatform/makeSplitContainer(style:)``)
/// and each column filled with ``ScreenSplitContainer/setSplitColumn(_:to:completion:)``, the
/// call the split verbs make, so the headless and UIKit split views come back the same way. A
/// platform without a split view drops the node (``ScreenRestorationDrop/Reason/splitViewUnavailable``).
@MainActor
enum ScreenSplitRestoration<Platform: ScreenPlatform> {
    typealias Node = ScreenRestorationRecord.Node

    /// The tree rule a split view node breaks, or `nil`.
    static func problem(with node: Node) -> String? {
        guard node.screen == nil, node.state == nil else { return "a split names no screen type" }
        guard let name = node.splitStyle, ScreenSplitStyle(rawValue: name) != nil else {
            return "a split view needs its style, doubleColumn or tripleColumn (found '\(node.splitStyle ?? "nothing")')"
        }
        if let mode = node.splitDisplayMode, ScreenSplitDisplayMode(rawValue: mode) == nil {
            return "unknown split display mode '\(mode)'"
        }
        return nil
    }

    /// The tree rule a child `node` of `parent` breaks about columns, or `nil`.
    ///
    /// A split view's children each name a column of its style, once; no other node names one.
    /// `filled` holds the columns the earlier children named (a set, so a wide parent costs the
    /// same per child).
    static func problem(with node: Node, in parent: Node, filled: Set<String>) -> String? {
        guard parent.kind == .split else { return node.column == nil ? nil : "only a split view's child names a column" }
        guard let name = node.column, let column = ScreenSplitColumn(rawValue: name) else {
            return "a split view's child names its column (found '\(node.column ?? "nothing")')"
        }
        guard let style = parent.splitStyle.flatMap(ScreenSplitStyle.init(rawValue:)), style.hasColumn(column) else {
            return "a \(parent.splitStyle ?? "styleless") split view has no \(name) column"
        }
        guard !filled.contains(name) else { return "the \(name) column is filled twice" }
        guard column == .compact || node.kind != .split else { return "a split view cannot show a split view in its \(name) column" }
        return nil
    }

    /// A split view with `node`'s style and display mode and `columns` filled, or `nil` when the
    /// platform has no split view; fails with the split view's refusal of a column.
    static func make(_ node: Node, columns: [(column: ScreenSplitColumn?, container: Platform.Modal)]) throws -> Platform.Modal? {
        guard let platform = Platform.self as? any ScreenSplitPlatform.Type,
            let style = node.splitStyle.flatMap(ScreenSplitStyle.init(rawValue:))
        else { return nil }
        let mode = node.splitDisplayMode.flatMap(ScreenSplitDisplayMode.init(rawValue:))
        return try fill(platform, style: style, mode: mode, columns: columns)
    }

    private static func fill<SplitPlatform: ScreenSplitPlatform>(
        _: SplitPlatform.Type, style: ScreenSplitStyle, mode: ScreenSplitDisplayMode?,
        columns: [(column: ScreenSplitColumn?, container: Platform.Modal)]
    ) throws -> Platform.Modal? {
        let split = SplitPlatform.makeSplitContainer(style: style)
        if let mode { split.setSplitDisplayMode(mode) { _ in } }
        let refusal = ScreenSplitColumnRefusal()
        for (column, container) in columns {
            guard let column, let container = container as? SplitPlatform.Modal else { continue }
            split.setSplitColumn(column, to: container) { result in
                if case .failure(let error) = result { refusal.error = error }
            }
            if let error = refusal.error { throw error }
        }
        return split.modalContainer as? Platform.Modal
    }
}

/// Where a column's refusal lands: the split views complete at once, before the next column.
@MainActor
private final class ScreenSplitColumnRefusal {
    var error: (any Error)?
}
