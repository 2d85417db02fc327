import NavDSL
import NavDSLAddons

/// The headless share sheet: records what is shared; tests pick an activity or cancel.
///
/// ```swift
/// let sheet = try #require(window.rootViewController?.presentedViewController as? HeadlessShareController)
/// sheet.items(for: .mail)                        // what Mail would receive: [.text("Read this: ...")]
/// sheet.complete(activity: .copyToPasteboard)   // dismisses the sheet, then reports the completion
/// ```
@MainActor
public final class HeadlessShareController: HeadlessViewController {
    /// What is shared.
    public let share: ScreenShare
    /// How the sheet closed, once it did.
    public private(set) var completion: ScreenShareCompletion?

    /// Creates the controller.
    public init(share: ScreenShare) {
        self.share = share
        super.init(screenKey: nil)
        modalPresentationStyle = .pageSheet
    }

    /// The share sheet becomes a popover in regular width, as UIKit's does, and then needs an anchor.
    public override var adaptsToPopoverInRegularWidth: Bool { true }

    /// The activities the sheet offers among `system` ones: those not excluded, then the app's own.
    public func offeredActivities(among system: [ScreenActivityType]) -> [ScreenActivityType] {
        share.offeredActivities(among: system)
    }

    /// The values `activity` receives, as UIKit asks each item for it (`nil`: before an activity is
    /// picked); custom items that answer `nil` are left out.
    ///
    /// Returns `nil` for an excluded activity, which the sheet never offers.
    public func items(for activity: ScreenActivityType?) -> [ScreenShareValue]? {
        share.items(for: activity)
    }

    /// The subject line `activity` receives: the first item's own subject for it, else the share's
    /// `ScreenShare.subject`.
    public func subject(for activity: ScreenActivityType?) -> String? {
        share.subject(for: activity)
    }

    /// Simulates picking `activity`, or Cancel with `nil`.
    ///
    /// An app activity runs on ``items(for:)`` as text and reports whether it completed; a system
    /// one completes with `completed`. The sheet dismisses itself, then reports.
    ///
    /// Returns `false`, changing nothing, for an excluded activity or after the sheet closed.
    @discardableResult
    public func complete(activity: ScreenActivityType?, completed: Bool = true) -> Bool {
        guard self.completion == nil, let completion = share.perform(activity, completed: completed) else { return false }
        self.completion = completion
        let onComplete = share.onComplete
        guard let presenter = presentingViewController else {
            onComplete?(completion)
            return true
        }
        presenter.dismiss(animated: true) { onComplete?(completion) }
        return true
    }
}

extension HeadlessPlatform: ScreenSharePlatform {
    /// A ``HeadlessShareController``.
    @MainActor
    public static func makeShareContainer(for share: ScreenShare) -> HeadlessViewController {
        HeadlessShareController(share: share)
    }
}
