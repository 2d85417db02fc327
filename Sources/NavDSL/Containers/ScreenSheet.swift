/// How a sheet looks and behaves: UIKit's `UISheetPresentationController` settings, with the
/// controller's `isModalInPresentation` and a "should dismiss" hook, as one platform-neutral value.
///
/// ```swift
/// let sheet = ScreenSheet(detents: [.medium, .large], selectedDetent: .medium, prefersGrabberVisible: true)
/// HeadlessWindowRoute().top(.container).present(whatsNew.withBottomSheet(sheet))
/// HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large }
/// ```
public struct ScreenSheet: Sendable {
    /// The heights the sheet rests at, smallest first; `[.large]` by default.
    public var detents: [ScreenSheetDetent]
    /// The detent shown; `nil` for the smallest.
    public var selectedDetent: ScreenSheetDetent.Identifier?
    /// Whether a grabber shows at the top.
    public var prefersGrabberVisible: Bool
    /// The corner radius; `nil` for the system's.
    public var preferredCornerRadius: Double?
    /// The largest detent that does not dim what is under the sheet; `nil`: every detent dims.
    public var largestUndimmedDetent: ScreenSheetDetent.Identifier?
    /// Whether scrolling the sheet's content at its edge expands the sheet to a larger detent.
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool
    /// Whether swiping the sheet down is refused (`isModalInPresentation`).
    public var isModalInPresentation: Bool
    /// Asked when the user swipes the sheet down.
    ///
    /// `false` keeps it (`presentationControllerShouldDismiss(_:)`); `nil` always dismisses.
    public var shouldDismiss: (@MainActor @Sendable () -> Bool)?

    /// Creates sheet settings; the defaults are UIKit's.
    public init(
        detents: [ScreenSheetDetent] = [.large],
        selectedDetent: ScreenSheetDetent.Identifier? = nil,
        prefersGrabberVisible: Bool = false,
        preferredCornerRadius: Double? = nil,
        largestUndimmedDetent: ScreenSheetDetent.Identifier? = nil,
        prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
        isModalInPresentation: Bool = false,
        shouldDismiss: (@MainActor @Sendable () -> Bool)? = nil
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.prefersGrabberVisible = prefersGrabberVisible
        self.preferredCornerRadius = preferredCornerRadius
        self.largestUndimmedDetent = largestUndimmedDetent
        self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
        self.isModalInPresentation = isModalInPresentation
        self.shouldDismiss = shouldDismiss
    }
}

