import Foundation

/// What to share through the system share sheet (`UIActivityViewController`): the items, the
/// apps' own activities, the system activities to leave out, and what to do once the user chose.
///
/// ```swift
/// let share = ScreenShare(items: ["Look at this", .url(link)], excludedActivityTypes: [.print]) { done in
///     print(done.activityType, done.completed)
/// }
/// HeadlessWindowRoute().top(.container).present(share: share)
/// ```
/// Items are ``ScreenShareItem``s: text (a string literal), a link, image data, or a custom item
/// whose value depends on the activity the user picks.
public struct ScreenShare {
    /// The shared items.
    public var items: [ScreenShareItem]
    /// The subject for activities that have one (Mail's subject line).
    public var subject: String?
    /// The app's own activities, shown after the system's.
    public var activities: [ScreenShareActivity]
    /// System activities not offered.
    public var excludedActivityTypes: [ScreenActivityType]
    /// Called once the sheet closed: the activity chosen (`nil` when cancelled) and whether it
    /// completed.
    public var onComplete: (@MainActor (ScreenShareCompletion) -> Void)?

    /// Creates a share request.
    public init(
        items: [ScreenShareItem], subject: String? = nil, activities: [ScreenShareActivity] = [],
        excludedActivityTypes: [ScreenActivityType] = [], onComplete: (@MainActor (ScreenShareCompletion) -> Void)? = nil
    ) {
        self.items = items
        self.subject = subject
        self.activities = activities
        self.excludedActivityTypes = excludedActivityTypes
        self.onComplete = onComplete
    }

    /// Creates a share request for text items (`ScreenShare(items: lines)`).
    @_disfavoredOverload
    public init(
        items: [String], subject: String? = nil, activities: [ScreenShareActivity] = [],
        excludedActivityTypes: [ScreenActivityType] = [], onComplete: (@MainActor (ScreenShareCompletion) -> Void)? = nil
    ) {
        self.init(
            items: items.map(ScreenShareItem.text), subject: subject, activities: activities,
            excludedActivityTypes: excludedActivityTypes, onComplete: onComplete)
    }
}

extension ScreenShare {
    /// The activities the sheet offers among `system` ones: those not excluded, then the app's own.
    package func offeredActivities(among system: [ScreenActivityType]) -> [ScreenActivityType] {
        system.filter { !excludedActivityTypes.contains($0) } + activities.map(\.type)
    }

    /// The values `activity` receives (`nil` for an excluded activity); custom items answering
    /// `nil` are left out.
    package func items(for activity: ScreenActivityType?) -> [ScreenShareValue]? {
        if let activity, excludedActivityTypes.contains(activity) { return nil }
        return items.compactMap { $0.value(for: activity) }
    }

    /// The subject line `activity` receives: the first item's own, else ``subject``.
    package func subject(for activity: ScreenActivityType?) -> String? {
        items.lazy.compactMap { $0.subject(for: activity) }.first ?? subject
    }

    /// How the sheet closes when the user picks `activity` (Cancel with `nil`).
    ///
    /// An app activity runs on its items as text and says whether it completed; a system one
    /// completes with `completed`. `nil`, running nothing, for an excluded activity.
    @MainActor
    package func perform(_ activity: ScreenActivityType?, completed: Bool) -> ScreenShareCompletion? {
        if let activity, excludedActivityTypes.contains(activity) { return nil }
        var done = completed && activity != nil
        if let activity, let custom = activities.first(where: { $0.type == activity }) {
            done = custom.perform((items(for: activity) ?? []).compactMap(\.plainText))
        }
        return ScreenShareCompletion(activityType: activity, completed: done)
    }
}

/// An activity of the share sheet, as `UIActivity.ActivityType`: the system's or an app's own.
public struct ScreenActivityType: RawRepresentable, Hashable, Sendable {
    /// The identifier, such as `com.apple.UIKit.activity.Mail`.
    public let rawValue: String

    /// Creates an activity type; an app's own use its reverse-DNS name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Messages.
    public static let message = Self(rawValue: "com.apple.UIKit.activity.Message")
    /// Mail.
    public static let mail = Self(rawValue: "com.apple.UIKit.activity.Mail")
    /// Copy.
    public static let copyToPasteboard = Self(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    /// AirDrop.
    public static let airDrop = Self(rawValue: "com.apple.UIKit.activity.AirDrop")
    /// Print.
    public static let print = Self(rawValue: "com.apple.UIKit.activity.Print")
    /// Add to Reading List.
    public static let addToReadingList = Self(rawValue: "com.apple.UIKit.activity.AddToReadingList")
}

/// An app's own activity in the share sheet (a `UIActivity` subclass on UIKit).
///
/// ```swift
/// ScreenShareActivity(type: .init(rawValue: "com.example.bookmark"), title: "Bookmark") { items in bookmarks.add(items) }
/// ```
public struct ScreenShareActivity {
    /// Its identifier.
    public var type: ScreenActivityType
    /// The title shown under its icon.
    public var title: String
    /// Performs it on the shared items as text (each item's value for this activity, a link as its
    /// address; images left out); returns whether it completed.
    public var perform: @MainActor ([String]) -> Bool

