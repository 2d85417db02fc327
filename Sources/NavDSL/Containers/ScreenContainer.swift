/// A node of the navigation tree: a window, a view controller, a navigation stack or a tab bar.
///
/// NavDSL never talks to concrete classes directly. Actions ask the container for one of the
/// refinements below (``ScreenModalContainer``, ``ScreenStackContainer``, ...) and each platform
/// (`HeadlessPlatform`, `UIKitPlatform`) supplies classes that conform. Containers are reference
/// types and live on the main actor, like UIKit's.
///
/// ## What the search asks
/// The searches (`top`, `first`, `last`) ask every container they visit the same two questions,
/// on every platform: ``visibleNestedContainer`` and ``directlyPresentedContainer``; `top` also
/// asks the container it starts from ``coveringPresentedContainer``. All three have default
/// answers worked out from the refinements below, so a custom container class needs nothing more;
/// a platform's classes answer them directly because every search asks them.
@MainActor
public protocol ScreenContainer: AnyObject {
    /// The child the user sees: a window's root, a tab bar's selected tab, a stack's top; `nil`
    /// for a container that shows no child of its own.
    ///
    /// ```swift
    /// stack.visibleNestedContainer   // the top of the stack
    /// ```
    /// - Note: The default works it out from ``ScreenWindowContainer``, ``ScreenTabsContainer`` and
    ///   ``ScreenStackContainer``; never changes the tree.
    var visibleNestedContainer: (any ScreenContainer)? { get }

    /// What this container presents as the presenter itself (UIKit's `presentedViewController`
    /// when its `presentingViewController` is this container), not what an ancestor presents.
    ///
    /// ```swift
    /// home.directlyPresentedContainer   // the login screen home presented, or nil
    /// ```
    /// - Note: The default asks ``ScreenModalContainer``; `nil` for any other container. Never
    ///   changes the tree.
    var directlyPresentedContainer: (any ScreenContainer)? { get }

    /// The presentation the user sees over this container, also when an ancestor is the presenter
    /// (UIKit's `presentedViewController`): where `top` goes on from a container that is covered.
    ///
    /// ```swift
    /// chat.coveringPresentedContainer   // the sheet its navigation controller presented, or nil
    /// ```
    /// - Note: The default asks ``ScreenModalContainer`` for its
    ///   ``ScreenModalContainer/presentedContainer``; `nil` for any other container. A search reads
    ///   it at the start of every `top` walk, so a platform's classes answer it directly. Never
    ///   changes the tree.
    var coveringPresentedContainer: (any ScreenContainer)? { get }
}

extension ScreenContainer {
    /// The root of a window, the selected tab of a tab bar, the top of a stack, else `nil`.
    public var visibleNestedContainer: (any ScreenContainer)? {
        ScreenSearchWalk.visibleChild(of: self)
    }

    /// What this container presents itself, when it is a ``ScreenModalContainer``; else `nil`.
    public var directlyPresentedContainer: (any ScreenContainer)? {
        (self as? any ScreenModalContainer)?.ownPresentedContainer
    }

    /// What a ``ScreenModalContainer`` reports as presented over it, else `nil`.
    public var coveringPresentedContainer: (any ScreenContainer)? {
        (self as? any ScreenModalContainer)?.presentedContainer
    }
}

/// The completion of a container operation or an action.
///
/// Success, or the typed error that
/// stopped it. Always called on the main actor, at most once.
public typealias ScreenCompletion<Output> = @MainActor (Result<Output, any Error>) -> Void

// MARK: - Capabilities that actions ask a container for

/// A container whose children the search actions (`top`, `first`, `last`) can walk.
@MainActor
public protocol ScreenIterableContainer: ScreenContainer {
    /// The containers this one holds, in search order: a window's root, a stack from bottom to top,
    /// tabs in order with the selected tab last. What the container *presents* is not included;
    /// the iterator visits presentations after the nested containers.
    var nestedContainers: [any ScreenContainer] { get }
}

