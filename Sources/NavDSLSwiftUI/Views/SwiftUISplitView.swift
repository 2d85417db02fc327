#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI

    /// A split model as a `NavigationSplitView`: its column stacks, bound to its column visibility
    /// (iOS 16) and compact column (iOS 17), reporting the horizontal size class it is drawn in.
    ///
    /// In compact width a model set for the `.compact` column replaces the split view (UIKit's
    /// compact column; SwiftUI has none of its own). Which column SwiftUI shows when it collapses on
    /// iOS 16 is SwiftUI's choice: the model follows `preferredCompactColumn` from iOS 17 only.
    struct SwiftUISplitView: View {
        let split: SwiftUISplitModel
        @StateObject private var observer: SwiftUISplitObserver
        @Environment(\.swiftUIAcknowledger) private var acknowledger
        @Environment(\.horizontalSizeClass) private var sizeClass

        init(split: SwiftUISplitModel) {
            self.split = split
            _observer = StateObject(wrappedValue: SwiftUISplitObserver(split: split))
        }

        var body: some View {
            observer.attach(to: acknowledger)
            // The branch follows this view's own size class from the first frame (binding rule 7);
            // the model hears it from onAppear/onChange, never while SwiftUI computes a body.
            let content = split.content(in: Self.sizeClass(sizeClass))
            return Group {
                if case .compact(let compact) = content {
                    SwiftUIScreenModelView(model: compact)
                } else if #available(iOS 17.0, *) {
                    columnsWithCompactColumn
                } else {
                    columns
                }
            }
            .id(content.id)
            .onAppear { split.userDidChangeSizeClass(Self.sizeClass(sizeClass)) }
            .onChange(of: sizeClass) { split.userDidChangeSizeClass(Self.sizeClass($0)) }
        }

        // The columns are handed as functions, so each of the four initializers is one line.
        @ViewBuilder private var columns: some View {
            if split.style == .tripleColumn {
                NavigationSplitView(columnVisibility: observer.visibility, sidebar: sidebar, content: middle, detail: detail)
            } else {
                NavigationSplitView(columnVisibility: observer.visibility, sidebar: sidebar, detail: detail)
            }
        }

        @available(iOS 17.0, *)
        @ViewBuilder private var columnsWithCompactColumn: some View {
            let compact = observer.compactColumn
            if split.style == .tripleColumn {
                NavigationSplitView(
                    columnVisibility: observer.visibility, preferredCompactColumn: compact, sidebar: sidebar, content: middle,
                    detail: detail)
            } else {
                NavigationSplitView(
                    columnVisibility: observer.visibility, preferredCompactColumn: compact, sidebar: sidebar, detail: detail)
            }
        }

        private func sidebar() -> some View { column(.primary) }
        private func middle() -> some View { column(.supplementary) }
        private func detail() -> some View { column(.secondary) }

        @ViewBuilder private func column(_ column: ScreenSplitColumn) -> some View {
            if let model = split.columnModel(for: column) {
                SwiftUIScreenModelView(model: model).id(model.id)
            }
        }

        private static func sizeClass(_ sizeClass: UserInterfaceSizeClass?) -> SwiftUISizeClass {
            sizeClass == .compact ? .compact : .regular
        }
    }

    /// The split's observer, with its visibility and compact-column bindings made once.
    @MainActor
    final class SwiftUISplitObserver: SwiftUIModelObserver {
        let visibility: Binding<NavigationSplitViewVisibility>
        @available(iOS 17.0, *)
        var compactColumn: Binding<NavigationSplitViewColumn> {
            (compactColumnBinding as? Binding<NavigationSplitViewColumn>) ?? .constant(.detail)
        }
        /// The iOS 17 binding, made once; `Any` because a stored property cannot be marked iOS 17 only.
        private let compactColumnBinding: Any

        init(split: SwiftUISplitModel) {
            let visibility = split.visibilityBinding()
            self.visibility = Binding(get: { Self.visibility(visibility.get()) }, set: { visibility.set(Self.visibility($0)) })
            if #available(iOS 17.0, *) {
                let column = split.compactColumnBinding()
                compactColumnBinding = Binding<NavigationSplitViewColumn>(
                    get: { Self.column(column.get()) }, set: { column.set(Self.column($0)) })
            } else {
                compactColumnBinding = ()
            }
            super.init(model: split)
        }

        static func visibility(_ visibility: SwiftUISplitVisibility) -> NavigationSplitViewVisibility {
            switch visibility {
            case .automatic: .automatic
            case .all: .all
            case .doubleColumn: .doubleColumn
            case .detailOnly: .detailOnly
            }
        }

        static func visibility(_ visibility: NavigationSplitViewVisibility) -> SwiftUISplitVisibility {
            switch visibility {
            case .all: .all
            case .doubleColumn: .doubleColumn
            case .detailOnly: .detailOnly
            default: .automatic
            }
        }

        @available(iOS 17.0, *)
        static func column(_ column: ScreenSplitColumn) -> NavigationSplitViewColumn {
            switch column {
            case .primary: .sidebar
            case .supplementary: .content
            case .secondary, .compact: .detail
            }
        }

        @available(iOS 17.0, *)
        static func column(_ column: NavigationSplitViewColumn) -> ScreenSplitColumn {
            switch column {
            case .sidebar: .primary
            case .content: .supplementary
            default: .secondary
            }
        }
    }
#endif
