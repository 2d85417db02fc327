// Nivelir's bottom-sheet classes on UIKit's sheet. Nivelir presents a sheet of its own, controlled by
// a `BottomSheetController` and hosting stacks in a `BottomSheetStackController`; NavDSL presents
// UIKit's `UISheetPresentationController`. These classes keep their Nivelir names with a real meaning
// there: the controller is a view of the sheet a view controller is shown in (its detents, selected
// detent and "should dismiss" hook, changed through UIKit's sheet), and the stack controller is a
// navigation controller that sizes its sheet after its top controller, for the `.content` detent.
#if canImport(UIKit)
    import UIKit

    /// Nivelir's handle on the sheet a controller is shown in, over UIKit's sheet.
    ///
    /// ```swift
    /// bottomSheet?.shouldDismiss = { [weak self] in self?.hasChanges == false }
    /// ```
    /// - Note: Setting a member changes the sheet at once without animation (use
    ///   `changeBottomSheet` in a route to animate); once the sheet is dismissed the handle reads
    ///   `nil` and ignores changes. Capture the controller weakly in `shouldDismiss`, as with any
    ///   closure a presentation keeps.
    @MainActor
    public final class BottomSheetController {
        private weak var controller: UIViewController?

        init(controller: UIViewController) {
            self.controller = controller
        }

        /// Asked before the user swipes the sheet away; `false` keeps it (UIKit's
        /// `presentationControllerShouldDismiss(_:)`).
        public var shouldDismiss: (@MainActor @Sendable () -> Bool)? {
            get { controller?.screenSheet?.shouldDismiss }
            set { change { $0.shouldDismiss = newValue } }
        }

        /// The detent the sheet shows now.
        public var selectedDetentKey: BottomSheetDetentKey? {
            get { controller?.screenSheet?.selectedDetent.map { BottomSheetDetentKey(rawValue: $0.rawValue) } }
            set { change { $0.selectedDetent = newValue?.identifier } }
        }

        /// The sheet's detents.
        public var detents: [BottomSheetDetent] {
            get { controller?.screenSheet?.detents.map(BottomSheetDetent.init(detent:)) ?? [] }
            set { change { $0.detents = newValue.map(\.detent) } }
        }

        /// Whether scrolling up at the top of the content expands the sheet.
        public var prefersScrollingExpandsHeight: Bool {
            get { controller?.screenSheet?.prefersScrollingExpandsWhenScrolledToEdge ?? true }
            set { change { $0.prefersScrollingExpandsWhenScrolledToEdge = newValue } }
        }

        /// Makes the changes `changes` does to this handle in one animation, as UIKit's
        /// `animateChanges(_:)` does.
        ///
        /// ```swift
        /// bottomSheet.animateChanges { $0.selectedDetentKey = .large }
        /// ```
        /// - Note: Never fails; each change is refused as a direct one is.
        public func animateChanges(_ changes: (_ bottomSheet: BottomSheetController) -> Void) {
            guard var presented = controller, controller?.screenSheet != nil else { return changes(self) }
            while let parent = presented.parent { presented = parent }  // a presented controller heads its containment
            guard let sheet = presented.sheetPresentationController else { return changes(self) }
            sheet.animateChanges { changes(self) }
        }

        /// Applies `edit` to the presented sheet; a refused change (a selected detent that is not
        /// one of the detents, a sheet no longer shown) leaves it as it was.
        private func change(_ edit: (inout ScreenSheet) -> Void) {
            guard let controller, var sheet = controller.screenSheet else { return }
            edit(&sheet)
            controller.changeScreenSheet(sheet, animated: false) { _ in }
        }
    }

    extension UIViewController {
        /// Nivelir's handle on the sheet this controller is shown in (its own presentation or the
        /// one of the navigation controller it is in), or `nil` when that presentation is not a sheet.
        ///
        /// ```swift
        /// bottomSheet?.shouldDismiss = { [weak self] in self?.canClose ?? true }
        /// ```
        /// - Note: Never fails; `nil` before the sheet is presented and after it is dismissed.
        public var bottomSheet: BottomSheetController? {
            screenSheet == nil ? nil : BottomSheetController(controller: self)
        }

        /// Whether this controller is shown in a presented sheet (Nivelir's name).
        ///
        /// ```swift
        /// if isPresentedAsBottomSheet { navigationItem.rightBarButtonItem = closeButton }
        /// ```
        /// - Note: Never fails.
        public var isPresentedAsBottomSheet: Bool { screenSheet != nil }
    }

    /// Nivelir's navigation controller for sheets: it sizes itself after its top controller's
    /// `preferredContentSize`, so a sheet with the `.content` detent follows the screen on top.
    ///
    /// ```swift
    /// settings.withBottomSheetStack(ScreenSheet(detents: [.content]), of: BottomSheetStackController.self)
    /// ```
    /// Subclass it as with Nivelir; `withStackContainer(of:)` and `withBottomSheetStack(_:of:)`
    /// build the subclass.
    /// - Note: Never fails; a top controller without a preferred size leaves the size as it was.
    open class BottomSheetStackController: UINavigationController {
        /// Sizes the stack after the new top controller.
        override open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            super.setViewControllers(viewControllers, animated: animated)
            followTopPreferredContentSize()
        }

        /// Sizes the stack after the pushed controller.
        override open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            super.pushViewController(viewController, animated: animated)
            followTopPreferredContentSize()
        }

        /// Sizes the stack after the controller left on top.
        override open func popViewController(animated: Bool) -> UIViewController? {
            let popped = super.popViewController(animated: animated)
            followTopPreferredContentSize()
            return popped
        }

        /// Follows a change of the top controller's preferred size.
        override open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            followTopPreferredContentSize()
        }

        private func followTopPreferredContentSize() {
            guard let size = topViewController?.preferredContentSize, size.height > 0, size != preferredContentSize else { return }
            preferredContentSize = size
        }
    }
#endif
