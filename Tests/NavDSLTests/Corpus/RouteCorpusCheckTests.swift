import NavDSL
import NavDSLHeadless
import NavDSLRouteCorpus
import Testing

/// The corpus's own checks fail when they should: a tree that differs, a capability declared but
/// not there, a step a session cannot run, a body that never returns.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RouteCorpusCheckTests {
    /// Headless stand-ins whose keys are one character off: the trees must differ.
    enum MiskeyedCorpus: RouteCorpusPlatform {
        typealias Platform = HeadlessPlatform
        static var capabilities: Set<RouteCorpusCapability> { Set(RouteCorpusCapability.allCases) }
        static func makePlain(_ key: ScreenKey) -> HeadlessViewController {
            HeadlessViewController(screenKey: ScreenKey(name: key.name + "?"))
        }
    }

    /// A family that claims alerts but gives no alert entries.
    enum ClaimingCorpus: RouteCorpusPlatform {
        typealias Platform = HeadlessPlatform
        static var capabilities: Set<RouteCorpusCapability> { [.alerts] }
        static func makePlain(_ key: ScreenKey) -> HeadlessViewController { HeadlessViewController(screenKey: key) }
        static func alertEntries(animated: Bool) -> [RouteCorpusEntry<HeadlessPlatform>]? { nil }
    }

    @Test func aDifferentTreeIsADifference() async throws {
        let only: Set = ["README: quick start"]
        let reference = await RouteCorpusReport.run(RouteCorpusHeadless.self, animated: false, only: only) { RouteCorpusHeadless.session() }
        let miskeyed = await RouteCorpusReport.run(MiskeyedCorpus.self, animated: false, only: only) { RouteCorpusHeadless.session() }
        #expect(reference.entries.count == 1)
        #expect(reference.difference(from: miskeyed).count == 2)  // the start and the push
        #expect(reference != miskeyed)
    }

    @Test func aCapabilityDeclaredWithoutItsEntriesIsUnexpected() async throws {
        let report = await RouteCorpusReport.run(ClaimingCorpus.self, animated: false, only: []) { RouteCorpusHeadless.session() }
        #expect(report.unexpected.count == 1)
        #expect(report.unexpected.first?.contains("declares alerts") == true)
    }

    @Test func aWidthStepFailsOnASessionThatCannotChangeTheWidth() async throws {
        let session = RouteCorpusSession<HeadlessPlatform>(launch: {
            let window = HeadlessWindow()
            return (ScreenNavigator(window: window, logger: nil), window, nil)
        })
        await #expect(throws: RouteCorpusStepError.self) { try await RouteCorpusStep<HeadlessPlatform>.width(compact: true).run(session) }
    }

    @Test func aDeferredDriveGivesUpOnABodyThatNeverReturns() async throws {
        let window = HeadlessWindow()
        await #expect(throws: RouteCorpusStepError.self) {
            try await RouteCorpusDeferredTime.drive(
                { try await Task.sleep(for: .seconds(60)) }, hasPending: { window.hasPendingTransitions }
            ) {
                window.completePendingTransitions()
            }
        }
    }
}
