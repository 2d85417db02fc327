import NavDSL
import NavDSLAddons

/// The share sheet on a SwiftUI route: the model the views show as a sheet holding a
/// `UIActivityViewController`.
///
/// ```swift
/// SwiftUIWindowRoute().top(.container).present(share: ScreenShare(items: [.url(link)]) { done in print(done) })
/// let sheet = try #require(window.root?.presented as? SwiftUIShareModel)
/// sheet.complete(activity: .copyToPasteboard)   // dismisses the sheet, then reports the completion
/// ```
/// It answers what each activity would receive, as the headless sheet does, and reports how it
/// closed once: an activity picked or Cancel (``complete(activity:completed:)``, which the
/// controller's completion handler calls), or, closed any other way (swiped down, dismissed by a
/// route), as Cancel, which is what UIKit's completion handler reports then. It is a sheet with
/// medium and large detents and needs no anchor: `present(share:anchor:)` does not compile on a
/// SwiftUI route.
///
/// - Note: The share's `onComplete` runs after the sheet left the model.
@MainActor
public final class SwiftUIShareModel: SwiftUIScreenModel {
    /// What is shared.
    public let share: ScreenShare
    /// How the sheet closed, once it did.
    public private(set) var completion: ScreenShareCompletion?

    /// A model sharing `share`, shown as a sheet with medium and large detents.
    ///
    /// ```swift
    /// SwiftUIPlatform.makeShareContainer(for: ScreenShare(items: ["Hi"]))
    /// ```
    /// - Note: Never fails.
    public init(share: ScreenShare) {
        self.share = share
        super.init(screenKey: nil)
        setScreenSheet(ScreenSheet(detents: [.medium, .large]))
    }

    /// Reports Cancel when the sheet left its presenter before an activity completed it.
    public internal(set) override var presenter: SwiftUIScreenModel? {
        didSet {
            if oldValue != nil, presenter == nil { report(ScreenShareCompletion(activityType: nil, completed: false)) }
        }
    }

    /// The activities the sheet offers among `system` ones: those not excluded, then the app's own.
    ///
    /// ```swift
    /// sheet.offeredActivities(among: [.mail, .print])   // [.mail] when .print is excluded
    /// ```
    /// - Note: Never fails.
    public func offeredActivities(among system: [ScreenActivityType]) -> [ScreenActivityType] {
        share.offeredActivities(among: system)
    }

    /// The values `activity` receives; `nil` for an excluded activity, which the sheet never offers.
    ///
    /// ```swift
    /// sheet.items(for: .mail)   // [.text("Read this: ...")]
    /// ```
    /// - Note: Never fails; custom items that answer `nil` are left out.
    public func items(for activity: ScreenActivityType?) -> [ScreenShareValue]? {
        share.items(for: activity)
    }

    /// The subject line `activity` receives: the first item's own, else the share's subject.
    ///
    /// ```swift
    /// sheet.subject(for: .mail)
    /// ```
    /// - Note: Never fails.
    public func subject(for activity: ScreenActivityType?) -> String? {
        share.subject(for: activity)
    }

    /// The user picked `activity`, or Cancel with `nil`: the sheet is dismissed (a user change),
    /// then the completion is reported; an app activity runs on the items first.
    ///
    /// ```swift
    /// sheet.complete(activity: nil)   // Cancel
    /// ```
    /// - Returns: `false`, changing nothing, for an excluded activity or once the sheet closed.
    @discardableResult
    public func complete(activity: ScreenActivityType?, completed: Bool = true) -> Bool {
        guard completion == nil, let completion = share.perform(activity, completed: completed) else { return false }
        return finish(with: completion)
    }

    /// The sheet closed as `closed` says (UIKit's completion handler, which already ran an app
    /// activity): dismissed as a user change, then reported once.
    @discardableResult
    func finish(with closed: ScreenShareCompletion) -> Bool {
        guard completion == nil else { return false }
        completion = closed
        dismissItself { [share] in share.onComplete?(closed) }
        return true
    }

    private func report(_ closed: ScreenShareCompletion) {
        guard completion == nil else { return }
        completion = closed
        share.onComplete?(closed)
    }
}

extension SwiftUIPlatform: ScreenSharePlatform {
    /// A ``SwiftUIShareModel``.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.container).present(share: ScreenShare(items: ["Hi"]))
    /// ```
    /// - Note: Never fails; the presentation fails as any SwiftUI presentation does.
    @MainActor
    public static func makeShareContainer(for share: ScreenShare) -> SwiftUIScreenModel {
        SwiftUIShareModel(share: share)
    }
}
