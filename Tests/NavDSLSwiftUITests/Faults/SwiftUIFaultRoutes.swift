import NavDSL
import NavDSLSwiftUI
import NavDSLTestSupport

/// Every model the run built or saw in the tree, held weakly: once out of the tree and settled,
/// each must be gone, whatever navigation built it and however it failed.
@MainActor
final class SwiftUIFaultBuilt {
    private var models: [ObjectIdentifier: WeakModel] = [:]

    var live: [SwiftUIScreenModel] { models.values.compactMap(\.value) }

    func add(_ model: SwiftUIScreenModel) {
        models[ObjectIdentifier(model)] = WeakModel(value: model)
    }

    /// Forgets the released ones (their identifiers may be reused), so the list stays as short as
    /// the live tree.
    func compact() {
        models = models.filter { $0.value.value != nil }
    }

    struct WeakModel {
        weak var value: SwiftUIScreenModel?
    }
}

/// A named plain model that registers itself with the run's ``SwiftUIFaultBuilt``.
struct SwiftUIFaultScreen: Screen {
    let name: String
    let serial: Int
    let built: SwiftUIFaultBuilt

    var traits: Set<AnyHashable> { [serial] }

    func build(navigator: ScreenNavigator) -> SwiftUIScreenModel {
        let model = SwiftUIScreenModel(name: name, traits: traits)
        built.add(model)
        return model
    }
}

/// Random routes on the SwiftUI family.
///
/// Every verb whose change waits for an acknowledgement, the refusals SwiftUI's rules add (a context
/// style, a stack pushed into a stack, a second sheet), and routes that fail after their changes.
/// Names come from a small pool, so searches find something about half the time.
@MainActor
struct SwiftUIFaultRoutes {
    var generator: SeededGenerator
    let built: SwiftUIFaultBuilt
    private var serial = 0

    static let names = ["A", "B", "C", "D"]

    init(seed: UInt64, built: SwiftUIFaultBuilt) {
        generator = SeededGenerator(seed: seed)
        self.built = built
    }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
    mutating func name() -> String { Self.names[int(0..<Self.names.count)] }

    mutating func screen() -> SwiftUIFaultScreen {
        serial += 1
        return SwiftUIFaultScreen(name: name(), serial: serial, built: built)
    }

    /// The same screen, typed as building a plain model.
    static func upcast<S: Screen>(_ screen: S) -> AnyScreen<SwiftUIScreenModel> where S.Container: SwiftUIScreenModel {
        AnyScreen(name: screen.name, traits: screen.traits) { navigator in screen.build(navigator: navigator) }
    }

    /// A root: tabs of two or three stacks (most often), a lone stack, or a split view.
    mutating func rootScreen() -> AnyScreen<SwiftUIScreenModel> {
        switch int(0..<10) {
        case 0..<6:
            let tabs = ScreenTabsScreen<SwiftUIPlatform>()
            let first = screen().withStackContainer()
            let second = screen().withStackContainer()
            return Self.upcast(
                chance(50)
                    ? tabs.withTabs(first, second, selected: int(0..<2))
                    : tabs.withTabs(first, second, screen().withStackContainer(), selected: int(0..<3)))
        case 6..<8: return Self.upcast(screen().withStackContainer())
        default:
            return chance(60)
                ? Self.upcast(screen().withSplitContainer(secondary: screen()))
                : Self.upcast(screen().withSplitContainer(supplementary: screen(), secondary: screen()))
        }
    }

    /// A screen to present: plain or in its own stack, as a sheet or a cover, now and then with a
    /// style SwiftUI can't show (refused with ``ScreenContainerNotSupportedError``).
    mutating func presentable() -> AnyScreen<SwiftUIScreenModel> {
        let styles: [ScreenModalPresentationStyle] = [
            .automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen, .overCurrentContext,
        ]
        let base = screen()
        switch int(0..<3) {
        case 0: return Self.upcast(base.withStackContainer())
        default: return base.withModalPresentationStyle(styles[int(0..<styles.count)])
        }
    }

    /// An animation for a stack verb: mostly animated or not, sometimes one SwiftUI can't draw
    /// (drawn as the default, with a note, never a failure).
    mutating func stackAnimation() -> ScreenAnimation? {
        switch int(0..<10) {
        case 0: .crossDissolve()
        case 1..<5: nil
        default: .default
        }
    }

    /// One random route from the window; many must fail (nothing to pop, a missing tab, a refusal,
    /// a forced error after changes).
    mutating func route() -> SwiftUIWindowRoute {
        let start = SwiftUIWindowRoute()
        let animation = stackAnimation()
        let animated = chance(60)
        switch int(0..<20) {
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
            return start.top(.container).present(screen().withStackContainer(), animated: animated).stack
                .push(screen(), animation: animation).fail(with: FaultRunFailure()).resolve()
        case 10: return start.root.dismissAll(animated: animated).top(.tabs).selectTab(with: .index(int(0..<3))).resolve()
        case 11: return start.top(.stack).popToRoot(animation: animation).push(screen()).push(screen()).resolve()
        case 12: return start.setRoot(to: rootScreen(), animation: chance(50) ? nil : .default).resolve()
        case 13:
            return start.top(.container).present(presentable(), animated: animated).top(.container)
                .present(presentable(), animated: animated).resolve()
        case 14: return start.top(.stack).push(screen().withStackContainer()).resolve()
        case 15: return start.first(.container(name: name())).makeVisible().resolve()
        case 16: return start.top(.split).showDetail(screen()).resolve()
        case 17:
            let column = [ScreenSplitColumn.primary, .supplementary, .secondary][int(0..<3)]
            return (chance(50) ? start.last(.split).showColumn(column) : start.last(.split).hideColumn(column)).resolve()
        case 18: return start.top(.stack).push(screen()).fallback(to: start.root.dismissAll(animated: animated)).resolve()
        default: return start.then(SwiftUINestedRequestAction(route: route(), passesFailureOn: chance(50)))
        }
    }
}

/// A step that requests another navigation from inside its `perform`: it runs nested, at once, and
/// its failure fails the step only when the step passes it on.
struct SwiftUINestedRequestAction: ScreenAction {
    let route: SwiftUIWindowRoute
    let passesFailureOn: Bool

    var description: String { "nested(\(route.routeDescription), passesFailureOn: \(passesFailureOn))" }

    func perform(container: SwiftUIWindowModel, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let passesFailureOn = passesFailureOn
        navigator.navigate(to: route) { result in
            completion(passesFailureOn ? result : .success(()))
        }
    }
}
