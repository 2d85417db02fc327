import NavDSL
import NavDSLHeadless
import Testing

/// Presentation styles and transitioning delegates held as the container's payload.
@MainActor
@Suite struct ModalStyleTests {
    final class SlideIn: HeadlessTransitioningDelegate {}

    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
    let card = HeadlessScreen(name: "Card")

    @Test(arguments: ScreenModalPresentationStyle.allCases)
    func everyStyleIsRecordedOnThePresentedController(_ style: ScreenModalPresentationStyle) async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(card.withModalPresentationStyle(style)))
        #expect(app.rootStack?.presentedViewController?.modalPresentationStyle == style)
        #expect(app.window.hierarchyDescription.contains("Card (\(style.rawValue))"))
    }

    @Test func customAndPopoverKeepThePresenterVisible() async throws {
        #expect(!ScreenModalPresentationStyle.custom.hidesPresenter)
        #expect(!ScreenModalPresentationStyle.popover.hidesPresenter)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(card.withModalPresentationStyle(.custom)))
        #expect(app.rootStack?.topViewController?.isContainerVisible == true)
    }

    @Test func presentationThroughADelegateRecordsItsCustomAnimation() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(
                card.withModalPresentationStyle(.custom).withModalTransitioningDelegate(SlideIn())))
        let presented = try #require(app.rootStack?.presentedViewController)
        #expect(presented.transitioningDelegate is SlideIn)
        #expect(app.window.transitions.last?.animation?.kind == .custom(name: "SlideIn"))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        #expect(app.window.transitions.last?.kind == .dismiss)
        #expect(app.window.transitions.last?.animation?.kind == .custom(name: "SlideIn"))
    }

    @Test func transitioningDelegateSetsTheCustomStyle() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(card.withModalTransitioningDelegate(SlideIn())))
        let presented = try #require(app.rootStack?.presentedViewController)
        #expect(presented.modalPresentationStyle == .custom, "the delegate's presentation controller is used, not a sheet")
        #expect(app.rootStack?.topViewController?.isContainerVisible == true)
    }

    @Test func aLaterPresentationStyleWinsOverTheDelegatesCustomStyle() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(
                card.withModalTransitioningDelegate(SlideIn()).withModalPresentationStyle(.overFullScreen)))
        #expect(app.rootStack?.presentedViewController?.modalPresentationStyle == .overFullScreen)
    }

    @Test func transitioningDelegateLivesExactlyAsLongAsItsController() async throws {
        weak var weakDelegate: SlideIn?
        weak var weakController: HeadlessViewController?
        do {
            let delegate = SlideIn()
            weakDelegate = delegate
            try await app.navigator.navigateAndWait(
                to: HeadlessWindowRoute().top(.container).present(
                    card.withModalPresentationStyle(.custom).withModalTransitioningDelegate(delegate)))
            weakController = app.rootStack?.presentedViewController
        }
        #expect(weakDelegate != nil, "the controller's payload owns it; its transitioningDelegate is weak")
        #expect(weakController?.transitioningDelegate === weakDelegate)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        #expect(weakController == nil)
        #expect(weakDelegate == nil, "released with its controller")
    }

    @Test func delegateWithoutPayloadIsNotKeptAlive() {
        let controller = HeadlessTrees.controller("Card")
        do {
            let delegate = SlideIn()
            controller.transitioningDelegate = delegate
        }
        #expect(controller.transitioningDelegate == nil, "UIKit's transitioningDelegate is weak")
    }
}
