import NavDSL
import NavDSLAddons

/// What the app's routes need from a platform: a controller for each ``AppScreen``, and the two
/// screens that answer (the login, the chat picker).
///
/// The app implements it with its `UIViewController`s; a test implements it with headless
/// stand-ins that carry the same keys. Routes, deep links and the login gate are written once,
/// against this protocol, and never name a platform's classes.
/// ```swift
/// enum StandInScreens: AppScreenFactory {
///     static func makeController(for screen: AppScreen, navigator: ScreenNavigator) -> HeadlessViewController { ... }
/// }
/// AppRoutes<StandInScreens>.chat(42)       // the app's own chat deep link, run headless
/// ```
@MainActor
public protocol AppScreenFactory {
    /// The platform family the controllers belong to. The routes need split views (the iPad mail),
    /// alerts, bottom sheets ("What's new") and tab bar items: the capabilities are protocols, so
    /// any family that has them (UIKit's, the headless one, a SwiftUI one) fits.
    associatedtype Platform: ScreenSplitPlatform & ScreenAlertPlatform
    where
        Platform.Modal: ScreenSheetContainer & ScreenModalStylingContainer & ScreenTabBarItemContainer,
        Platform.Stack: ScreenTabBarItemContainer

    /// The controller showing `screen`; NavDSL keys it with `screen.key` (unless it has its own,
    /// which must be the same).
    static func makeController(for screen: AppScreen, navigator: ScreenNavigator) -> Platform.Modal

    /// The login, which reports `true` once the user signed in and `false` when they closed it.
    static func makeLogin(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> Platform.Modal

    /// A list of `chats` to write to, which reports the user's ``ChatPick``.
    static func makeChatPicker(chats: [Int], navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> Platform.Modal
}

extension AppScreenFactory {
    /// `screen` as a value routes push, present and search for.
    public static func screen(_ screen: AppScreen) -> AppPlatformScreen<Self> { AppPlatformScreen(screen) }

    /// The login, a result screen answering `Bool`.
    public static var login: LoginScreen<Self> { LoginScreen() }

    /// The chat picker listing `chats`, a result screen answering ``ChatPick``.
    public static func chatPicker(_ chats: [Int]) -> ChatPickerScreen<Self> { ChatPickerScreen(chats: chats) }

    /// The tab bar of a signed-in user: chats and news in stacks, settings without one.
    public static var tabs: AnyScreen<Platform.Tabs> {
        ScreenTabsScreen<Platform>(name: AppScreen.tabsName).withTabs(
            screen(.chats).withStackContainer().withTabBarItem(ScreenTabBarItem(title: "Chats")),
            screen(.news).withStackContainer().withTabBarItem(ScreenTabBarItem(title: "News")),
            screen(.settings).withTabBarItem(ScreenTabBarItem(title: "Settings")))
    }

    /// Every screen a relaunch can bring back: all of ``AppScreen``; the login, the picker,
    /// alerts and sheets of the system are moments, not places, so a record stops before them.
    public static var restoration: ScreenRestorationRegistry<Platform> {
        ScreenRestorationRegistry<Platform>().registering(AppPlatformScreen<Self>.self)
    }
}

/// One ``AppScreen`` on the platform of `Screens`: keyed with the app screen's key, and
/// restorable, so a relaunch rebuilds it from the record on any platform.
public struct AppPlatformScreen<Screens: AppScreenFactory>: RestorableScreen {
    /// The screen it shows.
    public let screen: AppScreen

    /// `screen` on the platform of `Screens`.
    public init(_ screen: AppScreen) {
        self.screen = screen
    }

    /// The app screen's name.
    public var name: String { screen.name }
    /// The app screen's traits.
    public var traits: Set<AnyHashable> { screen.traits }

    /// The controller from the factory.
    public func build(navigator: ScreenNavigator) -> Screens.Platform.Modal {
        Screens.makeController(for: screen, navigator: navigator)
    }

    /// `"app"`: one type for every screen of the app, whose state says which.
    public static var screenRestorationType: String { "app" }
    /// The app screen itself, `{"chat":{"id":7}}`.
    public var screenRestorationState: AppScreen? { screen }

    /// The screen saved in a record.
    public init?(screenRestorationState state: AppScreen) {
        self.init(state)
    }
}

/// The login shown by the login gate: it answers `true` (signed in) or `false` (closed).
public struct LoginScreen<Screens: AppScreenFactory>: ResultScreen {
    /// `"Login"`.
    public var name: String { AppScreen.loginName }

    /// The factory's login, reporting through `result`.
    public func build(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> Screens.Platform.Modal {
        Screens.makeLogin(navigator: navigator, result: result)
    }
}

/// What the chat picker answers.
public enum ChatPick: Sendable, Equatable {
    /// The user picked chat `id`.
    case chat(id: Int)
    /// The user tapped Cancel.
    case cancelled
}

/// A list of chats to pick one from; reports the user's choice to the route that showed it.
public struct ChatPickerScreen<Screens: AppScreenFactory>: ResultScreen {
    /// The chats it lists.
    public let chats: [Int]

    /// `"ChatPicker"`, whatever it lists.
    public var name: String { AppScreen.chatPickerName }

    /// The factory's picker, reporting through `result`.
    public func build(navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> Screens.Platform.Modal {
        Screens.makeChatPicker(chats: chats, navigator: navigator, result: result)
    }
}
