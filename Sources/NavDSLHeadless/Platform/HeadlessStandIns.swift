import NavDSL

/// Headless stand-ins for an app's own screens, made from the app's list of screen names: what a
/// test's screen factory returns where the app's factory builds view controllers.
///
/// An app writes its routes once, against a screen factory generic over `ScreenPlatform`; the
/// app's factory builds its controllers, a test's factory answers with stand-ins carrying the same
/// keys, so searches by key and `makeVisible()` behave as they do in the app:
/// ```swift
/// let standIns = try HeadlessStandIns(names: ["Chats", "Chat", "Settings"]) { problem in
///     Issue.record("\(problem)")  // a route asked for a screen the app does not list
/// }
/// HeadlessWindowRoute().top(.stack).push(standIns.screen(standingIn: ScreenKey(name: "Chat", traits: [7])))
/// ```
/// The catalog decides nothing about how a test fails: it reports to `onMissing` and lets the
/// test record the problem in its own framework.
/// - Note: `init` throws ``HeadlessStandInError`` (`.collision`) when a name is listed twice; a
///   key whose name is not listed is reported to `onMissing` (`.missing`), and its stand-in still
///   carries that key, so the tree is the one the app would show, never another one.
public struct HeadlessStandIns: Sendable {
    /// The names the app's screens carry, in the order given.
    public let names: [String]
    private let listed: Set<String>
    private let onMissing: @MainActor @Sendable (HeadlessStandInError) -> Void

    /// A catalog of stand-ins for the screens named `names`.
    ///
    /// ```swift
    /// let standIns = try HeadlessStandIns(names: AppScreen.names) { Issue.record("\($0)") }
    /// ```
    /// - Note: Throws ``HeadlessStandInError`` with kind `.collision` naming the first name listed
    ///   twice: two stand-ins with one key could not be told apart by a search.
    public init(names: [String], onMissing: @escaping @MainActor @Sendable (HeadlessStandInError) -> Void) throws(HeadlessStandInError) {
        var listed: Set<String> = []
        for name in names where !listed.insert(name).inserted {
            throw HeadlessStandInError(kind: .collision, key: ScreenKey(name: name))
        }
        self.names = names
        self.listed = listed
        self.onMissing = onMissing
    }

    /// The stand-in for the app's screen keyed `key`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).push(standIns.screen(standingIn: chat.key))
    /// ```
    /// - Note: Reports ``HeadlessStandInError`` with kind `.missing` to `onMissing` when the
    ///   catalog does not list `key.name`; the stand-in is returned either way.
    @MainActor
    public func screen(standingIn key: ScreenKey) -> HeadlessScreen {
        if !listed.contains(key.name) { onMissing(HeadlessStandInError(kind: .missing, key: key)) }
        return HeadlessScreen(standingIn: key)
    }
}

/// A stand-in catalog that does not fit the app: a screen it lacks, or two screens with one key.
///
/// ```swift
/// #expect(throws: HeadlessStandInError.self) { try HeadlessStandIns(names: ["Chat", "Chat"]) { _ in } }
/// ```
/// - Note: Thrown by ``HeadlessStandIns/init(names:onMissing:)`` (`.collision`) and given to its
///   `onMissing` (`.missing`); the message names the screen.
public struct HeadlessStandInError: Error, Equatable, CustomStringConvertible {
    /// What does not fit.
    public enum Kind: String, Sendable, Equatable {
        /// A route asked for a screen whose name the catalog does not list.
        case missing
        /// Two stand-ins would carry the same key.
        case collision
    }

    /// What does not fit.
    public let kind: Kind
    /// The screen's name.
    public let name: String
    /// The screen's key as text, such as `Chat(7)` (a key is not `Sendable`, an error is).
    public let screen: String

    /// An error about the screen keyed `key`.
    init(kind: Kind, key: ScreenKey) {
        self.kind = kind
        self.name = key.name
        self.screen = key.description
    }

    /// The message, which names the screen.
    ///
    /// `No headless stand-in for the screen Archive(3): add "Archive" to the stand-ins' names.`
    public var description: String {
        switch kind {
        case .missing:
            "No headless stand-in for the screen \(screen): add \"\(name)\" to the stand-ins' names."
        case .collision:
            "Two headless stand-ins are named \"\(name)\": searches by key could not tell them apart; give each screen its own name."
        }
    }
}
