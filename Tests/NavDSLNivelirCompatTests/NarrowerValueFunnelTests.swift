import Foundation
import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

/// Nivelir's custom sharing item (its example app's link item): a link for Copy, a sentence for the rest.
@available(*, deprecated, message: "exercises the compat spellings")
struct CompatLinkItem: SharingCustomItem {
    let url: URL

    var placeholder: Any { url }

    func value(for activityType: ScreenActivityType?) -> Any? {
        guard let activityType, activityType != .copyToPasteboard else { return url }
        return activityType == .print ? nil : "Nivelir: \(url)"
    }

    func subject(for activityType: ScreenActivityType?) -> String? { "Nivelir" }
}

// The funnels into the values the core gained for Nivelir (custom share items) and the small
// spellings (alert text fields, percentage HUDs): the same tree and the same values as NavDSL's.
@MainActor
@Suite struct NarrowerValueFunnelTests {
    let button = HeadlessBarButtonItem(title: "Share")

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func customSharingItemGivesAValuePerActivity() async throws {
        let url = try #require(URL(string: "https://github.com/hhru/Nivelir"))
        let sharing = Sharing(items: [.custom(CompatLinkItem(url: url)), .regular(Data([1, 2]))], anchor: .barButtonItem(button))
        let link = ScreenShareItem.custom(placeholder: .url(url), subject: { _ in "Nivelir" }) { activity in
            activity == nil || activity == .copyToPasteboard ? .url(url) : .text("Nivelir: \(url)")
        }
        let native = ScreenShare(items: [link, .imageData(Data([1, 2]))])
        let worlds = try await CompatWorld.pair(
            { $0.top(.container).share(sharing) }, { $0.top(.container).present(share: native, anchor: .barButtonItem(button)) })
        #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == "none")
        let compat = try #require(worlds.compat.rootStack?.presentedViewController as? HeadlessShareController)
        let shared = try #require(worlds.native.rootStack?.presentedViewController as? HeadlessShareController)
        for activity in [nil, .copyToPasteboard, .mail, .message] as [ScreenActivityType?] {
            #expect(compat.items(for: activity) == shared.items(for: activity), "\(activity?.rawValue ?? "no activity")")
            #expect(compat.subject(for: activity) == "Nivelir")
        }
        #expect(compat.items(for: .mail) == [.text("Nivelir: \(url)"), .imageData(Data([1, 2]))])
        #expect(compat.items(for: .print) == [.imageData(Data([1, 2]))], "an item answering nil is left out")
        #expect(compat.share.items.first?.dependsOnActivity == true && compat.share.items.first?.placeholder == .url(url))
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func alertTextFieldsAreNativeFields() async throws {
        let fields: [AlertTextField] = [.standard(text: "Draft", placeholder: "Name"), .standard]
        #expect(fields == [ScreenAlertTextField(placeholder: "Name", text: "Draft"), ScreenAlertTextField()])
        let alert = Alert(title: "Rename", message: nil, textFields: fields, actions: .cancel())
        let native = ScreenAlert(
            title: "Rename", textFields: [ScreenAlertTextField(placeholder: "Name", text: "Draft"), ScreenAlertTextField()],
            buttons: .cancel())
        let worlds = try await CompatWorld.pair({ $0.top(.container).showAlert(alert) }, { $0.top(.container).present(alert: native) })
        #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == "none")
        let shown = try #require(worlds.compat.rootStack?.presentedViewController as? HeadlessAlertController)
        #expect(shown.alert.textFields.map(\.text) == ["Draft", ""])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func percentageHUDIsProgress() async throws {
        #expect(ScreenHUD.percentage(.default(ratio: 0.4)) == .progress(0.4))
        #expect(
            ScreenHUD.percentage(ProgressPercentageIndicator(ratio: 1.5), message: .default(text: "Uploading")) == .progress(1, "Uploading")
        )
        let worlds = try await CompatWorld.pair(
            { $0.top(.container).showHUD(.percentage(.default(ratio: 0.25), message: .default(text: "Uploading"))) },
            { $0.top(.container).showHUD(.progress(0.25, "Uploading")) })
        #expect(worlds.compat.state == worlds.native.state && worlds.errors.0 == "none")
        #expect(worlds.compat.state.contains("HUD"))
    }
}
