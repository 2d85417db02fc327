import Foundation

extension ScreenNavigator {
    /// Saves the window's tree as a ``ScreenRestorationRecord``: the root, each stack's screens
    /// bottom to top, each tab bar's tabs and selected tab, each split view's style, display mode
    /// asked for and columns, and the presentations with their styles.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///     try? navigator.restorationRecord().userActivity(activityType: "com.example.navigation")
    /// }
    /// ```
    /// A screen that is not a ``RestorableScreen`` (or whose state is `nil` now) cuts the record:
    /// a stack keeps the screens below it, a tab bar leaves out that tab, a split view that column,
    /// and nothing above or presented from it is saved. Popovers are left out too: their anchor is
    /// a view, which does not survive a relaunch. Whether a split view is collapsed is not saved:
    /// it follows the window's size at relaunch. ``ScreenRestorationRecord/omissions`` lists each cut.
    /// - Note: Never fails: an empty window gives an empty record; reads the tree without changing it.
    public func restorationRecord() -> ScreenRestorationRecord {
        guard let window else {
            return ScreenRestorationRecord(omissions: [.init(container: "window", reason: "the navigator has no window")])
        }
        var recorder = ScreenRestorationRecorder(encoder: ScreenRestorationRecord.encoder())
        return recorder.record(window)
    }
}

/// Walks a tree once, with an explicit list of pending containers (no recursion), writing each
/// container after its parent.
@MainActor
struct ScreenRestorationRecorder {
    let encoder: JSONEncoder
    /// Starts at format version 1; a split view raises it to ``ScreenRestorationRecord/splitVersion``.
    private var record = ScreenRestorationRecord(version: 1)

    init(encoder: JSONEncoder) {
        self.encoder = encoder
    }

    private struct Pending {
        let container: any ScreenModalContainer
        let parent: Int?
        let relation: ScreenRestorationRecord.Node.Relation?
        var column: ScreenSplitColumn?
        /// The screens of a column's part of a collapsed stack, recorded as a stack of their own
        /// (`container` is then the collapsed stack, which names omissions).
        var part: [any ScreenModalContainer]?
    }

    mutating func record(_ window: some ScreenWindowContainer) -> ScreenRestorationRecord {
        guard let root = window.rootContainer else { return record }
        guard isRecordable(root) else {
            omit(root, "the window's root is not a RestorableScreen, so nothing is saved")
            return record
        }
        var pending = [Pending(container: root, parent: nil, relation: nil)]
        while let next = pending.popLast() {
            let index = record.nodes.count
            var node = ScreenRestorationRecord.Node(
                kind: .screen, parent: next.parent, relation: next.relation, column: next.column?.rawValue)
            var children: [any ScreenModalContainer] = []
            var columns: [(column: ScreenSplitColumn, part: [any ScreenModalContainer]?)] = []
            if let part = next.part {
                node.kind = .stack
                children = keptPrefix(of: part)
            } else if let split = next.container as? any ScreenSplitContainer {
                node.kind = .split
                node.splitStyle = split.splitStyle.rawValue
                let mode = (split as? any ScreenSplitRecordingContainer)?.preferredSplitDisplayMode ?? .automatic
                node.splitDisplayMode = mode == .automatic ? nil : mode.rawValue
                for column in ScreenSplitColumnContent.columns(of: split) {
                    guard column.isRecordable({ isRecordable($0) }) else {
                        omit(column.container, "the \(column.column.rawValue) column's content is not a RestorableScreen")
                        continue
                    }
                    children.append(column.container)
                    columns.append((column.column, column.part))
                }
                node.key = key(of: split)
                record.version = max(record.version, ScreenRestorationRecord.splitVersion)
            } else if let stack = next.container as? any ScreenStackContainer {
                node.kind = .stack
                children = keptPrefix(of: stack.stackContainers.map { $0 as any ScreenModalContainer })
                node.key = key(of: stack)
                node.containerClass = Self.appClassName(of: stack)
            } else if let tabs = next.container as? any ScreenTabsContainer {
                node.kind = .tabs
                let selected = tabs.selectedTabContainer
                for tab in tabs.tabContainers {
                    guard isRecordable(tab) else {
                        omit(tab, "the tab is not a RestorableScreen")
                        continue
                    }
                    if tab === selected { node.selectedTab = children.count }
                    children.append(tab)
                }
                node.key = key(of: tabs)
            } else if let entry = next.container.restorableScreen?.restorationEntry(encoder: encoder) {
                node.screen = entry.type
                node.state = entry.state
            }
            if next.relation == .presented { node.presentation = presentation(of: next.container) }
            record.nodes.append(node)
            if next.part == nil, let presented = next.container.ownPresentedContainer {
                if !isRecordable(presented) {
                    omit(presented, "it is not a RestorableScreen; nothing presented from it is saved either")
                } else if (presented as? any ScreenModalStyleReadingContainer)?.screenModalPresentationStyle == .popover {
                    omit(presented, "a popover's anchor is a view, which does not survive a relaunch")
                } else {
                    pending.append(Pending(container: presented, parent: index, relation: .presented))
                }
            }
            for (position, child) in children.enumerated().reversed() {
                let column = columns.indices.contains(position) ? columns[position] : nil
                pending.append(Pending(container: child, parent: index, relation: .child, column: column?.column, part: column?.part))
            }
        }
        return record
    }

