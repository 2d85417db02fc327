// Stubs of the bar items and actions; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// (not main-actor isolated in the SDK: the closure takes the isolation of the context that forms it)
@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    @available(iOS 13.0, *)
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// https://developer.apple.com/documentation/uikit/uimenuelement/state
    @available(iOS 13.0, *)
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }
}

/// https://developer.apple.com/documentation/uikit/uimenu
@available(iOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {}

/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    @available(iOS 13.0, *)
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Stub-only: the handler, so tests can perform the action.
    public private(set) var stubHandler: UIActionHandler = { _ in }
    /// https://developer.apple.com/documentation/uikit/uiaction/sender
    /// (stub: set by a test that performs the action as a control would)
    @available(iOS 14.0, *)
    open var sender: Any? { stubSender }
    /// Stub-only: what `sender` reports.
    public var stubSender: Any?
    /// https://developer.apple.com/documentation/uikit/uiaction/title
    @available(iOS 13.0, *)
    open var title = ""
    /// https://developer.apple.com/documentation/uikit/uiaction/subtitle
    @available(iOS 15.0, *)
    open var subtitle: String? {
        get { stubSubtitle }
        set { stubSubtitle = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiaction/image
    @available(iOS 13.0, *)
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uiaction/selectedimage
    @available(iOS 17.0, *)
    open var selectedImage: UIImage? {
        get { stubSelectedImage }
        set { stubSelectedImage = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
    @available(iOS 13.0, *)
    open private(set) var identifier = Identifier(rawValue: "")
    /// https://developer.apple.com/documentation/uikit/uiaction/discoverabilitytitle
    @available(iOS 13.0, *)
    open var discoverabilityTitle: String?
    /// https://developer.apple.com/documentation/uikit/uiaction/attributes
    @available(iOS 13.0, *)
    open var attributes: UIMenuElement.Attributes = []
    /// https://developer.apple.com/documentation/uikit/uiaction/state
    @available(iOS 13.0, *)
    open var state: UIMenuElement.State = .off
    private var stubSubtitle: String?
    private var stubSelectedImage: UIImage?

    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @available(iOS 13.0, *)
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init()
        stubSet(title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle)
        (self.attributes, self.state, stubHandler) = (attributes, state, handler)
    }

    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @available(iOS 15.0, *)
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes,
            state: state, handler: handler)
        stubSubtitle = subtitle
    }

    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:selectedimage:identifier:discoverabilitytitle:attributes:state:handler:)
    @available(iOS 17.0, *)
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle, attributes: attributes,
            state: state, handler: handler)
        (stubSubtitle, stubSelectedImage) = (subtitle, selectedImage)
    }

    private func stubSet(title: String, image: UIImage?, identifier: UIAction.Identifier?, discoverabilityTitle: String?) {
        (self.title, self.image, self.discoverabilityTitle) = (title, image, discoverabilityTitle)
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    }
}

/// https://developer.apple.com/documentation/uikit/uibaritem
@available(iOS 2.0, *)
@MainActor
open class UIBarItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibaritem/title
    @available(iOS 2.0, *)
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uibaritem/image
    @available(iOS 2.0, *)
    open var image: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@available(iOS 2.0, *)
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
    @available(iOS 14.0, *)
    open var primaryAction: UIAction? {
        get { stubPrimaryAction }
        set { stubPrimaryAction = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu
    @available(iOS 14.0, *)
    open var menu: UIMenu? {
        get { stubMenu }
        set { stubMenu = newValue }
    }
    private var stubPrimaryAction: UIAction?
    private var stubMenu: UIMenu?

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    @available(iOS 14.0, *)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        (stubPrimaryAction, stubMenu) = (primaryAction, menu)
    }

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    @available(iOS 2.0, *)
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add
    }

    /// Stub-only: the system item this button was made with.
    public private(set) var stubSystemItem: SystemItem?

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    @available(iOS 14.0, *)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
        stubSystemItem = systemItem
    }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@available(iOS 2.0, *)
@MainActor
open class UINavigationItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/title
    @available(iOS 2.0, *)
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
    @available(iOS 5.0, *)
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
    @available(iOS 5.0, *)
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
    /// (the first of `leftBarButtonItems`, as in UIKit)
    @available(iOS 2.0, *)
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
    @available(iOS 2.0, *)
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@available(iOS 2.0, *)
@MainActor
open class UITabBarItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
    @available(iOS 2.0, *)
    open var badgeValue: String?

    /// https://developer.apple.com/documentation/uikit/uitabbaritem/selectedimage
    @available(iOS 7.0, *)
    open var selectedImage: UIImage?

    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
    /// (a convenience initializer, as in UIKit)
    @available(iOS 7.0, *)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
