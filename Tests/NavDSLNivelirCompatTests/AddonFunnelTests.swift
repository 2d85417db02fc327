import Foundation
import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

/// A chat link, `app://chat/<id>`, pushing the chat on the root stack.
struct CompatChatDeeplink: Deeplink {
    let id: Int

    static func parse(_ link: DeeplinkURL) throws -> CompatChatDeeplink? {
        guard link.host == "chat" else { return nil }
        return Self(id: try link.parameter("id", at: 1))
    }

    func route() -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat", traits: [id])).resolve()
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension DeeplinkScope {
    /// Nivelir's way to declare a scope: named after the computed property that returns it.
    static var backURL: Self { .fromPropertyName() }
}

// The addon funnels (alert, action sheet, HUD, media picker, Safari, sharing) and the deep-link
// handling funnel leave the same tree, transitions and error as NavDSL's spellings.
@MainActor
@Suite struct AddonFunnelTests {
    let button = HeadlessBarButtonItem(title: "More")

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func alertWithActions() async throws {
        var tapped: [[String]] = []
        let rename = AlertAction(title: "Rename", style: .default) { texts in tapped.append(texts) }
        let alert = Alert(title: "Rename", message: "New name", textFields: [ScreenAlertTextField(placeholder: "Name")], actions: rename)
        let native = ScreenAlert(
            title: "Rename", message: "New name", textFields: [ScreenAlertTextField(placeholder: "Name")],
            buttons: ScreenAlertButton(title: "Rename") { _ in })
        let worlds = try await CompatWorld.pair({ $0.top(.container).showAlert(alert) }, { $0.top(.container).present(alert: native) })
        #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == worlds.errors.1)
        let shown = try #require(worlds.compat.rootStack?.presentedViewController as? HeadlessAlertController)
        #expect(shown.type("Ann", intoFieldAt: 0) && shown.tapButton(titled: "Rename"))
        #expect(tapped == [["Ann"]], "the handler receives the fields' texts, as Nivelir's does")
        let empty = Alert(title: "Done", message: nil, actions: [])
        #expect(empty.buttons.map(\.title) == ["OK"], "an alert without actions can still be closed")
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func actionSheetWithAnchor() async throws {
        let sheet = ActionSheet(title: "Photo", anchor: .barButtonItem(button), actions: .destructive("Delete"), .cancel())
        let native = ScreenAlert(title: "Photo", style: .actionSheet, buttons: .destructive("Delete"), .cancel())
        let worlds = try await CompatWorld.pair(
            { $0.top(.container).showActionSheet(sheet) }, { $0.top(.container).present(alert: native, anchor: .barButtonItem(button)) })
        #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == worlds.errors.1)
        let shown = try #require(worlds.compat.rootStack?.presentedViewController)
        #expect(shown.popoverPresentationController?.barButtonItem === button)
        #expect((shown as? HeadlessAlertController)?.alert.style == .actionSheet)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func hudValuesAndSeconds() async throws {
        let spinner = try await CompatWorld.pair({ $0.top(.container).showHUD(.spinner) }, { $0.top(.container).showHUD(.spinner()) })
        #expect(spinner.compat.state == spinner.native.state && spinner.compat.state.contains("spinner"))
        let success = try await CompatWorld.pair(
            { $0.top(.container).showHUD(.success, duration: 1.0) }, { $0.top(.container).showHUD(.success(), duration: .seconds(1)) })
        #expect(success.compat.state == success.native.state && success.compat.state.contains("success"))
        let failure: HUD = .failure
        #expect(failure == .failure())
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func mediaPickerDidFinishGetsNilOnCancel() async throws {
        var finished: [String] = []
        let picker = MediaPicker(source: .photoLibrary) { media in finished.append(media.map { "\($0.type)" } ?? "nil") }
        let worlds = try await CompatWorld.pair(
            { $0.top(.container).showMediaPicker(picker) },
            { $0.top(.container).present(mediaPicker: ScreenMediaPicker(source: .photoLibrary)) })
        #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == worlds.errors.1)
        let shown = try #require(worlds.compat.rootStack?.presentedViewController as? HeadlessMediaPickerController)
        shown.cancel()
        #expect(finished == ["nil"])
        try await worlds.compat.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).showMediaPicker(picker))
        let again = try #require(worlds.compat.rootStack?.presentedViewController as? HeadlessMediaPickerController)
        again.pick(ScreenPickedMedia(type: .movie))
        #expect(finished == ["nil", "movie"])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func mediaPickerFailsAsNative() async throws {
        let deny: (CompatWorld) async throws -> Void = { $0.window.device.mediaAccess[.camera] = .denied }
        let worlds = try await CompatWorld.pair(
            { $0.top(.container).showMediaPicker(MediaPicker(source: .camera) { _ in }) },
            { $0.top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera)) }, prepare: deny)
        #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == worlds.errors.1 && worlds.errors.0 != "none")
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func safariValue() async throws {
        let url = try #require(URL(string: "https://github.com/hhru/Nivelir"))
        let worlds = try await CompatWorld.pair(
            { $0.top(.container).showSafari(Safari(url: url)) }, { $0.top(.container).present(safari: url) })
        #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == "none")
        #expect((worlds.compat.rootStack?.presentedViewController as? HeadlessSafariController)?.url == url)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func sharingValue() async throws {
        let url = try #require(URL(string: "https://example.com"))
        let sharing = Sharing(items: [.regular("Hi"), .regular(url), .regular(42)], excludedActivityTypes: [.print], anchor: .view(button))
        let native = ScreenShare(items: ["Hi", .url(url), "42"], excludedActivityTypes: [.print])
        let worlds = try await CompatWorld.pair(
            { $0.top(.container).share(sharing) }, { $0.top(.container).present(share: native, anchor: .view(button)) })
        #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == "none")
        let shown = try #require(worlds.compat.rootStack?.presentedViewController as? HeadlessShareController)
        #expect(shown.share.items == ["Hi", .url(url), "42"] && shown.share.excludedActivityTypes == [.print])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func handleURLIfPossible() async throws {
        let url = try #require(URL(string: "app://chat/7"))
        let other = try #require(URL(string: "app://nowhere"))
        var states: [String] = []
        for nivelir in [true, false] {
            let world = CompatWorld()
            let manager = DeeplinkManager(navigator: world.navigator, schemes: ["app"])
            manager.register(CompatChatDeeplink.self)
            manager.activate(.launch)
            let handled = nivelir ? manager.handleURLIfPossible(url, context: nil) : manager.handleIfPossible(url.absoluteString)
            let rejected = nivelir ? manager.handleURLIfPossible(other, context: nil) : manager.handleIfPossible(other.absoluteString)
            #expect(handled && !rejected)
            try await world.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))  // after the queued link
            states.append(world.state)
        }
        #expect(states.count == 2 && states[0] == states[1] && states[0].contains("Chat"))
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func scopesNamedAsNivelirNamesThem() async throws {
        #expect(DeeplinkScope.backURL == DeeplinkScope("backURL"))
        #expect(DeeplinkScope(key: "authorized") == .authorized)
        let world = CompatWorld()
        let manager = DeeplinkManager(navigator: world.navigator, schemes: ["app"])
        manager.activate(.backURL)
        #expect(manager.isActive(DeeplinkScope("backURL")))
    }
}
