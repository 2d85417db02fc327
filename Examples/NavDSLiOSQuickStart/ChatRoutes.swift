// The README's and "Get started"'s routes, written once against a screen factory, word for word.
// Held by DocsCoverageTests; run headless by ReadmeQuickStartTests; compiled against Apple's iOS SDK
// as part of Examples/NavDSLiOSQuickStart, which links to this file (so keep it free of Testing).
import NavDSL

/// The app's screens, whatever platform builds them.
@MainActor
protocol ChatScreens {
    associatedtype Platform: ScreenPlatform
    static var chats: AnyScreen<Platform.Modal> { get }
    static func chat(id: Int) -> AnyScreen<Platform.Modal>
}

/// The app's routes, written once: the app runs them over its view controllers, a test over stand-ins.
@MainActor
enum ChatRoutes<Screens: ChatScreens> {
    typealias Route = Screens.Platform.WindowRoute

    static var start: Route {
        Route().setRoot(to: Screens.chats.withStackContainer()).makeKeyAndVisible().resolve()
    }

    static func openChat(_ id: Int) -> Route {
        Route()
            .first(.container(of: Screens.chat(id: id))).makeVisible()  // open already? show it
            .fallback(to: Route().top(.stack).push(Screens.chat(id: id)))  // else push it on the visible stack
    }
}
