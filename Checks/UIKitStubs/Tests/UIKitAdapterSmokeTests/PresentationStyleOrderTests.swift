import NavDSL
import Testing
import UIKit

/// Review R11: a style decorator applied after `withBottomSheet` or `withPopover` wins on UIKit as on
/// the headless platform, whatever a device answers to question 9 (whether UIKit keeps the
/// presentation controller made on the first read).
@MainActor
@Suite struct PresentationStyleOrderTests {
    typealias Plain = RuntimeDoubles.Plain

    final class SlideIn: NSObject, UIViewControllerTransitioningDelegate {}

    /// A shown key window whose run loop answers the device questions with `answers`, a stack at its root.
    static func app(_ answers: StubDeviceAnswers) async throws -> (UIWindowScene, UIWindow, ScreenNavigator) {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.stubRunLoop.answers = answers
        let navigator = ScreenNavigator.onStubs(window: window)
        try await navigator.driven.navigate(
            to: ScreenWindowRoute().setRoot(to: Plain(name: "Home").withStackContainer()).makeKeyAndVisible())
        return (scene, window, navigator)
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func aFullScreenStyleAfterABottomSheetPresentsFullScreen(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = try await Self.app(answers)
        let player = Plain(name: "Player").withBottomSheet(ScreenSheet(detents: [.medium])).withModalPresentationStyle(.fullScreen)
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(player))
        let presented = try #require(window.rootViewController?.presentedViewController)
        #expect(presented.sheetPresentationController == nil, "\(answers)")
        #expect(!(presented.presentationController is UISheetPresentationController), "\(answers)")
        #expect(window.rootViewController?.viewIfLoaded?.window == nil, "a full-screen presentation covers the stack: \(answers)")
        withExtendedLifetime(scene) {}
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func aSheetStyleAfterAPopoverPresentsASheet(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = try await Self.app(answers)
        let item = UIBarButtonItem(title: "Filters", image: nil, primaryAction: nil, menu: nil)
        let filters = Plain(name: "Filters").withPopover(anchor: .barButtonItem(item)).withModalPresentationStyle(.pageSheet)
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(filters))
        let presented = try #require(window.rootViewController?.presentedViewController)
        #expect(presented.popoverPresentationController == nil && presented.sheetPresentationController != nil, "\(answers)")
        withExtendedLifetime(scene) {}
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func aTransitioningDelegateAfterABottomSheetGetsItsCustomPresentation(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = try await Self.app(answers)
        let delegate = SlideIn()
        let card = Plain(name: "Card").withBottomSheet(ScreenSheet(detents: [.medium])).withModalTransitioningDelegate(delegate)
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(card))
        let presented = try #require(window.rootViewController?.presentedViewController)
        #expect(presented.sheetPresentationController == nil && presented.transitioningDelegate === delegate, "\(answers)")
        withExtendedLifetime(scene) {}
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer)
    func aBottomSheetAfterAnotherStyleIsTheSheetWithItsSettings(answers: StubDeviceAnswers) async throws {
        let (scene, window, navigator) = try await Self.app(answers)
        let sheet = ScreenSheet(detents: [.medium, .large], selectedDetent: .medium, prefersGrabberVisible: true)
        let draft = Plain(name: "Draft").withModalPresentationStyle(.fullScreen).withBottomSheet(sheet)
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(draft))
        let controller = try #require(window.rootViewController?.presentedViewController?.sheetPresentationController)
        #expect(controller.detents.map(\.stubIdentifier) == [.medium, .large], "\(answers)")
        #expect(controller.selectedDetentIdentifier == .medium && controller.prefersGrabberVisible, "\(answers)")
        withExtendedLifetime(scene) {}
    }
}