/// A height a sheet rests at: UIKit's `UISheetPresentationController.Detent`.
///
/// ```swift
/// ScreenSheet(detents: [.content, .large])   // as tall as the content, or the full height
/// ```
public struct ScreenSheetDetent: Hashable, Sendable, CustomStringConvertible {
    /// Names a detent: `.medium`, `.large`, `.content` or your own.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The name.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a literal.
        public init(stringLiteral value: String) { rawValue = value }
        /// The system's medium detent, about half the screen.
        public static let medium: Self = "medium"
        /// The system's large detent, the full height.
        public static let large: Self = "large"
        /// The detent as tall as the sheet's content (``ScreenSheetDetent/content``).
        public static let content: Self = "content"
        /// The name.
        public var description: String { rawValue }
    }

    /// Which detent.
    public let identifier: Identifier
    /// The height in points for a custom detent; `nil` for the system's, for ``content`` and for a
    /// fraction.
    public let height: Double?
    /// The share of the full height for a detent made by ``fraction(_:_:)``; `nil` otherwise.
    public let fraction: Double?
    /// Whether the height is the content's (``content``: the `.content` identifier without a
    /// height), resolved when the sheet is laid out.
    public var fitsContent: Bool { identifier == .content && height == nil && fraction == nil }

    /// A detent named `identifier`, `height` points tall (`nil`: the system's, or the content's).
    package init(identifier: Identifier, height: Double?, fraction: Double? = nil) {
        self.identifier = identifier
        self.height = height
        self.fraction = fraction
    }

    /// About half the screen (inactive in compact height).
    public static let medium = Self(identifier: .medium, height: nil)
    /// The full height.
    public static let large = Self(identifier: .large, height: nil)

    /// As tall as the sheet's content: the presented controller's `preferredContentSize.height`, at
    /// most the full height; the full height while the controller prefers no height (0).
    ///
    /// ```swift
    /// // FiltersController sets preferredContentSize.height = 320 when it is made
    /// HeadlessWindowRoute().top(.container).present(filters.withBottomSheet(ScreenSheet(detents: [.content, .large])))
    /// ```
    /// - Note: Fails never (a value); on UIKit (iOS 16+) a custom detent whose resolver reads the
    ///   height each time the sheet lays out: after changing `preferredContentSize` on a shown
    ///   sheet, call its `sheetPresentationController?.invalidateDetents()`.
    public static let content = Self(identifier: .content, height: nil)

    /// A custom height in points (iOS 16+ on UIKit).
    public static func custom(_ identifier: Identifier, height: Double) -> Self {
        Self(identifier: identifier, height: height)
    }

    /// A share of the full height, `fraction` between 0 and 1 (SwiftUI's `.fraction`; on UIKit a
    /// custom detent resolved against the sheet's maximum height).
    ///
    /// ```swift
    /// ScreenSheet(detents: [.fraction("third", 0.33), .large])
    /// ```
    /// - Note: Never fails (a value); a fraction above 1 rests at the full height, one below 0 at none.
    public static func fraction(_ identifier: Identifier, _ fraction: Double) -> Self {
        Self(identifier: identifier, height: nil, fraction: fraction)
    }

    /// `medium`, `large`, `content`, `compact(200.0)`, `third(0.33 of the height)`.
    public var description: String {
        if let fraction { return "\(identifier)(\(fraction) of the height)" }
        return height.map { "\(identifier)(\($0))" } ?? identifier.rawValue
    }

    /// The height this detent rests at when the sheet may be `maximum` points tall, for a custom
    /// height or a fraction; `nil` for the system's detents and ``content``.
    package func resolvedHeight(maximum: Double) -> Double? {
        if let fraction { return maximum * min(max(fraction, 0), 1) }
        return height.map { min($0, maximum) }
    }
}

/// A controller that can be presented as a sheet: what `withBottomSheet(_:)` and
/// `changeBottomSheet(animated:_:)` need.
@MainActor
public protocol ScreenSheetContainer: ScreenContainer {
    /// The sheet settings of the presentation this controller is shown in (its own, or those of the
    /// presented controller it lives in), or `nil` when that presentation is not a sheet.
    var screenSheet: ScreenSheet? { get }

    /// Sets the sheet settings before the controller is presented.
    func setScreenSheet(_ sheet: ScreenSheet)

    /// Changes the sheet this controller is shown in, animated as UIKit's `animateChanges(_:)`.
    ///
    /// Fails with ``ScreenContainerNotSupportedError`` when the controller is not shown in a
    /// presented sheet, and with ``ScreenRuleViolation/Rule/unknownSheetDetent`` when the
    /// selected detent is not one of the detents; nothing changes then.
    func changeScreenSheet(_ sheet: ScreenSheet, animated: Bool, completion: @escaping ScreenCompletion<Void>)
}

// MARK: - Refusals shared by the platforms

extension ScreenSheet {
    /// The refusal of a change to this sheet for `presented` (the presented controller it belongs
    /// to) when the selected detent is not one of the detents, or `nil`.
    package func unknownDetentViolation(of presented: Any) -> ScreenRuleViolation? {
        guard let selected = selectedDetent, !detents.contains(where: { $0.identifier == selected }) else { return nil }
        return .unknownSheetDetent(selected, of: presented, detents: detents)
    }
}

extension ScreenContainerNotSupportedError {
    /// `changeBottomSheet` on `container`, which is not shown in a presented sheet.
    package static func notInSheet(_ container: Any) -> Self {
        Self(container: container, why: "it is not shown in a presented sheet. Present it with withBottomSheet(_:) first.")
    }
}
