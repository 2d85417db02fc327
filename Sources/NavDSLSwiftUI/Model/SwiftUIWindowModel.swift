import NavDSL

/// When a change of the SwiftUI models counts as done: what holds the navigator's queue.
///
/// ```swift
/// let window = SwiftUIWindowModel(completion: .deferred)   // tests drive completePendingTransitions()
/// ```
public enum SwiftUICompletionMode: Sendable {
    /// Every change completes during the call that makes it: unit tests of routes.
    case immediate
    /// Changes complete when the test calls ``SwiftUIWindowModel/completePendingTransitions()``:
    /// tests of sequencing, late animations and changes made meanwhile.
    ///
    /// Every change a route makes in a window waits, animated or not, as in `.acknowledged` mode:
    /// the views acknowledge each one after SwiftUI rendered it, so SwiftUI never gets two writes
    /// of one binding in a frame.
    case deferred
    /// Changes complete when the views acknowledge that SwiftUI (UIKit underneath) finished them,
    /// or when the watchdog gives up waiting: apps.
    case acknowledged
}

/// The window of the SwiftUI family: the root model, when changes complete, and what tests read.
///
/// ```swift
/// let window = SwiftUIWindowModel()
/// let navigator = ScreenNavigator(window: window)
/// try await navigator.navigate(to: SwiftUIWindowRoute().setRoot(to: tabs).makeKeyAndVisible())
/// print(window.hierarchyDescription)
/// ```
/// ## Completions
/// Every change a route makes to a model in this window completes as ``completion`` says. In
/// `.acknowledged` mode a change the views never acknowledge completes after ``watchdog``, with a
/// divergence note in ``notes``: the change is most likely on screen already, so it is not undone,
/// and the queue is never held for good.
///
/// ## Bounded logs
/// ``transitions``, ``violations`` and ``notes`` keep the last ``logLimit`` entries each (500 by
/// default), so a window that lives as long as the app does not grow without bound.
@MainActor
public final class SwiftUIWindowModel: ScreenWindowContainer, ScreenPayloadedContainer {
    /// The SwiftUI family.
    public typealias Platform = SwiftUIPlatform

    /// When changes complete.
    public var completion: SwiftUICompletionMode
    /// How long `.acknowledged` mode waits for the views before completing a change itself;
    /// about 2 seconds by default, far above any UIKit transition.
    public var watchdog: Duration = .seconds(2)
    /// Whether one update may dismiss several presented layers (iOS 17 and later).
    ///
    /// `false` (iOS 16) dismisses top-down, one layer per acknowledged change.
    public var allowsMultipleDismissalsInOneUpdate = true
    /// How many entries each log keeps.
    public var logLimit = 500
    /// Where notes also go (a stack animation SwiftUI cannot draw, a lost acknowledgement); `nil`
    /// keeps them in ``notes`` only.
    public var logger: (any ScreenLogger)?
    /// Told after every change in this window: the views' probe and the scene view observe it.
    public let signal = SwiftUIModelSignal()
    /// Objects kept alive with the window, such as what addons record.
    public var screenPayload: ScreenPayload?
    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false

    /// The root model; the scene view renders it (a new root is a new tree).
    public private(set) var root: SwiftUIScreenModel?

    private var transitionLog = SwiftUIBoundedLog<ScreenTransition>()
    private var violationLog = SwiftUIBoundedLog<any Error>()
    private var noteLog = SwiftUIBoundedLog<String>()
    var pending: [SwiftUIPendingChange] = []
    var nextChangeID = 0

    /// An empty window whose changes complete as `completion` says.
    ///
    /// ```swift
    /// let window = SwiftUIWindowModel(completion: .acknowledged)
    /// ```
    /// - Note: Never fails.
    public init(completion: SwiftUICompletionMode = .immediate) {
        self.completion = completion
    }

    /// The last ``logLimit`` changes, in order, user changes included (their detail starts `user`).
    public var transitions: [ScreenTransition] { transitionLog.entries(limit: logLimit) }
    /// The last ``logLimit`` refusals of what SwiftUI wrote (a path that is not a prefix).
    public var violations: [any Error] { violationLog.entries(limit: logLimit) }
    /// The last ``logLimit`` notes: animations drawn as the default, lost acknowledgements.
    public var notes: [String] { noteLog.entries(limit: logLimit) }

