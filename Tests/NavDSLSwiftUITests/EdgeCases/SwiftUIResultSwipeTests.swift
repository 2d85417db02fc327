import NavDSL
import NavDSLSwiftUI
import Testing

/// Sheets swiped away under awaited results, the hostile forms (issue 44, bad input).
///
/// A hundred waits at once, a swipe before the presentation is acknowledged, a swipe while the
/// probe is silent, a sheet that refuses the swipe. Every wait ends once, with the value or a
/// ``ScreenResultError`` (`.released` or `.dismissed`), within a bound.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUIResultSwipeTests {
    /// A wait's outcome, kept by the completion form (which also takes values that are not `Sendable`).
    final class Outcomes {
        var results: [Int: [Result<String, any Error>]] = [:]

        func record(_ number: Int, _ result: Result<String, any Error>) { results[number, default: []].append(result) }

        /// The error kinds of the waits that failed with ``ScreenResultError``.
        var kinds: [ScreenResultError.Kind] {
            results.values.flatMap { $0 }.compactMap { outcome in
                if case .failure(let error as ScreenResultError) = outcome { error.kind } else { nil }
            }
        }
    }

    let outcomes = Outcomes()

    /// Acknowledges and yields until `done`, within `rounds`.
    func drive(_ scene: ModelScene, rounds: Int = 200, until done: () -> Bool) async {
        for _ in 0..<rounds where !done() {
            scene.window.completePendingTransitions()
            await Task.yield()
        }
    }

    @Test func aHundredAwaitedPickersSwipedAwayTogetherEachFailOnce() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        for number in 0..<100 {
            scene.navigator.result(of: SwiftUIWindowRoute().top(.container).present(ModelPicker(), animated: false), as: String.self) {
                outcomes.record(number, $0)
            }
        }
        await drive(scene, rounds: 1_000) { scene.presentedChain.count == 100 }
        #expect(scene.presentedChain.count == 100, "each picker is presented on the one before")

        let home = try #require(scene.rootStack?.root)
        #expect(home.userDidDismissPresented(), "one swipe-down on the bottom sheet takes the whole chain")
        await drive(scene, rounds: 1_000) { outcomes.results.count == 100 }

        #expect(outcomes.results.count == 100, "only \(outcomes.results.count) waits ended")
        #expect(outcomes.results.values.allSatisfy { $0.count == 1 }, "a wait ended twice")
        #expect(outcomes.kinds.count == 100 && outcomes.kinds.allSatisfy { $0 == .released || $0 == .dismissed }, "\(outcomes.kinds)")
        #expect(scene.presentedChain.isEmpty)
    }

    @Test func aPickerSwipedAwayBeforeItsPresentationIsAcknowledgedFailsItsWaitOnce() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        scene.navigator.result(of: SwiftUIWindowRoute().top(.container).present(ModelPicker()), as: String.self) {
            outcomes.record(0, $0)
        }
        #expect(scene.window.hasPendingTransitions, "the sheet is animating in")
        let home = try #require(scene.rootStack?.root)
        #expect(home.userDidDismissPresented(), "the user swipes it down before it settled")

        await drive(scene) { !outcomes.results.isEmpty }
        #expect(outcomes.results[0]?.count == 1)
        #expect(outcomes.kinds == [.released] || outcomes.kinds == [.dismissed], "\(outcomes.results)")
        #expect(!scene.window.hasPendingTransitions && !scene.navigator.isChangingContainers, "the queue is free")
    }

    @Test func aPickerInAStackSwipedAwayWhileTheProbeIsSilentFailsItsWaitOnce() async throws {
        let scene = try await ModelScene.home(completion: .acknowledged)
        scene.window.watchdog = .milliseconds(5)
        scene.navigator.result(of: SwiftUIWindowRoute().top(.container).present(ModelPicker().withStackContainer()), as: String.self) {
            outcomes.record(0, $0)
        }
        let home = try #require(scene.rootStack?.root)
        #expect(home.userDidDismissPresented())

        // Nobody acknowledges: the watchdog completes the presentation, then the wait learns the
        // picker is gone.
        for _ in 0..<400 where outcomes.results.isEmpty { try await Task.sleep(for: .milliseconds(1)) }
        #expect(outcomes.results[0]?.count == 1)
        #expect(outcomes.kinds == [.released] || outcomes.kinds == [.dismissed], "\(outcomes.results)")
        #expect(scene.window.notes.contains { $0.hasPrefix("divergence") }, "the watchdog completed the lost acknowledgement")
    }

    @Test func aPickerThatRefusesTheSwipeStillReportsItsValue() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        scene.navigator.result(of: SwiftUIWindowRoute().top(.container).present(ModelPicker()), as: String.self) {
            outcomes.record(0, $0)
        }
        await drive(scene) { !scene.window.hasPendingTransitions }
        let picker = try #require(scene.presentedChain.first as? PickerModel)
        picker.isModalInPresentation = true
        let home = try #require(scene.rootStack?.root)
        for _ in 0..<100 { #expect(!home.userDidDismissPresented(), "a modal sheet refuses every swipe") }

        picker.result.report("teal")
        await drive(scene) { !outcomes.results.isEmpty }
        #expect(try outcomes.results[0]?.first?.get() == "teal")
        #expect(scene.presentedChain.count == 1, "the wait does not dismiss the picker")
    }
}
