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

/// Nivelir's item whose value depends on the activity; NavDSL's is
/// ``ScreenShareItem/custom(placeholder:subject:value:)``.
///
/// Values are shared as ``ScreenShareValue``s: a `String` as text, a `URL` as a link, `Data` as
/// image data, any other value as its description.
///
/// ```swift
/// ScreenShareItem.custom(placeholder: .url(url)) { $0 == .copyToPasteboard ? .url(url) : .text("Nivelir: \(url)") }
/// ```
/// - Note: Fails never (a value); completes never. UIKit may ask an item from another thread, so
///   a conforming type is `Sendable` (a struct of values is).
@available(*, deprecated, message: "use ScreenShareItem.custom(placeholder:subject:value:)")
public protocol SharingCustomItem: Sendable {
    /// What the sheet shows before an activity is picked.
    var placeholder: Any { get }
    /// The value `activityType` receives; `nil` leaves the item out.
    func value(for activityType: ScreenActivityType?) -> Any?
    /// The subject line for `activityType`; `nil` by default.
    func subject(for activityType: ScreenActivityType?) -> String?
}

@available(*, deprecated, message: "use ScreenShareItem.custom(placeholder:subject:value:)")
extension SharingCustomItem {
    /// No subject of its own.
    public func subject(for activityType: ScreenActivityType?) -> String? { nil }
}

/// Nivelir's shared item; NavDSL's is ``ScreenShareItem``.
///
/// A regular item is shared as a fixed ``ScreenShareValue`` (a `String` as text, a `URL` as a link,
/// `Data` as image data, any other value as its description); a custom item is
/// ``ScreenShareItem/custom(placeholder:subject:value:)``.
///
/// ```swift
/// ScreenShare(items: [.url(url), "Hi"])
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, message: "use ScreenShareItem (.text(_:), .url(_:), .imageData(_:), .custom(placeholder:subject:value:))")
public enum SharingItem {
    /// A value shared as it is.
    case regular(Any)
    /// A value that depends on the activity picked.
    case custom(any SharingCustomItem)

    /// The NavDSL item this is.
    public var shareItem: ScreenShareItem {
        switch self {
        case .regular(let value):
            switch ScreenShareValue(sharing: value) {
            case .text(let text): .text(text)
            case .url(let url): .url(url)
            case .imageData(let data): .imageData(data)
            }
        case .custom(let item):
            .custom(placeholder: ScreenShareValue(sharing: item.placeholder), subject: { item.subject(for: $0) }) { activity in
                item.value(for: activity).map(ScreenShareValue.init(sharing:))
            }
        }
    }

    /// The text of the item's placeholder (a link's address; an image's description).
    public var text: String {
        let placeholder = shareItem.placeholder
        return placeholder.plainText ?? placeholder.description
    }
}

extension ScreenShareValue {
    /// A value of Nivelir's `Any` items: a `String` as text, a `URL` as a link, `Data` as image
    /// data, anything else as its description.
    init(sharing value: Any) {
        switch value {
        case let text as String: self = .text(text)
        case let url as URL: self = .url(url)
        case let data as Data: self = .imageData(data)
        default: self = .text(String(describing: value))
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
            items: items.map(\.shareItem), activities: applicationActivities, excludedActivityTypes: excludedActivityTypes)
        self.anchor = anchor
    }
}

extension ScreenThenable
where Current: ScreenModalContainer, Current.Platform: ScreenSharePlatform, Current.Platform.Modal: ScreenPopoverContainer {
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

extension ScreenActivityType {
    /// Nivelir's activity type named after the static property that declares it.
    ///
    /// ```swift
    /// static var openInBrowser: Self { ScreenActivityType(rawValue: "com.example.openInBrowser") }
    /// ```
    /// - Note: Never fails (a value); the raw value is the app's bundle identifier and the
    ///   property's name, as Nivelir's is.
    @available(*, deprecated, message: "write ScreenActivityType(rawValue:) with a reverse-DNS name")
    public static func fromPropertyName(_ name: String = #function) -> Self {
        Self(rawValue: "\(Bundle.main.bundleIdentifier ?? "app").\(name)")
    }
}

/// Nivelir's custom activity that performs without a screen of its own; NavDSL's is a
/// ``ScreenShareActivity`` value.
///
/// ```swift
/// ScreenShareActivity(type: .openInBrowser, title: "Open in Browser") { texts in open(texts.first) }
/// ```
/// - Note: Unavailable: NavDSL's activity receives the shared texts and answers at once, so the
///   type, `isApplicable(for:)` and `perform(for:navigator:completion:)` need rewriting.
@available(
    *, unavailable,
    message:
        "write ScreenShareActivity(type:title:perform:): perform receives the shared texts and returns whether it completed; navigate from the presenting screen in it"
)
@MainActor
public protocol SharingSilentActivity {}

extension ScreenShareActivity {
    /// Nivelir's wrapper of a custom activity; NavDSL's activity is the value itself.
    ///
    /// ```swift
    /// ScreenShareActivity(type: .openInBrowser, title: "Open in Browser") { texts in open(texts.first) }
    /// ```
    /// - Note: Unavailable, as ``SharingSilentActivity`` is.
    @available(
        *, unavailable,
        message: "write ScreenShareActivity(type:title:perform:) in place of .custom(activity): perform receives the shared texts"
    )
    public static func custom(_ activity: Any) -> Self {
        Self(type: ScreenActivityType(rawValue: ""), title: "") { _ in false }
    }
}
