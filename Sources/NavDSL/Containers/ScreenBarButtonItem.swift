/// A navigation bar button as a platform-neutral value: its title or image, and an action that
/// runs through the navigator.
///
/// The UIKit adapter makes a `UIBarButtonItem` of it; the headless
/// platform a ``HeadlessBarButtonItem`` that tests can tap.
///
/// ```swift
/// let close = ScreenBarButtonItem(title: "Close") { navigator in
///     navigator.navigate(to: HeadlessWindowRoute().top(.container).presenting.dismiss()) { _ in }
/// }
/// ```
public struct ScreenBarButtonItem: Sendable {
    /// The title shown.
    public var title: String?
    /// The name of the image shown.
    public var imageName: String?
    /// Runs on tap, with the navigator that built the screen.
    public var action: @MainActor @Sendable (ScreenNavigator) -> Void

    /// Creates a button.
    public init(title: String? = nil, imageName: String? = nil, action: @escaping @MainActor @Sendable (ScreenNavigator) -> Void) {
        self.title = title
        self.imageName = imageName
        self.action = action
    }
}
