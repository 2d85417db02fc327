import NavDSL
import NavDSLHeadless
import NavDSLTestSupport

/// Builds random routes from every action and predicate, including routes that must fail.
///
/// Each step is a resolved `HeadlessWindowRoute`, so steps of any container type chain freely;
/// names come from a small pool so searches find something about half the time. Every controller
/// is built through its screen (`HeadlessScreen` is restorable), so the trees also feed the
/// restoration round trip.
@MainActor
struct RandomRoutes {
    var generator: SeededGenerator
    private(set) var serial = 0
    /// Whether trees and steps include split views; off for state restoration, which does not save
    /// split views.
    var includesSplitViews = true

    static let names = ["A", "B", "C", "D", "E"]

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
    mutating func name() -> String { Self.names[int(0..<Self.names.count)] }

    /// A fresh screen with a random name (unique traits keep controllers distinct).
    mutating func screen() -> HeadlessScreen {
        serial += 1
        return HeadlessScreen(name: name(), traits: [serial])
    }

    /// A random tree to install as the window root: a controller, a stack, tabs of stacks and
    /// controllers, or a split view.
    mutating func rootScreen() -> AnyScreen<HeadlessViewController> {
        switch int(0..<(includesSplitViews ? 4 : 3)) {
        case 3:
            return splitScreen()
        case 0:
            return screen().eraseToAnyScreen()
        case 1:
            let screens = (0..<int(1..<4)).map { _ in screen() }
            return AnyScreen(name: "RandomStack") { navigator in
                HeadlessPlatform.makeStackContainer(with: screens.map { $0.eraseToAnyScreen().build(navigator: navigator) })
            }
        default:
            var tabs: [AnyScreen<HeadlessViewController>] = []
            for _ in 0..<int(1..<4) {
                tabs.append(chance(60) ? Self.upcast(screen().withStackContainer()) : screen().eraseToAnyScreen())
            }
            let selected = int(0..<tabs.count)
            return AnyScreen(name: "RandomTabs") { navigator in
                let controller = HeadlessPlatform.makeTabsContainer(with: tabs.map { $0.build(navigator: navigator) })
                controller.selectedIndex = selected
                return controller
            }
        }
    }

    /// A random split view: double or triple column, sometimes with a compact column.
    mutating func splitScreen() -> AnyScreen<HeadlessViewController> {
        let primary = screen()
        var split =
            chance(70)
            ? primary.withSplitContainer(secondary: screen())
            : primary.withSplitContainer(supplementary: screen(), secondary: screen().withStackContainer())
        if chance(25) { split = split.withColumn(.compact, screen().withStackContainer()) }
        return Self.upcast(split)
    }

    /// A random presentable screen: a controller, a stack, a split view, or a controller with a
    /// context or full-screen style.
    mutating func presentable() -> AnyScreen<HeadlessViewController> {
        let base = screen()
        let style = [ScreenModalPresentationStyle.automatic, .fullScreen, .overCurrentContext, .currentContext][int(0..<4)]
        switch int(0..<4) {
        case 0: return Self.upcast(base.withStackContainer())
        case 1 where includesSplitViews && chance(30): return splitScreen()
        default: return base.withModalPresentationStyle(style)
        }
    }

    /// The same screen, typed as building a plain controller.
    static func upcast<S: Screen>(_ screen: S) -> AnyScreen<HeadlessViewController> where S.Container: HeadlessViewController {
        AnyScreen(name: screen.name, traits: screen.traits) { navigator in screen.build(navigator: navigator) }
    }

    /// One random step.
    mutating func step() -> HeadlessWindowRoute {
        let route = HeadlessWindowRoute()
        switch int(0..<(includesSplitViews ? 31 : 24)) {
        case 24: return route.top(.split).showDetail(screen()).resolve()
        case 25: return route.first(.split).setColumn([.secondary, .supplementary, .primary][int(0..<3)], to: screen()).resolve()
        case 26: return route.top(.split).column([.primary, .secondary, .supplementary][int(0..<3)]).push(screen()).resolve()
        case 27:
            let column = ScreenSplitColumn.allCases[int(0..<4)]
            return (chance(50) ? route.last(.split).showColumn(column) : route.last(.split).hideColumn(column)).resolve()
        case 28: return route.top(.stack).push(Self.upcast(screen().withSplitContainer(secondary: screen()))).resolve()
        case 29: return route.top(.split).column(.secondary).pop().resolve()
        case 30: return route.first(.container(name: name())).makeVisible().top(.split).showDetail(screen()).resolve()
        case 0: return route.setRoot(to: rootScreen(), animation: .animated(chance(50)))
        case 1: return route.top(.stack).push(screen()).resolve()
        case 2: return route.top(.stack).pop().resolve()
        case 3: return route.top(.stack).popToRoot().push(screen()).push(screen()).resolve()
        case 4: return route.top(.stack).pop(to: .container(name: name())).resolve()
        case 5: return route.top(.stack).replace(with: screen()).resolve()
        case 6: return route.top(.stack).clear().push(screen()).resolve()
        case 7: return route.top(.container).present(presentable(), animated: chance(50)).resolve()
        case 8: return route.root.present(presentable()).resolve()
        case 9: return route.root.dismissAll().resolve()
        case 10: return route.root.presented.dismiss().resolve()
        case 11: return route.top(.tabs).selectTab(with: .index(int(-1..<4))).resolve()
        case 12: return route.top(.tabs).selectTab(with: .container(name: name())).resolve()
        case 13: return route.top(.tabs).setupTab(with: screen().withStackContainer()).resolve()
        case 14: return route.first(.container(name: name())).makeVisible().resolve()
        case 15: return route.last(.stack).push(screen()).resolve()
        case 16: return route.first(.stack(key: ScreenKey(name: name(), traits: [int(0..<serial + 1)]))).popToRoot().resolve()
        case 17: return route.top(.container).presenting.dismiss().resolve()
        case 18: return route.last(.container(name: name())).stack.stackTop.present(presentable()).resolve()
        case 19: return route.top(.stack).push(screen()).push(screen(), separated: true).pop().resolve()
        case 20: return route.top(.tabs).selectedTab.present(presentable()).resolve()
        case 21, 22: return route.then(NestedRequestAction(route: step(), passesFailureOn: chance(50)))
        default: return route.fail(with: ScreenContainerNotFoundError("random failure")).resolve()
        }
    }

    /// A random navigation: one to four steps, sometimes with a fallback or cauterized.
    mutating func navigation() -> (route: HeadlessWindowRoute, mayChangeOnFailure: Bool) {
        var route = step()
        for _ in 0..<int(0..<4) {
            route = route.then(step())
        }
        switch int(0..<10) {
        case 0: return (route.fallback(to: step()), true)
        case 1: return (route.cauterize().then(step()), true)
        default: return (route, false)
        }
    }
}

/// A step that requests another navigation from inside its `perform`: it runs nested, at once, and
/// its failure fails the step only when the step passes it on.
struct NestedRequestAction: ScreenAction {
    let route: HeadlessWindowRoute
    let passesFailureOn: Bool

    var description: String { "nested(\(route.routeDescription), passesFailureOn: \(passesFailureOn))" }

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let passesFailureOn = passesFailureOn
        navigator.navigate(to: route) { result in
            completion(passesFailureOn ? result : .success(()))
        }
    }
}
