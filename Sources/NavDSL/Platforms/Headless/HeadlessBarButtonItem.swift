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
