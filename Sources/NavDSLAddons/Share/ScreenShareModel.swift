/// A share sheet on screen, whatever family shows it: what each activity receives and how the sheet
/// closed, reported once.
///
/// A container family's share sheet holds one and adopts ``ScreenShareShowing``, which gives it the
/// members tests and views call (`items(for:)`, `complete(activity:completed:)`, ...). Picking an
/// activity (or Cancel) takes the sheet off screen, then reports the completion to the share's
/// `onComplete`; a sheet that closed any other way reports Cancel, as UIKit's completion handler does.
///
/// ```swift
/// let model = ScreenShareModel(share: ScreenShare(items: [.url(link)]))
/// model.dismissal = { then in presenter.dismiss(animated: true, completion: then) }
/// ```
/// - Note: Never fails; without a ``dismissal`` the completion is reported at once.
@MainActor
public final class ScreenShareModel {
    /// What is shared.
    public let share: ScreenShare
    /// How the sheet closed, once it did.
    public private(set) var completion: ScreenShareCompletion?
    /// How the container showing the sheet leaves the screen before the completion is reported.
    ///
    /// It calls its argument once the sheet is gone; `nil` reports at once.
    public var dismissal: ((@escaping @MainActor () -> Void) -> Void)?

    /// A model of `share`, not closed yet.
    public init(share: ScreenShare) {
        self.share = share
    }

    /// Closes the sheet as `closed` says: dismissed, then reported; `false`, changing nothing, once
    /// it closed already.
    @discardableResult
    package func finish(with closed: ScreenShareCompletion) -> Bool {
        guard completion == nil else { return false }
        completion = closed
        let onComplete = share.onComplete
        guard let dismissal else {
            onComplete?(closed)
            return true
        }
        dismissal { onComplete?(closed) }
        return true
    }

    /// Reports `closed` without dismissing (the sheet is gone already); nothing once it closed.
    package func report(_ closed: ScreenShareCompletion) {
        guard completion == nil else { return }
        completion = closed
        share.onComplete?(closed)
    }
}

/// A container that shows a share sheet through a ``ScreenShareModel``: what a family's share
/// sheet adopts to get the members tests and views use.
///
/// ```swift
/// let sheet = try #require(window.rootViewController?.presentedViewController as? any ScreenShareShowing)
/// sheet.items(for: .mail)                        // what Mail would receive: [.text("Read this: ...")]
/// sheet.complete(activity: .copyToPasteboard)   // dismisses the sheet, then reports the completion
/// ```
/// - Note: Never fails; each member says what it refuses.
@MainActor
public protocol ScreenShareShowing: AnyObject {
    /// What is shared and how the sheet closed.
    var shareModel: ScreenShareModel { get }
}

extension ScreenShareShowing {
    /// What is shared.
    public var share: ScreenShare { shareModel.share }
    /// How the sheet closed, once it did.
    public var completion: ScreenShareCompletion? { shareModel.completion }

    /// The activities the sheet offers among `system` ones: those not excluded, then the app's own.
    ///
    /// ```swift
    /// sheet.offeredActivities(among: [.mail, .print])   // [.mail] when .print is excluded
    /// ```
    /// - Note: Never fails.
    public func offeredActivities(among system: [ScreenActivityType]) -> [ScreenActivityType] {
        share.offeredActivities(among: system)
    }

    /// The values `activity` receives, as UIKit asks each item for it (`nil`: before an activity is
    /// picked); custom items that answer `nil` are left out.
    ///
    /// ```swift
    /// sheet.items(for: .mail)   // [.text("Read this: ...")]
    /// ```
    /// - Returns: `nil` for an excluded activity, which the sheet never offers.
    public func items(for activity: ScreenActivityType?) -> [ScreenShareValue]? {
        share.items(for: activity)
    }

    /// The subject line `activity` receives: the first item's own subject for it, else the share's
    /// `ScreenShare.subject`.
    ///
    /// ```swift
    /// sheet.subject(for: .mail)
    /// ```
    /// - Note: Never fails.
    public func subject(for activity: ScreenActivityType?) -> String? {
        share.subject(for: activity)
    }

    /// The user picked `activity`, or Cancel with `nil`: an app activity runs on ``items(for:)`` as
    /// text and reports whether it completed, a system one completes with `completed`; the sheet is
    /// dismissed, then the completion is reported.
    ///
    /// ```swift
    /// sheet.complete(activity: nil)   // Cancel
    /// ```
    /// - Returns: `false`, changing nothing, for an excluded activity or once the sheet closed.
    @discardableResult
    public func complete(activity: ScreenActivityType?, completed: Bool = true) -> Bool {
        guard shareModel.completion == nil, let closed = share.perform(activity, completed: completed) else { return false }
        return shareModel.finish(with: closed)
    }
}
