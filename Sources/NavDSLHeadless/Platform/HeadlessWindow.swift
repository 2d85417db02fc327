import NavDSL

/// The headless `UIWindow`: the root of a container tree, its transition log and its rule log.
///
/// ## Setting up
/// ```swift
/// let window = HeadlessWindow()
/// window.rootViewController = HeadlessNavigationController(rootViewController: home)
/// window.makeKeyAndVisible()
/// ```
///
/// ## What tests read
/// - ``transitions``: one `ScreenTransition` per container change, in order.
/// - ``violations``: every UIKit rule a UIKit-named call broke (UIKit would have crashed or logged);
///   nothing changed for those calls.
/// - ``hierarchyDescription``: the tree as indented text.
///
/// ## Device
/// ``traitCollection`` models an iPhone (compact width, the default) or an iPad (`.pad`, regular
/// width). In regular width a `.popover` presentation, or a controller that
/// ``HeadlessViewController/adaptsToPopoverInRegularWidth``, without an anchor is refused with
/// `ScreenRuleViolation.Rule.popoverWithoutAnchor`: UIKit's crash "UIPopoverPresentationController
/// should have a non-nil sourceView or barButtonItem set before the presentation occurs".
///
/// ## Animations
/// With ``animationMode`` `.immediate` (the default) every transition completes at once. With
/// `.deferred`, presentations, dismissals and animated stack or root changes complete only when the
/// test calls ``completePendingTransitions()``; changes requested meanwhile behave as in UIKit (a
/// navigation controller queues its own, a conflicting presentation is refused).
@MainActor
public final class HeadlessWindow: ScreenWindowContainer, ScreenIterableContainer, ScreenPayloadedContainer {
    /// The headless platform.
    public typealias Platform = HeadlessPlatform

    /// When transitions complete.
    public enum AnimationMode: Sendable {
        /// Every transition completes during the call that starts it.
        case immediate
        /// Transitions complete when ``HeadlessWindow/completePendingTransitions()`` is called.
        case deferred
    }

    /// UIKit's `UIWindow.Level`: windows of a higher level are shown above the others.
    public struct Level: Hashable, Sendable, Comparable {
        /// The level's value: `0` for `.normal`, `1000` for `.statusBar`, `2000` for `.alert`.
        public var rawValue: Double

        /// Creates a level.
        public init(rawValue: Double) {
            self.rawValue = rawValue
        }

        /// The app's windows.
        public static let normal = Level(rawValue: 0)
        /// Above the status bar.
        public static let statusBar = Level(rawValue: 1000)
        /// Above every app window: alerts and HUDs.
        public static let alert = Level(rawValue: 2000)

        /// Orders by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// When transitions complete; `.immediate` by default.
    public var animationMode: AnimationMode = .immediate
    /// The size class and idiom of the device: ``HeadlessTraitCollection/phone`` (compact width) by
    /// default; ``HeadlessTraitCollection/pad`` makes popovers and action sheets need an anchor.
    ///
    /// Changing the horizontal size class collapses (compact) or expands (regular) every split view
    /// in the window, as UIKit does when an iPad app's window is resized (NavDSL's article "Split views on iPad").
    public var traitCollection = HeadlessTraitCollection.phone {
        didSet {
            guard oldValue.horizontalSizeClass != traitCollection.horizontalSizeClass, let root else { return }
            adaptSplitViews(from: root)
        }
    }
    /// Every container change, in order.
    ///
    /// The text of each change is built on the first read (see `HeadlessTransitionRecord`).
    public var transitions: [ScreenTransition] {
        if formattedTransitions.count < records.count {
            formattedTransitions += records[formattedTransitions.count...].map(\.transition)
        }
        return formattedTransitions
    }
    private var records: [HeadlessTransitionRecord] = []
    private var formattedTransitions: [ScreenTransition] = []
    /// Every refused UIKit-named call, with UIKit's message.
    public private(set) var violations: [any Error] = []
    /// Whether the window is the key window of its scene.
    public private(set) var isKeyWindow = false
    /// Whether the window is hidden; `makeKeyAndVisible()` shows it, and so does setting it to
    /// `false` without making the window key, as an overlay such as a HUD does.
    public var isHidden = true
    /// Where the window is stacked among its scene's windows: UIKit's `windowLevel`, `.normal` by
    /// default; a HUD's overlay window is at `.alert`, above the app's windows.
    public var windowLevel = Level.normal
    /// The windows of one scene share the key status: only one is key at a time.
    public let scene: HeadlessScene
    /// Objects kept alive with the window, such as what addons record.
    public var screenPayload: ScreenPayload?

