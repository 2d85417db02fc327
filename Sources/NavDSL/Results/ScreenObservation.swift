/// How a screen notifies the observers that want to hear from it (Nivelir's `ScreenObservation`).
///
/// A ``NotifyingScreen`` gets one when it is built; `notify` reaches every live observer of type
/// `Observer` whose predicate accepts this screen's container:
/// ```swift
/// observation.notify { $0.chatUpdated(id: 42) }
/// ```
/// - Note: Observers are called in the order they registered, synchronously; an observer that
///   registers or cancels from its callback takes effect at the next notification.
@MainActor
public final class ScreenObservation<Observer> {
    private weak var navigator: ScreenNavigator?
    /// The container of the notifying screen, which the predicates locate.
    public private(set) weak var container: (any ScreenContainer)?

    init(navigator: ScreenNavigator, container: (any ScreenContainer)?) {
        self.navigator = navigator
        self.container = container
    }

    /// Calls `body` with each observer that should hear from this screen now.
    ///
    /// ```swift
    /// observation.notify { $0.profileChanged(name: "Ada") }
    /// ```
    /// - Note: Nothing happens when the navigator is gone; an error thrown by `body` stops the loop.
    public func notify(_ body: (Observer) throws -> Void) rethrows {
        guard let navigator else { return }
        for observer in navigator.observers.observers(of: Observer.self, from: container, iterator: navigator.iterator) {
            try body(observer)
        }
    }

    func associate(with container: any ScreenContainer) {
        self.container = container
    }
}

/// A screen that notifies observers (Nivelir's `build(navigator:observation:)`).
///
/// ```swift
/// struct ChatScreen: NotifyingScreen {
///     func build(navigator: ScreenNavigator, observation: ScreenObservation<any ChatObserver>) -> ChatController {
///         ChatController(observation: observation)  // calls observation.notify { $0.chatUpdated(id: 42) }
///     }
/// }
/// ```
/// - Note: The observation is tied to the container the screen builds, so predicates such as
///   `.pushed(after:)` locate this screen relative to each observer.
public protocol NotifyingScreen: Screen {
    /// The container class this screen builds (restated so Swift infers it from the build method below).
    associatedtype Container

    /// The observer protocol this screen notifies (`any ChatObserver`).
    associatedtype Observer

    /// Makes a new container for this screen, which notifies observers through `observation`.
    @MainActor func build(navigator: ScreenNavigator, observation: ScreenObservation<Observer>) -> Container
}

@MainActor
extension NotifyingScreen {
    /// Builds the container with an observation tied to it.
    public func build(navigator: ScreenNavigator) -> Container {
        let observation = navigator.observation(of: Observer.self)
        let container = build(navigator: navigator, observation: observation)
        observation.associate(with: container)
        return container
    }
}
