import NavDSL
import NavDSLAddons

/// The headless share sheet: records what is shared; tests pick an activity or cancel
/// (`ScreenShareShowing`'s members, over the sheet's plain model).
///
/// ```swift
/// let sheet = try #require(window.rootViewController?.presentedViewController as? HeadlessShareController)
/// sheet.items(for: .mail)                        // what Mail would receive: [.text("Read this: ...")]
/// sheet.complete(activity: .copyToPasteboard)   // dismisses the sheet, then reports the completion
/// ```
@MainActor
public final class HeadlessShareController: HeadlessViewController, ScreenShareShowing {
    /// What is shared and how the sheet closed.
    public let shareModel: ScreenShareModel

    /// Creates the controller.
    public init(share: ScreenShare) {
        shareModel = ScreenShareModel(share: share)
        super.init(screenKey: nil)
        modalPresentationStyle = .pageSheet
        shareModel.dismissal = { [weak self] then in self?.dismissFromPresenter(then: then) ?? then() }
    }

    /// The share sheet becomes a popover in regular width, as UIKit's does, and then needs an anchor.
    public override var adaptsToPopoverInRegularWidth: Bool { true }
}

extension HeadlessPlatform: ScreenSharePlatform {
    /// A ``HeadlessShareController``.
    @MainActor
    public static func makeShareContainer(for share: ScreenShare) -> HeadlessViewController {
        HeadlessShareController(share: share)
    }
}
