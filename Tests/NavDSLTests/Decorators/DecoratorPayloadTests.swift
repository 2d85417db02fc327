import NavDSL
import NavDSLHeadless
import Testing

/// A decorator's payload lives exactly as long as the container it was attached to.
@MainActor
@Suite struct DecoratorPayloadTests {
    /// Stands for a custom transition delegate, which UIKit itself holds only weakly.
    final class TransitionDelegate {}

    /// Attaches a new delegate to every container it decorates.
    struct TransitionDecorator: ScreenDecorator {
        let delegate: TransitionDelegate
        var payload: AnyObject? { delegate }

        func build(_ container: HeadlessViewController, navigator: ScreenNavigator) -> HeadlessViewController {
            container.setScreenModalPresentationStyle(.overFullScreen)
            return container
        }
    }

    @Test func payloadIsRetainedWithTheContainerAndReleasedWithIt() async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
        weak var weakDelegate: TransitionDelegate?
        weak var weakController: HeadlessViewController?
        do {
            let delegate = TransitionDelegate()
            weakDelegate = delegate
            let screen = HeadlessScreen(name: "Sheet").decorated(by: TransitionDecorator(delegate: delegate))
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(screen))
            weakController = app.rootStack?.presentedViewController
        }
        #expect(weakDelegate != nil, "alive while its container is on screen, although nobody else holds it")
        #expect(weakController?.screenPayload?.first(of: TransitionDelegate.self) === weakDelegate)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        #expect(weakController == nil)
        #expect(weakDelegate == nil, "released with the container")
    }

    @Test func payloadsOfSeveralDecoratorsAccumulate() {
        let first = TransitionDelegate()
        let second = TransitionDelegate()
        let screen = HeadlessScreen(name: "Sheet").decorated(by: TransitionDecorator(delegate: first)).decorated(
            by: TransitionDecorator(delegate: second))
        let controller = screen.build(navigator: ScreenNavigator(window: HeadlessWindow(), logger: nil))
        // The payload also remembers the restorable screen that built the controller.
        let delegates = controller.screenPayload?.objects.compactMap { $0 as? TransitionDelegate }
        #expect(delegates?.count == 2)
        #expect(delegates?.last === second)
    }
}
