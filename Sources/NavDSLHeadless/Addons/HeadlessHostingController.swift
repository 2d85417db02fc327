import NavDSL
import NavDSLAddons

// The headless stand-in of UIHostingController: the headless form of ScreenHostingScreen records the
// root view value (a SwiftUI view on Apple platforms, any stand-in value on Linux).

extension ScreenHostingScreen where Platform == HeadlessPlatform {
    /// A headless screen whose controller records the value `rootView` returns: a SwiftUI view on
    /// Apple platforms, any stand-in value on Linux.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).push(ScreenHostingScreen { ProfileView(user: user) })
    /// ```
    public init<RootView>(name: String? = nil, traits: Set<AnyHashable> = [], rootView: @escaping @MainActor () -> RootView) {
        self.init(name: name ?? String(describing: RootView.self), traits: traits) {
            HeadlessHostingController(rootView: rootView())
        }
    }
}

/// The headless stand-in of `UIHostingController`: holds the root view value it was given.
///
/// ```swift
/// let profile = try #require(stack.topViewController as? HeadlessHostingController)
/// #expect((profile.rootView as? ProfileView)?.user == user)
/// ```
@MainActor
public final class HeadlessHostingController: HeadlessViewController {
    /// The root view (or the stand-in value) the screen built.
    public let rootView: Any

    /// Creates the controller.
    public init(rootView: Any) {
        self.rootView = rootView
        super.init(screenKey: nil)
    }

    /// The root view's description, for test messages: `ProfileView(user: 42)`.
    public var rootViewDescription: String { String(describing: rootView) }
}
