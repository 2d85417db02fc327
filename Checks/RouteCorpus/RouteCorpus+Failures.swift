import NavDSL

extension RouteCorpus {
    /// Routes that must fail: each platform fails at the same step with the same error type and
    /// leaves the tree as it was.
    static func failureEntries(animated: Bool) -> [Entry] {
        [
            Entry(
                "failures: presenting on a busy presenter", start: tabs,
                steps: [
                    .route("present a sheet", Route().top(.container).present(screen("Sheet"), animated: animated)),
                    .route(
                        "the root presents again", Route().root.present(screen("Second"), animated: animated),
                        expecting: .failure(ScreenContainerAlreadyPresentingError.self)),
                ]),
            Entry(
                "failures: a stack pushed into a stack", start: tabs,
                steps: [
                    .route(
                        "push a stack", Route().top(.stack).push(screen("Chat", 1)).push(stacked("Nested"), separated: true),
                        expecting: .failure(ScreenRuleViolation.self))
                ]),
            Entry(
                "failures: a tab that does not exist", start: tabs,
                steps: [
                    .route(
                        "select tab 5", Route().top(.tabs).selectTab(with: .index(5)),
                        expecting: .failure(ScreenContainerNotFoundError.self))
                ]),
            Entry(
                "failures: a late step undoes a present, a push and a tab", start: tabs,
                steps: [
                    .route(
                        "push, select, present, push, then fail",
                        Route().top(.stack).push(screen("Chat", 3)).window.top(.tabs).selectTab(with: .index(1))
                            .top(.container).present(stacked("Sheet"), animated: animated).top(.stack).push(screen("Photo"))
                            .fail(with: RouteCorpusFailure()),
                        expecting: .failure(RouteCorpusFailure.self))
                ]),
            Entry(
                "failures: dismissing what is not there", start: home,
                steps: [
                    .route(
                        "dismiss the presented", Route().root.presented.dismiss(animated: animated),
                        expecting: .failure(ScreenContainerNotFoundError.self))
                ]),
            Entry(
                "context styles: over the current context of a tab", needs: [.contextStyles], start: tabs,
                steps: [
                    .route(
                        "present over the stack's context",
                        Route().top(.stack).present(screen("Overlay").withModalPresentationStyle(.overCurrentContext), animated: animated)),
                    // dismissAll() closes what the window's root presents; a context presentation
                    // belongs to its context (Checks/UIKitStubs/RULES.md §1), so it is dismissed from there.
                    .route("dismiss it from its context", Route().top(.container).presenting.dismiss(animated: animated)),
                ]),
            Entry(
                "popovers: anchored, then dismissed", needs: [.popovers], start: tabs,
                steps: [
                    Step("present a popover") { session in
                        guard let popover = Corpus.popover(screen("Info"), in: session.window) else {
                            throw RouteCorpusStepError("\(Corpus.self) declares popovers but makes none")
                        }
                        try await session.navigate(to: Route().top(.container).present(popover, animated: animated))
                    },
                    .route("dismiss it", Route().root.dismissAll(animated: animated)),
                ]),
            Entry(
                "custom transitions: presented and dismissed", needs: [.customTransitions], start: tabs,
                steps: [
                    Step("present with a transitioning delegate") { session in
                        guard let card = Corpus.customTransition(screen("Card")) else {
                            throw RouteCorpusStepError("\(Corpus.self) declares custom transitions but makes none")
                        }
                        try await session.navigate(to: Route().top(.container).present(card, animated: animated))
                    },
                    .route("a sheet over it", Route().top(.container).present(screen("Sheet"), animated: animated)),
                    .route("dismiss all", Route().root.dismissAll(animated: animated)),
                ]),
        ]
    }
}
