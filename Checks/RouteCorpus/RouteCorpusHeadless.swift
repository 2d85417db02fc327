import NavDSL
import NavDSLHeadless

/// The headless family in the corpus: the reference every other family's run is compared with.
///
/// ```swift
/// let report = await RouteCorpusReport.run(RouteCorpusHeadless.self, animated: true) { RouteCorpusHeadless.session(.deferred) }
/// ```
/// It has every capability. Its windows start in regular width (`.pad`), as the UIKit family's
/// do (a split view entering a compact window starts collapsed on both).
@MainActor
public enum RouteCorpusHeadless: RouteCorpusPlatform {
    /// ``HeadlessPlatform``.
    public typealias Platform = HeadlessPlatform

    /// Every capability.
    public static var capabilities: Set<RouteCorpusCapability> { Set(RouteCorpusCapability.allCases) }

    /// A headless controller keyed `key`.
    public static func makePlain(_ key: ScreenKey) -> HeadlessViewController { HeadlessViewController(screenKey: key) }

    /// `screen` as a popover anchored at the window (the headless anchor is any object).
    public static func popover(_ screen: RouteCorpusScreen<Self>, in window: HeadlessWindow) -> AnyScreen<HeadlessViewController>? {
        screen.withPopover(anchor: .view(window))
    }

    /// `screen` with a headless transitioning delegate.
    public static func customTransition(_ screen: RouteCorpusScreen<Self>) -> AnyScreen<HeadlessViewController>? {
        screen.withModalTransitioningDelegate(RouteCorpusSlideIn())
    }

    /// A session on a fresh headless window in `mode`: `.immediate` completes every change at
    /// once; `.deferred` leaves transitions running until the drive completes them, turn by turn,
    /// as a device's animations end after the call.
    public static func session(_ mode: HeadlessWindow.AnimationMode = .immediate) -> RouteCorpusSession<HeadlessPlatform> {
        RouteCorpusSession(
            launch: {
                let window = HeadlessWindow()
                window.animationMode = mode
                window.traitCollection = .pad
                return (ScreenNavigator(window: window, logger: nil), window, nil)
            },
            drive: { window, body in
                try await RouteCorpusDeferredTime.drive(body, hasPending: { window.hasPendingTransitions }) {
                    window.completePendingTransitions()
                }
            },
            width: { window, compact in window.traitCollection = compact ? .phone : .pad })
    }
}

/// Time for families whose transitions end when a test says so (a headless window or a SwiftUI
/// window model in deferred mode): the drive completes what is pending between the body's turns.
@MainActor
public enum RouteCorpusDeferredTime {
    /// Runs `body`, completing pending transitions (`complete`, while `hasPending`) between its
    /// turns until it returns, then until none is left.
    ///
    /// ```swift
    /// try await RouteCorpusDeferredTime.drive(body, hasPending: { window.hasPendingTransitions }) { window.completePendingTransitions() }
    /// ```
    /// - Note: Throws what `body` throws, or ``RouteCorpusStepError`` when it never returns (bounded).
    public static func drive(
        _ body: @escaping @MainActor () async throws -> Void, hasPending: @escaping @MainActor () -> Bool,
        complete: @escaping @MainActor () -> Void
    ) async throws {
        let box = RouteCorpusBox<Result<Void, any Error>>()
        let task = Task { @MainActor in
            do {
                try await body()
                box.value = .success(())
            } catch {
                box.value = .failure(error)
            }
        }
        for _ in 0..<2000 where box.value == nil {
            for _ in 0..<4 where box.value == nil { await Task.yield() }
            if hasPending() { complete() }
        }
        for _ in 0..<100 where hasPending() { complete() }
        guard let result = box.value else {
            task.cancel()
            throw RouteCorpusStepError("the window never settled")
        }
        try result.get()
    }
}

/// The corpus's custom transition on headless windows.
final class RouteCorpusSlideIn: HeadlessTransitioningDelegate {}

/// A value a task leaves for the code that drives it.
@MainActor
final class RouteCorpusBox<Value> {
    var value: Value?
}
