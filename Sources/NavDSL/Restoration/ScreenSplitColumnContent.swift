/// What one column of a split view holds, as a restoration record saves it.
///
/// Expanded, a column is its navigation controller (the one set, or the one the split view
/// wrapped the set controller in) or, for the compact column, the controller set. Collapsed onto
/// the primary's stack, a column is its part of that stack, which the record keeps as a stack of
/// its own, so the record is the same whichever way the split view was shown: collapsing and
/// expanding follow the window at relaunch.
@MainActor
struct ScreenSplitColumnContent {
    /// The column.
    let column: ScreenSplitColumn
    /// The container to record; for a part of a collapsed stack, that stack (it names omissions).
    let container: any ScreenModalContainer
    /// The column's part of the collapsed stack, or `nil` when ``container`` is the column's own.
    let part: [any ScreenModalContainer]?

    /// Whether the content gives a node: a part whose bottom screen does, or a container that does.
    func isRecordable(_ recordable: (any ScreenModalContainer) -> Bool) -> Bool {
        guard let part else { return recordable(container) }
        guard let bottom = part.first else { return false }
        return bottom is any ScreenTabsContainer || recordable(bottom)
    }

    /// The columns of `split` with something in them, in column order (primary, supplementary,
    /// secondary, compact); a container that shows in two columns is kept in the first only.
    static func columns(of split: any ScreenSplitContainer) -> [Self] {
        let columns = ScreenSplitColumn.allCases.filter { $0 != .compact && split.splitStyle.hasColumn($0) }
        var result: [Self] = []
        if let parts = (split as? any ScreenSplitRecordingContainer)?.collapsedSplitColumnParts,
            let stack = split.splitColumnStack(for: .primary)
        {
            for column in columns {
                guard let part = parts[column], !part.isEmpty else { continue }
                result.append(Self(column: column, container: stack, part: part))
            }
        } else {
            for column in columns {
                let content = split.splitColumnStack(for: column).map { $0 as any ScreenModalContainer }
                guard let container = content ?? split.splitColumnContainer(for: column),
                    !result.contains(where: { $0.container === container })
                else { continue }
                result.append(Self(column: column, container: container, part: nil))
            }
        }
        if let compact = split.splitColumnContainer(for: .compact), !result.contains(where: { $0.container === compact }) {
            result.append(Self(column: .compact, container: compact, part: nil))
        }
        return result
    }
}

extension ScreenSplitRecordingContainer {
    /// ``collapsedSplitColumnContents`` with its controllers as containers.
    fileprivate var collapsedSplitColumnParts: [ScreenSplitColumn: [any ScreenModalContainer]]? {
        collapsedSplitColumnContents?.mapValues { $0.map { $0 as any ScreenModalContainer } }
    }
}
