import NavDSLAddons

/// Lets the user pick a chat, then opens it: the chat picker's answer comes back through
/// `navigator.result(of:)`, not through a delegate or a shared service.
///
/// Presents ``ChatPickerScreen`` (a nested navigation, part of this step's undo), waits for its
/// ``ChatPick`` while holding nothing, then opens the picked chat with the chat deep link's route,
/// which closes the picker on its way; a cancelled pick just closes the picker.
struct PickChatAction: ScreenAction {
    let chats: [Int]

    var description: String { "pickChat(\(chats.map(String.init).joined(separator: ", ")))" }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let picker = HeadlessWindowRoute().top(.container).present(ChatPickerScreen(chats: chats).withStackContainer())
        navigator.result(of: picker, as: ChatPick.self) { result in
            switch result {
            case .success(.chat(let id)):
                navigator.navigate(to: AppRoutes.chatDeeplink(id), completion: completion)
            case .success(.cancelled):
                navigator.navigate(to: HeadlessWindowRoute().first(.container(of: ChatPickerScreen(chats: chats))).presenting.dismiss()) {
                    completion($0)
                }
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }
}

extension ScreenThenable where Current == HeadlessWindow {
    /// Shows the chat picker and opens the chat the user picks.
    ///
    /// ```swift
    /// HeadlessWindowRoute().pickChat(from: [7, 8, 42])
    /// ```
    /// - Note: Fails with ``ScreenResultError`` when the picker closes without an answer;
    ///   completes when the picked chat is on screen (or the picker closed after Cancel).
    func pickChat(from chats: [Int]) -> ScreenRoute<Root, Current> {
        then(PickChatAction(chats: chats))
    }
}
