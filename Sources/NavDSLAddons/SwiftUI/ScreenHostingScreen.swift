/// A screen that hosts a SwiftUI view, pushed and presented like any screen.
///
/// It builds a `UIHostingController` on UIKit and a `HeadlessHostingController` on the
/// headless platform, keyed by its name (the view's type name unless given) and traits.
///
/// ```swift
/// HeadlessWindowRoute().top(.stack).push(ScreenHostingScreen(traits: [user.id]) { ProfileView(user: user) })
/// ScreenWindowRoute().top(.container).present(ScreenHostingScreen { SettingsView() }.withStackContainer())
/// ```
///
/// **One app, two platforms.** The UIKit form takes a SwiftUI `View` and exists only where SwiftUI
/// and UIKit do; the headless form takes any value and exists everywhere, so no SwiftUI type is
/// needed on Linux. Both infer the platform from the route and default the name to the type of
/// what `rootView` returns, so a route finds the same key on both. An app whose routes are
/// compiled on Linux too (to test them with `swift test`) keeps its SwiftUI views in files
/// compiled only on Apple platforms and gives Linux a plain value of the same name, its view model
/// for instance:
/// ```swift
/// #if !canImport(SwiftUI)
/// struct ProfileView { let user: User }   // what the headless stand-in records
/// #endif
/// route.top(.stack).push(ScreenHostingScreen { ProfileView(user: user) })   // same line on iOS and Linux
/// ```
/// The platform comes from the route: outside one, name it (`ScreenHostingScreen<HeadlessPlatform>`).
public struct ScreenHostingScreen<Platform: ScreenPlatform> {
    // `Screen` is conformed in an extension, so the stored `traits` (not `Sendable`) is not inferred
    // main-actor from its requirements and the screen can be made anywhere.

    /// The screen's name: the root view's type name unless given.
    public let name: String
    /// What tells instances apart.
    public let traits: Set<AnyHashable>
    private let make: @MainActor () -> Platform.Modal

    /// Creates a screen from a platform's own hosting controller factory (the platform forms
    /// below use it).
    public init(name: String, traits: Set<AnyHashable> = [], make: @escaping @MainActor () -> Platform.Modal) {
        self.name = name
        self.traits = traits
        self.make = make
    }
}

extension ScreenHostingScreen: Screen {
    /// A new hosting controller on a new root view.
    @MainActor
    public func build(navigator: ScreenNavigator) -> Platform.Modal {
        make()
    }
}
