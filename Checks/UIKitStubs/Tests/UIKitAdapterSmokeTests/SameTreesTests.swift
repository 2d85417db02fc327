import NavDSL
import Testing
import UIKit

/// The same routes end in the same tree on the headless platform and on the behavioural UIKit.
///
/// Written once over `ScreenPlatform`, run under every device answer, animated and not (issue 39,
/// item 4). Trees are compared as text built through the container protocols only.
@MainActor
@Suite struct SameTreesTests {
    /// A screen of the platform `P`, keyed by its name.
    typealias Make<P: ScreenPlatform> = (String) -> AnyScreen<P.Modal>

    /// The corpus: each route from the window, over platform `P`.
    static func routes<P: ScreenPlatform>(on platform: P.Type, _ make: Make<P>, animated: Bool) -> [ScreenRootRoute<P.Window>] {
        let start = ScreenRootRoute<P.Window>()
        return [
            start.top(.stack).push(make("Chat"), animation: .animated(animated)).push(
                make("Photo"), animation: .animated(animated), separated: true
            ).resolve(),
            start.top(.container).present(make("Login").withStackContainer(), animated: animated).resolve(),
            start.top(.stack).push(make("Profile"), animation: .animated(animated)).resolve(),
            start.root.dismissAll(animated: animated).resolve(),
            start.top(.stack).popToRoot(animation: .animated(animated)).push(make("Settings"), animation: .animated(animated)).resolve(),
            start.top(.tabs).selectTab(with: .index(1)).resolve(),
            start.top(.stack).push(make("News"), animation: .animated(animated)).fail(with: SameTreesFailure()).resolve(),
            start.top(.container).present(make("Sheet"), animated: animated).top(.container).present(make("Alert"), animated: animated)
                .resolve(),
            start.root.dismissAll(animated: animated).top(.tabs).selectTab(with: .index(0)).resolve(),
        ]
    }

    /// The tree as text: each container's kind and key, its children, then what it presents.
    static func describe(_ root: (any ScreenContainer)?) -> [String] {
        var lines: [String] = []
        var pending: [(any ScreenContainer, Int)] = root.map { [($0, 0)] } ?? []
        while let (container, depth) = pending.popLast() {
            let kind =
                switch container {
                case is any ScreenWindowContainer: "window"
                case is any ScreenTabsContainer: "tabs"
                case is any ScreenStackContainer: "stack"
                default: "screen"
                }
            let key = container.effectiveScreenKey.map { " \($0)" } ?? ""
            lines.append(String(repeating: "  ", count: depth) + kind + key)
            var next: [(any ScreenContainer, Int)] = []
            if let iterable = container as? any ScreenIterableContainer {
                next += iterable.nestedContainers.map { ($0, depth + 1) }
            }
            if let presented = container.directlyPresentedContainer { next.append((presented, depth + 1)) }
            pending += next.reversed()
        }
        return lines
    }

    @Test(arguments: StubDeviceAnswers.everyAnswer, [true, false])
    func routesEndInTheSameTreeOnBothPlatforms(answers: StubDeviceAnswers, animated: Bool) async throws {
        let headlessWindow = HeadlessWindow()
        let headless = ScreenNavigator(window: headlessWindow, logger: nil)
        let scene = UIWindowScene()
        scene.stubRunLoop.answers = answers
        let window = UIWindow(windowScene: scene)
        let uikit = ScreenNavigator(window: window, logger: nil)
        let headlessMake: Make<HeadlessPlatform> = { HeadlessScreen(name: $0).eraseToAnyScreen() }
        let uikitMake: Make<UIKitPlatform> = { UIKitAdapterSmokeTests.Plain(name: $0).eraseToAnyScreen() }
        let headlessTabs = ScreenTabsScreen<HeadlessPlatform>().withTabs(
            headlessMake("Chats").withStackContainer(), headlessMake("News").withStackContainer(), selected: 0)
        let uikitTabs = ScreenTabsScreen<UIKitPlatform>().withTabs(
            uikitMake("Chats").withStackContainer(), uikitMake("News").withStackContainer(), selected: 0)
        _ = try? await headless.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: headlessTabs, animation: nil).makeKeyAndVisible())
        _ = try? await uikit.driven.navigate(to: ScreenWindowRoute().setRoot(to: uikitTabs, animation: nil).makeKeyAndVisible())
        let headlessRoutes = Self.routes(on: HeadlessPlatform.self, headlessMake, animated: animated)
        let uikitRoutes = Self.routes(on: UIKitPlatform.self, uikitMake, animated: animated)
        for (index, (headlessRoute, uikitRoute)) in zip(headlessRoutes, uikitRoutes).enumerated() {
            let headlessFailed = (try? await headless.navigateAndWait(to: headlessRoute)) == nil
            let uikitFailed = (try? await uikit.driven.navigate(to: uikitRoute)) == nil
            #expect(headlessFailed == uikitFailed, "\(answers), animated \(animated), route \(index)")
            #expect(
                Self.describe(headlessWindow) == Self.describe(window),
                "\(answers), animated \(animated), route \(index)")
            if index == 0 {
                #expect(Self.describe(window).contains("      screen Photo"), "\(Self.describe(window))")
            }
        }
        withExtendedLifetime(scene) {}
    }
}

struct SameTreesFailure: Error {}
