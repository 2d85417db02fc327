import NavDSL
import NavDSLHeadless

/// A restorable chat: its id is its state; negative ids are refused, as a deleted chat would be.
struct SavedChatScreen: RestorableScreen {
    let id: Int
    static let screenRestorationType = "chat"
    var name: String { "Chat" }
    var traits: Set<AnyHashable> { [id] }
    var screenRestorationState: Int? { id }

    init(id: Int) {
        self.id = id
    }

    init?(screenRestorationState id: Int) {
        guard id >= 0 else { return nil }
        self.init(id: id)
    }

    func build(navigator: ScreenNavigator) -> HeadlessViewController { HeadlessViewController() }
}

/// A restorable screen with a structured state; a draft (`saved == false`) cannot be restored.
struct SavedProfileScreen: RestorableScreen {
    struct State: Codable {
        let user: String
        let tab: Int
    }

    let user: String
    var tab = 0
    var saved = true
    static let screenRestorationType = "profile"
    var name: String { "Profile" }
    var traits: Set<AnyHashable> { [user] }
    var screenRestorationState: State? { saved ? State(user: user, tab: tab) : nil }

    init(user: String, tab: Int = 0, saved: Bool = true) {
        self.user = user
        self.tab = tab
        self.saved = saved
    }

    init?(screenRestorationState state: State) {
        self.init(user: state.user, tab: state.tab)
    }

    func build(navigator: ScreenNavigator) -> HeadlessViewController { HeadlessViewController() }
}

/// A screen that is not restorable.
struct UnsavedLegacyScreen: Screen {
    func build(navigator: ScreenNavigator) -> HeadlessViewController { HeadlessViewController() }
}

/// A controller with a key of its own, built by a restorable screen.
final class SavedKeyedChatController: HeadlessViewController, ScreenKeyedContainer {
    let screenKey: ScreenKey

    init(key: ScreenKey) {
        screenKey = key
        super.init()
    }
}

/// A restorable screen whose controller carries its own key.
struct SavedKeyedChatScreen: RestorableScreen {
    let id: Int
    static let screenRestorationType = "keyedChat"
    var name: String { "KeyedChat" }
    var traits: Set<AnyHashable> { [id] }
    var screenRestorationState: Int? { id }

    init(id: Int) {
        self.id = id
    }

    init?(screenRestorationState id: Int) {
        self.init(id: id)
    }

    func build(navigator: ScreenNavigator) -> HeadlessViewController { SavedKeyedChatController(key: key) }
}

/// A controller that is its own screen (`extension X: Screen {}`) and restorable: its state is
/// read from the controller itself.
final class SavedNoteController: HeadlessViewController, RestorableScreen {
    var noteID: Int
    static let screenRestorationType = "note"

    init(noteID: Int) {
        self.noteID = noteID
        super.init(screenKey: ScreenKey(name: "Note", traits: [noteID]))
    }

    convenience init?(screenRestorationState noteID: Int) {
        self.init(noteID: noteID)
    }

    var screenRestorationState: Int? { noteID }
}

extension ScreenRestorationRegistry where Platform == HeadlessPlatform {
    /// Every restorable screen of the suites.
    static var suites: Self {
        Self().registering(SavedChatScreen.self).registering(SavedProfileScreen.self).registering(SavedKeyedChatScreen.self).registering(
            SavedNoteController.self
        )
        .registering(HeadlessScreen.self)
    }
}

/// A fresh window and navigator, as after a relaunch.
@MainActor
struct RelaunchedApp {
    let window = HeadlessWindow()
    let navigator: ScreenNavigator

    init() {
        window.makeKeyAndVisible()
        navigator = ScreenNavigator(window: window, logger: nil)
    }
}
