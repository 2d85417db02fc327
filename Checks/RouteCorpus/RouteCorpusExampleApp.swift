import NavDSL
import NavDSLAddons
import NavDSLExampleRoutes

/// The example app's screens over the corpus's plain screens, on a family that has what the app
/// needs (alerts, sheets, tab bar items): its routes, deep links and login gate run unchanged.
public enum RouteCorpusAppScreens<Corpus: RouteCorpusPlatform> {}

extension RouteCorpusAppScreens: AppScreenFactory
where
    Corpus.Platform: ScreenAlertPlatform,
    Corpus.Platform.Modal: ScreenSheetContainer & ScreenTabBarItemContainer,
    Corpus.Platform.Stack: ScreenTabBarItemContainer
{
    /// The corpus's family.
    public typealias Platform = Corpus.Platform

    /// The plain screen with the app screen's key.
    public static func makeController(for screen: AppScreen, navigator: ScreenNavigator) -> Platform.Modal {
        Corpus.makePlain(screen.key)
    }

    /// A plain `Login`, its reporter kept for the step where the user answers.
    public static func makeLogin(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> Platform.Modal {
        RouteCorpusLogins.waiting[ObjectIdentifier(navigator)] = result
        return Corpus.makePlain(ScreenKey(name: AppScreen.loginName))
    }

    /// A plain `ChatPicker` (no entry picks from it yet).
    public static func makeChatPicker(chats: [Int], navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> Platform.Modal {
        Corpus.makePlain(ScreenKey(name: AppScreen.chatPickerName))
    }
}

/// The logins on screen, by navigator, until the user answers: the factory is static, the runs
/// are parallel, so the navigator tells them apart.
@MainActor
enum RouteCorpusLogins {
    static var waiting: [ObjectIdentifier: ScreenResultReporter<Bool>] = [:]

    /// The user of `navigator`'s window signs in (`true`) or closes the login.
    static func answer(_ loggedIn: Bool, on navigator: ScreenNavigator) throws {
        guard let reporter = waiting.removeValue(forKey: ObjectIdentifier(navigator)) else {
            throw RouteCorpusStepError("no login is waiting for an answer")
        }
        reporter.report(loggedIn)
    }
}

/// The example app's entries: its start route, its deep links through its own handling
/// (`AppLinks`, with the login gate), its sheet and its split view.
@MainActor
enum RouteCorpusExampleApp<Screens: AppScreenFactory> {
    typealias Route = Screens.Platform.WindowRoute
    typealias Entry = RouteCorpusEntry<Screens.Platform>
    typealias Step = RouteCorpusStep<Screens.Platform>

    static var entries: [Entry] {
        let start = AppRoutes<Screens>.start
        return [
            Entry(
                "example app: tab and product links", needs: [.alerts], start: start,
                steps: [
                    link("navdsl://product/5"), link("navdsl://news"), link("navdsl://product/6"), link("navdsl://settings"),
                    link("navdsl://product/6"),
                ]),
            Entry(
                "example app: chat link finds the chat", needs: [.alerts], start: start,
                steps: [
                    link("navdsl://chat/7"), link("navdsl://news"), .route("present What's new", AppRoutes<Screens>.whatsNew),
                    link("navdsl://chat/7"),
                ]),
            Entry(
                "example app: a malformed link moves nothing", needs: [.alerts], start: start,
                steps: [
                    link("navdsl://chat/0", expecting: .failure(DeeplinkError.self)),
                    link("navdsl://nowhere", expecting: .failure(DeeplinkError.self)),
                ]),
            Entry(
                "example app: profile behind the login", needs: [.alerts], start: start,
                steps: [profile(loggingIn: false), profile(loggingIn: true)]),
            Entry(
                "example app: what's new sheet", needs: [.alerts], start: start,
                steps: [.route("present What's new", AppRoutes<Screens>.whatsNew), .route("expand it", AppRoutes<Screens>.expandWhatsNew)]),
            Entry(
                "example app: mail split view", needs: [.alerts], start: start,
                steps: [
                    .route("the mail as root", AppRoutes<Screens>.mail), .width(compact: false),
                    .route("open Sent", AppRoutes<Screens>.openMailbox("Sent")),
                    .route("open a message", AppRoutes<Screens>.openMessage(3)),
                ]),
        ]
    }

    /// Handles `url` as the app does: every link type and the login gate, the user signed in.
    static func link(_ url: String, expecting expected: RouteCorpusOutcome.Expectation = .success) -> Step {
        Step("link \(url)", expecting: expected) { session in
            try await session.perform { navigator in try await deeplinks(navigator, LoginSession(isLoggedIn: true)).handle(url) }
        }
    }

    /// The profile link of a signed-out user, who then signs in or closes the login.
    static func profile(loggingIn: Bool) -> Step {
        Step("link navdsl://profile, the user \(loggingIn ? "signs in" : "closes the login")") { session in
            try await session.perform { navigator in
                var outcome: Result<Void, any Error>?
                deeplinks(navigator, LoginSession(isLoggedIn: false)).handle("navdsl://profile") { outcome = $0 }
                try await RouteCorpusWait.until("the login") { RouteCorpusLogins.waiting[ObjectIdentifier(navigator)] != nil }
                try RouteCorpusLogins.answer(loggingIn, on: navigator)
                try await RouteCorpusWait.until("the profile link") { outcome != nil }
                try outcome?.get()
            }
        }
    }

    static func deeplinks(_ navigator: ScreenNavigator, _ session: LoginSession<Screens>) -> DeeplinkManager {
        let manager = DeeplinkManager(navigator: navigator, schemes: [AppLinkSources.scheme], webHosts: [AppLinkSources.webHost])
        AppLinks<Screens>.register(in: manager, session: session)
        manager.activate(.launch)
        manager.activate(.authorized)
        return manager
    }
}
