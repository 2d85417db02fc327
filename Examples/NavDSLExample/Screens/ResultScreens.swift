import NavDSLAddons

/// The login shown by the in-route gate: it reports whether the user logged in.
///
/// A ``ResultScreen``: whoever presents it with `navigator.result(of:)` gets `true` (logged in)
/// or `false` (closed), without a session singleton in between.
struct LoginScreen: ResultScreen {
    var name: String { "Login" }

    func build(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> LoginController {
        LoginController(result: result, key: key)
    }
}

/// The login's controller: its buttons report the outcome.
final class LoginController: HeadlessViewController {
    private let result: ScreenResultReporter<Bool>

    init(result: ScreenResultReporter<Bool>, key: ScreenKey) {
        self.result = result
        super.init(screenKey: key)
        title = key.description
    }

    /// The user entered valid credentials.
    func logIn() { result.report(true) }

    /// The user closed the login.
    func close() { result.report(false) }
}

/// What the chat picker answers.
enum ChatPick: Sendable, Equatable {
    case chat(id: Int)
    case cancelled
}

/// A list of chats to pick one from; reports the user's choice.
struct ChatPickerScreen: ResultScreen {
    let chats: [Int]
    var name: String { "ChatPicker" }

    func build(navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> ChatPickerController {
        ChatPickerController(chats: chats, result: result, key: key)
    }
}

/// The picker's controller: a tap on a row reports that chat.
final class ChatPickerController: HeadlessViewController {
    let chats: [Int]
    private let result: ScreenResultReporter<ChatPick>

    init(chats: [Int], result: ScreenResultReporter<ChatPick>, key: ScreenKey) {
        self.chats = chats
        self.result = result
        super.init(screenKey: key)
        title = key.description
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
