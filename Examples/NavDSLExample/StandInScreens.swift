import NavDSLAddons
import NavDSLExampleRoutes
import NavDSLHeadless

/// The iOS example's screens, headless: every ``AppScreen`` is a stand-in carrying the app
/// screen's key, made from the app's list of screen names, so the app's own routes, deep links and
/// login gate run here unchanged (`AppRoutes<StandInScreens>`), and find what they would find in
/// the app.
///
/// The login and the chat picker answer, so their stand-ins have buttons the tour's user taps.
enum StandInScreens: AppScreenFactory {
    typealias Platform = HeadlessPlatform

    /// The stand-ins, from the app's list; a name listed twice leaves the catalog empty, and every
    /// screen is then reported as missing.
    static let standIns = Result { () throws(HeadlessStandInError) in try HeadlessStandIns(names: AppScreen.names, onMissing: report) }

    /// What did not fit the app's list of screens (the tour fails when this is not empty).
    @MainActor static var problems: [HeadlessStandInError] = []

    private static let report: @MainActor @Sendable (HeadlessStandInError) -> Void = { problems.append($0) }

    static func makeController(for screen: AppScreen, navigator: ScreenNavigator) -> HeadlessViewController {
        switch standIns {
        case .success(let standIns):
            return standIns.screen(standingIn: screen.key).build(navigator: navigator)
        case .failure(let problem):
            report(problem)
            return HeadlessScreen(standingIn: screen.key).build(navigator: navigator)
        }
    }

    static func makeLogin(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> HeadlessViewController {
        LoginController(result: result)
    }

    static func makeChatPicker(chats: [Int], navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> HeadlessViewController {
        ChatPickerController(chats: chats, result: result)
    }
}

/// The login's stand-in: its buttons report the outcome.
final class LoginController: HeadlessViewController {
    private let result: ScreenResultReporter<Bool>

    init(result: ScreenResultReporter<Bool>) {
        self.result = result
        super.init()
        title = AppScreen.loginName
    }

    /// The user entered valid credentials.
    func logIn() { result.report(true) }

    /// The user closed the login.
    func close() { result.report(false) }
}

/// The chat picker's stand-in: a tap on a row reports that chat.
final class ChatPickerController: HeadlessViewController {
    let chats: [Int]
    private let result: ScreenResultReporter<ChatPick>

    init(chats: [Int], result: ScreenResultReporter<ChatPick>) {
        self.chats = chats
        self.result = result
        super.init()
        title = AppScreen.chatPickerName
    }

    /// The user tapped the row of chat `id`.
    func pick(_ id: Int) { result.report(chats.contains(id) ? .chat(id: id) : .cancelled) }

    /// The user tapped Cancel.
    func cancel() { result.report(.cancelled) }
}

extension HeadlessWindow {
    /// The first controller of type `T` in the window, in a container or presented: what the
    /// tour's user taps.
    func firstController<T: HeadlessViewController>(of type: T.Type) -> T? {
        var pending: [HeadlessViewController] = rootViewController.map { [$0] } ?? []
        while let next = pending.popLast() {
            if let found = next as? T { return found }
            pending.append(contentsOf: next.children)
            if let presented = next.presentedViewController, presented.presentingViewController === next { pending.append(presented) }
        }
        return nil
    }
}
