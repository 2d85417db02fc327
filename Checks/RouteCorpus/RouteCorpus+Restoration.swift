import NavDSL

extension RouteCorpus {
    /// Save the tree, relaunch on a fresh window, restore it: tabs with their selection, stacks,
    /// a presented stack with its style, and a split view's columns.
    static func restorationEntries(animated: Bool) -> [Entry] {
        [
            Entry(
                "restoration: tabs, stacks and a sheet come back", start: tabs,
                steps: [
                    .route("push chat 7 on News", Route().top(.tabs).selectTab(with: .index(1)).top(.stack).push(screen("Chat", 7))),
                    .route(
                        "present a form sheet stack",
                        Route().top(.container).present(stacked("Compose").withModalPresentationStyle(.formSheet), animated: animated)),
                    .route("push in the sheet", Route().top(.stack).push(screen("Attachment"), animation: animation(animated))),
                    saveAndRelaunch(),
                ]),
            Entry(
                "restoration: a split view's columns come back",
                start: Route().setRoot(to: screen("Folders").withSplitContainer(secondary: stacked("Inbox")), animation: nil)
                    .makeKeyAndVisible()
                    .resolve(),
                steps: [
                    .route("push a message in the detail", Route().top(.split).column(.secondary).push(screen("Message", 1))),
                    saveAndRelaunch(),
                ]),
        ]
    }

    /// Saves the window's record, relaunches and restores it; fails when anything was dropped.
    static func saveAndRelaunch() -> Step {
        Step("save, relaunch, restore") { session in
            let record = session.navigator.restorationRecord()
            guard record.omissions.isEmpty else { throw RouteCorpusStepError("the record left out \(record.omissions)") }
            session.relaunch()
            let registry = ScreenRestorationRegistry<Platform>().registering(RouteCorpusScreen<Corpus>.self)
            try await session.perform { navigator in
                let report = try await navigator.restore(from: record, using: registry)
                guard report.drops.isEmpty else { throw RouteCorpusStepError("the restore dropped \(report.drops)") }
            }
        }
    }
}
