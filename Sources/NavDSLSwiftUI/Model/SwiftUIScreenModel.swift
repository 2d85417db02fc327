import NavDSL

/// Any screen of the SwiftUI family: what a view shows, where it sits, what it presents.
///
/// ```swift
/// SwiftUIWindowRoute().top(.container).present(SwiftUIScreen { LoginView() }.withModalPresentationStyle(.fullScreen))
/// ```
/// A screen model is the element of a stack's path, the item of a presenter's sheet or cover and a
/// tab of a tabs model. Its identity is the object: two pushes of one screen value build two
/// models, two path elements, as two controllers are in UIKit; keys are what routes search by.
///
/// The views render what decorators stored here: ``title`` and the bar buttons as
/// `.navigationTitle` and toolbar items, ``tabItem`` as `.tabItem`/`.badge`, ``presentationStyle``
/// as a sheet or a full-screen cover (``isFullScreenCover``), ``sheetSettings`` as detents and grabber,
/// ``isModalInPresentation`` as `interactiveDismissDisabled`.
///
/// - Note: Not a popover or transitioning-delegate container: SwiftUI has no equivalent, so
///   `withPopover(anchor:)` and `withModalTransitioningDelegate(_:)` do not compile on its routes.
@MainActor
open class SwiftUIScreenModel: ScreenModalContainer, ScreenPayloadedContainer, Identifiable, Hashable {
    /// The SwiftUI family.
    public typealias Platform = SwiftUIPlatform

    /// The key NavDSL stored when a screen built this model.
    public var assignedScreenKey: ScreenKey?
    /// Objects kept alive with this model (decorator payloads, a result reporter).
    public var screenPayload: ScreenPayload?
    /// Told when what this model shows changed: what it presents, its path, tabs, columns or bars.
    ///
    /// ```swift
    /// let observation = model.signal.observe { objectWillChange.send() }
    /// ```
    /// - Note: Fires after the change, with ``SwiftUIModelSignal/isAnimated`` set for it.
    public let signal = SwiftUIModelSignal()

    /// The navigation title (`withTitle(_:)`), rendered as `.navigationTitle`.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.stack).push(chat.withTitle("Chat"))
    /// ```
    /// - Note: `nil` shows no title.
    public internal(set) var title: String?
    /// The leading toolbar buttons (`withLeftBarButton(_:)`).
    ///
    /// ```swift
    /// model.leftBarButtons.first?.tap()
    /// ```
    /// - Note: Rendered in the toolbar's leading placement, in order.
    public internal(set) var leftBarButtons: [SwiftUIBarButton] = []
    /// The trailing toolbar buttons (`withRightBarButton(_:)`).
    ///
    /// ```swift
    /// model.rightBarButtons.first?.tap()
    /// ```
    /// - Note: Rendered in the toolbar's trailing placement, in order.
    public internal(set) var rightBarButtons: [SwiftUIBarButton] = []
    /// What the tab shows when this model is a tab (`withTabBarItem(_:)`): `.tabItem` and `.badge`.
    ///
    /// ```swift
    /// chats.withStackContainer().withTabBarItem(ScreenTabBarItem(title: "Chats", badgeValue: "3"))
    /// ```
    /// - Note: Setting it re-renders the tabs model holding this one.
    public internal(set) var tabItem = ScreenTabBarItem()
    /// How this model is shown when presented (`withModalPresentationStyle(_:)`); `.automatic` by default.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.container).present(login.withModalPresentationStyle(.fullScreen))
    /// ```
    /// - Note: Context, custom and popover styles are refused when presented
    ///   (`ScreenContainerNotSupportedError`); see ``isFullScreenCover``.
    public internal(set) var presentationStyle: ScreenModalPresentationStyle = .automatic
    /// The presentation's animation as asked (`withModalTransitionStyle(_:)`).
    ///
    /// ```swift
    /// login.withModalTransitionStyle(.crossDissolve)   // kept, not drawn
    /// ```
    /// - Note: SwiftUI draws its own sheet and cover animations whatever it is; kept for restoration.
    public internal(set) var transitionStyle: ScreenModalTransitionStyle = .coverVertical
    /// The sheet settings (`withBottomSheet(_:)`), shown while this model is presented as a sheet.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.container).present(filters.withBottomSheet(ScreenSheet(detents: [.medium, .large])))
    /// ```
    /// - Note: Detents and grabber from iOS 16; corner radius, undimmed detent and scroll expansion from
    ///   iOS 16.4 (earlier systems ignore them).
    public internal(set) var sheetSettings: ScreenSheet?
    /// Whether the user may not swipe this presented model down (`interactiveDismissDisabled`).
    ///
    /// ```swift
    /// model.isModalInPresentation = true   // the presenter redraws: the swipe is refused before it starts
    /// ```
    /// - Note: Routes still dismiss it; only the user's swipe is refused. A dismissal SwiftUI makes
    ///   anyway (`dismiss()` inside the sheet) is followed, with a divergence note.
    public var isModalInPresentation = false {
        didSet { if oldValue != isModalInPresentation { presenter?.signal.send(animated: false) } }
    }

