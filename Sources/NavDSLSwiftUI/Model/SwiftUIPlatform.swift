import NavDSL
import NavDSLAddons

/// The SwiftUI family: models in plain Swift that a route drives and SwiftUI's navigation views
/// render (`NavigationStack(path:)`, `.sheet`/`.fullScreenCover`, `TabView`, `NavigationSplitView`).
///
/// ```swift
/// let window = SwiftUIWindowModel()
/// let navigator = ScreenNavigator(window: window)
/// try await navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: home.withStackContainer()).makeKeyAndVisible())
/// try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat))   // the path is [chat]
/// ```
/// The models import no SwiftUI, so `swift test` on Linux runs the classes an app ships; the views
/// only bind to them. Containers of one route belong to one family: a SwiftUI route builds models.
///
/// - Note: What SwiftUI can't show is refused with a typed error before anything changes (context,
///   custom and popover styles, a stack or tabs pushed into a stack, a model shown twice); popovers
///   and transitioning delegates do not compile on a SwiftUI route.
public enum SwiftUIPlatform: ScreenSplitPlatform {
    /// ``SwiftUIWindowModel``.
    public typealias Window = SwiftUIWindowModel
    /// ``SwiftUIScreenModel``.
    public typealias Modal = SwiftUIScreenModel
    /// ``SwiftUIStackModel``.
    public typealias Stack = SwiftUIStackModel
    /// ``SwiftUITabsModel``.
    public typealias Tabs = SwiftUITabsModel
    /// ``SwiftUISplitModel``.
    public typealias Split = SwiftUISplitModel

    /// A stack model holding `containers`, the first as its root.
    ///
    /// ```swift
    /// let stack = SwiftUIPlatform.makeStackContainer(with: [home, chat])   // root home, path [chat]
    /// ```
    /// - Note: Built outside any window, so it completes at once; a model already shown elsewhere
    ///   is left out (a screen builds new models, so routes never hit this).
    @MainActor
    public static func makeStackContainer(with containers: [SwiftUIScreenModel]) -> SwiftUIStackModel {
        let stack = SwiftUIStackModel()
        stack.setStackContainers(containers, animation: nil) { _ in }
        return stack
    }

    /// A tabs model with `containers` as tabs, the first selected.
    ///
    /// ```swift
    /// let tabs = SwiftUIPlatform.makeTabsContainer(with: [chats, settings])
    /// ```
    /// - Note: Built outside any window, so it completes at once.
    @MainActor
    public static func makeTabsContainer(with containers: [SwiftUIScreenModel]) -> SwiftUITabsModel {
        let tabs = SwiftUITabsModel()
        tabs.setTabContainers(containers, animated: false) { _ in }
        return tabs
    }

    /// An empty split model with `style`.
    ///
    /// ```swift
    /// let split = SwiftUIPlatform.makeSplitContainer(style: .doubleColumn)
    /// ```
    /// - Note: Never fails.
    @MainActor
    public static func makeSplitContainer(style: ScreenSplitStyle) -> SwiftUISplitModel {
        SwiftUISplitModel(style: style)
    }
}

/// A route that starts from a SwiftUI window model.
///
/// ```swift
/// navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat))
/// ```
public typealias SwiftUIWindowRoute = ScreenRootRoute<SwiftUIWindowModel>

/// A screen hosting a SwiftUI view (a stand-in value on Linux) in a ``SwiftUIViewModel``.
///
/// ```swift
/// static let profile = SwiftUIScreen { ProfileView(user: 42) }   // outside a route, no ambiguity
/// SwiftUIWindowRoute().top(.stack).push(SwiftUIScreen { ChatView(id: 7) })
/// ```
/// Naming the platform is what a third `ScreenHostingScreen` family needs outside a route, where
/// nothing else tells the compiler which platform is meant.
public typealias SwiftUIScreen = ScreenHostingScreen<SwiftUIPlatform>

extension ScreenHostingScreen where Platform == SwiftUIPlatform {
    /// A screen whose model holds the value `rootView` returns: a SwiftUI view in apps, any
    /// stand-in value on Linux.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.container).present(SwiftUIScreen(traits: [7]) { ChatView(id: 7) })
    /// ```
    /// - Note: The name defaults to the content's type name, so a route finds the same key on every
    ///   platform. Building never fails.
    public init<Content>(name: String? = nil, traits: Set<AnyHashable> = [], rootView: @escaping @MainActor () -> Content) {
        self.init(name: name ?? String(describing: Content.self), traits: traits) {
            SwiftUIViewModel(content: rootView())
        }
    }
}

/// A screen model holding the view it shows: what ``SwiftUIScreen`` builds.
///
/// ```swift
/// let chat = try #require(stack.path.last as? SwiftUIViewModel<ChatView>)
/// #expect(chat.content.id == 7)
/// ```
/// The views render `content` when it is a SwiftUI `View` (a conditional conformance kept in the
/// views, so this file never imports SwiftUI); on Linux it is the stand-in value the screen gave.
public final class SwiftUIViewModel<Content>: SwiftUIScreenModel {
    /// The view (or stand-in value) the screen built.
    ///
    /// ```swift
    /// (model as? SwiftUIViewModel<ChatView>)?.content.id
    /// ```
    /// - Note: Fixed for the model's life, as a view's state is kept for it.
    public let content: Content

    /// A model holding `content`, with an optional key for searches.
    ///
    /// ```swift
    /// SwiftUIViewModel(content: ChatView(id: 7), screenKey: ScreenKey(name: "Chat", traits: [7]))
    /// ```
    /// - Note: Never fails; the key is usually assigned by the screen that builds the model.
    public init(content: Content, screenKey: ScreenKey? = nil) {
        self.content = content
        super.init(screenKey: screenKey)
    }
}
