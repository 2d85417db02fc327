/// A haptic the device plays: UIKit's impact, notification and selection feedback generators.
///
/// ```swift
/// HeadlessWindowRoute().top(.stack).push(receipt).playHaptic(.notification(.success))
/// ```
public enum ScreenHaptic: Hashable, Sendable, CustomStringConvertible {
    /// A physical impact (`UIImpactFeedbackGenerator`), for a collision or a snap into place.
    case impact(Impact)
    /// The outcome of a task (`UINotificationFeedbackGenerator`).
    case notification(Notification)
    /// A change of selection (`UISelectionFeedbackGenerator`), for a picker's tick.
    case selection

    /// The mass of an impact, as `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum Impact: String, Hashable, Sendable {
        /// A small, light object.
        case light
        /// A moderately sized object.
        case medium
        /// A large, heavy object.
        case heavy
        /// A soft, flexible object.
        case soft
        /// A hard, inflexible object.
        case rigid
    }

    /// The outcome a notification haptic reports, as `UINotificationFeedbackGenerator.FeedbackType`.
    public enum Notification: String, Hashable, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// `impact(light)`, `notification(success)`, `selection`.
    public var description: String {
        switch self {
        case .impact(let impact): "impact(\(impact.rawValue))"
        case .notification(let outcome): "notification(\(outcome.rawValue))"
        case .selection: "selection"
        }
    }
}

/// A window whose device plays haptics: the headless window records them on its
/// `HeadlessWindow.device`; a `UIWindow` plays them with UIKit's feedback generators.
@MainActor
public protocol ScreenHapticContainer: ScreenWindowContainer {
    /// Plays `haptic` now; devices without haptics ignore it, as UIKit does.
    func playScreenHaptic(_ haptic: ScreenHaptic)
}

/// Plays a haptic on the navigator's window; changes nothing in the container tree.
package struct ScreenPlayHapticAction<Container: ScreenContainer>: ScreenAction {
    /// The haptic to play.
    package let haptic: ScreenHaptic

    /// Creates the action.
    package init(haptic: ScreenHaptic) {
        self.haptic = haptic
    }

    /// `playHaptic(impact(light))`.
    package var description: String { "playHaptic(\(haptic))" }

    /// Plays the haptic on the navigator's window.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let window = navigator.window as? any ScreenHapticContainer else {
            let window = navigator.window.map { "\($0)" } ?? "no window"
            return completion(.failure(ScreenContainerNotSupportedError(container: window, why: "its window cannot play haptics.")))
        }
        window.playScreenHaptic(haptic)
        completion(.success(()))
    }
}

extension ScreenThenable {
    /// Plays `haptic` at this point of the route, on any container; the tree does not change.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop().playHaptic(.impact(.light))
    /// ```
    /// - Note: Fails with ``ScreenContainerNotSupportedError`` only when the navigator's window
    ///   type cannot play haptics (headless and `UIWindow` can); completes at once.
    public func playHaptic(_ haptic: ScreenHaptic) -> ScreenRoute<Root, Current> {
        then(ScreenPlayHapticAction<Current>(haptic: haptic))
    }
}
