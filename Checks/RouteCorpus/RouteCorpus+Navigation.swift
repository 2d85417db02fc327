import NavDSL

extension RouteCorpus {
    /// Stacks, tabs and presentations: `makeVisible` across tabs, `dismissAll`, merged stack
    /// edits, fallbacks, and the routes the first same-trees test ran (kept as one entry).
    static func navigationEntries(animated: Bool) -> [Entry] {
        let chat = screen("Chat", 7)
        let missing = screen("Missing")
        return [
            Entry("same trees: nine routes in a row", start: tabs, steps: sameTreesSteps(animated: animated)),
            Entry(
                "makeVisible across tabs, under a sheet", start: tabs,
                steps: [
                    .route("push chat 7 on Chats", Route().top(.stack).push(chat, animation: animation(animated))),
                    .route("select News", Route().top(.tabs).selectTab(with: .index(1))),
                    .route("present a sheet", Route().top(.container).present(stacked("Sheet"), animated: animated)),
                    .route("show chat 7", Route().first(.container(of: chat)).makeVisible()),
                ]),
            Entry(
                "makeVisible pops what is above", start: tabs,
                steps: [
                    .route("push chat 7, then a photo", Route().top(.stack).push(chat).push(screen("Photo"), separated: true)),
                    .route("show chat 7", Route().first(.container(of: chat)).makeVisible()),
                ]),
            Entry(
                "dismissAll closes a chain of three", start: tabs,
                steps: [
                    .route("present A", Route().top(.container).present(screen("A"), animated: animated)),
                    .route("A presents B in a stack", Route().top(.container).present(stacked("B"), animated: animated)),
                    .route("B presents C", Route().top(.container).present(screen("C"), animated: animated)),
                    .route("dismiss all", Route().root.dismissAll(animated: animated)),
                ]),
            Entry(
                "merged stack edits: one transition", start: tabs,
                steps: [
                    .route("push two", Route().top(.stack).push(screen("One")).push(screen("Two"), separated: true)),
                    .route(
                        "pop to root, push three, replace the top",
                        Route().top(.stack).popToRoot(animation: animation(animated)).push(screen("A")).push(screen("B")).push(screen("C"))
                            .replace(with: screen("D"))),
                ]),
            Entry(
                "fallbacks: not found runs the fallback from the root", start: tabs,
                steps: [
                    .route(
                        "find a missing screen, else push it",
                        Route().first(.container(of: missing)).makeVisible().fallback(to: Route().top(.stack).push(missing))),
                    .route(
                        "nested fallbacks: the inner one fails too",
                        Route().top(.split).fallback(to: Route().top(.stack).pop().top(.split)).fallback {
                            _ in Route().root.dismissAll().top(.tabs).selectTab(with: .index(2)).resolve()
                        }),
                ]),
        ]
    }

    /// The nine routes SameTreesTests compared (issue 39, item 4's first cut), run in a row.
    static func sameTreesSteps(animated: Bool) -> [Step] {
        [
            .route(
                "push twice",
                Route().top(.stack).push(screen("Chat"), animation: animation(animated)).push(
                    screen("Photo"), animation: animation(animated), separated: true)),
            .route("present a login stack", Route().top(.container).present(stacked("Login"), animated: animated)),
            .route("push in the login", Route().top(.stack).push(screen("Profile"), animation: animation(animated))),
            .route("dismiss all", Route().root.dismissAll(animated: animated)),
            .route(
                "pop to root and push",
                Route().top(.stack).popToRoot(animation: animation(animated)).push(screen("Settings"), animation: animation(animated))),
            .route("select the second tab", Route().top(.tabs).selectTab(with: .index(1))),
            .route(
                "push, then fail",
                Route().top(.stack).push(screen("News"), animation: animation(animated)).fail(with: RouteCorpusFailure()),
                expecting: .failure(RouteCorpusFailure.self)),
            .route(
                "a sheet presents an alert screen",
                Route().top(.container).present(screen("Sheet"), animated: animated).top(.container).present(
                    screen("Alert"), animated: animated)),
            .route("dismiss all, select the first tab", Route().root.dismissAll(animated: animated).top(.tabs).selectTab(with: .index(0))),
        ]
    }
}
