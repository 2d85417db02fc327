import NavDSLRouteCorpus
import NavDSLSwiftUI
import Testing

/// The SwiftUI family in the route corpus: plain screen models keyed by the screen that builds
/// them.
///
/// It skips, by name, the entries that need what it lacks: alerts until the family is a
/// ``ScreenAlertPlatform`` (which needs popover containers today, and the models adopt none),
/// popovers and custom transitions (routes with them do not compile), and context presentation
/// styles (refused with `ScreenContainerNotSupportedError`).
@MainActor
enum SwiftUICorpus: RouteCorpusPlatform {
    typealias Platform = SwiftUIPlatform

    /// Split collapse; alerts come with a ``ScreenAlertPlatform`` conformance of the family (its
    /// addons), and with them the alert and example-app entries, with no edit here.
    static var capabilities: Set<RouteCorpusCapability> { [.splitCollapse] }

    static func makePlain(_ key: ScreenKey) -> SwiftUIScreenModel { SwiftUIScreenModel(screenKey: key) }

    /// A session on fresh window models completing as `mode` says; in `.deferred` the drive
    /// acknowledges pending changes between turns, as the views' probe does in an app.
    static func session(_ mode: SwiftUICompletionMode, acknowledged: Acknowledgements = Acknowledgements()) -> RouteCorpusSession<
        SwiftUIPlatform
    > {
        RouteCorpusSession(
            launch: {
                let window = SwiftUIWindowModel(completion: mode)
                return (ScreenNavigator(window: window, logger: nil), window, nil)
            },
            drive: { window, body in
                guard mode == .deferred else { return try await body() }
                try await RouteCorpusDeferredTime.drive(body, hasPending: { window.hasPendingTransitions }) {
                    acknowledged.count += 1
                    window.completePendingTransitions()
                }
            },
            width: { window, compact in
                for split in splits(in: window) { split.userDidChangeSizeClass(compact ? .compact : .regular) }
            })
    }

    /// How many times a deferred drive acknowledged pending changes.
    @MainActor
    final class Acknowledgements {
        var count = 0
    }

    /// Every split model in the window, as the views would each report the new size class.
    static func splits(in window: SwiftUIWindowModel) -> [SwiftUISplitModel] {
        var found: [SwiftUISplitModel] = []
        var pending = window.root.map { [$0] } ?? []
        while let model = pending.popLast() {
            if let split = model as? SwiftUISplitModel { found.append(split) }
            pending += model.children
            if let presented = model.presented { pending.append(presented) }
        }
        return found
    }
}

/// The route corpus ends in the same trees on the SwiftUI family as on the headless platform
/// (issue 44, item 6).
///
/// Immediate and deferred completions, animated and not; each step with the same outcome and the
/// same tree, compared as text built through the container protocols only.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RouteCorpusSwiftUITests {
    @Test(arguments: [SwiftUICompletionMode.immediate, .deferred], [true, false])
    func theCorpusEndsInTheSameTreesAsHeadless(mode: SwiftUICompletionMode, animated: Bool) async throws {
        let headless = await RouteCorpusReport.run(RouteCorpusHeadless.self, animated: animated) {
            RouteCorpusHeadless.session(mode == .deferred ? .deferred : .immediate)
        }
        let acknowledged = SwiftUICorpus.Acknowledgements()
        let swiftUI = await RouteCorpusReport.run(SwiftUICorpus.self, animated: animated) {
            SwiftUICorpus.session(mode, acknowledged: acknowledged)
        }
        #expect(swiftUI.unexpected == [], "\(mode), animated \(animated)")
        #expect((acknowledged.count > 0) == (mode == .deferred), "deferred changes waited for the test's acknowledgements")
        let difference = headless.difference(from: swiftUI)
        #expect(difference.isEmpty, "\(mode), animated \(animated):\n\(difference.joined(separator: "\n\n"))")
    }

    @Test func theSkippedEntriesAreTheOnesNeedingWhatTheFamilyLacks() async throws {
        let report = await RouteCorpusReport.run(SwiftUICorpus.self, animated: false) { SwiftUICorpus.session(.immediate) }
        let alertsSkipped = SwiftUICorpus.availableCapabilities.contains(.alerts) ? [] : RouteCorpus<SwiftUICorpus>.alertEntryNames
        var expected = Dictionary(uniqueKeysWithValues: alertsSkipped.map { ($0, [RouteCorpusCapability.alerts]) })
        expected["context styles: over the current context of a tab"] = [.contextStyles]
        expected["popovers: anchored, then dismissed"] = [.popovers]
        expected["custom transitions: presented and dismissed"] = [.customTransitions]
        #expect(report.skipped == expected)
    }
}
