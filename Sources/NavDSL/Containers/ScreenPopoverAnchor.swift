import Foundation

/// Where a popover points: a source view (optionally a rect in it), a bar button item, or a rect
/// in a view; UIKit's `sourceView` / `sourceRect` / `barButtonItem` of
/// `UIPopoverPresentationController`, as one value.
///
/// A `.popover` presentation, and an action sheet or share sheet in regular width (which UIKit
/// shows as popovers), need one: without it UIKit crashes with "UIPopoverPresentationController
/// should have a non-nil sourceView or barButtonItem set before the presentation occurs", and
/// NavDSL refuses the presentation with ``ScreenRuleViolation/Rule/popoverWithoutAnchor`` instead.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).present(filters.withPopover(anchor: .barButtonItem(filterButton)))
/// HeadlessWindowRoute().top(.container).present(menu.withPopover(anchor: .view(avatarView, rect: avatarBounds)))
/// ```
/// The anchor holds its view and bar button item weakly (routes keep no views alive): one that was
/// released before the presentation is no anchor. On UIKit the view is a `UIView` and the item a
/// `UIBarButtonItem`; another object counts as no anchor. On the headless platform any object
/// stands for a view (a `HeadlessViewController` for its view), and a `HeadlessBarButtonItem`
/// for a bar button item.
///
/// Addons use it through ``ScreenPopoverContainer``: an action sheet's screen calls
/// `setScreenPopoverAnchor(_:)` on the controller it builds, and its headless controller overrides
/// `HeadlessViewController.adaptsToPopoverInRegularWidth` so the same rule applies.
public struct ScreenPopoverAnchor: CustomStringConvertible {
    private weak var viewReference: AnyObject?
    private weak var barButtonItemReference: AnyObject?
    /// The rect the arrow points to, in the source view's coordinates; `nil` for the whole view.
    public let rect: CGRect?
    /// The directions the arrow may take.
    public let permittedArrowDirections: ScreenPopoverArrowDirections
    private let text: String

    private init(
        view: AnyObject?, barButtonItem: AnyObject?, rect: CGRect?, permittedArrowDirections: ScreenPopoverArrowDirections, text: String
    ) {
        viewReference = view
        barButtonItemReference = barButtonItem
        self.rect = rect
        self.permittedArrowDirections = permittedArrowDirections
        self.text = text
    }

    /// Points at `view` (a `UIView`), or at `rect` in it.
    public static func view(_ view: AnyObject, rect: CGRect? = nil, permittedArrowDirections: ScreenPopoverArrowDirections = .any) -> Self {
        Self(view: view, barButtonItem: nil, rect: rect, permittedArrowDirections: permittedArrowDirections, text: ".view(\(view))")
    }

    /// Points at `rect` in `view`'s coordinates.
    public static func rect(_ rect: CGRect, in view: AnyObject, permittedArrowDirections: ScreenPopoverArrowDirections = .any) -> Self {
        Self(view: view, barButtonItem: nil, rect: rect, permittedArrowDirections: permittedArrowDirections, text: ".rect(in: \(view))")
    }

    /// Points at a bar button item (a `UIBarButtonItem`, or a `HeadlessBarButtonItem`).
    public static func barButtonItem(_ item: AnyObject, permittedArrowDirections: ScreenPopoverArrowDirections = .any) -> Self {
        Self(view: nil, barButtonItem: item, rect: nil, permittedArrowDirections: permittedArrowDirections, text: ".barButtonItem(\(item))")
    }

    /// The source view, while it lives.
    public var sourceView: AnyObject? { viewReference }
    /// The bar button item, while it lives.
    public var barButtonItem: AnyObject? { barButtonItemReference }

    /// `.view(...)`, `.rect(in: ...)` or `.barButtonItem(...)`.
    public var description: String { text }
}

/// The directions a popover's arrow may take (UIKit's `UIPopoverArrowDirection`).
public struct ScreenPopoverArrowDirections: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates directions from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Points up.
    public static let up = Self(rawValue: 1 << 0)
    /// Points down.
    public static let down = Self(rawValue: 1 << 1)
    /// Points left.
    public static let left = Self(rawValue: 1 << 2)
    /// Points right.
    public static let right = Self(rawValue: 1 << 3)
    /// Any direction.
    public static let any: Self = [.up, .down, .left, .right]
}

/// A controller that can be anchored as a popover: what `withPopover(anchor:)`,
/// `withPopoverAnchor(_:)` and addons' action sheets need.
@MainActor
public protocol ScreenPopoverContainer: ScreenContainer {
    /// Sets where the controller's popover points (`popoverPresentationController` on UIKit).
    func setScreenPopoverAnchor(_ anchor: ScreenPopoverAnchor)
}
