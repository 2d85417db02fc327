// Stubs of the bar items and actions; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement: NSObject {}

/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor
open class UIMenu: UIMenuElement {}

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
    /// Stub-only: the handler, so tests can perform the action.
    public let stubHandler: UIActionHandler
    /// https://developer.apple.com/documentation/uikit/uiaction/title
    public let title: String

    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// (the stub keeps title, image and handler; the other parameters are defaulted in UIKit too)
    public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        stubHandler = handler
    }
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor
open class UIBarButtonItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
    open var primaryAction: UIAction?
    /// https://developer.apple.com/documentation/uikit/uibaritem/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uibaritem/image
    open var image: UIImage?

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
    open var rightBarButtonItems: [UIBarButtonItem]?
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibaritem/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uibaritem/image
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
    open var badgeValue: String?

    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
    }
}
