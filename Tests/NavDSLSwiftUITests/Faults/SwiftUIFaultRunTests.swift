import Foundation
import NavDSL
import NavDSLSwiftUI
import Testing

/// The seeded fault run over the SwiftUI family, under every completion setting (issue 44, item 6).
///
/// The seed is fixed, so CI runs the same operations every time; `NAVDSL_FAULT_SEED=<n>` replays
/// another seed (a failure prints its seed, setting and operation index):
///
/// ```
/// NAVDSL_FAULT_SEED=42 swift test --filter SwiftUIFaultRunTests
/// ```
@MainActor
@Suite struct SwiftUIFaultRunTests {
    /// The CI seed, or the one `NAVDSL_FAULT_SEED` names.
    nonisolated static var seed: UInt64 {
        ProcessInfo.processInfo.environment["NAVDSL_FAULT_SEED"].flatMap { UInt64($0) } ?? 44_006
    }

    /// Operations per setting: 10,000 across the four settings.
    nonisolated static let operationsPerSetting = 2_500
    static let checkpointEvery = 25

    /// The run under one setting, then one last navigation through the queue.
    ///
    /// After each operation it checks the tree, at each checkpoint the settled invariants
    /// (``SwiftUIFaultRun/check(at:)``); it stops at the first broken one, so the report names
    /// where things went wrong.
    @Test(.timeLimit(.minutes(2)), arguments: SwiftUIFaultSetting.all)
    func faultsNeverHangLeakOrBreakTheTree(setting: SwiftUIFaultSetting) async throws {
        let run = try await SwiftUIFaultRun(seed: Self.seed, setting: setting)
        for index in 0..<Self.operationsPerSetting {
            run.operate(index)
            guard run.checkTree(at: index) else { return }
            if index % 5 == 0 { await Task.yield() }
            if index % Self.checkpointEvery == Self.checkpointEvery - 1 {
                guard await run.check(at: index) else { return }
            }
        }
        guard await run.check(at: Self.operationsPerSetting) else { return }
        // The queue moves: a last navigation runs and ends once acknowledged.
        let last = SwiftUIWindowRoute().root.dismissAll(animated: false).top(.tabs).selectTab(with: .index(0))
        var result: Result<Void, any Error>?
        run.navigator.navigate(to: last) { result = $0 }
        for _ in 0..<SwiftUIFaultRun.settleRounds where result == nil {
            run.window.completePendingTransitions()
            await Task.yield()
        }
        #expect(result != nil, "\(run.place): the final navigation never completed")
        #expect(
            run.ledger.successes > 0 && run.ledger.failures > 0,
            "\(run.place): \(run.ledger.successes) succeeded, \(run.ledger.failures) failed")
        #expect(run.userEdits > 0, "\(run.place): no user edits ran")
        // SwiftUI's own refusals were met, not only missing containers.
        for refusal in ["ScreenRuleViolation", "ScreenContainerNotSupportedError", "ScreenCanceledError"] {
            #expect(run.ledger.errorKinds[refusal, default: 0] > 0, "\(run.place): no navigation failed with \(refusal)")
        }
        if setting.completion == .acknowledged {
            #expect(run.watchdogNotes > 0, "\(run.place): no acknowledgement was lost, so the watchdog was never tested")
        }
    }

    /// The size the issue asks of each CI run.
    @Test func theRunsTogetherMakeTenThousandOperations() {
        #expect(Self.operationsPerSetting * SwiftUIFaultSetting.all.count >= 10_000)
    }
}