    /// The type name of a stack whose class is not its family's own (an app's subclass), so a
    /// restore can rebuild that class.
    private static func appClassName<Stack: ScreenStackContainer>(of stack: Stack) -> String? {
        ObjectIdentifier(type(of: stack)) == ObjectIdentifier(Stack.Platform.Stack.self) ? nil : String(describing: type(of: stack))
    }

    /// The screens of a stack below the first one that cannot be recorded.
    private mutating func keptPrefix(of stack: [any ScreenModalContainer]) -> [any ScreenModalContainer] {
        guard let cut = stack.firstIndex(where: { !isRecordable($0) }) else { return stack }
        omit(stack[cut], "it is not a RestorableScreen; the \(stack.count - cut - 1) screen(s) above it are left out too")
        return Array(stack[..<cut])
    }

    /// Whether `container` gives a node.
    ///
    /// A stack whose bottom screen does, a tab bar, a split view, or a restorable screen's
    /// controller; looks one level down at most.
    private func isRecordable(_ container: any ScreenModalContainer) -> Bool {
        if let stack = container as? any ScreenStackContainer {
            guard let bottom = stack.stackContainers.first else { return true }
            return bottom is any ScreenTabsContainer || Self.screenHasState(bottom)
        }
        if container is any ScreenTabsContainer || container is any ScreenSplitContainer { return true }
        return Self.screenHasState(container)
    }

    private static func screenHasState(_ container: any ScreenModalContainer) -> Bool {
        guard let screen = container.restorableScreen else { return false }
        return screen.hasRestorationState
    }

    private func key(of container: any ScreenModalContainer) -> ScreenRestorationRecord.Key? {
        guard let key = container.effectiveScreenKey, let traits = ScreenRestorationTrait.traits(of: key.traits) else { return nil }
        return ScreenRestorationRecord.Key(name: key.name, traits: traits)
    }

    private func presentation(of container: any ScreenModalContainer) -> ScreenRestorationRecord.Presentation {
        let styled = container as? any ScreenModalStyleReadingContainer
        let transition = styled?.screenModalTransitionStyle ?? .coverVertical
        let sheet = (container as? any ScreenSheetContainer)?.screenSheet.flatMap(ScreenRestorationRecord.Sheet.saving)
        return ScreenRestorationRecord.Presentation(
            style: (styled?.screenModalPresentationStyle ?? .automatic).rawValue,
            transition: transition == .coverVertical ? nil : transition.rawValue, sheet: sheet)
    }

    private mutating func omit(_ container: any ScreenModalContainer, _ reason: String) {
        record.omissions.append(
            .init(container: "\(container.effectiveScreenKey?.description ?? String(describing: type(of: container)))", reason: reason))
    }
}

extension RestorableScreen {
    var hasRestorationState: Bool { screenRestorationState != nil }
}

extension ScreenRestorationRecord.Sheet {
    /// The settings of `sheet` worth saving: `nil` when they are UIKit's defaults.
    static func saving(_ sheet: ScreenSheet) -> Self? {
        let saved = Self(sheet)
        return saved == Self(ScreenSheet()) ? nil : saved
    }

    /// The settings of `sheet`; its `shouldDismiss` closure is code and is not kept.
    ///
    /// ```swift
    /// let saved = ScreenRestorationRecord.Sheet(ScreenSheet(detents: [.medium, .large]))
    /// ```
    /// - Note: Never fails; ``screenSheet`` gives the settings back.
    package init(_ sheet: ScreenSheet) {
        var heights: [String: Double] = [:]
        for detent in sheet.detents {
            if let height = detent.height { heights[detent.identifier.rawValue] = height }
        }
        self.init(
            detents: sheet.detents.map(\.identifier.rawValue), heights: heights.isEmpty ? nil : heights,
            selectedDetent: sheet.selectedDetent?.rawValue, prefersGrabberVisible: sheet.prefersGrabberVisible,
            preferredCornerRadius: sheet.preferredCornerRadius, largestUndimmedDetent: sheet.largestUndimmedDetent?.rawValue,
            prefersScrollingExpandsWhenScrolledToEdge: sheet.prefersScrollingExpandsWhenScrolledToEdge,
            isModalInPresentation: sheet.isModalInPresentation)
    }

    /// The saved settings as a ``ScreenSheet`` to apply to a rebuilt controller.
    package var screenSheet: ScreenSheet {
        ScreenSheet(
            detents: detents.map { ScreenSheetDetent(identifier: .init(rawValue: $0), height: heights?[$0]) },
            selectedDetent: selectedDetent.map(ScreenSheetDetent.Identifier.init(rawValue:)), prefersGrabberVisible: prefersGrabberVisible,
            preferredCornerRadius: preferredCornerRadius,
            largestUndimmedDetent: largestUndimmedDetent.map(ScreenSheetDetent.Identifier.init(rawValue:)),
            prefersScrollingExpandsWhenScrolledToEdge: prefersScrollingExpandsWhenScrolledToEdge,
            isModalInPresentation: isModalInPresentation)
    }
}
