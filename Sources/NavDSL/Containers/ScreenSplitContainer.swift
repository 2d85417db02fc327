// The split view kind (`UISplitViewController` with the column API of iOS 14+,
// `HeadlessSplitViewController`), its column vocabulary, and the platform family that has one.

/// A column of a split view, as `UISplitViewController.Column`.
public enum ScreenSplitColumn: String, Hashable, Sendable, CaseIterable {
    /// The leading column: a sidebar or a list of folders.
    case primary
    /// The middle column of a triple-column split view: a list of items.
    case supplementary
    /// The detail column.
    case secondary
    /// The controller shown instead of the other columns while the split view is collapsed.
    case compact
}

/// How many columns a split view lays out, as `UISplitViewController.Style`.
public enum ScreenSplitStyle: String, Hashable, Sendable {
    /// Primary and secondary columns.
    case doubleColumn
    /// Primary, supplementary and secondary columns.
    case tripleColumn

    /// Whether the style has `column` (the supplementary column needs three columns).
    public func hasColumn(_ column: ScreenSplitColumn) -> Bool {
        column != .supplementary || self == .tripleColumn
    }
}

/// Which columns an expanded split view shows, as `UISplitViewController.DisplayMode`.
public enum ScreenSplitDisplayMode: String, Hashable, Sendable {
    /// The split view decides from its size and style.
    case automatic
    /// Only the secondary column.
    case secondaryOnly
    /// One column (primary; supplementary in a triple-column split view) beside the secondary.
    case oneBesideSecondary
    /// One column over the secondary.
    case oneOverSecondary
    /// Primary and supplementary beside the secondary (triple column only).
    case twoBesideSecondary
    /// Primary and supplementary over the secondary (triple column only).
    case twoOverSecondary
    /// Primary and supplementary pushing the secondary aside (triple column only).
    case twoDisplaceSecondary
}

/// How an expanded split view places columns beside the secondary, as
/// `UISplitViewController.SplitBehavior`.
public enum ScreenSplitBehavior: String, Hashable, Sendable {
    /// The split view decides (tiles on a full-screen iPad).
    case automatic
    /// Columns side by side.
    case tile
    /// Columns over the secondary.
    case overlay
    /// Columns push the secondary aside.
    case displace
}

/// A split view (`UISplitViewController`, `HeadlessSplitViewController`): columns side by side in
/// regular width, one stack or the compact column in compact width.
///
/// Every column but the compact one shows a navigation controller: the one set for it, or the one
/// the split view wrapped the set controller in. Article <doc:SplitViewsOnIPad> lists the rules.
@MainActor
public protocol ScreenSplitContainer: ScreenModalContainer {
    /// The number of columns.
    var splitStyle: ScreenSplitStyle { get }

    /// Whether the split view is collapsed into one column (compact width).
    var isSplitCollapsed: Bool { get }

    /// The controller set for `column` (`viewController(for:)`), or `nil`.
    func splitColumnContainer(for column: ScreenSplitColumn) -> Platform.Modal?

    /// The navigation controller that holds `column`'s controllers now: the column's own while
    /// expanded; the primary one (every column's stack collapsed onto it) while collapsed; for
    /// the compact column, its controller when that is a navigation controller.
    func splitColumnStack(for column: ScreenSplitColumn) -> Platform.Stack?

    /// The column container the user works in: the secondary column's while expanded, the
    /// collapsed stack or the compact column while collapsed. The search's visible path goes
    /// through it.
    var visibleSplitContainer: Platform.Modal? { get }

    /// Puts `container` into `column` in place of what the column showed (its whole stack).
    ///
    /// Fails with ``ScreenRuleViolation`` for a column the style lacks, a controller already in
    /// another column, a split view inside a column's navigation controller; nothing changes then.
    /// `nil` empties the column.
    func setSplitColumn(_ column: ScreenSplitColumn, to container: Platform.Modal?, completion: @escaping ScreenCompletion<Void>)

    /// The columns shown while expanded (`displayMode`).
    var splitDisplayMode: ScreenSplitDisplayMode { get }

    /// Asks for `mode` (`preferredDisplayMode`); undo of a shown or hidden column uses it.
    func setSplitDisplayMode(_ mode: ScreenSplitDisplayMode, completion: @escaping ScreenCompletion<Void>)

    /// Shows or hides `column` with UIKit's `show(_:)` / `hide(_:)` rules.
    func setSplitColumn(_ column: ScreenSplitColumn, visible: Bool, completion: @escaping ScreenCompletion<Void>)

    /// Shows `container` as the detail, as `showDetailViewController(_:sender:)` does: the
    /// secondary column while expanded, pushed onto the visible stack while collapsed.
    func showSplitDetail(_ container: Platform.Modal, completion: @escaping ScreenCompletion<Void>)
}

extension ScreenSplitContainer {
    /// The column whose container (its controller as set, or its navigation controller) is
    /// `child`, or `nil`.
    package func splitColumn(holding child: any ScreenContainer) -> ScreenSplitColumn? {
        ScreenSplitColumn.allCases.first { column in
            guard splitStyle.hasColumn(column) else { return false }
            return splitColumnContainer(for: column) === child || splitColumnStack(for: column) === child
        }
    }
}

/// A split view that tells a restoration record what ``ScreenSplitContainer`` does not.
///
/// The display mode asked for (`preferredDisplayMode`, where ``ScreenSplitContainer/splitDisplayMode``
/// is the mode shown), and while collapsed, which controllers of the collapsed stack belong to
/// which column. Package-only, like the record's nodes; a split view without it is saved with an
/// `automatic` display mode and, while collapsed, its collapsed stack as the primary column.
@MainActor
package protocol ScreenSplitRecordingContainer: ScreenSplitContainer {
    /// The display mode asked for.
    var preferredSplitDisplayMode: ScreenSplitDisplayMode { get }

    /// While the columns are collapsed onto the primary's stack, what expanding would put in the
    /// primary, supplementary and secondary columns; `nil` otherwise.
    var collapsedSplitColumnContents: [ScreenSplitColumn: [Platform.Modal]]? { get }
}

/// A platform that has a split view class: `HeadlessPlatform` and `UIKitPlatform`.
///
/// A refinement rather than a fifth requirement of ``ScreenPlatform``, so a custom platform
/// without a split view keeps compiling; `.split`, `withSplitContainer(secondary:)` and the split
/// verbs are there for every platform that has one.
public protocol ScreenSplitPlatform: ScreenPlatform {
    /// The split view class.
    associatedtype Split: ScreenSplitContainer where Split.Platform == Self

    /// Makes an empty split view with `style`.
    @MainActor static func makeSplitContainer(style: ScreenSplitStyle) -> Split
}