    /// Creates an activity.
    public init(type: ScreenActivityType, title: String, perform: @escaping @MainActor ([String]) -> Bool) {
        self.type = type
        self.title = title
        self.perform = perform
    }
}

/// How the share sheet closed (`UIActivityViewController.completionWithItemsHandler`).
public struct ScreenShareCompletion: Hashable, Sendable {
    /// The activity chosen, or `nil` when the user cancelled.
    public var activityType: ScreenActivityType?
    /// Whether the activity completed (`false` when cancelled, in the sheet or in the activity).
    public var completed: Bool

    /// Creates a completion.
    public init(activityType: ScreenActivityType?, completed: Bool) {
        self.activityType = activityType
        self.completed = completed
    }
}

/// A platform that can show a share sheet: headless (`HeadlessShareController`), UIKit
/// (`UIActivityViewController`) and the SwiftUI family (the same controller in a sheet).
///
/// Anchoring is not required: where the platform's controllers can be anchored
/// (`Modal: ScreenPopoverContainer`, headless and UIKit), `present(share:anchor:animated:)` is
/// there too, since the share sheet is a popover in regular width; where they cannot (SwiftUI, which
/// shows it as a sheet), only `present(share:animated:)` compiles.
public protocol ScreenSharePlatform: ScreenPlatform {
    /// A new share sheet controller for `share`.
    @MainActor static func makeShareContainer(for share: ScreenShare) -> Modal
}

/// The screen that builds a platform's share sheet; keyed `Share`.
///
/// The anchor is set on the controller it builds (`popoverPresentationController` on UIKit),
/// where the sheet is a popover; only platforms whose controllers can be anchored get one.
package struct ScreenShareScreen<Platform: ScreenSharePlatform>: Screen {
    /// What to share.
    package let share: ScreenShare
    /// Where the built controller points, with the platform's way to point it; `nil` for none.
    private let anchoring: (anchor: ScreenPopoverAnchor, set: @MainActor (Platform.Modal, ScreenPopoverAnchor) -> Void)?

    /// Creates the screen of an unanchored share sheet.
    package init(share: ScreenShare) {
        self.share = share
        anchoring = nil
    }

    private init(
        share: ScreenShare, anchoring: (anchor: ScreenPopoverAnchor, set: @MainActor (Platform.Modal, ScreenPopoverAnchor) -> Void)?
    ) {
        self.share = share
        self.anchoring = anchoring
    }

    /// `Share`.
    package var name: String { "Share" }

    /// The platform's share sheet, anchored when an anchor was given.
    package func build(navigator: ScreenNavigator) -> Platform.Modal {
        let container = Platform.makeShareContainer(for: share)
        if let anchoring { anchoring.set(container, anchoring.anchor) }
        return container
    }
}

extension ScreenShareScreen where Platform.Modal: ScreenPopoverContainer {
    /// Creates the screen of a share sheet whose controller points at `anchor`.
    package init(share: ScreenShare, anchor: ScreenPopoverAnchor) {
        self.init(share: share, anchoring: (anchor, { @MainActor container, anchor in container.setScreenPopoverAnchor(anchor) }))
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenSharePlatform {
    /// Presents the share sheet for `share` from the current controller.
    ///
    /// On SwiftUI the share sheet is a sheet and needs no anchor; on headless and UIKit, give it one
    /// for regular width with `present(share:anchor:animated:)`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: [link]))
    /// ```
    /// - Note: Fails on headless and UIKit with ``ScreenRuleViolation/Rule/popoverWithoutAnchor`` in
    ///   regular width, else like `present(_:)`; completes after the presentation; the share's
    ///   `onComplete` runs when the sheet closed.
    public func present(share: ScreenShare, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(ScreenShareScreen<Current.Platform>(share: share), animated: animated)
    }
}

extension ScreenThenable
where Current: ScreenModalContainer, Current.Platform: ScreenSharePlatform, Current.Platform.Modal: ScreenPopoverContainer {
    /// Presents the share sheet for `share` from the current controller, pointing at `anchor`
    /// where it is a popover (regular width).
    ///
    /// UIKit shows the share sheet as a popover in regular width (an iPad) and crashes when it has
    /// no anchor there; in compact width it is a sheet and the anchor is unused. Only platforms whose
    /// controllers can be anchored have this form (not SwiftUI).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: [link]), anchor: .barButtonItem(shareButton))
    /// ```
    /// - Note: Fails with ``ScreenRuleViolation/Rule/popoverWithoutAnchor`` without a live anchor in
    ///   regular width, else like `present(_:)`; completes after the presentation; the share's
    ///   `onComplete` runs when the sheet closed.
    public func present(share: ScreenShare, anchor: ScreenPopoverAnchor, animated: Bool = true) -> ScreenRoute<Root, Current> {
        present(ScreenShareScreen<Current.Platform>(share: share, anchor: anchor), animated: animated)
    }
}
