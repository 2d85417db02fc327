import Testing
import UIKit

/// Animated transitions take time (Checks/UIKitStubs/RULES.md §8 "Transitions take time"): a fixed
/// number of turns by default, seeded varying lengths when the loop is given a seed.
@MainActor
@Suite struct TransitionLengthTests {
    /// The turns each of `count` animated presents and dismisses took on a loop seeded with `seed`.
    private static func lengths(seed: UInt64?, count: Int) -> [Int] {
        let device = BehaviourDevice()
        device.loop.transitionSeed = seed
        let root = device.window.rootViewController
        var lengths: [Int] = []
        for index in 0..<count {
            let start = device.loop.turn
            var ended = false
            if index.isMultiple(of: 2) {
                root?.present(Recorder("Sheet \(index)"), animated: true) { ended = true }
            } else {
                root?.dismiss(animated: true) { ended = true }
            }
            while !ended, device.loop.turn - start < 20 { device.loop.runTurn() }
            lengths.append(device.loop.turn - start)
            device.loop.runUntilIdle()
        }
        return lengths
    }

    @Test func withoutASeedEveryAnimatedTransitionTakesTheSameTurns() {
        #expect(Self.lengths(seed: nil, count: 6) == Array(repeating: StubRunLoop.animatedTurns, count: 6))
    }

    @Test func aSeedGivesVaryingLengthsAndTheSameSeedTheSameOnes() {
        let first = Self.lengths(seed: 39_005, count: 12)
        #expect(Set(first).count > 2, "\(first)")
        #expect(first.allSatisfy { (1...6).contains($0) }, "\(first)")
        #expect(Self.lengths(seed: 39_005, count: 12) == first)
        #expect(Self.lengths(seed: 7, count: 12) != first)
    }
}
