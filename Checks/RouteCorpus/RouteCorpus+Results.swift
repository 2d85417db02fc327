import NavDSL

extension RouteCorpus {
    /// `result(of:)`: a value reported, and a screen closed before it answered.
    static func resultEntries(animated: Bool) -> [Entry] {
        let reported = RouteCorpusPicker<Corpus, String>.Answers()
        let closed = RouteCorpusPicker<Corpus, String>.Answers()
        return [
            Entry(
                "results: the picked value comes back", start: home,
                steps: [
                    Step("present the picker, the user picks red") { session in
                        let route = Route().top(.container).present(RouteCorpusPicker<Corpus, String>("ColorPicker", answers: reported))
                        try await session.perform { navigator in
                            let value = try await awaitResult(of: route, on: navigator, answers: reported) { $0.report("red") }
                            guard value == "red" else { throw RouteCorpusStepError("the picker answered \(value), not red") }
                        }
                    },
                    .route("the caller closes it", Route().root.dismissAll(animated: animated)),
                ]),
            Entry(
                "results: closed without an answer", start: home,
                steps: [
                    Step("present the picker, then close it", expecting: .failure(ScreenResultError.self)) { session in
                        let route = Route().top(.container).present(
                            RouteCorpusPicker<Corpus, String>("ColorPicker", answers: closed).withStackContainer(), animated: animated)
                        try await session.perform { navigator in
                            _ = try await awaitResult(of: route, on: navigator, answers: closed) { _ in
                                navigator.navigate(to: Route().root.dismissAll(animated: animated))
                            }
                        }
                    }
                ]),
        ]
    }

    /// Runs `route` for its result, lets `user` act once the picker is built, and returns the
    /// value or throws the result's error; bounded, so a result that never comes fails the step.
    static func awaitResult<Value, Shown: ScreenThenable>(
        of route: Shown, on navigator: ScreenNavigator, answers: RouteCorpusPicker<Corpus, Value>.Answers,
        user: @MainActor (ScreenResultReporter<Value>) -> Void
    ) async throws -> Value where Shown.Root == Platform.Window {
        var outcome: Result<Value, any Error>?
        navigator.result(of: route, as: Value.self) { outcome = $0 }
        try await RouteCorpusWait.until("the picker to be built") { answers.reporter != nil && navigator.pendingNavigationCount == 0 }
        if let reporter = answers.reporter { user(reporter) }
        try await RouteCorpusWait.until("the result") { outcome != nil }
        guard let outcome else { throw RouteCorpusStepError("no result") }
        return try outcome.get()
    }
}

/// Bounded waits inside a step, while the session's drive lets the platform's time pass.
@MainActor
enum RouteCorpusWait {
    /// Yields until `condition` holds; throws after `limit` yields (never hangs a run).
    static func until(_ what: String, limit: Int = 1500, _ condition: @MainActor () -> Bool) async throws {
        for _ in 0..<limit {
            if condition() { return }
            await Task.yield()
        }
        guard condition() else { throw RouteCorpusStepError("waited too long for \(what)") }
    }
}
