import NavDSL

/// A `NavigationSplitView`: sidebar, optional content and detail columns, their visibility, the
/// size class the view reports and the column shown in compact width.
///
/// ```swift
/// SwiftUIWindowRoute().setRoot(to: folders.withSplitContainer(secondary: inbox))
/// SwiftUIWindowRoute().top(.split).showDetail(message)
/// split.userDidChangeSizeClass(.compact)   // the view went narrow: one column, the detail
/// ```
/// Every column but the compact one is a stack model (a model set for a column is wrapped in one),
/// the documented SwiftUI pattern of a `NavigationStack` per column. The columns stay apart while
/// compact: the view shows ``compactColumn`` (`preferredCompactColumn`, iOS 17; iOS 16 shows what
/// SwiftUI decides), and the search's visible path follows it.
///
/// - Note: Refused with `ScreenRuleViolation`, changing nothing: a column the style lacks, the
///   compact column given to show/hide, a model set for a second column, a split in a column.
public final class SwiftUISplitModel: SwiftUIScreenModel, ScreenSplitContainer {
    /// Two or three columns, fixed at creation.
    ///
    /// ```swift
    /// folders.withSplitContainer(supplementary: inbox, secondary: message)   // .tripleColumn
    /// ```
    public let style: ScreenSplitStyle
    /// Which columns show while regular: what `NavigationSplitView(columnVisibility:)` binds to.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.split).showColumn(.primary)   // .all
    /// ```
    /// - Note: The views write the user's changes back with ``userDidChangeVisibility(_:)``.
    public internal(set) var columnVisibility: SwiftUISplitVisibility {
        get {
            observationAccess()
            return visibility
        }
        set { visibility = newValue }
    }
    /// ``columnVisibility`` without registering the read with Observation (the scene's own views).
    private(set) var visibility = SwiftUISplitVisibility.automatic
    /// The size class the view last reported; until it reports, the scene's (the window's), else `.regular`.
    ///
    /// ```swift
    /// split.userDidChangeSizeClass(.compact)   // isSplitCollapsed == true
    /// ```
    /// - Note: Compact shows ``compactColumn``; the columns keep their own stacks.
    public var horizontalSizeClass: SwiftUISizeClass { reportedSizeClass ?? window?.horizontalSizeClass ?? .regular }
    /// What this split's own view reported; until then it follows the scene's report.
    private var reportedSizeClass: SwiftUISizeClass?
    /// The column shown while compact (`preferredCompactColumn`, iOS 17).
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.split).hideColumn(.secondary)   // while compact: .primary
    /// ```
    /// - Note: `.secondary` (the detail) until a route or the user picks another; iOS 16 shows what
    ///   SwiftUI decides, which the model can't know.
    public internal(set) var compactColumn = ScreenSplitColumn.secondary

    var assigned: [ScreenSplitColumn: SwiftUIScreenModel] = [:]
    var stacks: [ScreenSplitColumn: SwiftUIStackModel] = [:]
    var wrappers: Set<ObjectIdentifier> = []

    /// An empty split model with `style`.
    ///
    /// ```swift
    /// let split = SwiftUISplitModel(style: .tripleColumn)
    /// ```
    /// - Note: Never fails.
    public init(style: ScreenSplitStyle) {
        self.style = style
        super.init(screenKey: nil)
    }

    /// What the view renders in `column`: the column's stack model, or the compact column's model.
    ///
    /// ```swift
    /// split.columnModel(for: .secondary)   // the detail's stack
    /// ```
    public func columnModel(for column: ScreenSplitColumn) -> SwiftUIScreenModel? {
        column == .compact ? assigned[.compact] : stacks[column]
    }

    /// The column stacks, then the compact column's model.
    override public var children: [SwiftUIScreenModel] {
        [stacks[.primary], stacks[.supplementary], stacks[.secondary], assigned[.compact]].compactMap { $0 }
    }

    /// ``visibleSplitContainer``.
    override public var visibleNestedContainer: (any ScreenContainer)? { visibleSplitContainer }

    override func showsChild(_ child: SwiftUIScreenModel) -> Bool {
        if isSplitCollapsed { return child === visibleSplitContainer }
        return visibleColumns.contains { stacks[$0] === child }
    }

    private var visibleColumns: [ScreenSplitColumn] {
        switch columnVisibility {
        case .automatic, .all: style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        case .doubleColumn: style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .detailOnly: [.secondary]
        }
    }

    // MARK: - ScreenSplitContainer

    /// ``style``.
    public var splitStyle: ScreenSplitStyle { style }
    /// Whether the view reported compact width.
    public var isSplitCollapsed: Bool { horizontalSizeClass == .compact }
    /// The model set for `column`, not the stack it was wrapped in.
    public func splitColumnContainer(for column: ScreenSplitColumn) -> SwiftUIScreenModel? { assigned[column] }
    /// The column's stack model; the compact column's model when it is a stack.
    public func splitColumnStack(for column: ScreenSplitColumn) -> SwiftUIStackModel? {
        column == .compact ? assigned[.compact] as? SwiftUIStackModel : stacks[column]
    }
    /// The detail's stack while regular; while compact, the compact column's model or the stack of ``compactColumn``.
    public var visibleSplitContainer: SwiftUIScreenModel? {
        if isSplitCollapsed, let compact = assigned[.compact] ?? stacks[compactColumn] { return compact }
        return stacks[.secondary] ?? stacks[.supplementary] ?? stacks[.primary]
    }
    /// The display mode ``columnVisibility`` stands for.
    public var splitDisplayMode: ScreenSplitDisplayMode {
        switch columnVisibility {
        case .automatic: .automatic
        case .all: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .doubleColumn: .oneBesideSecondary
        case .detailOnly: .secondaryOnly
        }
    }

    /// Puts `container` into `column` (wrapped in a stack model unless it is one); `nil` empties it.
    public func setSplitColumn(_ column: ScreenSplitColumn, to container: SwiftUIScreenModel?, completion: @escaping ScreenCompletion<Void>)
    {
        do {
            try install(container, in: column)
        } catch {
            return completion(.failure(error))
        }
        commit(.column, detail: "\(column): \(container.map(\.description) ?? "nil")", completion: completion)
    }

    /// Sets ``columnVisibility`` to what `mode` stands for.
    public func setSplitDisplayMode(_ mode: ScreenSplitDisplayMode, completion: @escaping ScreenCompletion<Void>) {
        columnVisibility = Self.visibility(for: mode)
        commit(.displayMode, detail: columnVisibility.rawValue, completion: completion)
    }

    /// Shows or hides `column`: while regular through ``columnVisibility``, while compact by
    /// making it (or the column before it) the ``compactColumn``.
    public func setSplitColumn(_ column: ScreenSplitColumn, visible: Bool, completion: @escaping ScreenCompletion<Void>) {
        guard column != .compact, style.hasColumn(column) else {
            let why =
                column == .compact
                ? "the compact column is shown by the size class, not shown or hidden" : "a \(style) split view has no supplementary column"
            return completion(.failure(ScreenRuleViolation.splitColumnUnavailable(column, in: self, why: why)))
        }
        if isSplitCollapsed {
            compactColumn = visible ? column : previousColumn(before: column)
            return commit(.displayMode, detail: "compact \(compactColumn)", completion: completion)
        }
        columnVisibility = visibility(showing: column, visible: visible)
        commit(.displayMode, detail: columnVisibility.rawValue, completion: completion)
    }

    /// Shows `container` as the detail: the secondary column's stack becomes `[container]`, and
    /// the compact view shows the detail.
    public func showSplitDetail(_ container: SwiftUIScreenModel, completion: @escaping ScreenCompletion<Void>) {
        do {
            try install(container, in: .secondary)
        } catch {
            return completion(.failure(error))
        }
        compactColumn = .secondary
        commit(.column, detail: "secondary: \(container)", completion: completion)
    }

    // MARK: - What the view writes back

    /// The user showed or hid columns (the sidebar button, a swipe): what the visibility binding calls.
    ///
    /// ```swift
    /// split.userDidChangeVisibility(.detailOnly)
    /// ```
    /// - Returns: `true`; the model changes at once and the window's `transitions` record it.
    ///   Navigators report no `.userChange` for a split view (binding rule 6), as on the other families.
    @discardableResult
    public func userDidChangeVisibility(_ visibility: SwiftUISplitVisibility) -> Bool {
        guard visibility != columnVisibility else { return true }
        columnVisibility = visibility
        userChanged(.displayMode, detail: visibility.rawValue)
        return true
    }

    /// The view reported its horizontal size class.
    ///
    /// Compact shows one column, regular the columns side by side. Not a navigation, so navigators report nothing; the log records a
    /// `.collapse` or `.expand`.
    ///
    /// ```swift
    /// split.userDidChangeSizeClass(.compact)
    /// ```
    /// - Returns: `true`; changes nothing when the size class is the same.
    @discardableResult
    public func userDidChangeSizeClass(_ sizeClass: SwiftUISizeClass) -> Bool {
        let old = horizontalSizeClass
        reportedSizeClass = sizeClass
        guard sizeClass != old else { return true }
        window?.record(sizeClass == .compact ? .collapse : .expand, animation: nil, container: "\(self)")
        signal.send(animated: false)
        window?.signal.send(animated: false)
        return true
    }

    /// The user went back to another column while compact (`preferredCompactColumn`, iOS 17).
    ///
    /// ```swift
    /// split.userDidChangeCompactColumn(.primary)   // back from the detail to the sidebar
    /// ```
    /// - Returns: `false`, changing nothing, for the compact column or a column the style lacks;
    ///   else `true`, recorded in the window's `transitions`, with no `.userChange` (binding rule 6).
    @discardableResult
    public func userDidChangeCompactColumn(_ column: ScreenSplitColumn) -> Bool {
        guard column != .compact, style.hasColumn(column) else { return false }
        guard column != compactColumn else { return true }
        compactColumn = column
        userChanged(.displayMode, detail: "compact \(column)")
        return true
    }
}

/// Tells a restoration record the display mode asked for; the columns never merge, so a record
/// reads each column's own stack.
extension SwiftUISplitModel: ScreenSplitRecordingContainer {
    /// ``splitDisplayMode``.
    package var preferredSplitDisplayMode: ScreenSplitDisplayMode { splitDisplayMode }
    /// `nil`: the columns stay apart while compact.
    package var collapsedSplitColumnContents: [ScreenSplitColumn: [SwiftUIScreenModel]]? { nil }
}
