import Foundation
import NavDSL

/// The headless `UIPopoverPresentationController`: where a popover points.
///
/// A controller shows it as ``HeadlessViewController/popoverPresentationController`` while it is a
/// popover (its style is `.popover`, or it ``HeadlessViewController/adaptsToPopoverInRegularWidth``).
/// Presenting such a controller in a regular-width window without a live ``sourceView`` or
/// ``barButtonItem`` is refused with `ScreenRuleViolation.Rule.popoverWithoutAnchor` (UIKit
/// crashes); in compact width it adapts to a sheet and needs none.
@MainActor
public final class HeadlessPopoverPresentationController {
    /// The view the popover points at (any object stands for a view here); held weakly.
    public weak var sourceView: AnyObject?
    /// The rect in ``sourceView`` the arrow points to; `nil` for the whole view.
    public var sourceRect: CGRect?
    /// The bar button item the popover points at; held weakly.
    public weak var barButtonItem: AnyObject?
    /// The directions the arrow may take.
    public var permittedArrowDirections: ScreenPopoverArrowDirections = .any

    init() {}

    /// Whether the popover points somewhere.
    public var hasAnchor: Bool { sourceView != nil || barButtonItem != nil }
}

extension HeadlessViewController: ScreenPopoverContainer {
    /// The popover settings while this controller is a popover (style `.popover`, or
    /// ``adaptsToPopoverInRegularWidth``), else `nil`, as in UIKit.
    public var popoverPresentationController: HeadlessPopoverPresentationController? {
        modalPresentationStyle == .popover || adaptsToPopoverInRegularWidth ? popoverSettings : nil
    }

    /// Sets the popover's source from `anchor`.
    public func setScreenPopoverAnchor(_ anchor: ScreenPopoverAnchor) {
        popoverSettings.sourceView = anchor.sourceView
        popoverSettings.sourceRect = anchor.rect
        popoverSettings.barButtonItem = anchor.barButtonItem
        popoverSettings.permittedArrowDirections = anchor.permittedArrowDirections
    }

    /// The refusal UIKit crashes with when this controller is presented in `window` as a popover
    /// without an anchor, or `nil`.
    func popoverAnchorViolation(in window: HeadlessWindow) -> ScreenRuleViolation? {
        guard window.traitCollection.horizontalSizeClass == .regular, let popover = popoverPresentationController, !popover.hasAnchor
        else { return nil }
        return .popoverWithoutAnchor(self)
    }
}
