import NavDSL
import NavDSLHeadless

/// A window of one platform with its navigator, as a corpus entry sees it: steps navigate, drive
/// the platform's time while they wait, and relaunch onto a fresh window.
///
/// ```swift
/// let session = RouteCorpusSession<HeadlessPlatform>(launch: {
///     let window = HeadlessWindow()
///     return (ScreenNavigator(window: window, logger: nil), window, nil)
/// })
/// try await session.navigate(to: HeadlessWindowRoute().top(.stack).push(chat))
/// ```
/// - Note: ``navigate(to:)`` and ``perform(_:)`` throw what the navigation throws, or the
///   platform's own timeout when time passing never completes it (the run is bounded).
@MainActor
public final class RouteCorpusSession<Platform: ScreenPlatform> {
    /// What a launch makes: the navigator, its window, and what must live as long as they do
    /// (a UIKit window's scene).
    public typealias Launch = @MainActor () -> (ScreenNavigator, Platform.Window, AnyObject?)
    /// Runs a body while the platform's time passes (a run loop turning, deferred transitions
    /// completing) and returns once it has and the window is idle.
    public typealias Drive = @MainActor (Platform.Window, @escaping @MainActor () async throws -> Void) async throws -> Void
    /// Changes the window's width class as the platform learns of it (`true`: compact).
    public typealias Width = @MainActor (Platform.Window, Bool) -> Void

    /// The navigator of the current window.
    public private(set) var navigator: ScreenNavigator
    /// The current window.
    public private(set) var window: Platform.Window
    private var keptAlive: AnyObject?
    private let launch: Launch
    private let drive: Drive
    private let width: Width?

    /// A session on a window `launch` makes; `drive` gives the platform its time (by default none:
    /// the body runs as it is, for platforms that complete changes at once); `width` changes the
    /// window's width class (`nil`: the family cannot, and width steps fail).
    public init(launch: @escaping Launch, drive: @escaping Drive = { _, body in try await body() }, width: Width? = nil) {
        (navigator, window, keptAlive) = launch()
        self.launch = launch
        self.drive = drive
        self.width = width
    }

    /// Runs `route` from the window and returns once it completed and the platform is idle.
    public func navigate<Route: ScreenThenable>(to route: Route) async throws where Route.Root == Platform.Window {
        let navigator = navigator
        try await drive(window) { try await navigator.navigateAndWait(to: route) }
    }

    /// Runs `body` (a deep link, a result, a restore) while the platform's time passes.
    public func perform(_ body: @escaping @MainActor (ScreenNavigator) async throws -> Void) async throws {
        let navigator = navigator
        try await drive(window) { try await body(navigator) }
    }

    /// Changes the width class of the window to compact or regular, as a rotation does.
    public func changeWidth(compact: Bool) throws {
        guard let width else { throw RouteCorpusStepError("this platform's session cannot change the width class") }
        width(window, compact)
    }

    /// Replaces the window and navigator by fresh ones, as a relaunch does; the old ones go.
    public func relaunch() {
        (navigator, window, keptAlive) = launch()
    }

    /// The current window's tree, as the corpus compares it.
    public var tree: [String] { RouteCorpusTree.describe(window) }
}
