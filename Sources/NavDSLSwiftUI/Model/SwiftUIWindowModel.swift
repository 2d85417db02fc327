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
/// try await navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: tabs).makeKeyAndVisible())
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

    /// When changes complete; set it before the first route.
    ///
    /// ```swift
    /// window.completion = .acknowledged   // the app: the views' probe acknowledges
    /// ```
    /// - Note: Changes already pending keep waiting; a change made in `.immediate` mode completes at once.
    public var completion: SwiftUICompletionMode
    /// How long `.acknowledged` mode waits for the views before completing a change itself.
    ///
    /// About 2 seconds by default, far above any UIKit transition.
    /// ```swift
    /// window.watchdog = .milliseconds(800)
    /// ```
    /// - Note: A change the watchdog completes stands (it is most likely on screen) and leaves a
    ///   divergence note in ``notes``; the queue moves on.
    public var watchdog: Duration = .seconds(2)
    /// Whether one update may dismiss several presented layers (iOS 17 and later).
    ///
    /// ```swift
    /// window.allowsMultipleDismissalsInOneUpdate = false   // iOS 16: one layer per update
    /// ```
    /// - Note: `false` dismisses top-down, one layer per acknowledged change; the dismissal completes
    ///   after the last layer.
    public var allowsMultipleDismissalsInOneUpdate = true
    /// How many entries each log keeps: 500 by default.
    ///
    /// ```swift
    /// window.logLimit = 50
    /// ```
    /// - Note: The oldest entries go first; 0 keeps none.
    public var logLimit = 500
    /// Where notes also go (a stack animation SwiftUI cannot draw, a lost acknowledgement).
    ///
    /// ```swift
    /// window.logger = OSScreenLogger()   // or the navigator's logger
    /// ```
    /// - Note: `nil` (the default) keeps them in ``notes`` only.
    public var logger: (any ScreenLogger)?
    /// Told after every change in this window: the views' probe and the scene view observe it.
    ///
    /// ```swift
    /// let probe = window.signal.observe { scheduleAcknowledgement() }
    /// ```
    /// - Note: Fires after the models changed, before the change completes.
    public let signal = SwiftUIModelSignal()
    /// Objects kept alive with the window, such as what addons record.
    public var screenPayload: ScreenPayload?
    /// Whether the window was made key and visible.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().setRoot(to: home).makeKeyAndVisible()   // isKeyWindow == true
    /// ```
    /// - Note: A failed route puts the previous value back.
    public private(set) var isKeyWindow = false

    /// The root model; the scene view renders it (a new root is a new tree).
    ///
    /// ```swift
    /// SwiftUIWindowRoute().setRoot(to: tabs)   // window.root is the tabs model
    /// ```
    /// - Note: Changed only by routes (`setRoot`) and restoration.
    public private(set) var root: SwiftUIScreenModel?

    var transitionLog = SwiftUIBoundedLog<ScreenTransition>()
    var violationLog = SwiftUIBoundedLog<any Error>()
    var noteLog = SwiftUIBoundedLog<String>()
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

    /// The tree as indented text, one model per line, in the headless window's format.
    ///
    /// ```swift
    /// print(window.hierarchyDescription)   // SwiftUIWindowModel [key] / SwiftUIStackModel / Home ...
    /// ```
    /// - Note: Reads the tree; changes nothing.
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

    /// Shows the window and makes it key (what the `makeKeyAndVisible()` verb calls).
    ///
    /// ```swift
    /// SwiftUIWindowRoute().setRoot(to: home).makeKeyAndVisible()
    /// ```
    /// - Note: Completes at once; the window's signal fires.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        signal.send(animated: false)
    }

    /// Makes the window key (a scene shows one window, so this shows it too).
    public func makeKey() {
        makeKeyAndVisible()
    }

    // MARK: - What the models call

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
