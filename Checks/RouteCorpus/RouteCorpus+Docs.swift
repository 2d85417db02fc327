import NavDSL

/// "Get started"'s screens over the corpus's: the README's routes (`ChatRoutes`, linked from the
/// docs' tests) run on every family.
enum RouteCorpusChatScreens<Corpus: RouteCorpusPlatform>: ChatScreens {
    typealias Platform = Corpus.Platform
    static var chats: AnyScreen<Platform.Modal> { RouteCorpusScreen<Corpus>("Chats").eraseToAnyScreen() }
    static func chat(id: Int) -> AnyScreen<Platform.Modal> { RouteCorpusScreen<Corpus>("Chat", id).eraseToAnyScreen() }
}

extension RouteCorpus {
    /// The README's and the DocC articles' routes (Tests/NavDSLTests/Docs holds their text).
    static func docsEntries(animated: Bool) -> [Entry] {
        let chat = screen("Chat", 42)
        let settings = screen("Settings")
        let home = screen("Home")
        let chatRoutes = ChatRoutes<RouteCorpusChatScreens<Corpus>>.self
        let showItIfOpen = Route().first(.container(of: chat)).makeVisible().fallback(to: Route().top(.stack).push(chat))
        return [
            Entry(
                "README: quick start", start: Route().setRoot(to: home.withStackContainer()).makeKeyAndVisible().resolve(),
                steps: [.route("push the chat", Route().top(.stack).push(chat, animation: animation(animated)))]),
            Entry(
                "README: errors name the step", start: Route().setRoot(to: settings).resolve(),
                steps: [
                    .route("push without a stack", Route().top(.stack).push(chat), expecting: .failure(ScreenContainerNotFoundError.self))
                ]),
            Entry(
                "Get started: open a chat once, then show it", start: chatRoutes.start,
                steps: [
                    .route("open chat 42", chatRoutes.openChat(42)),
                    .route("open chat 42 again", chatRoutes.openChat(42)),
                    .route("push the profile", Route().top(.stack).push(screen("Profile"), animation: animation(animated))),
                    .route("open chat 42 under the profile", chatRoutes.openChat(42)),
                ]),
            Entry(
                "Routes and actions: the typed walk", start: self.home,
                steps: [
                    .route("push, then present from the top", Route().top(.stack).push(chat).stackTop.present(settings, animated: animated))
                ]),
            Entry(
                "Routes and actions: nested routes", start: self.home,
                steps: [
                    .route("push the chat", Route().top(.stack).push(chat)),
                    .route(
                        "nested pop and present",
                        Route().nested { $0.top(.stack).popToRoot() }.nested { $0.top(.container).present(settings, animated: animated) }),
                ]),
            Entry(
                "Searching: show it if open, else push it", start: self.home,
                steps: [
                    .route("not open: pushed", showItIfOpen),
                    .route("present settings", Route().top(.container).present(settings, animated: animated)),
                    .route("open under a modal: the modal goes", showItIfOpen),
                ]),
            Entry(
                "Searching: last(.stack(key:)) pops that stack", start: self.home,
                steps: [
                    .route("push two", Route().top(.stack).push(chat).push(settings)),
                    .route("pop the stack holding the chat", Route().last(.stack(key: chat.key)).popToRoot(animation: animation(animated))),
                ]),
            Entry(
                "Fallbacks: a typed error leaves the tree as it was", start: Route().setRoot(to: settings, animation: nil).resolve(),
                steps: [
                    .route(
                        "present, then no stack", Route().top(.container).present(chat, animated: animated).top(.stack).push(home),
                        expecting: .failure(ScreenContainerNotFoundError.self))
                ]),
            Entry(
                "Fallbacks: cauterize goes on from the root", start: self.home,
                steps: [
                    .route("push the chat", Route().top(.stack).push(chat)),
                    .route("dismiss nothing, cauterized, then pop", Route().root.presented.dismiss().cauterize().top(.stack).popToRoot()),
                ]),
        ]
    }
}
