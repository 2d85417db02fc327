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
public final class SwiftUIShareModel: SwiftUIScreenModel, ScreenShareShowing {
    /// What is shared and how the sheet closed (`ScreenShareShowing` gives this model
    /// `items(for:)`, `complete(activity:completed:)` and the rest).
    public let shareModel: ScreenShareModel

    /// A model sharing `share`, shown as a sheet with medium and large detents.
    ///
    /// ```swift
    /// SwiftUIPlatform.makeShareContainer(for: ScreenShare(items: ["Hi"]))
    /// ```
    /// - Note: Never fails.
    public init(share: ScreenShare) {
        shareModel = ScreenShareModel(share: share)
        super.init(screenKey: nil)
        setScreenSheet(ScreenSheet(detents: [.medium, .large]))
        // An activity or Cancel takes the sheet away as the user's change.
        // The completion is reported once the dismissal is drawn.
        shareModel.dismissal = { [weak self] then in
            guard let self else { return then() }
            self.dismissItself(then: then)
        }
    }

    /// Reports Cancel when the sheet left its presenter before an activity completed it.
    public internal(set) override var presenter: SwiftUIScreenModel? {
        didSet {
            if oldValue != nil, presenter == nil { shareModel.report(ScreenShareCompletion(activityType: nil, completed: false)) }
        }
    }

    /// The sheet closed as `closed` says (UIKit's completion handler, which already ran an app
    /// activity): dismissed as a user change, then reported once.
    @discardableResult
    func finish(with closed: ScreenShareCompletion) -> Bool {
        shareModel.finish(with: closed)
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
