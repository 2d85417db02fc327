import NavDSL

/// One case of the corpus: a name, the tree it starts from, and the steps that follow, each with
/// the outcome every platform must give.
///
/// ```swift
/// RouteCorpusEntry<P>(name: "push twice", start: tabs) {
///     RouteCorpusStep.route("push", Route().top(.stack).push(chat).push(photo, separated: true))
/// }
/// ```
/// A step's outcome is compared across platforms by kind (success, or the error's type and the
/// failing action), never by message: messages name each platform's classes.
@MainActor
public struct RouteCorpusEntry<Platform: ScreenPlatform> {
    /// What the entry shows, unique in the corpus.
    public let name: String
    /// The capabilities a platform needs to run it; one it lacks skips the entry, by name.
    public let needs: Set<RouteCorpusCapability>
    /// The route that builds the starting tree, run without animation before the steps.
    public let start: ScreenRootRoute<Platform.Window>
    /// What happens next, in order; the tree is compared after each.
    public let steps: [RouteCorpusStep<Platform>]

    /// An entry; `steps` run after `start`, each on the tree the one before left.
    public init(
        _ name: String, needs: Set<RouteCorpusCapability> = [], start: ScreenRootRoute<Platform.Window>,
        steps: [RouteCorpusStep<Platform>]
    ) {
        self.name = name
        self.needs = needs
        self.start = start
        self.steps = steps
    }
}

/// One step of an entry: a route, or something else the app does (a deep link, a result, a save
/// and a relaunch), with the outcome it must have.
@MainActor
public struct RouteCorpusStep<Platform: ScreenPlatform> {
    /// What the step does, for messages.
    public let name: String
    /// The outcome every platform must give.
    public let expected: RouteCorpusOutcome.Expectation
    /// Runs the step in a session; throws what the app would see.
    public let run: @MainActor (RouteCorpusSession<Platform>) async throws -> Void

    /// A step running `run`, expected to end as `expected`.
    public init(
        _ name: String, expecting expected: RouteCorpusOutcome.Expectation = .success,
        run: @escaping @MainActor (RouteCorpusSession<Platform>) async throws -> Void
    ) {
        self.name = name
        self.expected = expected
        self.run = run
    }

    /// A step navigating `route` from the window.
    public static func route<Route: ScreenThenable>(
        _ name: String, _ route: Route, expecting expected: RouteCorpusOutcome.Expectation = .success
    ) -> Self where Route.Root == Platform.Window {
        Self(name, expecting: expected) { session in try await session.navigate(to: route) }
    }

    /// A step where the window's width class changes (rotation, multitasking), as the family
    /// reports it, then the platform settles.
    public static func width(compact: Bool) -> Self {
        Self(compact ? "compact width" : "regular width") { session in
            try session.changeWidth(compact: compact)
            try await session.perform { _ in }
        }
    }
}

/// How a step ended, as compared across platforms.
public enum RouteCorpusOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The step completed.
    case success
    /// The step failed with an error of type `type`; `action` is the failing action of a
    /// ``ScreenError`` (`push(Chat(42))`), else empty.
    case failure(type: String, action: String)

    /// What a step must end in.
    public enum Expectation: Sendable, Equatable {
        /// Success.
        case success
        /// A failure with an error of exactly this type (its name, as `String(describing:)` gives it).
        case failure(String)

        /// A failure with an error of type `type`.
        public static func failure<E: Error>(_ type: E.Type) -> Self { .failure(String(describing: type)) }
    }

    /// The outcome of `result`.
    public init(_ result: Result<Void, any Error>) {
        switch result {
        case .success: self = .success
        case .failure(let error):
            self = .failure(type: String(describing: type(of: error)), action: (error as? any ScreenError)?.step?.action ?? "")
        }
    }

    /// Whether the outcome is what `expectation` asks for.
    public func matches(_ expectation: Expectation) -> Bool {
        switch (self, expectation) {
        case (.success, .success): true
        case (.failure(let type, _), .failure(let expected)): type == expected
        default: false
        }
    }

    /// `success`, or `ScreenContainerNotFoundError at top(.stack)`.
    public var description: String {
        switch self {
        case .success: "success"
        case .failure(let type, let action): action.isEmpty ? type : "\(type) at \(action)"
        }
    }
}
