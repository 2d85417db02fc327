import NavDSL
import NavDSLAddons
import QuickLook
import StoreKit
import SwiftUI
import Testing
import UIKit

/// Runs the HUD, SwiftUI screens, App Store and documents through their UIKit implementations against the stubs.
@MainActor
@Suite struct AddonOverlaySmokeTests {
    let app: UIKitSmokeApp
    var window: UIWindow { app.window }
    var navigator: ScreenNavigator { app.navigator }

    init() async throws {
        app = try await UIKitSmokeApp()
    }

    var presented: UIViewController? { app.presented }

    struct Greeting: View {
        let name: String
        var body: Never { fatalError("the stub check never renders a view") }
    }

    @Test func hudShowsInItsOwnAlertLevelWindowUpdatesInPlaceAndHides() async throws {
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).showHUD(.spinner("Saving"), animated: false))
        #expect(presented == nil, "the HUD takes no presentation slot")
        let hud = try #require(UIKitPlatform.shownHUD(over: window) as? ScreenHUDViewController)
        let overlay = try #require(app.scene.windows.first { $0.rootViewController === hud })
        #expect(overlay !== window && overlay.windowLevel == .alert && !overlay.isHidden)
        #expect(!overlay.isKeyWindow && window.isKeyWindow, "the overlay never takes the key window")
        hud.viewDidLoad()
        let stack = try #require(hud.view.subviews.first as? UIStackView)
        let spinner = try #require(stack.arrangedSubviews.first as? UIActivityIndicatorView)
        #expect(spinner.isAnimating && !spinner.isHidden)
        try await navigator.driven.navigate(to: ScreenWindowRoute().root.updateHUD(.progress(0.5, "Uploading")))
        let bar = try #require(stack.arrangedSubviews.compactMap { $0 as? UIProgressView }.first)
        #expect(UIKitPlatform.shownHUD(over: window) === hud && bar.progress == 0.5 && !bar.isHidden && !spinner.isAnimating)
        try await navigator.driven.navigate(to: ScreenWindowRoute().root.hideHUD())
        #expect(overlay.isHidden && UIKitPlatform.shownHUD(over: window) == nil)
    }

    @Test func hudFadesInAndOutAndHidesOutsideANavigation() async throws {
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).showHUD(.spinner()))
        let hud = try #require(UIKitPlatform.shownHUD(over: window) as? ScreenHUDViewController)
        let overlay = try #require(app.scene.windows.first { $0.rootViewController === hud })
        #expect(overlay.stubTransitions.contains { $0.options == .transitionCrossDissolve })
        UIKitPlatform.hideHUD(over: window)
        #expect(overlay.isHidden && UIKitPlatform.shownHUD(over: window) == nil)
    }

    @Test func swiftUIScreensArePushedAndPresentedInHostingControllers() async throws {
        let greeting = ScreenHostingScreen<UIKitPlatform> { Greeting(name: "Ann") }.withStackContainer()
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(greeting))
        let stack = try #require(presented as? UINavigationController)
        let hosting = try #require(stack.viewControllers.first as? UIHostingController<Greeting>)
        #expect(hosting.rootView.name == "Ann" && hosting.effectiveScreenKey == ScreenKey(name: "Greeting"))
        let route = ScreenWindowRoute().top(.stack).push(ScreenHostingScreen(name: "Bob", traits: [2]) { Greeting(name: "Bob") })
        try await navigator.driven.navigate(to: route)
        #expect(stack.viewControllers.count == 2 && stack.viewControllers.last?.effectiveScreenKey == ScreenKey(name: "Bob", traits: [2]))
    }

    @Test func storeProductPageLoadsThenPresentsAndDoneDismissesIt() async throws {
        var closed = 0
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(storeProduct: "364709193") { closed += 1 })
        let page = try #require(presented as? SKStoreProductViewController)
        #expect(page.stubParameters[SKStoreProductParameterITunesItemIdentifier] as? NSNumber == 364_709_193)
        #expect(page.effectiveScreenKey == ScreenKey(name: "StoreProduct", traits: ["364709193"]))
        page.delegate?.productViewControllerDidFinish(page)
        await app.settle { closed > 0 && presented == nil }
        #expect(closed == 1 && presented == nil)
        await StubStoreKitAnswers.$current.withValue(StubStoreKitAnswers(loadError: URLError(.notConnectedToInternet))) {
            await #expect(throws: ScreenStoreProductError.self) {
                try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(storeProduct: "1"))
            }
        }
        #expect(presented == nil)
        try await StubStoreKitAnswers.$current.withValue(StubStoreKitAnswers(neverAnswers: true)) {
            try await storeProductLoadStoreKitNeverAnswersFailsAtItsDeadline()
        }
    }

    /// StoreKit's answers are the test's own: a scope that makes StoreKit fail changes nothing outside it.
    @Test func storeKitAnswersStayInTheScopeThatSetThem() async throws {
        let page = SKStoreProductViewController()
        var inside: Bool?
        StubStoreKitAnswers.$current.withValue(StubStoreKitAnswers(loadError: URLError(.notConnectedToInternet))) {
            page.loadProduct(withParameters: [:]) { loaded, _ in inside = loaded }
        }
        var outside: Bool?
        page.loadProduct(withParameters: [:]) { loaded, _ in outside = loaded }
        #expect(inside == false && outside == true)
    }

    /// StoreKit never answers for some products (review R2): the navigation fails at the deadline.
    ///
    /// Run by the test above, inside a scope where StoreKit never answers.
    private func storeProductLoadStoreKitNeverAnswersFailsAtItsDeadline() async throws {
        UIKitPlatform.storeProductLoadDeadline = .milliseconds(20)
        defer { UIKitPlatform.storeProductLoadDeadline = .seconds(10) }
        var result: Result<Void, any Error>?
        // The app's `onFinish` holds a sentinel: it must go with the page (finding N4, RULES.md).
        final class Sentinel {}
        var sentinel: Sentinel? = Sentinel()
        weak let watched = sentinel
        navigator.navigate(to: ScreenWindowRoute().top(.container).present(storeProduct: "2") { [sentinel] in _ = sentinel }) {
            result = $0
        }
        sentinel = nil
        for _ in 0..<200 where result == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(throws: ScreenStoreProductError.self) { try result?.get() }
        #expect(presented == nil)
        try await Task.sleep(for: .milliseconds(50))
        _ = UIViewController().screenPayload  // the stub purges released objects' associations on a read
        #expect(watched == nil, "N4: the page StoreKit never answered for lives on with its delegate and onFinish")
    }

    @Test func reviewIsRequestedInTheWindowScene() async throws {
        try await navigator.driven.navigate(to: ScreenWindowRoute().requestReview())
        #expect(app.scene.stubReviewRequests == 1, "counted on the window's own scene")
        let sceneless = UIWindow(frame: .zero)
        await #expect(throws: ScreenContainerNotSupportedError.self) {
            try await ScreenNavigator(window: sceneless, logger: nil).driven.navigate(to: ScreenWindowRoute().requestReview())
        }
    }

    @Test func quickLookPreviewsTheFilesAndReportsItsDismissal() async throws {
        var closed = 0
        let files = [URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.pdf")]
        let preview = ScreenDocumentPreview(urls: files, index: 1) { closed += 1 }
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(documentPreview: preview))
        let controller = try #require(presented as? QLPreviewController)
        let source = try #require(controller.dataSource)
        #expect(source.numberOfPreviewItems(in: controller) == 2 && controller.currentPreviewItemIndex == 1)
        #expect(source.previewController(controller, previewItemAt: 0).previewItemURL == files[0])
        controller.delegate?.previewControllerDidDismiss(controller)
        controller.delegate?.previewControllerDidDismiss(controller)
        await app.settle { closed > 0 }
        await app.settle { false }  // a second report would have arrived by now
        #expect(closed == 1)
    }

    @Test func documentPickerOpensTheTypesAndReportsThePick() async throws {
        var results: [ScreenDocumentPickerResult] = []
        let picker = ScreenDocumentPicker(contentTypes: ["com.adobe.pdf"], allowsMultipleSelection: true) { results.append($0) }
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(documentPicker: picker))
        let controller = try #require(presented as? UIDocumentPickerViewController)
        #expect(controller.stubContentTypes.map(\.identifier) == ["com.adobe.pdf"] && controller.allowsMultipleSelection)
        let file = URL(fileURLWithPath: "/tmp/a.pdf")
        controller.delegate?.documentPicker(controller, didPickDocumentsAt: [file])
        controller.delegate?.documentPickerWasCancelled(controller)
        #expect(results == [.picked([file])])
    }

    @Test func documentPickerCanBeAwaitedWithoutOnFinish() async throws {
        var outcome: Result<ScreenDocumentPickerResult, any Error>?
        let route = ScreenWindowRoute().top(.container).present(documentPicker: ScreenDocumentPicker(contentTypes: ["com.adobe.pdf"]))
        navigator.result(of: route, as: ScreenDocumentPickerResult.self) { outcome = $0 }
        await app.settle()
        let controller = try #require(presented as? UIDocumentPickerViewController)
        controller.delegate?.documentPickerWasCancelled(controller)
        await app.settle()
        #expect(try outcome?.get() == .cancelled)
    }
}
