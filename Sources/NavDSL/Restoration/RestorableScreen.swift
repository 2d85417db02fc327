import Foundation

/// A screen that can be saved into a ``ScreenRestorationRecord`` and rebuilt from it after a relaunch.
///
/// A screen opts in with a stable type identifier, a `Codable` state and a failable initializer
/// from that state:
/// ```swift
/// struct ChatScreen: RestorableScreen {
///     let id: Int
///     static let screenRestorationType = "chat"
///     var screenRestorationState: Int? { id }
///     init?(screenRestorationState id: Int) { self.init(id: id) }
///     func build(navigator: ScreenNavigator) -> UIViewController { ChatViewController(id: id) }
/// }
/// ```
/// When a restorable screen builds its controller, NavDSL remembers the screen on the controller
/// (in its ``ScreenPayloadedContainer/screenPayload``), so decorated (`withStackContainer()`),
/// erased and keyed screens stay restorable, and the record holds the screen, not the decoration.
/// A controller class that is its own screen (`extension ChatViewController: Screen {}`) can adopt
/// this protocol too; its state is read from the controller when the record is made.
///
/// - `screenRestorationType` names the type in records: keep it when you rename the type, and
///   change it only when old records should no longer restore this screen.
/// - `screenRestorationState` is `nil` when the screen cannot be restored right now (a draft that
///   is not saved): the record stops there, as for a screen that is not restorable.
/// - `init?(screenRestorationState:)` returns `nil` for a state that no longer makes sense; the
///   restore then drops the screen and reports it as a ``ScreenRestorationDrop``.
///
/// NavDSL records stacks and tab bars itself and rebuilds them with the platform's classes; a
/// restorable screen describes one view controller. Bar buttons, tab bar items and transition
/// delegates are not state: a restorable screen that needs them sets them in `build`.
///
/// - Note: Restoring fails with ``ScreenRestorationError``; completes after the rebuilt tree is shown.
@MainActor
public protocol RestorableScreen: Screen where Container: ScreenModalContainer {
    /// The state saved in a record; encoded with sorted keys, so the same state gives the same bytes.
    associatedtype ScreenRestorationState: Codable

    /// A stable name of the screen type in records, such as `"chat"`.
    static var screenRestorationType: String { get }

    /// What the record keeps of this screen, or `nil` when it cannot be restored right now.
    var screenRestorationState: ScreenRestorationState? { get }

    /// Rebuilds the screen from a saved state; `nil` when the state no longer makes sense.
    init?(screenRestorationState: ScreenRestorationState)
}

/// The restorable screen that built a controller, kept in the controller's payload.
@MainActor
final class ScreenRestorationTag {
    var screen: any RestorableScreen

    init(screen: any RestorableScreen) {
        self.screen = screen
    }
}

extension RestorableScreen {
    /// The type and the state as JSON text, or `nil` when the screen cannot be restored now.
    func restorationEntry(encoder: JSONEncoder) -> (type: String, state: String)? {
        guard let state = screenRestorationState, let data = try? encoder.encode(state) else { return nil }
        return (Self.screenRestorationType, String(decoding: data, as: UTF8.self))
    }

    /// Remembers this screen on `container` so a record can name it; a controller that is its own
    /// screen is read directly and needs no tag (a tag would retain the controller from itself).
    func tagRestorable(_ container: some ScreenContainer) {
        // Only a class can be a controller: a struct screen (most screens) is passed by its kind,
        // without asking the runtime for its conformances at every build.
        guard !(Self.self is AnyObject.Type && self is any ScreenContainer), let payloaded = container as? any ScreenPayloadedContainer
        else { return }
        let payload = payloaded.screenPayload ?? ScreenPayload()
        if let tag = payload.first(of: ScreenRestorationTag.self) {
            tag.screen = self
        } else {
            payload.append(ScreenRestorationTag(screen: self))
        }
        payloaded.screenPayload = payload
    }
}

extension ScreenContainer {
    /// The restorable screen this container shows: the controller itself when it is one, else the
    /// screen that built it.
    var restorableScreen: (any RestorableScreen)? {
        if let screen = self as? any RestorableScreen {
            return screen
        }
        return (self as? any ScreenPayloadedContainer)?.screenPayload?.first(of: ScreenRestorationTag.self)?.screen
    }
}
