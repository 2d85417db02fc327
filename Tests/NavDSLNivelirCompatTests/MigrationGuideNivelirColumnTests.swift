import Foundation
import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

// The Nivelir column of "Migrating from Nivelir" for the rows where it differs from NavDSL's
// spelling and the guide says it compiles with the compat import: one test per table, so a removed
// funnel breaks this file before the guide misleads a porting team. (Rows whose Nivelir code is
// NavDSL's own are compiled by MigrationGuideTests.)
@MainActor
@Suite struct MigrationGuideNivelirColumnTests {
    let world = CompatWorld()
    let chat = HeadlessScreen(name: "Chat")

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func navigatorRows() async throws {
        let completion: ScreenNavigator.Completion = { _ in }  // Completion typealias
        world.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(chat), completion: completion)
        #expect(world.rootStack?.viewControllers.count == 2)
        world.navigator.navigate(fromTop: .stack) { route in route.pop() }  // navigate(fromTop:)
        world.navigator.navigate(fromFirst: .stack, to: { $0.push(chat) }, completion: nil)  // navigate(fromFirst:)
        world.navigator.navigate(fromLast: .stack) { $0.pop() }  // navigate(fromLast:)
        world.navigator.perform(action: ScreenMakeKeyAndVisibleOnce(), completion: completion)  // perform(action:completion:)
        _ = ScreenNavigator(windowProvider: ScreenCustomWindowProvider(window: world.window))  // ScreenCustomWindowProvider
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(world.rootStack?.viewControllers.count == 1 && world.window.isKeyWindow)
        let navigator = world.navigator
        #expect(navigator.topStackContainer === world.rootStack)  // topStackContainer
        #expect(navigator.topTabsContainer == nil)  // topTabsContainer
        #expect(navigator.topContainer(in: world.window) { $0 is HeadlessNavigationController } === world.rootStack)
        #expect(navigator.firstContainer(in: world.window) { _ in true } === world.window)  // firstContainer(in:where:)
        #expect(navigator.lastContainer(in: world.window) { $0 is HeadlessNavigationController } === world.rootStack)
        let log = ScreenRecordingLogger()
        let logging = ScreenNavigator(window: world.window, logger: log)
        logging.logInfo("info")  // logInfo(_:)
        logging.logError(ScreenCanceledError())  // logError(_:)
        #expect(log.lines == ["Info: info", "Error: \(ScreenCanceledError())"])
        let silent = ScreenNavigator(window: world.window, logger: nil)
        var built = false
        silent.logInfo(
            {
                built = true; return "never built"
            }())
        #expect(!built, "a nil logger builds no message")
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func routeRows() async throws {
        let window = HeadlessWindowRoute()
        _ = window.setRoot(to: chat, animation: .crossDissolve)  // setRoot(to:animation:)
        _ = window.top(.stack).push(chat, animation: .crossDissolve).replace(with: chat, animation: .crossDissolve)
        _ = window.first(.container(of: chat)).makeVisible(stackAnimation: .crossDissolve, dissmissAnimated: true)  // makeVisible(...)
        _ = window.top(.stack, route: HeadlessStackRoute().pop()).first(.stack, route: HeadlessStackRoute()).last(
            .tabs, route: HeadlessTabsRoute())  // top/first/last route: forms
        _ = window.top(.stack).wait(for: 3.0).pop()  // wait(for:) in seconds
        _ = window.top(.stack).push(chat).fallback { _, route in route.root.present(chat) }  // fallback { error, route in }
        _ = ScreenCanceledError(for: ScreenWaitAction<HeadlessViewController>(duration: .zero))  // ScreenCanceledError(for:)
        let sheet = HeadlessModalRoute().present(HeadlessScreen(name: "Sheet"))
        try await world.navigator.navigateAndWait(to: window.top(.container, route: sheet))
        #expect(world.rootStack?.presentedViewController?.description == "Sheet")
        try await world.navigator.navigateAndWait(to: window.root.dismissAll())
        let photo = HeadlessModalRoute().present(HeadlessScreen(name: "Photo"))
        try await world.navigator.navigateAndWait(to: window.top(.stack).push(chat, route: photo))  // push(_:route:) with a value
        #expect(world.rootStack?.viewControllers.last?.presentedViewController?.description == "Photo")
        try await world.navigator.navigateAndWait(to: window.root.dismissAll())
        let compose = HeadlessStackRoute().push(HeadlessScreen(name: "Compose"))
        try await world.navigator.navigateAndWait(to: window.root.present(chat.withStackContainer(), route: compose))  // present(_:route:)
        let presented = world.rootStack?.presentedViewController as? HeadlessNavigationController
        #expect(presented?.viewControllers.map(\.description) == ["Chat", "Compose"])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func decoratorRows() async throws {
        final class Slide: HeadlessTransitioningDelegate {}
        _ = chat.withModalStyle(.default(presentation: .fullScreen))  // withModalStyle(.default(presentation:transition:))
        _ = chat.withModalStyle(.custom(delegate: Slide()))  // .custom(delegate:)
        try await world.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(chat.withModalStyle(.default(transition: .flipHorizontal))))
        #expect(world.rootStack?.presentedViewController?.modalTransitionStyle == .flipHorizontal)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func systemScreenRows() async throws {
        let url = try #require(URL(string: "https://example.com"))
        let button = HeadlessBarButtonItem(title: "More")
        let anchor: ScreenPopoverPresentationAnchor = .barButtonItem(button)  // ScreenPopoverPresentationAnchor
        let container = HeadlessWindowRoute().top(.container)
        _ = container.showAlert(Alert(title: "Saved", message: nil, actions: AlertAction(title: "OK", style: .cancel)))  // Alert
        _ = container.showActionSheet(ActionSheet(anchor: anchor, actions: ActionSheetAction(title: "Delete", style: .destructive)))
        _ = container.showHUD(.spinner).showHUD(.success, duration: 1).showHUD(.failure, duration: 1.5)  // HUD
        _ = container.showHUD(.percentage(.default(ratio: 0.5), message: .default(text: "Uploading")))  // HUD.percentage
        _ = Alert(title: "Rename", message: nil, textFields: [.standard(text: "", placeholder: "Name")], actions: [])  // AlertTextField
        _ = container.showMediaPicker(MediaPicker(source: .camera, types: [.image, .movie]) { _ in })  // MediaPicker
        _ = container.showSafari(Safari(url: url))  // Safari
        _ = container.share(Sharing(items: [.regular(url)], excludedActivityTypes: [.print], anchor: anchor))  // Sharing
        _ = container.share(Sharing(items: [.custom(CompatLinkItem(url: url))], anchor: anchor))  // .custom sharing items
        let manager = DeeplinkManager(navigator: world.navigator, schemes: ["app"])
        #expect(!manager.handleURLIfPossible(url, context: nil), "no type registered: not handled")  // handleURLIfPossible
        try await world.navigator.navigateAndWait(to: container.showSafari(Safari(url: url)))
        #expect((world.rootStack?.presentedViewController as? HeadlessSafariController)?.url == url)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func deeplinkRows() async throws {
        let url = try #require(URL(string: "nivelir://chat?room_id=1&chat_id=2"))
        let asWritten = DeeplinkManager(deeplinkTypes: [ChatDeeplink.self], navigator: world.navigator)  // Nivelir's init
        #expect(!asWritten.handleURLIfPossible(url, context: nil), "the test runner's Info.plist declares no URL scheme")
        let deeplinks = DeeplinkManager(
            deeplinkTypes: [DeeplinkScope.default: [ChatDeeplink.self]], interceptors: [], navigator: world.navigator, schemes: ["nivelir"])
        #expect(deeplinks.canHandleURL(url, context: nil) && !deeplinks.isActive(scope: .default))  // canHandleURL, isActive(scope:)
        #expect(deeplinks.handleURLIfPossible(url, context: nil, shouldLogError: false))
        deeplinks.activate(screens: ExampleAppScreens())  // activate(screens:), activate(screens:scope:)
        deeplinks.deactivate(scope: .default)
        deeplinks.deactivate()
        _ = DeeplinkScope(key: "backURL").key  // init(key:), key
        let decoder: URLDeeplinkQueryDecoder = URLDeeplinkQueryDecoder()
        let query: ChatDeeplinkPayload = try decoder.decode(ChatDeeplinkPayload.self, from: url.query ?? "")  // decode(_:from: query)
        let userInfo: [String: Any] = ["room_id": 1, "chat_id": 2]
        let push = try NotificationDeeplinkUserInfoDecoder().decode(ChatDeeplinkPayload.self, from: userInfo)
        _ = ShortcutDeeplinkUserInfoDecoder(options: ShortcutDeeplinkUserInfoOptions(keyDecodingStrategy: .useDefaultKeys))
        _ = NotificationDeeplinkUserInfoOptions(dateDecodingStrategy: .secondsSince1970, keyDecodingStrategy: .useDefaultKeys)
        _ = URLDeeplinkQueryOptions(dateDecodingStrategy: .millisecondsSince1970, keyDecodingStrategy: .useDefaultKeys)
        #expect(query.chatID == push.chatID)
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(world.rootStack?.viewControllers.last?.description == "Chat(1, 2)", "activate ran the pending link")
    }
}

/// A custom window action, as Nivelir's `perform(action:)` runs one.
private struct ScreenMakeKeyAndVisibleOnce: ScreenAction {
    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        container.makeKeyAndVisible()
        completion(.success(()))
    }
}
