// Stubs of the content-container protocol, the edge insets, the blur effect styles and the font that
// Nivelir's sheet settings name (compiled by NavDSLNivelirCompat); see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uicontentcontainer
@available(iOS 8.0, *)
@MainActor
public protocol UIContentContainer: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsize
    var preferredContentSize: CGSize { get }

    /// https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:)
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 2.0, *)
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uiblureffect
@available(iOS 8.0, *)
open class UIBlurEffect: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiblureffect/style
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemMaterial = 1200
    }
}

/// https://developer.apple.com/documentation/uikit/uifont
@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    /// Stub-only: the point size.
    public let stubPointSize: CGFloat

    init(stubPointSize: CGFloat) {
        self.stubPointSize = stubPointSize
    }

    /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    @available(iOS 2.0, *)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(stubPointSize: fontSize) }
}
