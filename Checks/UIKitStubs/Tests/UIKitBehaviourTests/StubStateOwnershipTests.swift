import Testing
import UIKit

/// What the behavioural UIKit records and answers belongs to what a test creates, never to the
/// process (`Checks/UIKitStubs/RULES.md`, "Device questions"): state lives on the object it is
/// about, and the system's answers in the scope a test binds, so tests running in parallel cannot
/// see each other's.
@MainActor
@Suite struct StubStateOwnershipTests {
    final class Delegate: NSObject, UIAdaptivePresentationControllerDelegate {}

    /// A controller whose presentation controller is a plain one (not a sheet or a popover).
    func fullScreen() -> UIViewController {
        let controller = UIViewController()
        controller.modalPresentationStyle = .fullScreen
        return controller
    }

    // A table keyed by object identity would hand a released object's state to a new object at the
    // same address; many rounds make a reused address all but certain.
    @Test func aReleasedObjectsStateNeverReachesANewObject() async throws {
        let delegate = Delegate()
        for _ in 0..<200 {
            do {
                let action = UIAlertAction(title: "Save", style: .default)
                action.isEnabled = false
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addTextField()
                let plain = try #require(fullScreen().presentationController)
                plain.delegate = delegate
            }
            #expect(UIAlertAction(title: "Save", style: .default).isEnabled)
            #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).textFields == nil)
            #expect(try #require(fullScreen().presentationController).delegate == nil)
        }
    }

    @Test func aViewTransitionIsRecordedOnTheViewItRanWith() async throws {
        let (first, second) = (UIView(frame: .zero), UIView(frame: .zero))
        UIView.transition(with: first, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
        UIView.transition(with: second, duration: 0.2, options: .transitionFlipFromLeft, animations: nil)
        #expect(first.stubTransitions.map(\.options) == [.transitionCrossDissolve])
        #expect(second.stubTransitions.map(\.duration) == [0.2])
    }

    @Test func theSharedApplicationIsTheScopesOwn() async throws {
        let (mine, process) = (UIApplication(), UIApplication.shared)
        let url = try #require(URL(string: "https://example.com/own"))
        StubSharedApplication.$current.withValue(mine) {
            #expect(UIApplication.shared === mine)
            UIApplication.shared.open(url)
        }
        #expect(UIApplication.shared === process && UIApplication.shared !== mine)
        #expect(mine.stubOpenedURLs == [url] && !process.stubOpenedURLs.contains(url))
    }

    // A scope is the task's: a task started inside it sees it, and so does work the run loop
    // runs while the scope's code turns it. Work the loop runs for code outside the scope does not:
    // a test binds the scope around both its request and the turns that carry it out.
    @Test func aScopeReachesItsTasksAndTheTurnsItRuns() async throws {
        let device = BehaviourDevice()
        let mine = UIApplication()
        var seen: [UIApplication] = []
        await StubSharedApplication.$current.withValue(mine) {
            await Task { @MainActor in seen.append(UIApplication.shared) }.value
            device.loop.afterTurns(1) { seen.append(UIApplication.shared) }
            device.loop.runTurn()
            device.loop.afterTurns(1) { seen.append(UIApplication.shared) }
        }
        device.loop.runTurn()
        #expect(seen.count == 3)
        #expect(seen.prefix(2).allSatisfy { $0 === mine }, "a task started in the scope, a turn run in it")
        #expect(seen.last !== mine, "a turn run outside the scope")
    }
}
