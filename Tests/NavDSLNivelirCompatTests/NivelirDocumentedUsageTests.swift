import Foundation
import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

// Runs Nivelir's documented usage (NivelirDocumentedUsage.swift) in headless windows and checks each
// piece did what Nivelir's documentation says it does.
@MainActor
@Suite struct NivelirDocumentedUsageTests {
    let world = CompatWorld()
    let service = ExampleAuthorizationService()
    let shareButton = HeadlessBarButtonItem(title: "Share")

    @available(*, deprecated, message: "exercises the compat spellings")
    var routes: NivelirDocumentedRoutes { NivelirDocumentedRoutes(service: service, shareButton: shareButton) }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func quickStartAndTransitions() async throws {
        routes.quickStart(navigator: world.navigator)
        #expect(world.rootStack?.viewControllers.count == 3)
        #expect(world.rootStack?.topViewController?.presentedViewController?.effectiveScreenKey == ReadmeColorScreen(color: "blue").key)
        routes.showHome(navigator: world.navigator)
        let home = try #require(world.rootStack)
        #expect(home.viewControllers.first?.effectiveScreenKey == ReadmeColorScreen(color: "home").key)
        routes.replaceWithChat(navigator: world.navigator, container: home)
        #expect(home.viewControllers.map(\.effectiveScreenKey) == [CheatSheetChatScreen(chatID: 3).key])
        #expect(world.window.transitions.compactMap(\.animation).suffix(2) == [.crossDissolve(), .crossDissolve()])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func dismissAndPushFromThePresenter() async throws {
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(ReadmeColorScreen(color: "modal")))
        routes.dismissAndPush(navigator: world.navigator, container: world.rootStack?.presentedViewController)
        #expect(world.rootStack?.presentedViewController == nil)
        #expect(world.rootStack?.topViewController?.effectiveScreenKey == CheatSheetChatScreen(chatID: 7).key)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func authorizationGatesTheRoute() async throws {
        let denied = await world.run(routes.showSecretRoute())
        #expect(denied is ScreenCanceledError && world.rootStack?.presentedViewController == nil)
        service.isAuthorized = true
        try await world.navigator.navigateAndWait(to: routes.showSecretRoute())
        #expect(world.rootStack?.presentedViewController?.modalPresentationStyle == .formSheet)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func uploadHUDs() async throws {
        routes.showUploadProgress(navigator: world.navigator)
        let hud = try #require(HeadlessPlatform.shownHUD(over: world.window) as? HeadlessHUDController)
        #expect(hud.screenHUD == .spinner())
        routes.showUploadSuccess(navigator: world.navigator)
        #expect(hud.screenHUD == .success())
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func cameraFallsBackToAnAlert() async throws {
        var picked: [String] = []
        world.window.device.mediaAccess[.camera] = .denied
        routes.showCamera(navigator: world.navigator) { picked.append($0.map { "\($0.type)" } ?? "nil") }
        let alert = try #require(world.rootStack?.presentedViewController as? HeadlessAlertController)
        #expect(alert.alert.title == "Camera" && alert.tapButton(titled: "OK"))
        world.window.device.mediaAccess[.camera] = .authorized
        routes.showCamera(navigator: world.navigator) { picked.append($0.map { "\($0.type)" } ?? "nil") }
        let picker = try #require(world.rootStack?.presentedViewController as? HeadlessMediaPickerController)
        picker.pick(ScreenPickedMedia(type: .image))
        #expect(picked == ["image"])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func photoActionsShareAndSafari() async throws {
        var deleted = 0
        routes.showPhotoActions(navigator: world.navigator) { deleted += 1 }
        let sheet = try #require(world.rootStack?.presentedViewController as? HeadlessAlertController)
        #expect(sheet.alert.style == .actionSheet && sheet.popoverPresentationController?.barButtonItem === shareButton)
        #expect(sheet.tapButton(titled: "Delete") && deleted == 1)
        let url = try #require(URL(string: "https://github.com/hhru/Nivelir"))
        routes.share(url: url, navigator: world.navigator)
        let share = try #require(world.rootStack?.presentedViewController as? HeadlessShareController)
        #expect(share.share.items == [.url(url)])
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).presenting.dismiss())
        var opened: [Bool] = []
        routes.openInSafari(url: url, navigator: world.navigator) { opened.append($0) }
        #expect(opened == [true] && (world.rootStack?.presentedViewController as? HeadlessSafariController)?.url == url)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func projectLinkPushFromTopAndProgress() async throws {
        let url = try #require(URL(string: "https://github.com/hhru/Nivelir"))
        routes.shareProjectLink(url: url, navigator: world.navigator)
        let share = try #require(world.rootStack?.presentedViewController as? HeadlessShareController)
        #expect(share.items(for: .copyToPasteboard) == [.url(url)] && share.items(for: nil) == [.url(url)])
        #expect(share.items(for: .mail) == [.text("Nivelir: \(url)\n\nSent from an iOS device.")])
        #expect(share.subject(for: .mail) == "Nivelir: \(url)")
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).presenting.dismiss())
        routes.pushChat(chatID: 3, navigator: world.navigator)
        #expect(world.rootStack?.topViewController?.effectiveScreenKey == CheatSheetChatScreen(chatID: 3).key)
        routes.showUploadProgress(ratio: 0.3, navigator: world.navigator)
        #expect((HeadlessPlatform.shownHUD(over: world.window) as? HeadlessHUDController)?.screenHUD == .progress(0.3))
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func routeVerbsFromTheDocComments() async throws {
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(CheatSheetChatScreen(chatID: 1)))
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(ReadmeColorScreen(color: "a")))
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(ReadmeColorScreen(color: "sheet")))
        try await world.navigator.navigateAndWait(to: routes.showChat(chatID: 1))
        #expect(world.rootStack?.presentedViewController == nil)
        #expect(world.rootStack?.topViewController?.effectiveScreenKey == CheatSheetChatScreen(chatID: 1).key)
        try await world.navigator.navigateAndWait(to: routes.popAfterPause())
        #expect(world.rootStack?.viewControllers.count == 1)
        try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(ReadmeColorScreen(color: "b")))
        try await world.navigator.navigateAndWait(to: routes.popTopStack(nestedRoute: HeadlessStackRoute().pop()))
        #expect(world.rootStack?.viewControllers.count == 1)
    }
}
