import NavDSL
import NavDSLExampleRoutes
import NavDSLSwiftUI

/// The SwiftUI example's screens on Linux: every ``AppScreen`` is a plain screen model that the
/// shared routes key with the app screen's key, so `AppRoutes<SwiftUIStandInScreens>` finds what
/// `AppRoutes<SwiftUIScreens>` finds in the app (`Examples/NavDSLSwiftUIExample`), on the very
/// model classes the app ships.
///
/// The login and the chat picker answer, so their stand-ins have the buttons a test taps.
enum SwiftUIStandInScreens: AppScreenFactory {
    typealias Platform = SwiftUIPlatform

    static func makeController(for screen: AppScreen, navigator: ScreenNavigator) -> SwiftUIScreenModel {
        SwiftUIScreenModel()
    }

    static func makeLogin(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> SwiftUIScreenModel {
        SwiftUILoginStandIn(result: result)
    }

    static func makeChatPicker(chats: [Int], navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> SwiftUIScreenModel {
        SwiftUIChatPickerStandIn(chats: chats, result: result)
    }
}

/// The login's stand-in: `LoginView`'s two buttons.
final class SwiftUILoginStandIn: SwiftUIScreenModel {
    private let result: ScreenResultReporter<Bool>

    init(result: ScreenResultReporter<Bool>) {
        self.result = result
        super.init(screenKey: nil)
    }

    /// "Log in as Ann".
    func logIn() { result.report(true) }

    /// "Close".
    func close() { result.report(false) }
}

/// The chat picker's stand-in: `ChatPickerView`'s rows and its Cancel button.
final class SwiftUIChatPickerStandIn: SwiftUIScreenModel {
    let chats: [Int]
    private let result: ScreenResultReporter<ChatPick>

    init(chats: [Int], result: ScreenResultReporter<ChatPick>) {
        self.chats = chats
        self.result = result
        super.init(screenKey: nil)
    }

    /// A tap on the row of chat `id`.
    func pick(_ id: Int) { result.report(chats.contains(id) ? .chat(id: id) : .cancelled) }

    /// "Cancel".
    func cancel() { result.report(.cancelled) }
}

/// The SwiftUI example's scene, as `ExampleScene` makes it, on stand-ins: window model, navigator,
/// deep links and session.
@MainActor
final class SwiftUIExampleScene {
    typealias Routes = AppRoutes<SwiftUIStandInScreens>

    let window: SwiftUIWindowModel
    let navigator: ScreenNavigator
    let deeplinks: DeeplinkManager
    let session: LoginSession<SwiftUIStandInScreens>

    init(completion: SwiftUICompletionMode = .immediate, isLoggedIn: Bool = true) {
        window = SwiftUIWindowModel(completion: completion)
        navigator = ScreenNavigator(window: window, logger: nil)
        session = LoginSession(isLoggedIn: isLoggedIn)
        deeplinks = DeeplinkManager(navigator: navigator, schemes: [AppLinkSources.scheme], webHosts: [AppLinkSources.webHost])
        AppLinks<SwiftUIStandInScreens>.register(in: deeplinks, session: session)
        deeplinks.activate(.launch)
        deeplinks.activate(.authorized)
    }

    /// The first model of type `T` in the tree, presented ones included: what the test's user taps.
    func first<T: SwiftUIScreenModel>(_ type: T.Type) -> T? {
        var pending = window.root.map { [$0] } ?? []
        while let next = pending.popLast() {
            if let found = next as? T { return found }
            pending.append(contentsOf: next.children)
            if let presented = next.presented { pending.append(presented) }
        }
        return nil
    }

    /// Runs `start`, lets `user` act while it waits, and returns how it ended.
    func outcome(
        of start: (@escaping ScreenCompletion<Void>) -> Void, user: (@MainActor (SwiftUIExampleScene) -> Void)? = nil
    ) async -> Result<Void, any Error> {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: $0) }
            user?(self)
        }
    }

    /// Opens `url` as `handlesDeeplinks(with:)` does in the app.
    func open(_ url: String, user: (@MainActor (SwiftUIExampleScene) -> Void)? = nil) async -> Result<Void, any Error> {
        await outcome(of: { deeplinks.handle(url, completion: $0) }, user: user)
    }
}
