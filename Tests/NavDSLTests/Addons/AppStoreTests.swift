import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// The App Store: the product page in the app, the review request and the App Store app.
@MainActor
@Suite struct AppStoreTests {
    let app: HeadlessApp
    var device: HeadlessDevice { app.window.device }
    var presented: HeadlessViewController? { app.window.rootViewController?.presentedViewController }

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    @Test func productPageIsPresentedKeyedAndReportsDoneAfterItsDismissal() async throws {
        var closed: [Bool] = []
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(storeProduct: "364709193") { closed.append(self.presented == nil) })
        let page = try #require(presented as? HeadlessStoreProductController)
        #expect(page.productID == "364709193")
        #expect(page.description == "StoreProduct(364709193)")
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.container(key: ScreenKey(name: "StoreProduct", traits: ["364709193"]))))
        page.finish()
        page.finish()
        #expect(closed == [true], "once, after the dismissal")
    }

    @Test(arguments: [
        ("36470x", "present(storeProduct: 36470x) on Home: '36470x' is not an App Store id (a number such as 364709193)."),
        ("404", "present(storeProduct: 404) on Home: the App Store did not load product 404: the store has no such product."),
    ])
    func aProductThatDoesNotLoadIsATypedErrorAndNothingIsPresented(id: String, message: String) async throws {
        device.unavailableStoreProducts = ["404"]
        await #expect {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(storeProduct: id))
        } throws: { error in
            error is ScreenStoreProductError && "\(error)" == message
        }
        #expect(presented == nil)
        #expect(app.window.transitions.isEmpty)
    }

    @Test func aBusyPresenterRefusesThePageAndTheFallbackOpensTheAppStoreApp() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Busy")))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(storeProduct: "1"))
        }
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(storeProduct: "1").fallback(to: HeadlessWindowRoute().openStoreApp(id: "1")))
        #expect(device.openedURLs.map(\.absoluteString) == ["itms-apps://apps.apple.com/app/id1"])
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(storeProduct: "2")
                .fallback(to: HeadlessWindowRoute().top(.container).present(storeProduct: "2")))
        #expect((presented?.presentedViewController as? HeadlessStoreProductController)?.productID == "2")
    }

    @Test func openStoreAppFallsBackToTheWebPageAndRefusesABadID() async throws {
        device.unopenableSchemes = ["itms-apps"]
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().openStoreApp(id: "364709193"))
        #expect(
            device.openAttempts.map(\.absoluteString) == [
                "itms-apps://apps.apple.com/app/id364709193", "https://apps.apple.com/app/id364709193",
            ])
        await #expect(throws: ScreenUnsupportedURLError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().openStoreApp(id: "../x"))
        }
        #expect(device.openAttempts.count == 2)
    }

    @Test func reviewRequestsAreCountedAndChangeNoContainer() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().requestReview().top(.stack).window.requestReview())
        #expect(device.reviewRequests == 2)
        #expect(app.window.transitions.isEmpty)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.container(name: "Missing")).makeVisible().fallback(to: HeadlessWindowRoute().requestReview()))
        #expect(device.reviewRequests == 3)
    }
}