/// A container that knows whether the user can currently see it.
@MainActor
public protocol ScreenVisibleContainer: ScreenContainer {
    /// `true` when the container is in a window, on the visible path of every container above it
    /// (the top of its stack, the selected tab) and not covered by a full-screen presentation.
    ///
    /// Named `isContainerVisible`, not `isVisible`: UIKit's classes conform, and an app's subclass
    /// may declare an `isVisible` of its own, which a member added by NavDSL would forbid.
    var isContainerVisible: Bool { get }
}

/// A container that can reload its content on request, used by the `refresh()` action.
///
/// ```swift
/// extension InboxViewController: ScreenRefreshableContainer {
///     func refresh(completion: @escaping () -> Void) { reload(then: completion) }
/// }
/// ```
/// The completion has Nivelir's type, `() -> Void`, so a Nivelir controller's witness conforms as
/// written. It is not `@Sendable`, so Swift 6 lets the controller call it only from its own
/// main-actor code (after an `await`, say), never from another thread.
@MainActor
public protocol ScreenRefreshableContainer: ScreenContainer {
    /// Reloads the content and calls `completion` once, on the main actor, when done; the `refresh()`
    /// step completes then.
    func refresh(completion: @escaping () -> Void)
}

// MARK: - Objects a container keeps alive

/// A container that keeps a ``ScreenPayload`` alive exactly as long as the container lives.
@MainActor
public protocol ScreenPayloadedContainer: ScreenContainer {
    /// Objects retained on behalf of decorators (for example a transition delegate), and the
    /// ``RestorableScreen`` that built the container.
    var screenPayload: ScreenPayload? { get set }
}

/// A bag of objects that must live as long as a container, such as a custom transition delegate
/// that UIKit itself only holds weakly.
///
/// Decorators add to it through ``ScreenPayloadedContainer/screenPayload``; the container owns the
/// payload, so the objects are released together with the container and never before.
@MainActor
public final class ScreenPayload {
    /// The retained objects, in the order they were added.
    public private(set) var objects: [Any]

    /// Creates a payload holding `objects`.
    public init(_ objects: [Any] = []) {
        self.objects = objects
    }

    /// Retains `object` for the payload's lifetime.
    public func append(_ object: Any) {
        objects.append(object)
    }

    /// The first retained object of type `T`, if any.
    public func first<T>(of type: T.Type = T.self) -> T? {
        objects.lazy.compactMap { $0 as? T }.first
    }
}

// MARK: - The platform: a family of container classes

/// A container that belongs to a ``ScreenPlatform``, so routes can name the platform's other classes.
@MainActor
public protocol ScreenPlatformContainer: ScreenContainer {
    /// The family of classes this container works with.
    associatedtype Platform: ScreenPlatform
}

/// A family of concrete container classes: one window, view controller, navigation controller and
/// tab bar controller class that work together.
///
/// Naming the family is what lets `.top(.stack)` infer `HeadlessNavigationController` on the
/// headless platform and `UINavigationController` on UIKit, with both platforms in one module.
public protocol ScreenPlatform {
    /// The window class.
    associatedtype Window: ScreenWindowContainer where Window.Platform == Self
    /// The view controller class: anything that can present and be presented.
    associatedtype Modal: ScreenModalContainer where Modal.Platform == Self
    /// The navigation controller class.
    associatedtype Stack: ScreenStackContainer where Stack.Platform == Self
    /// The tab bar controller class.
    associatedtype Tabs: ScreenTabsContainer where Tabs.Platform == Self

    /// Makes a navigation controller holding `containers`, bottom to top.
    @MainActor static func makeStackContainer(with containers: [Modal]) -> Stack

    /// Makes a tab bar controller with `containers` as its tabs, the first one selected.
    @MainActor static func makeTabsContainer(with containers: [Modal]) -> Tabs
}
