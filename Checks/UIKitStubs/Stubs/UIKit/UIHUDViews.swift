// Stubs of the views the HUD controller builds (ScreenHUDViewController); see UIKit.swift.
// The UIView members the HUD uses are declared in UIView's class (UIKit.swift), `open` as in UIKit;
// their state lives in the side table here, keyed by the view (stub-only).

/// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    /// Stub-only: the grey level and opacity.
    public let stubWhite: CGFloat
    public let stubAlpha: CGFloat

    /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    @available(iOS 2.0, *)
    public init(white: CGFloat, alpha: CGFloat) {
        stubWhite = white
        stubAlpha = alpha
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.6) }
    /// https://developer.apple.com/documentation/uikit/uicolor/lightgray
    @available(iOS 2.0, *)
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/label
    @available(iOS 13.0, *)
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    @available(iOS 2.0, *)
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/darkgray
    @available(iOS 2.0, *)
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }

    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    @available(iOS 2.0, *)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(white: stubWhite, alpha: alpha) }
}

/// A view's stub state, stored on the view (a table keyed by object identity would hand a dead
/// view's state to a new view at the same address, across tests running in parallel).
@MainActor
final class StubViewExtras {
    var backgroundColor: UIColor?
    var translatesAutoresizingMaskIntoConstraints = true
    var subviews: [UIView] = []
    var transitions: [(duration: TimeInterval, options: UIView.AnimationOptions)] = []

    static func of(_ view: UIView) -> StubViewExtras { view.stubExtras }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Stub-only: the view the anchor belongs to.
    public weak var stubView: UIView?

    init(stubView: UIView) {
        self.stubView = stubView
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    @available(iOS 9.0, *)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@available(iOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@available(iOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    @available(iOS 6.0, *)
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    @available(iOS 8.0, *)
    open var isActive = false

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, *)
@MainActor
open class UILayoutGuide: NSObject {
    private weak var stubOwningView: UIView?

    init(stubOwningView view: UIView) {
        stubOwningView = view
    }

    /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(stubView: stubOwningView ?? UIView()) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(stubView: stubOwningView ?? UIView()) }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(stubView: stubOwningView ?? UIView()) }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@available(iOS 9.0, *)
@MainActor
open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    @available(iOS 9.0, *)
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    @available(iOS 9.0, *)
    open private(set) var arrangedSubviews: [UIView] = []
    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    @available(iOS 9.0, *)
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    @available(iOS 9.0, *)
    open var alignment: UIStackView.Alignment = .fill
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    @available(iOS 9.0, *)
    open var spacing: CGFloat = 0

    /// https://developer.apple.com/documentation/uikit/uistackview/init(frame:)
    @available(iOS 9.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:) (not failable in the SDK)
    @available(iOS 9.0, *)
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    /// (a convenience initializer, as in UIKit)
    @available(iOS 9.0, *)
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init()
        arrangedSubviews = views
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    @available(iOS 9.0, *)
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@available(iOS 2.0, *)
@MainActor
open class UIActivityIndicatorView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    @available(iOS 2.0, *)
    public enum Style: Int, Sendable {
        @available(iOS 13.0, *)
        case medium = 100
        @available(iOS 13.0, *)
        case large = 101
    }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    @available(iOS 2.0, *)
    open private(set) var isAnimating = false

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    @available(iOS 2.0, *)
    public init(style: UIActivityIndicatorView.Style) {
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @available(iOS 2.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(coder:)
    /// (not failable in the SDK)
    @available(iOS 2.0, *)
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    @available(iOS 2.0, *)
    open func startAnimating() { isAnimating = true }
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
    @available(iOS 2.0, *)
    open func stopAnimating() { isAnimating = false }
}

/// https://developer.apple.com/documentation/uikit/uiprogressview
@available(iOS 2.0, *)
@MainActor
open class UIProgressView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiprogressview/style-swift.enum
    @available(iOS 2.0, *)
    public enum Style: Int, Sendable {
        case `default` = 0, bar
    }

    /// https://developer.apple.com/documentation/uikit/uiprogressview/progress
    @available(iOS 2.0, *)
    open var progress: Float = 0

    /// https://developer.apple.com/documentation/uikit/uiprogressview/init(progressviewstyle:)
    /// (a convenience initializer, as in UIKit)
    @available(iOS 2.0, *)
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiprogressview/setprogress(_:animated:)
    @available(iOS 5.0, *)
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    @available(iOS 2.0, *)
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    @available(iOS 2.0, *)
    open var numberOfLines = 1
    /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
    @available(iOS 2.0, *)
    open var textAlignment: NSTextAlignment = .natural
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
    @available(iOS 2.0, *)
    open var textColor: UIColor! = UIColor(white: 0, alpha: 1)
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
@available(iOS 6.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@available(iOS 2.0, *)
@MainActor
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    @available(iOS 2.0, *)
    open var image: UIImage?

    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    @available(iOS 2.0, *)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @available(iOS 2.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}


