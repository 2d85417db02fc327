import Testing
import UIKit

/// Animation blocks and the completions UIKit delivers (review R14, R17).
@MainActor
@Suite struct AnimationBehaviourTests {
    // R17: a controller put on screen inside `transition(with:...)`'s animations lays out animated,
    // unless the change runs inside `performWithoutAnimation`.
    @Test func aRootSwappedInsideAViewTransitionLaysOutAnimatedUnlessAnimationsAreOff() async throws {
        let device = BehaviourDevice()
        UIView.transition(
            with: device.window, duration: 0.3, options: .transitionCrossDissolve,
            animations: {
                device.window.rootViewController = Recorder("Animated")
            })
        #expect(device.loop.layoutsInsideAnimations == ["<Recorder: Animated>"])
        UIView.transition(
            with: device.window, duration: 0.3, options: .transitionCrossDissolve,
            animations: {
                UIView.performWithoutAnimation { device.window.rootViewController = Recorder("Still") }
            })
        #expect(device.loop.layoutsInsideAnimations == ["<Recorder: Animated>"])
        #expect(UIView.areAnimationsEnabled, "performWithoutAnimation puts the setting back")
        device.window.rootViewController = Recorder("Outside")
        #expect(device.loop.layoutsInsideAnimations.count == 1, "no animation block, no animation")
    }

    // R14: a transition call made inside a completion UIKit delivers is recorded; one a turn later is not.
    @Test func callsFromInsideAPresentsCompletionAreRecorded() async throws {
        let device = BehaviourDevice()
        let root = try #require(device.window.rootViewController)
        let sheet = Recorder("Sheet")
        root.present(sheet, animated: true) { sheet.present(Recorder("Inner"), animated: false) }
        device.finishAnimation()
        #expect(device.loop.callsFromCallbacks == ["present <Recorder: Inner>"])
        device.loop.runUntilIdle()
        sheet.dismiss(animated: false)
        device.loop.runUntilIdle()
        #expect(device.loop.callsFromCallbacks.count == 1)
    }

    // R14: a coordinator's alongside completion is a completion UIKit delivers too.
    @Test func callsFromInsideACoordinatorsCompletionAreRecorded() async throws {
        let stack = UINavigationController(rootViewController: Recorder("Home"))
        let device = BehaviourDevice(root: stack)
        stack.pushViewController(Recorder("Chat"), animated: true)
        let coordinator = try #require(stack.transitionCoordinator)
        _ = coordinator.animate(alongsideTransition: nil) { _ in stack.pushViewController(Recorder("Next"), animated: true) }
        device.finishAnimation()
        #expect(device.loop.callsFromCallbacks == ["setViewControllers on <UINavigationController: untitled>"])
    }
}
