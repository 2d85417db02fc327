import NavDSL

/// The headless `UINavigationItem`: the title and bar buttons a navigation bar would show.
@MainActor
public final class HeadlessNavigationItem {
    /// The title.
    public var title: String?
    /// Buttons on the left, leading first.
    public var leftBarButtonItems: [HeadlessBarButtonItem] = []
    /// Buttons on the right, trailing first.
    public var rightBarButtonItems: [HeadlessBarButtonItem] = []

    /// Creates an empty item.
    public init() {}

    /// The first left button.
    public var leftBarButtonItem: HeadlessBarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first right button.
    public var rightBarButtonItem: HeadlessBarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}

/// A platform-neutral bar button: what `UIBarButtonItem` shows, plus an action a test can "tap".
@MainActor
public final class HeadlessBarButtonItem {
    /// The title shown.
    public var title: String?
    /// The name of the image shown.
    public var imageName: String?
    /// Runs when the button is tapped.
    public var action: (@MainActor () -> Void)?

    /// Creates a button.
    public init(title: String? = nil, imageName: String? = nil, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.imageName = imageName
        self.action = action
    }

    /// Simulates a tap: runs ``action``.
    public func tap() {
        action?()
    }
}
