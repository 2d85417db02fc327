import NavDSL
import NavDSLHeadless
import NavDSLRouteCorpus
import Testing
import UIKit

/// The UIKit family in the route corpus: plain controllers on the behavioural UIKit, keyed by the
/// screen that builds them, whose windows start in regular width (as headless's `.pad` does; a
/// split view entering a compact window starts collapsed, and the entries that mean compact width
/// say so with a width step).
@MainActor
enum UIKitCorpus: RouteCorpusPlatform {
    typealias Platform = UIKitPlatform

    /// Every capability: the behavioural UIKit collapses a split view onto the primary's stack and
    /// expands it back, as UIKit and the headless model do (StubSplitCollapse.swift).
    static var capabilities: Set<RouteCorpusCapability> { Set(RouteCorpusCapability.allCases) }

    static func makePlain(_ key: ScreenKey) -> UIViewController {
        let controller = UIViewController()
        controller.title = key.name
        return controller
    }

    /// `screen` as a popover anchored at a bar button item of the window's root.
    static func popover(_ screen: RouteCorpusScreen<Self>, in window: UIWindow) -> AnyScreen<UIViewController>? {
        let item = UIBarButtonItem(title: "Info", image: nil, primaryAction: nil, menu: nil)
        window.rootViewController?.navigationItem.rightBarButtonItem = item
        return screen.withPopover(anchor: .barButtonItem(item))
    }

    /// `screen` with a transitioning delegate of the app's.
    static func customTransition(_ screen: RouteCorpusScreen<Self>) -> AnyScreen<UIViewController>? {
        screen.withModalTransitioningDelegate(PresentationSmokeTests.SlideIn())
    }

    /// A session whose every window runs its own scene's loop under `answers`; `loops` collects
    /// the loops, so a test can check that UIKit logged no crash.
    static func session(_ answers: StubDeviceAnswers, loops: RouteCorpusLoops) -> RouteCorpusSession<UIKitPlatform> {
        RouteCorpusSession(
            launch: {
                let scene = UIWindowScene()
                scene.stubRunLoop.answers = answers
                let window = UIWindow(windowScene: scene)
                window.stubChangeHorizontalSizeClass(to: .regular)
                loops.all.append(scene.stubRunLoop)
                return (ScreenNavigator.onStubs(window: window), window, scene)
            },
            drive: { window, body in try await window.stubRunLoop.drive(body) },
            width: { window, compact in window.stubChangeHorizontalSizeClass(to: compact ? .compact : .regular) })
    }
}

/// The run loops of a corpus run's windows.
@MainActor
final class RouteCorpusLoops {
    var all: [StubRunLoop] = []
    var crashes: [String] { all.flatMap(\.crashes) }
}

/// The route corpus ends in the same trees on the behavioural UIKit as on the headless platform.
///
/// Issue 39, item 4: under every device answer, animated and not, each step with the same
/// outcome (success, or the same error type at the same action) and the same tree, compared as
/// text built through the container protocols only. Headless runs deferred, its transitions
/// ending turns later as UIKit's do.
@MainActor
@Suite(.timeLimit(.minutes(2))) struct RouteCorpusUIKitTests {
    @Test(arguments: StubDeviceAnswers.everyAnswer, [true, false])
    func theCorpusEndsInTheSameTreesAsHeadless(answers: StubDeviceAnswers, animated: Bool) async throws {
        let loops = RouteCorpusLoops()
        let headless = await RouteCorpusReport.run(RouteCorpusHeadless.self, animated: animated) { RouteCorpusHeadless.session(.deferred) }
        let uikit = await RouteCorpusReport.run(UIKitCorpus.self, animated: animated) { UIKitCorpus.session(answers, loops: loops) }
        #expect(uikit.unexpected == [], "\(answers), animated \(animated)")
        #expect(uikit.skipped == [:], "\(answers), animated \(animated)")
        let difference = headless.difference(from: uikit)
        #expect(difference.isEmpty, "\(answers), animated \(animated):\n\(difference.joined(separator: "\n\n"))")
        #expect(loops.crashes == [], "\(answers), animated \(animated)")
    }
}