    /// Whether the views present this model with `.fullScreenCover` rather than `.sheet`.
    ///
    /// ```swift
    /// login.withModalPresentationStyle(.overFullScreen)   // a cover, with a clear background from iOS 16.4
    /// ```
    /// - Note: `true` for `.fullScreen` and `.overFullScreen`; every other supported style is a sheet.
    public var isFullScreenCover: Bool { presentationStyle == .fullScreen || presentationStyle == .overFullScreen }

    /// The stack, tabs or split model holding this one.
    ///
    /// ```swift
    /// chat.parent === stack
    /// ```
    /// - Note: `nil` for a window's root, a presented model or a model not shown.
    public internal(set) weak var parent: SwiftUIScreenModel? { didSet { Self.layerVersion &+= 1 } }
    /// What this model presents itself: the item of its `.sheet`/`.fullScreenCover`.
    ///
    /// ```swift
    /// home.presented?.description   // "Login"
    /// ```
    /// - Note: A presentation lives on the top of a layer (the window's root or a presented model).
    public internal(set) var presented: SwiftUIScreenModel? {
        get {
            observationAccess()
            return presentedModel
        }
        set { presentedModel = newValue }
    }
    /// ``presented`` without registering the read with Observation: what the scene's own views read,
    /// so they re-render through the acknowledger's one transaction per turn, not through Observation.
    var presentedModel: SwiftUIScreenModel?
    /// Observation's registration of this model (apps observe the model itself).
    let observation = SwiftUIObservationRegistration()
    /// The model presenting this one.
    ///
    /// ```swift
    /// login.presenter === home
    /// ```
    /// - Note: `nil` once it is dismissed, by a route or by the user.
    public internal(set) weak var presenter: SwiftUIScreenModel? { didSet { Self.layerVersion &+= 1 } }
    /// Set on the window's root.
    weak var hostWindow: SwiftUIWindowModel? { didSet { Self.layerVersion &+= 1 } }
    /// The window this model's layer was last found in (see `SwiftUIScreenModel+Layers.swift`).
    var cachedLayer = SwiftUICachedLayer()

    /// A model, keyed so routes can find it when `screenKey` is given.
    ///
    /// ```swift
    /// let home = SwiftUIScreenModel(screenKey: ScreenKey(name: "Home"))
    /// ```
    /// - Note: Never fails.
    public init(screenKey: ScreenKey? = nil) {
        assignedScreenKey = screenKey
        signal.owner = self
    }

    /// A plain model named `name`: a screen that needs no content of its own, or a test's stand-in.
    ///
    /// ```swift
    /// struct Home: Screen { func build(navigator: ScreenNavigator) -> SwiftUIScreenModel { SwiftUIScreenModel(name: name) } }
    /// ```
    /// - Note: Never fails.
    public convenience init(name: String, traits: Set<AnyHashable> = []) {
        self.init(screenKey: ScreenKey(name: name, traits: traits))
    }

