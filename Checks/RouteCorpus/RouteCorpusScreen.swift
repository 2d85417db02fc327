import NavDSL
import NavDSLHeadless

/// A screen of the corpus on the platform of `Corpus`: a name and an optional id, built as the
/// platform's plain controller, restorable so a relaunch rebuilds it on any platform.
///
/// ```swift
/// RouteCorpus<HeadlessCorpus>.screen("Chat", 42)   // keyed Chat(42)
/// ```
public struct RouteCorpusScreen<Corpus: RouteCorpusPlatform>: RestorableScreen {
    /// What a record keeps of it.
    public struct State: Codable, Sendable {
        /// The screen's name.
        public let name: String
        /// The id that tells two screens of one name apart.
        public let id: Int?
    }

    /// The screen's name.
    public let name: String
    /// Its id, if it has one.
    public let id: Int?

    /// The screen `name`, with `id` as its only trait.
    public init(_ name: String, _ id: Int? = nil) {
        self.name = name
        self.id = id
    }

    /// `[id]`, or none.
    public var traits: Set<AnyHashable> { id.map { [$0] } ?? [] }

    /// The platform's plain controller with this key.
    public func build(navigator: ScreenNavigator) -> Corpus.Platform.Modal { Corpus.makePlain(key) }

    /// `"corpus"`.
    public static var screenRestorationType: String { "corpus" }
    /// The name and id.
    public var screenRestorationState: State? { State(name: name, id: id) }

    /// The screen a record saved.
    public init?(screenRestorationState state: State) {
        self.init(state.name, state.id)
    }
}

/// A screen that answers a value of `Value` to the route that showed it, when a later step says
/// what the user picked.
///
/// ```swift
/// let picker = RouteCorpusPicker<HeadlessCorpus, String>("ColorPicker")
/// // a step: try await session.perform { let color = try await $0.result(of: route, as: String.self) }
/// // a later step: picker.answer("red")
/// ```
public struct RouteCorpusPicker<Corpus: RouteCorpusPlatform, Value>: ResultScreen {
    /// Where the built screen leaves its reporter, for the step that answers.
    @MainActor
    public final class Answers {
        /// The reporter of the last screen built.
        public var reporter: ScreenResultReporter<Value>?
        /// Creates an empty box.
        public init() {}
    }

    /// The screen's name.
    public let name: String
    /// The box the built screen's reporter goes to.
    public let answers: Answers

    /// A picker named `name` reporting through `answers`.
    public init(_ name: String, answers: Answers) {
        self.name = name
        self.answers = answers
    }

    /// The platform's plain controller, its reporter kept for the answering step.
    public func build(navigator: ScreenNavigator, result: ScreenResultReporter<Value>) -> Corpus.Platform.Modal {
        answers.reporter = result
        return Corpus.makePlain(key)
    }
}
