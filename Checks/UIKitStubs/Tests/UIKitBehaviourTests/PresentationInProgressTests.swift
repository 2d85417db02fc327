import Testing
import UIKit

/// "A presentation or dismissal in progress" is decided per presenter, as UIKit does
/// (Checks/UIKitStubs/RULES.md §1 "In progress, per presenter").
@MainActor
@Suite struct PresentationInProgressTests {
    /// A root that shows two navigation controllers side by side (each defines a presentation context).
    private static func twoContexts() -> (device: BehaviourDevice, left: UINavigationController, right: UINavigationController) {
        let root = Recorder("Root")
        let left = UINavigationController(rootViewController: Recorder("Left"))
        let right = UINavigationController(rootViewController: Recorder("Right"))
        for child in [left, right] {
            root.addChild(child)
        }
        return (BehaviourDevice(root: root), left, right)
    }

    private static func overContext(_ title: String) -> UIViewController {
        let controller = Recorder(title)
        controller.modalPresentationStyle = .overCurrentContext
        return controller
    }

    @Test func aPresentFromAControllerNotInTheRunningTransitionIsAccepted() async throws {
        let (device, left, right) = Self.twoContexts()
        let first = Self.overContext("First")
        left.topViewController?.present(first, animated: true)
        #expect(first.isBeingPresented && left.presentedViewController === first)
        let second = Self.overContext("Second")
        var called = false
        right.topViewController?.present(second, animated: true) { called = true }
        #expect(right.presentedViewController === second, "the right context takes no part in the left one's transition")
        device.loop.runUntilIdle()
        #expect(called && device.loop.warnings.isEmpty, "\(device.loop.warnings)")
    }

    @Test func aPresentFromThePresenterOfTheRunningTransitionIsRefused() async throws {
        let (device, left, _) = Self.twoContexts()
        let first = Self.overContext("First")
        left.topViewController?.present(first, animated: true)
        var called = false
        first.present(Self.overContext("Second"), animated: true) { called = true }
        device.loop.runUntilIdle()
        #expect(!called && first.presentedViewController == nil)
        #expect(device.loop.warnings.last?.hasSuffix("while a presentation is in progress.") == true, "\(device.loop.warnings)")
    }

    @Test func aDismissFromAControllerNotInTheRunningTransitionIsAccepted() async throws {
        let (device, left, right) = Self.twoContexts()
        let shown = Self.overContext("Shown")
        right.topViewController?.present(shown, animated: false)
        device.loop.runUntilIdle()
        left.topViewController?.present(Self.overContext("Moving"), animated: true)
        var called = false
        right.dismiss(animated: true) { called = true }
        device.loop.runUntilIdle()
        #expect(called && right.presentedViewController == nil && device.loop.warnings.isEmpty, "\(device.loop.warnings)")
    }

    @Test func aDismissOfAChainWithALayerBeingPresentedIsRefused() async throws {
        let (device, left, _) = Self.twoContexts()
        let first = Self.overContext("First")
        left.topViewController?.present(first, animated: false)
        device.loop.runUntilIdle()
        first.present(Recorder("Second"), animated: true)
        var called = false
        left.dismiss(animated: true) { called = true }
        device.loop.runUntilIdle()
        #expect(!called && left.presentedViewController === first)
        #expect(device.loop.warnings.last?.contains("while a presentation or dismiss is in progress!") == true, "\(device.loop.warnings)")
    }
}
