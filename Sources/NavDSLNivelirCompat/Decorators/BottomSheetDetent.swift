// The values Nivelir's `BottomSheet` takes, each with what UIKit's sheet keeps of it.
import Foundation

/// Nivelir's sheet height: `.content`, `.medium`, `.large`, funnelled into ``ScreenSheetDetent``.
///
/// ```swift
/// BottomSheet(detents: [.content, .large])
/// ```
/// - Note: Fails never (a value). Nivelir's `custom(key:resolver:)` has no funnel: write
///   ``ScreenSheetDetent/custom(_:height:)`` with a fixed height.
public struct BottomSheetDetent: Sendable {
    /// The detent presented in its place.
    public let detent: ScreenSheetDetent

    /// The detent's key.
    public var key: BottomSheetDetentKey { BottomSheetDetentKey(rawValue: detent.identifier.rawValue) }

    /// As tall as the content (``ScreenSheetDetent/content``).
    public static var content: Self { Self(detent: .content) }
    /// About half the screen.
    public static var medium: Self { Self(detent: .medium) }
    /// The full height.
    public static var large: Self { Self(detent: .large) }
}

extension ScreenSheet {
    /// Nivelir's name of the selected detent, for `changeBottomSheet { $0.selectedDetentKey = .large }`.
    ///
    /// ```swift
    /// route.changeBottomSheet { $0.selectedDetent = .large }
    /// ```
    /// - Note: Never fails; a key no detent has fails the `changeBottomSheet` step and changes nothing.
    @available(*, deprecated, message: "use selectedDetent, a ScreenSheetDetent.Identifier")
    public var selectedDetentKey: BottomSheetDetentKey? {
        get { selectedDetent.map { BottomSheetDetentKey(rawValue: $0.rawValue) } }
        set { selectedDetent = newValue?.identifier }
    }
}

/// Nivelir's name of a detent, for the selected and the largest undimmed one.
///
/// ```swift
/// BottomSheet(detents: [.medium, .large], selectedDetentKey: .medium)
/// ```
/// - Note: Fails never (a value); a key no detent has is refused when the sheet is presented.
public struct BottomSheetDetentKey: Hashable, RawRepresentable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The content detent's key.
    public static var content: Self { Self(rawValue: ScreenSheetDetent.Identifier.content.rawValue) }
    /// The medium detent's key.
    public static var medium: Self { Self(rawValue: ScreenSheetDetent.Identifier.medium.rawValue) }
    /// The large detent's key.
    public static var large: Self { Self(rawValue: ScreenSheetDetent.Identifier.large.rawValue) }

    var identifier: ScreenSheetDetent.Identifier { ScreenSheetDetent.Identifier(rawValue: rawValue) }
}

/// Nivelir's grabber: with UIKit's sheet, the system grabber (`prefersGrabberVisible`).
///
/// ```swift
/// BottomSheet(detents: [.medium], preferredGrabber: .default)
/// ```
/// - Note: Fails never (a value); its size, colour and inset are UIKit's.
public struct BottomSheetGrabber: Equatable, Sendable {
    /// The system grabber.
    public static let `default` = Self()
    /// Creates the system grabber.
    public init() {}
}

/// Nivelir's card: with UIKit's sheet, only its corner radius (`preferredCornerRadius`).
///
/// ```swift
/// BottomSheet(detents: [.medium], preferredCard: BottomSheetCard(cornerRadius: 24))
/// ```
/// - Note: Fails never (a value); the background, border, shadow and insets are UIKit's sheet's.
public struct BottomSheetCard: Equatable, Sendable {
    /// Nivelir's default card: a corner radius of 16 points.
    public static let `default` = Self()
    /// The corner radius.
    public let cornerRadius: CGFloat
    /// Creates a card with a corner radius.
    public init(cornerRadius: CGFloat = 16) { self.cornerRadius = cornerRadius }
}

/// Nivelir's dimming: with UIKit's sheet, only the largest undimmed detent.
///
/// ```swift
/// BottomSheet(detents: [.medium, .large], preferredDimming: BottomSheetDimming(largestUndimmedDetentKey: .medium))
/// ```
/// - Note: Fails never (a value); the dimming's colour and blur are UIKit's.
public struct BottomSheetDimming: Equatable, Sendable {
    /// Every detent dims.
    public static let `default` = Self()
    /// The largest detent that does not dim what is under the sheet.
    public let largestUndimmedDetentKey: BottomSheetDetentKey?
    /// Creates the dimming.
    public init(largestUndimmedDetentKey: BottomSheetDetentKey? = nil) { self.largestUndimmedDetentKey = largestUndimmedDetentKey }
}

/// Nivelir's rubber band past the largest detent; UIKit's sheet has its own, so this is not used.
///
/// ```swift
/// BottomSheet(detents: [.large], rubberBandEffect: nil)
/// ```
/// - Note: Fails never (a value); never called.
public struct BottomSheetRubberBandEffect: Sendable {
    /// Nivelir's default effect.
    public static let `default` = Self { $0 }
    /// The handler Nivelir would call with the overscroll.
    public let handler: @Sendable (_ delta: CGFloat) -> CGFloat
    /// Creates an effect; UIKit's sheet never calls it.
    public init(handler: @escaping @Sendable (_ delta: CGFloat) -> CGFloat) { self.handler = handler }
}

/// Nivelir's sheet animation timing; UIKit's sheet animates with its own, so this is not used.
///
/// ```swift
/// BottomSheet(detents: [.large], presentAnimationOptions: .transition)
/// ```
/// - Note: Fails never (a value); never used.
public struct BottomSheetAnimationOptions: Equatable, Sendable {
    /// Nivelir's presentation and dismissal timing.
    public static let transition = Self()
    /// Nivelir's detent change timing.
    public static let changes = Self(duration: 0.3)
    /// The duration Nivelir would use.
    public let duration: TimeInterval
    /// Creates options; UIKit's sheet does not use them.
    public init(duration: TimeInterval = 0.25) { self.duration = duration }
}
