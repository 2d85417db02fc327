import Foundation

// Nivelir's sharing value and verb, funnelled into NavDSL's `ScreenShare` and `present(share:anchor:)`.

/// Nivelir's activity type; NavDSL's is ``ScreenActivityType``.
///
/// ```swift
/// ScreenShare(items: ["Hi"], excludedActivityTypes: [.print])
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenActivityType")
public typealias SharingActivityType = ScreenActivityType

/// Nivelir's application activity; NavDSL's is ``ScreenShareActivity``.
///
/// ```swift
/// ScreenShare(items: ["Hi"], activities: [ScreenShareActivity(type: safari, title: "Open") { _ in true }])
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenShareActivity")
public typealias SharingActivity = ScreenShareActivity

/// Nivelir's shared item, shared as text.
///
/// NavDSL shares text, so a regular item is shared as its text: a string as it is, a URL as its
/// address, any other value as its description.
///
/// ```swift
/// ScreenShare(items: [url.absoluteString])
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, message: "use ScreenShare(items:) with the items' text")
public enum SharingItem {
    /// A value shared as its text.
    case regular(Any)

    /// The text NavDSL shares for this item.
    public var text: String {
        switch self {
        case .regular(let value as String): value
        case .regular(let value as URL): value.absoluteString
        case .regular(let value): String(describing: value)
        }
    }
}

/// Nivelir's sharing value; NavDSL's is ``ScreenShare`` with the anchor given to `present(share:anchor:)`.
///
/// ```swift
/// route.present(share: ScreenShare(items: ["Hi"]), anchor: .barButtonItem(button))
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, message: "use ScreenShare(items:activities:excludedActivityTypes:) and present(share:anchor:)")
public struct Sharing {
    /// The share request.
    public let share: ScreenShare
    /// Where the share sheet points in regular width.
    public let anchor: ScreenPopoverAnchor

    /// Creates a sharing value with Nivelir's labels.
    public init(
        items: [SharingItem], applicationActivities: [ScreenShareActivity] = [], excludedActivityTypes: [ScreenActivityType] = [],
        anchor: ScreenPopoverAnchor
    ) {
        self.share = ScreenShare(
            items: items.map(\.text), activities: applicationActivities, excludedActivityTypes: excludedActivityTypes)
        self.anchor = anchor
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenSharePlatform {
    /// Nivelir's `share(_:)`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: ["Hi"]), anchor: .barButtonItem(button))
    /// ```
    /// - Note: Fails as `present(share:anchor:)` fails; completes after the share sheet is on screen.
    @available(*, deprecated, message: "use present(share:anchor:)")
    public func share(_ sharing: Sharing, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(share: sharing.share, anchor: sharing.anchor, animated: animated)
    }
}
