import NavDSL

extension RouteCorpus {
    /// Split views: columns in regular width, the detail shown, and (where the family can) the
    /// collapse into one stack in compact width and back.
    static func splitEntries(animated: Bool) -> [Entry] {
        let mail = Route().setRoot(to: screen("Folders").withSplitContainer(secondary: stacked("Inbox")), animation: nil)
            .makeKeyAndVisible().resolve()
        return [
            Entry(
                "split: columns side by side", start: mail,
                steps: [
                    Step.width(compact: false),
                    .route("show a mailbox as the detail", Route().top(.split).showDetail(stacked("Sent"))),
                    .route(
                        "push a message on the visible stack",
                        Route().top(.stack).push(screen("Message", 1), animation: animation(animated))),
                    .route("push on the primary column", Route().top(.split).column(.primary).push(screen("Folder", 2))),
                ]),
            Entry(
                "split: collapses in compact width and expands back", needs: [.splitCollapse], start: mail,
                steps: [
                    Step.width(compact: false),
                    .route("push a message in the detail", Route().top(.split).column(.secondary).push(screen("Message", 1))),
                    Step.width(compact: true),
                    .route("push on the collapsed stack", Route().top(.stack).push(screen("Reply"), animation: animation(animated))),
                    Step.width(compact: false),
                ]),
        ]
    }
}
