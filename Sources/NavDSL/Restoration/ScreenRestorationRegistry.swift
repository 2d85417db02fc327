import Foundation

/// The restorable screen types a restore may rebuild, by their ``RestorableScreen/screenRestorationType``.
///
/// ```swift
/// var registry = ScreenRestorationRegistry<UIKitPlatform>()
/// registry.register(ChatScreen.self)
/// registry.register(ProfileScreen.self)
/// try await navigator.restore(from: record, using: registry)
/// ```
/// A record naming a type the registry lacks (renamed or removed since it was saved) restores
/// without that screen and what depended on it, and reports the drop. Registering a second type
/// under the same name replaces the first.
///
/// - Note: Registering never fails; a state that does not decode is reported by the restore as
///   ``ScreenRestorationDrop/Reason/undecodableState(type:message:)``.
@MainActor
public struct ScreenRestorationRegistry<Platform: ScreenPlatform> {
    /// Decodes a state and builds the screen's controller, or says why not.
    typealias Builder =
        @MainActor (_ state: String, _ navigator: ScreenNavigator, _ decoder: JSONDecoder)
        -> Result<Platform.Modal, ScreenRestorationDropped>

    private var builders: [String: Builder] = [:]
    private var stackBuilders: [String: @MainActor ([Platform.Modal]) -> Platform.Modal] = [:]

    /// Creates an empty registry.
    public init() {}

    /// How deep a screen's saved state may nest; deeper text is refused before it is decoded.
    public static var maximumStateDepth: Int { 32 }

    /// The registered type names, sorted.
    public var registeredTypes: [String] { builders.keys.sorted() }

    /// Registers `type` under its ``RestorableScreen/screenRestorationType``.
    ///
    /// ```swift
    /// registry.register(ChatScreen.self)
    /// ```
    /// - Note: Never fails; a later registration of the same name wins.
    public mutating func register<Restorable: RestorableScreen>(_ type: Restorable.Type) where Restorable.Container.Platform == Platform {
        let name = Restorable.screenRestorationType
        builders[name] = { state, navigator, decoder in
            let data = Data(state.utf8)
            if let problem = ScreenRestorationJSONCheck.problem(in: data, maximumDepth: Self.maximumStateDepth) {
                return .failure(ScreenRestorationDropped(.undecodableState(type: name, message: problem)))
            }
            let value: Restorable.ScreenRestorationState
            do {
                value = try decoder.decode(Restorable.ScreenRestorationState.self, from: data)
            } catch {
                return .failure(ScreenRestorationDropped(.undecodableState(type: name, message: ScreenRestorationRecord.describe(error))))
            }
            guard let screen = Restorable(screenRestorationState: value) else {
                return .failure(ScreenRestorationDropped(.stateRefused(type: name)))
            }
            return .success(screen.buildKeyed(navigator: navigator).modalContainer)
        }
    }

    /// This registry with `type` registered too.
    ///
    /// ```swift
    /// let registry = ScreenRestorationRegistry<HeadlessPlatform>().registering(ChatScreen.self).registering(HeadlessScreen.self)
    /// ```
    /// - Note: Never fails; a later registration of the same name wins.
    public func registering<Restorable: RestorableScreen>(_ type: Restorable.Type) -> Self
    where Restorable.Container.Platform == Platform {
        var copy = self
        copy.register(type)
        return copy
    }

    /// Registers a navigation controller class of the app's own, so a stack built by
    /// ``Screen/withStackContainer(of:)`` is restored as that class, with its overrides.
    ///
    /// ```swift
    /// registry.register(stackContainer: AppNavigationController.self)
    /// ```
    /// - Note: Never fails. A saved stack whose class is not registered (renamed since, say) is
    ///   restored as the family's own navigation controller class, with the same screens.
    public mutating func register<Stack: ScreenBuildableStackContainer>(stackContainer type: Stack.Type)
    where Stack.Platform == Platform {
        stackBuilders[String(describing: type)] = { containers in
            let stack = Stack()
            stack.setStackContainers(containers, animated: false) { _ in }
            return stack.modalContainer
        }
    }

    /// The builder of a registered stack class.
    func stackBuilder(named name: String) -> (@MainActor ([Platform.Modal]) -> Platform.Modal)? {
        stackBuilders[name]
    }

    /// Rebuilds the controller of a saved screen, or says why it cannot.
    func build(type: String, state: String, navigator: ScreenNavigator, decoder: JSONDecoder) -> Result<
        Platform.Modal, ScreenRestorationDropped
    > {
        guard let builder = builders[type] else { return .failure(ScreenRestorationDropped(.unknownScreenType(type))) }
        return builder(state, navigator, decoder)
    }
}

/// Why a saved screen was not rebuilt, as an error value for `Result`.
struct ScreenRestorationDropped: Error {
    let reason: ScreenRestorationDrop.Reason

    init(_ reason: ScreenRestorationDrop.Reason) {
        self.reason = reason
    }
}
