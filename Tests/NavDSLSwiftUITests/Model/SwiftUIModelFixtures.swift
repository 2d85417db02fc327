import NavDSL
import NavDSLSwiftUI

/// A plain screen of the SwiftUI family: a keyed ``SwiftUIScreenModel``.
struct ModelScreen {
    let name: String
    let traits: Set<AnyHashable>

    init(_ name: String, traits: Set<AnyHashable> = []) {
        self.name = name
        self.traits = traits
    }

}

extension ModelScreen: Screen {
    func build(navigator: ScreenNavigator) -> SwiftUIScreenModel {
        SwiftUIScreenModel(screenKey: key)
    }
}

/// A window, its navigator, and the screens most tests use.
@MainActor
struct ModelScene {
    let window: SwiftUIWindowModel
    let navigator: ScreenNavigator

    init(completion: SwiftUICompletionMode = .immediate) {
        window = SwiftUIWindowModel(completion: completion)
        navigator = ScreenNavigator(window: window, logger: nil)
    }

    /// Tabs of two stacks, Chats and Settings, made key.
    static func tabs(completion: SwiftUICompletionMode = .immediate) async throws -> ModelScene {
        let scene = ModelScene()
        let tabs = ScreenTabsScreen<SwiftUIPlatform>().withTabs(
            ModelScreen("Chats").withStackContainer(), ModelScreen("Settings").withStackContainer())
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: tabs).makeKeyAndVisible())
        scene.window.completion = completion
        return scene
    }

    var tabsModel: SwiftUITabsModel? { window.root as? SwiftUITabsModel }

    func stack(_ index: Int) -> SwiftUIStackModel? { tabsModel?.tabModels[index] as? SwiftUIStackModel }
}

func chat(_ id: Int) -> ModelScreen { ModelScreen("Chat", traits: [id]) }
