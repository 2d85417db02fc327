/// What a tab shows (`UITabBarItem`), as a platform-neutral value.
public struct ScreenTabBarItem: Hashable, Sendable {
    /// The title.
    public var title: String?
    /// The name of the image.
    public var imageName: String?
    /// The badge text.
    public var badgeValue: String?

    /// Creates an item.
    public init(title: String? = nil, imageName: String? = nil, badgeValue: String? = nil) {
        self.title = title
        self.imageName = imageName
        self.badgeValue = badgeValue
    }
}

/// The headless platform uses the platform-neutral tab bar item directly.
public typealias HeadlessTabBarItem = ScreenTabBarItem
