/// Pauses the route for a duration, for example to let a banner be read before moving on.
package struct ScreenWaitAction<Container: ScreenContainer>: ScreenAction {
    /// How long to wait.
    package let duration: Duration

    /// Creates the action.
    package init(duration: Duration) {
        self.duration = duration
    }

    /// `wait(for: 0.5 seconds)`.
    package var description: String { "wait(for: \(duration))" }

    /// Completes after `duration`; other navigations stay queued meanwhile.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let duration = duration
        let hold = navigator.queue.hold()
        Task { @MainActor in
            try? await Task.sleep(for: duration)
            hold.release { completion(.success(())) }
        }
    }
}

extension ScreenThenable {
    /// Waits for `duration` before the next action.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(banner).wait(for: .seconds(2)).top(.container).presenting.dismiss()
    /// ```
    /// - Note: Never fails; completes after the duration (later navigations wait in the queue).
    public func wait(for duration: Duration) -> ScreenRoute<Root, Current> {
        then(ScreenWaitAction<Current>(duration: duration))
    }
}
