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
