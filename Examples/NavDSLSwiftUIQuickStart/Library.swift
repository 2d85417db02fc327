import NavDSLSwiftUI

@MainActor
final class Library {
    let window = SwiftUIWindowModel(completion: .acknowledged)
    lazy var navigator = ScreenNavigator(window: window)
    lazy var deeplinks = DeeplinkManager(navigator: navigator, schemes: ["app"])

    func start() {
        deeplinks.register(BookLink.self)
        navigator.navigate(to: Library.start) { [deeplinks] _ in deeplinks.activate(.launch) }
    }

    static let start = SwiftUIWindowRoute().setRoot(to: tabs, animation: nil).makeKeyAndVisible()
    static let tabs = ScreenTabsScreen<SwiftUIPlatform>().withTabs(
        tab("Books", "book") { BooksView() }, tab("Settings", "gear") { SettingsView() })
    static func tab<V>(_ title: String, _ image: String, _ view: @escaping @MainActor () -> V) -> AnyScreen<SwiftUIStackModel> {
        SwiftUIScreen(rootView: view).withStackContainer().withTabBarItem(ScreenTabBarItem(title: title, imageName: image))
    }
    static func book(_ id: Int) -> SwiftUIScreen { SwiftUIScreen(name: "Book", traits: [id]) { BookView(id: id) } }
    static func push(_ id: Int) -> SwiftUIWindowRoute { SwiftUIWindowRoute().top(.stack).push(book(id)).resolve() }
    static let popToRoot = SwiftUIWindowRoute().top(.stack).popToRoot()
    static let filters = SwiftUIWindowRoute().top(.container)
        .present(SwiftUIScreen { FiltersView() }.withBottomSheet(ScreenSheet(detents: [.medium, .large], prefersGrabberVisible: true)))
    static func open(_ id: Int) -> SwiftUIWindowRoute {
        SwiftUIWindowRoute().root.dismissAll().top(.tabs).selectTab(with: .index(0)).top(.stack).popToRoot().push(book(id)).resolve()
    }
}

struct BookLink: Deeplink {
    let id: Int
    static func parse(_ link: DeeplinkURL) throws -> BookLink? {
        link.segments.first == "books" ? BookLink(id: try link.parameter("id", at: 1, as: Int.self)) : nil
    }
    func route() -> SwiftUIWindowRoute { Library.open(id) }
}