    /// Forgets the logged transitions, violations and notes; the tree is unchanged.
    ///
    /// ```swift
    /// window.resetLogs()
    /// ```
    /// - Note: Never fails.
    public func resetLogs() {
        transitionLog = SwiftUIBoundedLog()
        violationLog = SwiftUIBoundedLog()
        noteLog = SwiftUIBoundedLog()
    }

    /// The tree as indented text, one model per line (the headless window's format).
    public var hierarchyDescription: String {
        SwiftUIHierarchyPrinter.describe(self)
    }

    // MARK: - ScreenWindowContainer

    /// ``root``.
    public var rootContainer: SwiftUIScreenModel? { root }
    /// Whether the window was made key and visible.
    public var isContainerVisible: Bool { isKeyWindow }
    /// The root, if any.
    public var nestedContainers: [any ScreenContainer] { root.map { [$0] } ?? [] }
    /// The root: the search's visible path goes on through it.
    public var visibleNestedContainer: (any ScreenContainer)? { root }
    /// Nothing: the root presents, not the window.
    public var directlyPresentedContainer: (any ScreenContainer)? { nil }

    /// Installs `container` as the root; refuses a model that is a child or presented.
    public func setRootContainer(_ container: SwiftUIScreenModel?, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        setRootContainer(container, animation: .animated(animated), completion: completion)
    }

    /// Installs `container` as the root with `animation`; refuses like the Bool form.
    public func setRootContainer(
        _ container: SwiftUIScreenModel?, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
    ) {
        if let container, container !== root {
            if let parent = container.parent {
                return completion(.failure(ScreenRuleViolation.rootInUse(container, of: self, childOf: parent)))
            }
            if let presenter = container.presenter {
                return completion(.failure(ScreenRuleViolation.rootInUse(container, of: self, presentedBy: presenter)))
            }
            container.hostWindow?.detachRoot(container)
        }
        if let old = root, old !== container { old.hostWindow = nil }
        root = container
        container?.hostWindow = self
        record(.root, animation: animation, container: container.map { "\($0)" } ?? "nil")
        changed(signalling: nil, animated: animation != nil, isPresentation: false, label: "root") { completion(.success(())) }
    }

    /// Shows the window and makes it key.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        signal.send(animated: false)
    }

    /// Makes the window key (a scene shows one window, so this shows it too).
    public func makeKey() {
        makeKeyAndVisible()
    }

    // MARK: - What the models call

    /// Records a change in the transition log.
    func record(_ kind: ScreenTransition.Kind, animation: ScreenAnimation?, container: String, detail: String = "") {
        transitionLog.append(ScreenTransition(kind: kind, animation: animation, container: container, detail: detail), limit: logLimit)
    }

    /// Records a refusal of what SwiftUI wrote.
    func recordViolation(_ error: any Error) {
        violationLog.append(error, limit: logLimit)
    }

    /// Keeps `note` and passes it to the logger.
    func note(_ note: String) {
        noteLog.append(note, limit: logLimit)
        logger?.info(note)
    }

    func detachRoot(_ model: SwiftUIScreenModel) {
        guard root === model else { return }
        root = nil
        model.hostWindow = nil
        signal.send(animated: false)
    }
}

extension SwiftUIWindowModel: @MainActor CustomStringConvertible {
    /// `SwiftUIWindowModel`.
    public var description: String { "SwiftUIWindowModel" }
}

/// A failed navigation puts back what its `makeKeyAndVisible()` changed, as on the other families.
extension SwiftUIWindowModel: ScreenKeyWindowRestoring {
    package func keyWindowRestorer() -> @MainActor () -> Void {
        let wasKey = isKeyWindow
        return { [weak self] in
            guard let self, self.isKeyWindow != wasKey else { return }
            self.isKeyWindow = wasKey
            self.signal.send(animated: false)
        }
    }
}
