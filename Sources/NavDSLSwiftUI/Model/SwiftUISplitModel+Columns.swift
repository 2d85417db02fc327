import NavDSL

/// Which columns a `NavigationSplitView` shows: SwiftUI's `NavigationSplitViewVisibility`, as a value
/// the model keeps and a restoration record can encode.
///
/// ```swift
/// SwiftUIWindowRoute().top(.split).hideColumn(.primary)   // columnVisibility == .detailOnly (two columns)
/// ```
public enum SwiftUISplitVisibility: String, Hashable, Sendable, Codable, CaseIterable {
    /// SwiftUI decides from the size and style.
    case automatic
    /// Every column.
    case all
    /// The content and detail columns of a three-column view; the sidebar and detail of a two-column one.
    case doubleColumn
    /// Only the detail column.
    case detailOnly
}

/// The horizontal size class the split view reports: compact collapses the columns into one.
///
/// ```swift
/// split.userDidChangeSizeClass(.compact)
/// ```
public enum SwiftUISizeClass: String, Hashable, Sendable, Codable {
    /// An iPhone, or a narrow iPad window: one column at a time.
    case compact
    /// A full-width iPad: columns side by side.
    case regular
}

/// How a split model takes a model into a column (wrapping it in a stack model, the documented
/// pattern of a `NavigationStack` per column) and how show and hide map onto
/// `NavigationSplitViewVisibility`, with the split view rules of the other families.
extension SwiftUISplitModel {
    func install(_ container: SwiftUIScreenModel?, in column: ScreenSplitColumn) throws {
        guard style.hasColumn(column) else {
            throw ScreenRuleViolation.splitColumnUnavailable(column, in: self, why: "a \(style) split view has no supplementary column")
        }
        guard let container else {
            detach(column)
            return
        }
        let others = ScreenSplitColumn.allCases.filter { $0 != column }
        if let other = others.first(where: {
            assigned[$0] === container || stacks[$0] === container || stacks[$0]?.children.contains(container) == true
        }) {
            throw ScreenRuleViolation.splitColumnReused(container, in: self, column: column, other: other)
        }
        if column != .compact, container is SwiftUISplitModel { throw ScreenRuleViolation.splitViewControllerInStack }
        if column == .compact || container is SwiftUIStackModel {
            if container.parent !== self, let violation = container.joiningViolation(of: self) { throw violation }
            detach(column)
            container.parent = self
            if let stack = container as? SwiftUIStackModel { stacks[column] = stack }
            assigned[column] = container
            return
        }
        let wrapper = stacks[column].flatMap { wrappers.contains(ObjectIdentifier($0)) ? $0 : nil } ?? SwiftUIStackModel()
        _ = try wrapper.replaceModels(with: [container])
        if stacks[column] !== wrapper {
            detach(column)
            wrappers.insert(ObjectIdentifier(wrapper))
            wrapper.parent = self
            stacks[column] = wrapper
        } else {
            // The column's view keeps its stack view: only the stack's own signal redraws its new root.
            wrapper.signal.send(animated: false)
        }
        assigned[column] = container
    }

    func detach(_ column: ScreenSplitColumn) {
        if let stack = stacks.removeValue(forKey: column) {
            stack.parent = nil
            wrappers.remove(ObjectIdentifier(stack))
        }
        assigned.removeValue(forKey: column)?.parent = nil
    }

    func commit(_ kind: ScreenTransition.Kind, detail: String, completion: @escaping ScreenCompletion<Void>) {
        guard let window else {
            signal.send(animated: false)
            return completion(.success(()))
        }
        window.record(kind, animation: nil, container: "\(self)", detail: detail)
        window.changed(signalling: self, animated: false, isPresentation: false, label: "\(kind.rawValue) of \(self)") {
            completion(.success(()))
        }
    }

    /// Records the user's column change; listeners hear none (binding rule 6: split views report no
    /// user change, their columns move with the size as much as with the user).
    func userChanged(_ kind: ScreenTransition.Kind, detail: String) {
        let window = window
        window?.record(kind, animation: nil, container: "\(self)", detail: "\(detail) by the user")
        signal.send(animated: true)
        window?.signal.send(animated: true)
    }

    func previousColumn(before column: ScreenSplitColumn) -> ScreenSplitColumn {
        switch column {
        case .secondary: style == .tripleColumn ? .supplementary : .primary
        default: .primary
        }
    }

    func visibility(showing column: ScreenSplitColumn, visible: Bool) -> SwiftUISplitVisibility {
        switch (column, visible) {
        case (.primary, true): return .all
        case (.supplementary, true): return columnVisibility == .all ? .all : .doubleColumn
        case (.primary, false): return style == .tripleColumn && columnVisibility != .detailOnly ? .doubleColumn : .detailOnly
        case (.supplementary, false): return .detailOnly
        default: return columnVisibility
        }
    }

    static func visibility(for mode: ScreenSplitDisplayMode) -> SwiftUISplitVisibility {
        switch mode {
        case .automatic: .automatic
        case .secondaryOnly: .detailOnly
        case .oneBesideSecondary, .oneOverSecondary: .doubleColumn
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: .all
        }
    }
}
