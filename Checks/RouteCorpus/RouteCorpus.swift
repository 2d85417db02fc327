import NavDSL
import NavDSLHeadless

/// The route corpus: the docs' routes, fallbacks, results, `makeVisible`, `dismissAll`, merged
/// stack edits, restoration, split views, addons, the example app's deep links and typed failures,
/// written once over ``RouteCorpusPlatform`` and run on every platform family.
///
/// ```swift
/// for entry in RouteCorpus<HeadlessCorpus>.entries(animated: true) { ... }
/// ```
/// Each platform must end every step with the outcome the entry expects and the same tree as the
/// headless platform (``RouteCorpusReport``).
@MainActor
public enum RouteCorpus<Corpus: RouteCorpusPlatform> {
    /// The platform family.
    public typealias Platform = Corpus.Platform
    /// A route from the family's window.
    public typealias Route = ScreenRootRoute<Platform.Window>
    /// An entry of the family.
    public typealias Entry = RouteCorpusEntry<Platform>
    /// A step of the family.
    public typealias Step = RouteCorpusStep<Platform>

    /// Every entry, in a fixed order; `animated` is passed to every verb that takes it.
    public static func entries(animated: Bool) -> [Entry] {
        let alerts =
            Corpus.alertEntries(animated: animated) ?? alertEntryNames.map { Entry($0, needs: [.alerts], start: Route(), steps: []) }
        return docsEntries(animated: animated) + navigationEntries(animated: animated) + resultEntries(animated: animated)
            + restorationEntries(animated: animated) + splitEntries(animated: animated) + failureEntries(animated: animated) + alerts
    }

    /// The names of the entries that need alerts, so a family without them skips each by name.
    public static var alertEntryNames: [String] {
        [
            "alert addon: an alert over a sheet", "example app: tab and product links", "example app: chat link finds the chat",
            "example app: a malformed link moves nothing", "example app: profile behind the login", "example app: what's new sheet",
            "example app: mail split view",
        ]
    }

    /// A corpus screen named `name` with an optional id.
    public static func screen(_ name: String, _ id: Int? = nil) -> RouteCorpusScreen<Corpus> { RouteCorpusScreen(name, id) }

    /// `name` inside a navigation stack.
    static func stacked(_ name: String, _ id: Int? = nil) -> AnyScreen<Platform.Stack> { screen(name, id).withStackContainer() }

    /// A key window showing a tab bar: chats and news in stacks, settings without one.
    static var tabs: Route {
        let tabs = ScreenTabsScreen<Platform>().withTabs(stacked("Chats"), stacked("News"), screen("Settings"), selected: 0)
        return Route().setRoot(to: tabs, animation: nil).makeKeyAndVisible().resolve()
    }

    /// A key window showing Home in a stack.
    static var home: Route {
        Route().setRoot(to: stacked("Home"), animation: nil).makeKeyAndVisible().resolve()
    }

    /// The animation verbs take for `animated`.
    static func animation(_ animated: Bool) -> ScreenAnimation? { .animated(animated) }
}

/// The error a corpus route fails with on purpose (`fail(with:)`), the same on every platform.
public struct RouteCorpusFailure: Error, Equatable {
    /// Creates the error.
    public init() {}
}

/// A step could not run: a platform gave no way to do what it asks, or what it waits for never came.
public struct RouteCorpusStepError: Error, CustomStringConvertible {
    /// What was missing.
    public let description: String

    /// The error, saying what was missing.
    public init(_ description: String) {
        self.description = description
    }
}
