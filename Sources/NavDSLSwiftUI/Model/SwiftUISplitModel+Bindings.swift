import NavDSL

/// What a split view draws, as the model decides it.
///
/// One column's model while compact, the columns side by side while regular. Its ``id`` is what the view keys its content by, so a replaced compact
/// model is a new view with new state, never the old one's (binding rule 7).
package enum SwiftUISplitContent: Equatable {
    /// Compact width with a model set for the compact column: that model replaces the split view.
    case compact(SwiftUIScreenModel)
    /// The `NavigationSplitView`, its column stacks keyed by their own models.
    case columns

    /// The identity the view keys this content by: the compact model's, or none for the columns.
    package var id: ObjectIdentifier? {
        switch self {
        case .compact(let model): model.id
        case .columns: nil
        }
    }
}

/// The bindings a split model hands to `NavigationSplitView`, and the content the view draws.
extension SwiftUISplitModel {
    /// `NavigationSplitView(columnVisibility:)`'s binding (binding rule 6).
    package func visibilityBinding() -> SwiftUIModelBinding<SwiftUISplitVisibility> {
        SwiftUIModelBinding(
            get: { [weak self] in self?.visibility ?? .automatic },
            set: { [weak self] in self?.userDidChangeVisibility($0) })
    }

    /// `preferredCompactColumn`'s binding (iOS 17, binding rule 6).
    package func compactColumnBinding() -> SwiftUIModelBinding<ScreenSplitColumn> {
        SwiftUIModelBinding(
            get: { [weak self] in self?.effectiveCompactColumn ?? .secondary },
            set: { [weak self] in self?.userDidChangeCompactColumn($0) })
    }

    /// What the view draws in `sizeClass`, the size class of its own environment (binding rule 7).
    package func content(in sizeClass: SwiftUISizeClass) -> SwiftUISplitContent {
        if sizeClass == .compact, let compact = columnModel(for: .compact) { return .compact(compact) }
        return .columns
    }

    /// The column the collapsed view shows: ``compactColumn`` when it has a stack, else the column
    /// ``visibleSplitContainer`` falls back to, so the screen and the routes' visible path agree.
    var effectiveCompactColumn: ScreenSplitColumn {
        if stacks[compactColumn] != nil { return compactColumn }
        return [ScreenSplitColumn.secondary, .supplementary, .primary].first { stacks[$0] != nil } ?? .secondary
    }
}