    private var root: HeadlessViewController?
    private var pending: [HeadlessPendingTransition] = []

    /// Creates a hidden window with no root, in its own scene unless one is given.
    public init(scene: HeadlessScene? = nil) {
        self.scene = scene ?? HeadlessScene()
        self.scene.windowReferences.append(ScreenWeakReference(self))
    }

    /// The root controller.
    ///
    /// Setting it equals `setRootViewController(_:animated: false)`.
    public var rootViewController: HeadlessViewController? {
        get { root }
        set { setRootViewController(newValue, animated: false) }
    }

    /// Installs `controller` as the root, as UIKit does.
    ///
    /// What the old root presents is **not**
    /// dismissed (it stays attached to the old root, out of the window). NavDSL's `setRoot` action
    /// dismisses first.
    public func setRootViewController(_ controller: HeadlessViewController?, animated: Bool, completion: (() -> Void)? = nil) {
        if let violation = replaceRoot(with: controller, animation: .animated(animated), completion: completion) {
            violations.append(violation)
        }
    }

    /// Shows the window and makes it key.
    ///
    /// The scene's previous key window resigns.
    public func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window key without showing it, as UIKit's `makeKey()` does.
    ///
    /// The scene's previous key window resigns.
    public func makeKey() {
        for other in scene.windows where other !== self {
            other.isKeyWindow = false
        }
        isKeyWindow = true
    }

    /// The window and its tree as indented text, one container per line.
    public var hierarchyDescription: String {
        HeadlessHierarchyPrinter.describe(self)
    }

    /// Whether transitions are waiting for ``completePendingTransitions()``.
    public var hasPendingTransitions: Bool { !pending.isEmpty }

    /// Completes every pending transition, including those started by the completions themselves,
    /// until the tree is settled.
    public func completePendingTransitions() {
        while completeNextTransition() {}
    }

    /// Completes the oldest pending transition.
    ///
    /// Returns `false` when none was pending.
    @discardableResult
    public func completeNextTransition() -> Bool {
        guard !pending.isEmpty else { return false }
        pending.removeFirst().finish()
        return true
    }

    /// Forgets the recorded transitions and violations (the tree is unchanged).
    public func resetLogs() {
        records.removeAll()
        formattedTransitions.removeAll()
        violations.removeAll()
    }

    // MARK: - Package interface for the headless controllers

    /// Whether a presentation or dismissal is running.
    package var isPresentationInProgress: Bool {
        pending.contains { $0.isPresentation }
    }

    func record(
        _ kind: ScreenTransition.Kind, animated: Bool, container: HeadlessViewController, detail: HeadlessTransitionRecord.Detail = .none
    ) {
        record(kind, animation: .animated(animated), container: container, detail: detail)
    }

    func record(
        _ kind: ScreenTransition.Kind, animation: ScreenAnimation?, container: HeadlessViewController,
        detail: HeadlessTransitionRecord.Detail = .none
    ) {
        records.append(HeadlessTransitionRecord(kind: kind, animation: animation, container: .init(container), detail: detail))
    }

