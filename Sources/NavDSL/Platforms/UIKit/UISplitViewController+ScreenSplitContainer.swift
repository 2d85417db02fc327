#if canImport(UIKit)
    import UIKit

    extension UISplitViewController: ScreenSplitContainer {
        /// `style`; a classic (`.unspecified`) split view counts as double-column.
        public var splitStyle: ScreenSplitStyle { style == .tripleColumn ? .tripleColumn : .doubleColumn }

        /// `isCollapsed`.
        public var isSplitCollapsed: Bool { isCollapsed }

        /// `viewController(for:)`.
        public func splitColumnContainer(for column: ScreenSplitColumn) -> UIViewController? {
            viewController(for: Column(column))
        }

        /// The column's navigation controller (the one set, or the one UIKit wrapped the set
        /// controller in); while collapsed without a compact column, the primary's, which holds
        /// the collapsed columns.
        public func splitColumnStack(for column: ScreenSplitColumn) -> UINavigationController? {
            if column == .compact { return viewController(for: .compact) as? UINavigationController }
            let lookup: ScreenSplitColumn = isCollapsed && viewController(for: .compact) == nil ? .primary : column
            let controller = viewController(for: Column(lookup))
            return controller as? UINavigationController ?? controller?.navigationController
        }

        /// The secondary column's stack while expanded; while collapsed, the compact column, else
        /// the primary's stack, which holds the collapsed columns (what `viewControllers` reports
        /// then is undocumented; a classic split view, without column APIs, still answers with it).
        public var visibleSplitContainer: UIViewController? {
            if isCollapsed {
                guard style != .unspecified else { return viewControllers.first }
                return viewController(for: .compact) ?? splitColumnStack(for: .primary) ?? viewController(for: .primary)
            }
            return splitColumnStack(for: .secondary) ?? viewController(for: .secondary)
        }

        /// Calls `setViewController(_:for:)`, emptying the secondary column first (Apple's advice), so
        /// a second detail replaces the first instead of being pushed onto it.
        ///
        /// What UIKit would crash on or ignore is refused with a ``ScreenRuleViolation`` first.
        public func setSplitColumn(
            _ column: ScreenSplitColumn, to container: UIViewController?, completion: @escaping ScreenCompletion<Void>
        ) {
            if let refusal = columnRefusal(column, container) { return completion(.failure(refusal)) }
            if column == .secondary, container != nil, !(container is UINavigationController), viewController(for: .secondary) != nil {
                setViewController(nil, for: .secondary)
            }
            setViewController(container, for: Column(column))
            completeAfterTransition("setViewController:forColumn:", completion)
        }

        /// `displayMode`.
        public var splitDisplayMode: ScreenSplitDisplayMode { ScreenSplitDisplayMode(displayMode) }

        /// `preferredDisplayMode`, for a restoration record.
        package var preferredSplitDisplayMode: ScreenSplitDisplayMode { ScreenSplitDisplayMode(preferredDisplayMode) }

        /// Sets `preferredDisplayMode`.
        public func setSplitDisplayMode(_ mode: ScreenSplitDisplayMode, completion: @escaping ScreenCompletion<Void>) {
            preferredDisplayMode = DisplayMode(mode)
            completion(.success(()))
        }

        /// Calls `show(_:)` or `hide(_:)`; the compact column, which UIKit does not accept, is refused.
        public func setSplitColumn(_ column: ScreenSplitColumn, visible: Bool, completion: @escaping ScreenCompletion<Void>) {
            guard column != .compact, splitStyle.hasColumn(column) else {
                return completion(
                    .failure(
                        ScreenRuleViolation.splitColumnUnavailable(
                            column, in: self, why: "show(_:) and hide(_:) take primary, supplementary or secondary")))
            }
            if visible { show(Column(column)) } else { hide(Column(column)) }
            completeAfterTransition(visible ? "showColumn:" : "hideColumn:", completion)
        }

        /// Calls `showDetailViewController(_:sender:)`; a split view, which UIKit would put into a
        /// navigation controller, and a collapsed compact column that is not a navigation
        /// controller (UIKit would present the detail full screen instead), are refused.
        public func showSplitDetail(_ container: UIViewController, completion: @escaping ScreenCompletion<Void>) {
            if container is UISplitViewController { return completion(.failure(ScreenRuleViolation.splitViewControllerInStack)) }
            if isCollapsed, style != .unspecified, let compact = viewController(for: .compact), !(compact is UINavigationController) {
                let why = "it is collapsed to \(compact), which is not a navigation controller to push onto"
                return completion(.failure(ScreenRuleViolation.splitColumnUnavailable(ScreenSplitColumn.secondary, in: self, why: why)))
            }
            showDetailViewController(container, sender: nil)
            completeAfterTransition("showDetailViewController:sender:", completion)
        }

        /// Completes once the transition the call started (UIKit animates column changes, and
        /// pushes or pops while collapsed) has ended, through the settle gate's bounded wait.
        private func completeAfterTransition(_ operation: String, _ completion: @escaping ScreenCompletion<Void>) {
            ScreenTransitionGate.settle(
                self, refusal: { [unowned self] in ScreenRuleViolation.stackTransitionConflict(operation, on: self) }
            ) {
                completion($0)
            }
        }

        private func columnRefusal(_ column: ScreenSplitColumn, _ container: UIViewController?) -> (any Error)? {
            guard splitStyle.hasColumn(column) else {
                return ScreenRuleViolation.splitColumnUnavailable(
                    column, in: self, why: "a \(splitStyle) split view has no supplementary column")
            }
            guard let container else { return nil }
            if column != .compact, container is UISplitViewController { return ScreenRuleViolation.splitViewControllerInStack }
            let others = ScreenSplitColumn.allCases.filter { $0 != column && splitStyle.hasColumn($0) }
            if let other = others.first(where: { viewController(for: Column($0)) === container }) {
                return ScreenRuleViolation.splitColumnReused(container, in: self, column: column, other: other)
            }
            return nil
        }
    }

    extension UISplitViewController.Column {
        /// The UIKit column for a NavDSL column.
        init(_ column: ScreenSplitColumn) {
            switch column {
            case .primary: self = .primary
            case .supplementary: self = .supplementary
            case .secondary: self = .secondary
            case .compact: self = .compact
            }
        }
    }

    extension UISplitViewController.DisplayMode {
        /// Each NavDSL display mode beside UIKit's: one table read both ways, so the two directions agree.
        static var screenDisplayModes: [(ScreenSplitDisplayMode, Self)] {
            [
                (.automatic, .automatic), (.secondaryOnly, .secondaryOnly), (.oneBesideSecondary, .oneBesideSecondary),
                (.oneOverSecondary, .oneOverSecondary), (.twoBesideSecondary, .twoBesideSecondary),
                (.twoOverSecondary, .twoOverSecondary), (.twoDisplaceSecondary, .twoDisplaceSecondary),
            ]
        }

        /// The UIKit display mode for a NavDSL one.
        init(_ mode: ScreenSplitDisplayMode) {
            self = Self.screenDisplayModes.first { $0.0 == mode }?.1 ?? .automatic
        }
    }

    extension ScreenSplitDisplayMode {
        /// The NavDSL display mode for a UIKit one; a mode added after iOS 18 reads as `.automatic`.
        init(_ mode: UISplitViewController.DisplayMode) {
            self = UISplitViewController.DisplayMode.screenDisplayModes.first { $0.1 == mode }?.0 ?? .automatic
        }
    }

    extension UISplitViewController: ScreenSplitRecordingContainer {
        /// While collapsed onto the primary's navigation controller: each column's part of its
        /// stack, found by the controller set for the column (or its navigation controller's
        /// first), the primary keeping what comes before; a part UIKit's collapse did not keep
        /// recognizable stays with the column before it.
        package var collapsedSplitColumnContents: [ScreenSplitColumn: [UIViewController]]? {
            guard isCollapsed, viewController(for: .compact) == nil, let primary = splitColumnStack(for: .primary) else { return nil }
            let stack = primary.viewControllers.flatMap { ($0 as? UINavigationController)?.viewControllers ?? [$0] }
            let columns: [ScreenSplitColumn] = splitStyle == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
            var contents: [ScreenSplitColumn: [UIViewController]] = [:]
            var end = stack.count
            for column in columns.reversed() {
                guard let controller = viewController(for: Column(column)) else { continue }
                let root = (controller as? UINavigationController)?.viewControllers.first ?? controller
                guard let start = stack.firstIndex(where: { $0 === root }), start > 0, start < end else { continue }
                contents[column] = Array(stack[start..<end])
                end = start
            }
            contents[.primary] = Array(stack[..<end])
            return contents
        }
    }
#endif
