import NavDSL
import Testing
import UIKit

/// Animations, sheets, popovers and transitioning delegates through the UIKit adapter.
@MainActor
@Suite struct PresentationSmokeTests {
    struct Plain: Screen {
        let name: String

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = UIViewController()
            controller.title = name
            return controller
        }
    }

    /// A controller that prefers a content height, for the `.content` detent.
    struct Sized: Screen {
        let height: CGFloat

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = UIViewController()
            controller.preferredContentSize = CGSize(width: 0, height: height)
            return controller
        }
    }

    final class SlideIn: NSObject, UIViewControllerTransitioningDelegate {}

    let app: UIKitSmokeApp

    init() async throws {
        app = try await UIKitSmokeApp(root: Plain(name: "Home").withStackContainer())
    }

    @Test func crossDissolveRootAndStackRunUIViewTransition() async throws {
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().setRoot(to: Plain(name: "Main").withStackContainer(), animation: .crossDissolve()))
        #expect(app.window.stubTransitions.map(\.options) == [.transitionCrossDissolve], "the root swap runs on the window")
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat"), animation: .transition(.flipFromLeft)))
        #expect(app.window.stubTransitions.map(\.options) == [.transitionCrossDissolve])
        #expect(app.stack?.view.stubTransitions.map(\.options) == [.transitionFlipFromLeft], "the push runs on the stack's view")
        #expect(app.stack?.viewControllers.map(\.title) == ["Main", "Chat"])
    }

    @Test func sheetSettingsAndDetentChangeMapOntoUISheetPresentationController() async throws {
        let sheet = ScreenSheet(
            detents: [.custom("compact", height: 200), .medium, .large], selectedDetent: .medium, prefersGrabberVisible: true,
            preferredCornerRadius: 20, isModalInPresentation: true)
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(Plain(name: "WhatsNew").withBottomSheet(sheet)))
        let presented = try #require(app.stack?.presentedViewController)
        let controller = try #require(presented.sheetPresentationController)
        #expect(controller.detents.map(\.stubIdentifier) == [.init("compact"), .medium, .large])
        #expect(controller.detents.first?.stubHeight == 200)
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(controller.prefersGrabberVisible && controller.preferredCornerRadius == 20 && presented.isModalInPresentation)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large })
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(controller.stubAnimateChangesCount == 1)
    }

    @Test func contentDetentIsACustomDetentResolvingToThePreferredHeight() async throws {
        var heights: [CGFloat?] = []
        for height: CGFloat in [300, 0, 1200] {
            try await app.navigator.driven.navigate(
                to: ScreenWindowRoute().top(.container).present(
                    Sized(height: height).withBottomSheet(ScreenSheet(detents: [.content, .large]))))
            let controller = try #require(app.stack?.presentedViewController?.sheetPresentationController)
            #expect(controller.detents.map(\.stubIdentifier) == [.init("content"), .large])
            heights.append(controller.detents.first?.stubHeight)
            try await app.navigator.driven.navigate(to: ScreenWindowRoute().root.dismiss(animated: false))
        }
        // The preferred height, at most the context's maximum; the maximum while no height is preferred.
        #expect(heights == [300, 800, 800])
    }

    @Test func sheetDelegateIsTheSheetControllersOwnTypeAndAsksTheShouldDismissHook() async throws {
        let gate = DismissGate()
        let sheet = ScreenSheet(detents: [.medium], shouldDismiss: { gate.allowed })
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(Plain(name: "Draft").withBottomSheet(sheet)))
        let controller = try #require(app.stack?.presentedViewController?.sheetPresentationController)
        // UIKit's sheet controller takes a UISheetPresentationControllerDelegate, as the SDK declares.
        let delegate: any UISheetPresentationControllerDelegate = try #require(controller.delegate)
        let base: UIPresentationController = controller
        #expect(base.delegate === delegate)
        #expect(delegate.presentationControllerShouldDismiss(controller) == false)
        gate.allowed = true
        #expect(delegate.presentationControllerShouldDismiss(controller))
    }

    /// What a sheet's "should dismiss" hook answers (a main-actor class, so the hook may read it).
    @MainActor
    final class DismissGate {
        var allowed = false
    }

    @Test func unanchoredPopoverIsRefusedInRegularWidth() async throws {
        app.stack?.stubHorizontalSizeClass = .regular
        let route = ScreenWindowRoute().top(.container).present(Plain(name: "Menu").withModalPresentationStyle(.popover))
        await #expect(throws: ScreenRuleViolation.self) { try await app.navigator.driven.navigate(to: route) }
        let item = UIBarButtonItem(title: "Menu", image: nil, primaryAction: nil, menu: nil)
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(Plain(name: "Menu").withPopover(anchor: .barButtonItem(item))))
        #expect(app.stack?.presentedViewController?.popoverPresentationController?.sourceItem === item)
    }

    @Test func transitioningDelegateIsOwnedByThePayload() async throws {
        weak var weakDelegate: SlideIn?
        do {
            let delegate = SlideIn()
            weakDelegate = delegate
            try await app.navigator.driven.navigate(
                to: ScreenWindowRoute().top(.container).present(
                    Plain(name: "Card").withModalPresentationStyle(.custom).withModalTransitioningDelegate(delegate)))
        }
        #expect(weakDelegate != nil)
        #expect(app.stack?.presentedViewController?.transitioningDelegate === weakDelegate)
        #expect(app.stack?.presentedViewController?.modalPresentationStyle == .custom)
    }

    @Test func transitioningDelegateSetsTheCustomStyleUnlessALaterStyleWins() async throws {
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(Plain(name: "Card").withModalTransitioningDelegate(SlideIn())))
        #expect(app.stack?.presentedViewController?.modalPresentationStyle == .custom)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().root.dismiss(animated: false))
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(
                Plain(name: "Card").withModalTransitioningDelegate(SlideIn()).withModalPresentationStyle(.overFullScreen)))
        #expect(app.stack?.presentedViewController?.modalPresentationStyle == .overFullScreen)
    }
}