    /// Lets every split view in `controller`'s tree (its children and what they present) follow
    /// the window's width: a split view collapses when it enters a compact window.
    func adaptSplitViews(from controller: HeadlessViewController) {
        guard HeadlessSplitViewController.liveCount > 0 else { return }
        var pending = [controller]
        while let next = pending.popLast() {
            if let split = next as? HeadlessSplitViewController { split.adaptToWindow() }
            pending.append(contentsOf: next.children)
            if let presented = next.ownPresented { pending.append(presented) }
        }
    }

    package func recordViolation(_ error: any Error) {
        violations.append(error)
    }

    /// Runs `finish` now, or keeps it for ``completePendingTransitions()`` when this transition is deferred.
    package func complete(isPresentation: Bool, deferred: Bool, _ finish: @escaping @MainActor () -> Void) {
        if animationMode == .deferred && deferred {
            pending.append(HeadlessPendingTransition(isPresentation: isPresentation, finish: finish))
        } else {
            finish()
        }
    }

    package func detachRoot(_ controller: HeadlessViewController) {
        guard root === controller else { return }
        root = nil
        controller.hostWindow = nil
    }

    private func replaceRoot(
        with controller: HeadlessViewController?, animation: ScreenAnimation?, completion: (() -> Void)?
    ) -> ScreenRuleViolation? {
        if let controller, controller !== root {
            if let parent = controller.parent {
                return .rootInUse(controller, of: self, childOf: parent)
            }
            if let presenter = controller.presenter {
                return .rootInUse(controller, of: self, presentedBy: presenter)
            }
            controller.hostWindow?.detachRoot(controller)
        }
        if let old = root, old !== controller { old.hostWindow = nil }
        root = controller
        controller?.hostWindow = self
        records.append(HeadlessTransitionRecord(kind: .root, animation: animation, container: controller.map { .init($0) }, detail: .none))
        if let controller { adaptSplitViews(from: controller) }
        complete(isPresentation: false, deferred: animation != nil) { completion?() }
        return nil
    }

    // MARK: - ScreenWindowContainer

    /// The root controller.
    public var rootContainer: HeadlessViewController? { root }

    /// Installs the root; refuses a controller that is a child or presented.
    public func setRootContainer(_ container: HeadlessViewController?, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        setRootContainer(container, animation: .animated(animated), completion: completion)
    }

    /// Installs the root and records `animation` in its transition; refuses like the Bool form.
    public func setRootContainer(
        _ container: HeadlessViewController?, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
    ) {
        if let violation = replaceRoot(with: container, animation: animation, completion: { completion(.success(())) }) {
            completion(.failure(violation))
        }
    }

    /// `true` when the window is shown.
    public var isContainerVisible: Bool { !isHidden }

    /// The root, if any.
    public var nestedContainers: [any ScreenContainer] { root.map { [$0] } ?? [] }
    /// The root controller: the search's visible path goes on through it.
    public var visibleNestedContainer: (any ScreenContainer)? { root }
    /// Nothing: a window presents nothing itself; its root does.
    public var directlyPresentedContainer: (any ScreenContainer)? { nil }
    /// Nothing: nothing is presented over a window itself.
    public var coveringPresentedContainer: (any ScreenContainer)? { nil }
}

extension HeadlessWindow: @MainActor CustomStringConvertible {
    /// `HeadlessWindow`.
    public var description: String { "HeadlessWindow" }
}

/// A transition waiting for ``HeadlessWindow/completePendingTransitions()``.
struct HeadlessPendingTransition {
    let isPresentation: Bool
    let finish: @MainActor () -> Void
}

extension HeadlessWindow: ScreenKeyWindowRestoring {
    package func keyWindowRestorer() -> @MainActor () -> Void {
        let wasHidden = isHidden
        weak let previousKey = scene.keyWindow
        return { [weak self] in
            guard let self else { return }
            self.isHidden = wasHidden
            guard previousKey !== self else { return }
            self.isKeyWindow = false
            previousKey?.isKeyWindow = true
        }
    }
}
