// Stubs of the share sheet: UIActivityViewController, UIActivity and UIActivityItemSource; see UIKit.swift.
// UIActivityItemSource's subject method is `optional` in the SDK (an @objc protocol); without the
// Objective-C runtime the stub makes it a requirement with a default implementation.

/// https://developer.apple.com/documentation/uikit/uiactivity
/// (not main-actor isolated in the SDK: activities may be prepared off the main thread)
@available(iOS 6.0, *)
open class UIActivity: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiactivity/activitytype-swift.struct
    @available(iOS 6.0, *)
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Stub-only: what `activityDidFinish(_:)` reported, once it was called.
    public private(set) var stubFinished: Bool?
    /// Stub-only: called by `activityDidFinish(_:)` (UIKit then runs the sheet's completion).
    var stubOnFinish: ((Bool) -> Void)?

    /// https://developer.apple.com/documentation/uikit/uiactivity/activitytype-swift.property
    @available(iOS 6.0, *)
    open var activityType: UIActivity.ActivityType? { nil }

    /// https://developer.apple.com/documentation/uikit/uiactivity/activitytitle
    @available(iOS 6.0, *)
    open var activityTitle: String? { nil }

    /// https://developer.apple.com/documentation/uikit/uiactivity/activityimage
    @available(iOS 6.0, *)
    open var activityImage: UIImage? { nil }

    /// https://developer.apple.com/documentation/uikit/uiactivity/canperform(withactivityitems:)
    @available(iOS 6.0, *)
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiactivity/prepare(withactivityitems:)
    @available(iOS 6.0, *)
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// https://developer.apple.com/documentation/uikit/uiactivity/perform()
    @available(iOS 6.0, *)
    open func perform() {}

    /// https://developer.apple.com/documentation/uikit/uiactivity/activitydidfinish(_:)
    @available(iOS 6.0, *)
    open func activityDidFinish(_ completed: Bool) {
        stubFinished = completed
        stubOnFinish?(completed)
    }

    public override init() {
        super.init()
    }
}

@available(iOS 6.0, *)
extension UIActivity.ActivityType {
    /// https://developer.apple.com/documentation/uikit/uiactivity/activitytype-swift.struct/message
    @available(iOS 6.0, *)
    public static let message = UIActivity.ActivityType(rawValue: "com.apple.UIKit.activity.Message")
    /// https://developer.apple.com/documentation/uikit/uiactivity/activitytype-swift.struct/mail
    @available(iOS 6.0, *)
    public static let mail = UIActivity.ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    /// https://developer.apple.com/documentation/uikit/uiactivity/activitytype-swift.struct/copytopasteboard
    @available(iOS 6.0, *)
    public static let copyToPasteboard = UIActivity.ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    /// https://developer.apple.com/documentation/uikit/uiactivity/activitytype-swift.struct/print
    @available(iOS 6.0, *)
    public static let print = UIActivity.ActivityType(rawValue: "com.apple.UIKit.activity.Print")
}

/// https://developer.apple.com/documentation/uikit/uiactivityitemsource
@available(iOS 6.0, *)
public protocol UIActivityItemSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiactivityitemsource/activityviewcontrollerplaceholderitem(_:)
    @available(iOS 6.0, *)
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any

    /// https://developer.apple.com/documentation/uikit/uiactivityitemsource/activityviewcontroller(_:itemforactivitytype:)
    @available(iOS 6.0, *)
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?)
        -> Any?

    /// https://developer.apple.com/documentation/uikit/uiactivityitemsource/activityviewcontroller(_:subjectforactivitytype:)
    @available(iOS 7.0, *)
    func activityViewController(
        _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String
}

@available(iOS 6.0, *)
extension UIActivityItemSource {
    /// The SDK's optional requirement, defaulted here: no subject.
    @available(iOS 7.0, *)
    public func activityViewController(
        _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }
}

/// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@available(iOS 6.0, *)
@MainActor
open class UIActivityViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.typealias
    @available(iOS 8.0, *)
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// Stub-only: the shared items.
    public let stubItems: [Any]
    /// Stub-only: the app's own activities.
    public let stubApplicationActivities: [UIActivity]

    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/excludedactivitytypes
    @available(iOS 6.0, *)
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/completionwithitemshandler-swift.property
    @available(iOS 8.0, *)
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?

    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
    /// (a designated initializer, as in UIKit)
    @available(iOS 6.0, *)
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        stubItems = activityItems
        stubApplicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
    }

    /// Not offered by the SDK (`NS_UNAVAILABLE`): the sheet is made from its items.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// Stub-only: the items an activity of `type` receives (item sources asked for theirs).
    public func stubResolvedItems(for type: UIActivity.ActivityType?) -> [Any] {
        stubItems.compactMap { item in
            (item as? any UIActivityItemSource).map { $0.activityViewController(self, itemForActivityType: type) } ?? item
        }
    }

    /// Stub-only: the subjects the item sources give for `type`.
    public func stubSubjects(for type: UIActivity.ActivityType?) -> [String] {
        stubItems.compactMap { ($0 as? any UIActivityItemSource)?.activityViewController(self, subjectForActivityType: type) }
    }

    /// Stub-only: the user picks `type` (`nil`: Cancel). An app activity is prepared and performed
    /// and reports through `activityDidFinish(_:)`; a system one completes at once. As in UIKit,
    /// the sheet dismisses itself, then `completionWithItemsHandler` runs.
    public func stubChoose(_ type: UIActivity.ActivityType?) {
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            let handler = completionWithItemsHandler
            guard let presenter = presentingViewController else { return handler?(type, completed, nil, nil) ?? () }
            presenter.dismiss(animated: true) { handler?(type, completed, nil, nil) }
        }
        guard let type, let activity = stubApplicationActivities.first(where: { $0.activityType == type }) else {
            return finish(type != nil)
        }
        activity.stubOnFinish = { completed in MainActor.assumeIsolated { finish(completed) } }
        activity.prepare(withActivityItems: stubResolvedItems(for: type))
        activity.perform()
    }
}
