import NavDSL
import UIKit

/// Every controller the run's screens built, held weakly: what a failed navigation built must be
/// gone once it is out of the tree.
@MainActor
final class FaultRunBuilt {
    private(set) var controllers: [WeakFaultController] = []
    /// How many controllers the run has built so far.
    private(set) var total = 0
    /// The identities of the live controllers built since `total` was `count`.
    func built(since count: Int) -> Set<ObjectIdentifier> {
        Set(controllers.filter { $0.serial >= count }.compactMap(\.value).map(ObjectIdentifier.init))
    }

    func add(_ controller: UIViewController) {
        controllers.append(WeakFaultController(controller, serial: total))
        total += 1
    }

    /// Forgets the released ones, so the list stays as short as the live tree.
    func compact() {
        controllers.removeAll { $0.value == nil }
    }
}

/// A weak reference to a controller.
@MainActor
struct WeakFaultController {
    weak var value: UIViewController?
    /// The order it was built in (``FaultRunBuilt``), or -1.
    var serial = -1

    init(_ value: UIViewController, serial: Int = -1) {
        self.value = value
        self.serial = serial
    }
}

/// A titled plain controller that registers itself with the run's ``FaultRunBuilt``.
struct FaultScreen: Screen {
    let name: String
    let serial: Int
    let built: FaultRunBuilt

    var traits: Set<AnyHashable> { [serial] }

    func build(navigator: ScreenNavigator) -> UIViewController {
        let controller = UIViewController()
        controller.title = name
        built.add(controller)
        return controller
    }
}

/// The user's hand in a fault run: the run injects a gesture through it from inside a route's step.
@MainActor
final class FaultRunUser {
    /// Starts a swipe back on `stack` (the run records it with the gestures it injects).
    var swipeBack: ((UINavigationController) -> Void)?
}

/// A seeded fault: a step during which the user starts swiping back, which records an undo step
/// of its own and then fails.
///
/// Its undo step runs first in the rollback and meets the running swipe. It makes its change
/// without the settle gate, as UIKit sees a change asked for during an interactive pop that it
/// drops when the pop ends (device question 5's second answer): the refusal is reported when the
/// swipe ends, and the navigator tries the step again at once, on the stack the user left. That is
/// the refused-then-retried path, reached on every run whatever the main actor's interleaving.
/// The push before it is undone next, through the gate.
struct FaultSwipeThenFailAction: ScreenAction {
    typealias Container = UINavigationController
    let user: FaultRunUser

    var description: String { "swipeBackThenFail" }

    func perform(container: UINavigationController, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        user.swipeBack?(container)
        navigator.recordUndoableChange { [weak container] done in
            ScreenUndoStep.run(
                { attempt in
                    guard let container, let swipe = container.transitionCoordinator else { return attempt(.success(())) }
                    let refusal = ScreenRuleViolation.stackTransitionConflict("setViewControllers:animated:", on: container)
                    _ = swipe.animate(alongsideTransition: nil) { _ in attempt(.failure(refusal)) }
                }, then: done)
        }
        completion(.failure(FaultRunFailure()))
    }
}

/// Random routes on the UIKit platform: the verbs whose UIKit calls take time, refuse or race a
/// user's gesture (push, pop, present, dismiss, tab selection), animated or not.
@MainActor
struct UIKitFaultRoutes {
    var generator: SeededGenerator
    let built: FaultRunBuilt
    let user = FaultRunUser()
    private var serial = 0

    static let names = ["A", "B", "C", "D"]

    init(seed: UInt64, built: FaultRunBuilt) {
        generator = SeededGenerator(seed: seed)
        self.built = built
    }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

    mutating func screen() -> FaultScreen {
        serial += 1
        return FaultScreen(name: Self.names[int(0..<Self.names.count)], serial: serial, built: built)
    }

    /// Tabs of two or three stacks: the root every run starts from and some routes put back.
    mutating func rootScreen() -> AnyScreen<UITabBarController> {
        let first = screen().withStackContainer()
        let second = screen().withStackContainer()
        let tabs = ScreenTabsScreen<UIKitPlatform>()
        return chance(50)
            ? tabs.withTabs(first, second, selected: int(0..<2))
            : tabs.withTabs(first, second, screen().withStackContainer(), selected: int(0..<3))
    }

    /// A screen to present: a plain controller or one in its own stack.
    mutating func presentable() -> AnyScreen<UIViewController> {
        let base = screen()
        guard chance(50) else { return base.eraseToAnyScreen() }
        let stack = base.withStackContainer()
        return AnyScreen(name: stack.name, traits: stack.traits) { navigator in stack.build(navigator: navigator) }
    }

    /// One random route from the window; some must fail (nothing to pop, a missing tab, a forced error).
    mutating func route() -> ScreenWindowRoute {
        let start = ScreenWindowRoute()
        let animation = ScreenAnimation.animated(chance(60))
        let animated = chance(60)
        switch int(0..<15) {
        case 0: return start.top(.stack).push(screen(), animation: animation).resolve()
        case 1:
            return start.top(.stack).push(screen(), animation: animation).push(screen(), animation: animation, separated: true).resolve()
        case 2: return start.top(.stack).pop(animation: animation).resolve()
        case 3: return start.top(.stack).popToRoot(animation: animation).resolve()
        case 4: return start.top(.container).present(presentable(), animated: animated).resolve()
        case 5: return start.root.dismissAll(animated: animated).resolve()
        case 6: return start.root.presented.dismiss(animated: animated).resolve()
        case 7: return start.top(.tabs).selectTab(with: .index(int(-1..<4))).resolve()
        case 8: return start.top(.stack).push(screen(), animation: animation).fail(with: FaultRunFailure()).resolve()
        case 9:
            return start.top(.container).present(screen().withStackContainer(), animated: animated).stack.push(
                screen(), animation: animation
            ).fail(with: FaultRunFailure()).resolve()
        case 10: return start.root.dismissAll(animated: animated).top(.tabs).selectTab(with: .index(int(0..<3))).resolve()
        case 11: return start.top(.stack).popToRoot(animation: animation).push(screen(), animation: animation).resolve()
        case 12: return start.setRoot(to: rootScreen(), animation: nil).resolve()
        case 13: return start.top(.stack).push(screen(), animation: animation).then(FaultSwipeThenFailAction(user: user)).resolve()
        default:
            return start.top(.container).present(screen(), animated: animated).top(.container).present(screen(), animated: animated)
                .resolve()
        }
    }
}
