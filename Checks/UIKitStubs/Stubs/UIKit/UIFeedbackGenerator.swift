// Stubs of the haptic feedback generators; see UIKit.swift. The initializers without a view are
// marked `deprecated: 100000` in the SDK (API_TO_BE_DEPRECATED: no warning yet); the ones taking a
// view replace them from iOS 17.5.

/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@available(iOS 10.0, *)
@MainActor
open class UIFeedbackGenerator: NSObject {
    /// The view a generator was made for (iOS 17.5): what it plays is recorded on that view's window.
    weak var stubView: UIView?

    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init()
    @available(iOS, introduced: 10.0, deprecated: 100000)
    public override init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:)
    @available(iOS 17.5, *)
    public convenience init(view: UIView) {
        self.init()
        stubView = view
    }

    /// Records `feedback` on the window of the generator's view (`UIWindow.stubPlayedFeedback`), so
    /// each test reads its own window's; a generator made without a view records nothing.
    func stubPlay(_ feedback: String) {
        stubView?.window?.stubPlayedFeedback.append(feedback)
    }

    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    @available(iOS 10.0, *)
    open func prepare() {}
}

/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@available(iOS 10.0, *)
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    @available(iOS 10.0, *)
    public enum FeedbackStyle: Int, Sendable {
        case light = 0, medium, heavy
        @available(iOS 13.0, *)
        case soft
        @available(iOS 13.0, *)
        case rigid
    }

    private var stubStyle = FeedbackStyle.medium

    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
    /// (a designated initializer, as in UIKit)
    @available(iOS, introduced: 10.0, deprecated: 100000)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        stubStyle = style
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:view:)
    @available(iOS 17.5, *)
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) {
        self.init(style: style)
        stubView = view
    }

    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
    @available(iOS 10.0, *)
    open func impactOccurred() {
        stubPlay("impact(\(stubStyle))")
    }
}

/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
@available(iOS 10.0, *)
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
    @available(iOS 10.0, *)
    public enum FeedbackType: Int, Sendable {
        case success = 0, warning, error
    }

    /// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
    @available(iOS 10.0, *)
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        stubPlay("notification(\(notificationType))")
    }
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@available(iOS 10.0, *)
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    @available(iOS 10.0, *)
    open func selectionChanged() {
        stubPlay("selection")
    }
}