    /// The models this one contains: a stack's, a tabs model's or a split model's.
    ///
    /// ```swift
    /// stack.children   // root and path
    /// ```
    /// - Note: Empty for a plain screen.
    open var children: [SwiftUIScreenModel] { [] }

    // MARK: - Identity: the object

    /// The object's identity: what `NavigationStack(path:)` and `.sheet(item:)` tell elements by.
    ///
    /// ```swift
    /// .sheet(item: presentedBinding) { model in ScreenModelView(model: model) }   // keyed by model.id
    /// ```
    /// - Note: A subclass keeps this `id`: name your own identifier otherwise (`chatID`), as a
    ///   SwiftUI view's state is keyed by the model object, never by a value two models may share.
    public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }

    /// The same object.
    public nonisolated static func == (lhs: SwiftUIScreenModel, rhs: SwiftUIScreenModel) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    // MARK: - Relations

    /// The window showing this model, following presentations down to the window's root.
    ///
    /// ```swift
    /// chat.window === window
    /// ```
    /// - Note: `nil` for a model not shown (popped, dismissed, not yet placed).
    public var window: SwiftUIWindowModel? { layerWindow }

    /// The top of this model's parent chain: the window's root, a presented model or a detached one.
    var layerRoot: SwiftUIScreenModel { ScreenPlatformRules.layerRoot(of: self) }

    /// This model.
    public var modalContainer: SwiftUIScreenModel { self }
    /// ``parent``.
    public var parentContainer: SwiftUIScreenModel? { parent }
    /// What this model or its nearest presenting ancestor presents, as UIKit reports it.
    public var presentedContainer: SwiftUIScreenModel? {
        var next: SwiftUIScreenModel? = self
        while let candidate = next {
            if let presented = candidate.presented { return presented }
            next = candidate.parent
        }
        return nil
    }
    /// The presenter of this model's layer.
    public var presentingContainer: SwiftUIScreenModel? { layerRoot.presenter }
    /// ``window``.
    public var windowContainer: SwiftUIWindowModel? { window }
    /// ``children``.
    public var nestedContainers: [any ScreenContainer] { children }
    /// The child the user sees: none for a plain screen; containers override it.
    open var visibleNestedContainer: (any ScreenContainer)? { nil }
    /// ``presented``.
    public var directlyPresentedContainer: (any ScreenContainer)? { presented }

    /// In a window, on the visible path of its containers and not covered by a full-screen cover.
    public var isContainerVisible: Bool {
        guard window != nil else { return false }
        var node = self
        while true {
            var next = node.presented
            while let above = next {
                if above.presentationStyle == .fullScreen { return false }
                next = above.presented
            }
            guard let parent = node.parent else { return true }
            guard parent.showsChild(node) else { return false }
            node = parent
        }
    }

    /// Whether `child` is the one the user sees among this container's children.
    func showsChild(_ child: SwiftUIScreenModel) -> Bool {
        visibleNestedContainer === child
    }

    /// Why this model can't join `container`: a model is shown in one place only (SwiftUI can't
    /// render one view model twice), so one held elsewhere, presented or a window's root is refused.
    func joiningViolation(of container: SwiftUIScreenModel) -> ScreenRuleViolation? {
        ScreenPlatformRules.containmentViolation(
            adding: [self], to: container, isActive: { $0.presenter != nil || $0.hostWindow != nil }, isOnScreen: { _ in true })
    }
}

extension SwiftUIScreenModel: @MainActor CustomStringConvertible {
    /// The screen key, else the title in quotes, else the class name: `Chat(42)`, `SwiftUIStackModel`.
    public var description: String {
        if let key = effectiveScreenKey { return key.description }
        let typeName = String(describing: type(of: self))
        if let title, type(of: self) == SwiftUIScreenModel.self { return "\"\(title)\"" }
        return typeName
    }
}
