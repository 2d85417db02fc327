import NavDSL
import NavDSLSwiftUI

/// A plain restorable screen of the SwiftUI family: a keyed ``SwiftUIScreenModel``.
struct ModelScreen {
    let name: String
    let traits: Set<AnyHashable>

    init(_ name: String, traits: Set<AnyHashable> = []) {
        self.name = name
        self.traits = traits
    }
}

extension ModelScreen: RestorableScreen {
    struct ScreenRestorationState: Codable {
        let name: String
        let id: Int?
    }

    static var screenRestorationType: String { "swiftui.model" }

    var screenRestorationState: ScreenRestorationState? {
        ScreenRestorationState(name: name, id: traits.first?.base as? Int)
    }

    init?(screenRestorationState state: ScreenRestorationState) {
        self.init(state.name, traits: state.id.map { [$0] } ?? [])
    }

    func build(navigator: ScreenNavigator) -> SwiftUIScreenModel {
        SwiftUIScreenModel(screenKey: key)
    }
}

/// A picker whose model keeps the reporter, as a SwiftUI view would get it in its initializer.
struct ModelPicker: ResultScreen {
    var name: String { "Picker" }

    func build(navigator: ScreenNavigator, result: ScreenResultReporter<String>) -> PickerModel {
        PickerModel(result: result, screenKey: key)
    }
}

/// The picker's model.
final class PickerModel: SwiftUIScreenModel {
    let result: ScreenResultReporter<String>

    init(result: ScreenResultReporter<String>, screenKey: ScreenKey) {
        self.result = result
        super.init(screenKey: screenKey)
    }
}

/// A window, its navigator and a recorder of what the navigator reports.
@MainActor
struct ModelScene {
    let window: SwiftUIWindowModel
    let navigator: ScreenNavigator
    let recorder: ScreenNavigationRecorder

    init(completion: SwiftUICompletionMode = .immediate) {
        window = SwiftUIWindowModel(completion: completion)
        navigator = ScreenNavigator(window: window, logger: nil)
        recorder = ScreenNavigationRecorder(navigator)
    }

    /// Tabs of two stacks, Chats and Settings, made key in `.immediate` mode; then `completion`.
    static func tabs(completion: SwiftUICompletionMode = .immediate) async throws -> ModelScene {
        let scene = ModelScene()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: twoTabs).makeKeyAndVisible())
        scene.window.completion = completion
        scene.window.resetLogs()
        return scene
    }

    /// One stack with Home at its root, made key in `.immediate` mode; then `completion`.
    static func home(completion: SwiftUICompletionMode = .immediate) async throws -> ModelScene {
        let scene = ModelScene()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().setRoot(to: ModelScreen("Home").withStackContainer()).makeKeyAndVisible())
        scene.window.completion = completion
        scene.window.resetLogs()
        return scene
    }

    static var twoTabs: AnyScreen<SwiftUITabsModel> {
        ScreenTabsScreen<SwiftUIPlatform>().withTabs(
            ModelScreen("Chats").withStackContainer(), ModelScreen("Settings").withStackContainer())
    }

    var tabsModel: SwiftUITabsModel? { window.root as? SwiftUITabsModel }
    var rootStack: SwiftUIStackModel? { window.root as? SwiftUIStackModel }

    func stack(_ index: Int) -> SwiftUIStackModel? { tabsModel?.tabModels[index] as? SwiftUIStackModel }

    /// The names of a stack's models, root first.
    func names(_ stack: SwiftUIStackModel?) -> [String] { stack?.stackContainers.map(\.description) ?? [] }

    /// The models presented from the window's root, bottom up.
    var presentedChain: [SwiftUIScreenModel] {
        var chain: [SwiftUIScreenModel] = []
        var next = window.root?.presented
        while let model = next {
            chain.append(model)
            next = model.presented
        }
        return chain
    }
}

func chat(_ id: Int) -> ModelScreen { ModelScreen("Chat", traits: [id]) }
