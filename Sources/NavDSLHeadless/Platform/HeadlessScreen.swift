import NavDSL

/// A ready-made screen for tests and examples: builds a ``HeadlessViewController`` keyed with its
/// name and traits, titled with its name.
///
/// ```swift
/// let chat = HeadlessScreen(name: "Chat", traits: [42])
/// HeadlessWindowRoute().top(.stack).push(chat)     // stack is now [..., Chat(42)]
/// ```
public struct HeadlessScreen {
    // The conformance is declared apart from the stored properties, so Swift does not infer them
    // main-actor from `Screen`'s requirements: `traits` is not `Sendable`, and the initializer stays
    // callable anywhere.

    /// The screen's name.
    public let name: String
    /// What tells instances apart.
    public let traits: Set<AnyHashable>

    /// Creates a screen.
    public init(name: String, traits: Set<AnyHashable> = []) {
        self.name = name
        self.traits = traits
    }

    /// A stand-in for another screen: the same name and traits, so the same key, so searches by
    /// key, `container(of:)` and `makeVisible()` find it where they would find the app's screen.
    ///
    /// ```swift
    /// let chat = HeadlessScreen(standingIn: ScreenKey(name: "Chat", traits: [42]))
    /// HeadlessWindowRoute().top(.stack).push(chat)     // stack is now [..., Chat(42)]
    /// ```
    /// - Note: Never fails; ``HeadlessStandIns`` makes stand-ins from an app's list of screen names
    ///   and reports the ones it lacks.
    public init(standingIn key: ScreenKey) {
        self.init(name: key.name, traits: key.traits)
    }
}

extension HeadlessScreen: Screen {
    /// A new controller keyed with ``key``.
    @MainActor
    public func build(navigator: ScreenNavigator) -> HeadlessViewController {
        let controller = HeadlessViewController(screenKey: key)
        controller.title = name
        return controller
    }
}

extension HeadlessScreen: RestorableScreen {
    /// What a record keeps of a headless screen: its name and traits.
    public struct ScreenRestorationState: Codable, Hashable, Sendable {
        /// The screen's name.
        public var name: String
        /// The traits, sorted, in the record's encoding (an integer, a string or a boolean each).
        package var traits: [ScreenRestorationTrait]
    }

    /// `"NavDSL.HeadlessScreen"`.
    public static var screenRestorationType: String { "NavDSL.HeadlessScreen" }

    /// The name and traits; `nil` when a trait is not an integer, string or boolean.
    public var screenRestorationState: ScreenRestorationState? {
        ScreenRestorationTrait.traits(of: traits).map { ScreenRestorationState(name: name, traits: $0) }
    }

    /// The screen with the saved name and traits.
    ///
    /// ```swift
    /// let registry = ScreenRestorationRegistry<HeadlessPlatform>().registering(HeadlessScreen.self)
    /// ```
    /// - Note: Never refuses a state that decodes.
    public init?(screenRestorationState state: ScreenRestorationState) {
        self.init(name: state.name, traits: Set(state.traits.map(\.hashable)))
    }
}
