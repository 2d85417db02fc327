/// What a search (`top`, `first`, `last`, `pop(to:)`) looks for: a container of type `Output`
/// that passes a test.
///
/// The platform parameter makes `.stack` mean `HeadlessNavigationController` on the headless
/// platform and `UINavigationController` on UIKit:
/// ```swift
/// .top(.stack)                           // the visible navigation stack
/// .first(.container(of: chat))           // the controller built by `chat`
/// .last(.container(key: chat.key))       // any controller keyed like `chat`
/// .top(ScreenPredicate("unread") { (chat: ChatController) in chat.hasUnread })
/// ```
@MainActor
public struct ScreenPredicate<Platform: ScreenPlatform, Output> {
    /// Route-syntax text, such as `.stack` or `.container(key: Chat(42))`.
    public var description: String { describe() }
    /// Builds the description only when a log or an error reads it.
    private let describe: @MainActor () -> String
    private let matcher: @MainActor (any ScreenContainer) -> Output?

    /// A custom predicate: containers of type `Output` (a subclass counts, for a class such as
    /// `ChatController`) for which `test` returns `true`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().first(ScreenPredicate("unread") { (chat: ChatController) in chat.hasUnread })
    /// ```
    /// - Note: A search that finds no container passing `test` fails with
    ///   ``ScreenContainerNotFoundError`` naming `description`.
    public init(_ description: String = "custom", where test: @escaping @MainActor (Output) -> Bool) {
        self.init(described: description, where: test)
    }

    package init(described description: @autoclosure @escaping @MainActor () -> String, where test: @escaping @MainActor (Output) -> Bool) {
        self.describe = description
        self.matcher = { container in
            guard let output = Self.cast(container), test(output) else { return nil }
            return output
        }
    }

    /// The same for class outputs (every built-in predicate): a search tests every container it
    /// visits, and a cast to a type known to be a class is a plain class cast.
    ///
    /// A class output's optional is a plain reference, so the test asks the runtime for no
    /// optional type per container (the unconstrained form must: its `Output?` is generic).
    package init(described description: @autoclosure @escaping @MainActor () -> String, where test: @escaping @MainActor (Output) -> Bool)
    where Output: AnyObject {
        self.describe = description
        self.matcher = { container in
            guard let output = Self.classCast(container), test(output) else { return nil }
            return output
        }
    }

    /// A predicate that matches as `matcher` does.
    fileprivate init(
        described description: @autoclosure @escaping @MainActor () -> String,
        matcher: @escaping @MainActor (any ScreenContainer) -> Output?
    ) {
        self.describe = description
        self.matcher = matcher
    }

    /// `container` as `Output` when it matches.
    public func match(_ container: any ScreenContainer) -> Output? {
        matcher(container)
    }

    /// `container` as `Output`, cast only when its class can be one.
    ///
    /// A search tests every container it visits, and a failing cast to an output that may not be
    /// a class costs the runtime as much as one that succeeds. A container of exactly `Output`'s
    /// class is cast without asking.
    fileprivate static func cast(_ container: any ScreenContainer) -> Output? {
        let isExactly = ObjectIdentifier(type(of: container)) == ObjectIdentifier(Output.self)
        guard isExactly || ScreenPredicateTypes.container(container, canBe: Output.self) else { return nil }
        return container as? Output
    }

    /// ``cast(_:)`` for a class output (every built-in predicate): a class-to-class cast walks the
    /// container's superclasses and asks the runtime for no conformance, so it needs no pre-check.
    fileprivate static func classCast(_ container: any ScreenContainer) -> Output? where Output: AnyObject {
        container as? Output
    }

}

extension ScreenPredicate where Output == Platform.Modal {
    /// Any view controller.
    public static var container: Self { Self(described: ".container") { _ in true } }

    /// A view controller built by a screen with this key.
    public static func container(key: ScreenKey) -> Self {
        keyed(".container(key: \(key))") { $0 == key }
    }

    /// A view controller built by a screen with this name, whatever its traits.
    public static func container(name: String) -> Self {
        keyed(".container(name: \(name))") { $0.name == name }
    }
}

extension ScreenPredicate where Output == Platform.Stack {
    /// Any navigation stack.
    public static var stack: Self { Self(described: ".stack") { _ in true } }

    /// A navigation stack that holds a controller with this key.
    public static func stack(key: ScreenKey) -> Self {
        Self(described: ".stack(key: \(key))") { stack in
            stack.stackContainers.contains { $0.effectiveScreenKey == key }
        }
    }
}

extension ScreenPredicate where Output == Platform.Stack {
    /// A navigation stack that holds a controller built by a screen with this name, whatever its
    /// traits.
    ///
    /// ```swift
    /// .first(.stack(name: "Chats")).popToRoot()
    /// ```
    public static func stack(name: String) -> Self {
        Self(described: ".stack(name: \(name))") { stack in
            stack.stackContainers.contains { $0.effectiveScreenKey?.name == name }
        }
    }
}

extension ScreenPredicate where Output == Platform.Tabs {
    /// Any tab bar.
    public static var tabs: Self { Self(described: ".tabs") { _ in true } }

    /// A tab bar built by a screen with this key, or one holding such a controller in its tabs
    /// (decorators leave the key on the wrapped controller, as with ``stack(key:)``).
    ///
    /// ```swift
    /// .first(.tabs(key: home.key)).selectTab(with: .index(0))
    /// ```
    public static func tabs(key: ScreenKey) -> Self {
        Self(described: ".tabs(key: \(key))") { tabs in holds(tabs) { $0 == key } }
    }

    /// A tab bar built by a screen with this name, or one holding such a controller in its tabs.
    ///
    /// ```swift
    /// .first(.tabs(name: "Home")).selectTab(with: .index(0))
    /// ```
    public static func tabs(name: String) -> Self {
        Self(described: ".tabs(name: \(name))") { tabs in holds(tabs) { $0.name == name } }
    }

    /// Whether `container` or a container nested in it (not presented by it) has a matching key.
    private static func holds(_ container: any ScreenContainer, where test: (ScreenKey) -> Bool) -> Bool {
        var pending: [any ScreenContainer] = [container]
        while let next = pending.popLast() {
            if let key = next.effectiveScreenKey, test(key) { return true }
            pending.append(contentsOf: (next as? any ScreenIterableContainer)?.nestedContainers ?? [])
        }
        return false
    }
}

extension ScreenPredicate where Output: AnyObject {
    /// A predicate on the key a container is found by (``ScreenContainer/effectiveScreenKey``),
    /// read from the container as found, which every container answers.
    private static func keyed(
        _ description: @autoclosure @escaping @MainActor () -> String, _ test: @escaping @MainActor (ScreenKey) -> Bool
    ) -> Self {
        Self(
            described: description(),
            matcher: { container in
                // The key first: every container answers it, so most containers of a walk are
                // passed over without asking the runtime about their type.
                guard let key = container.effectiveScreenKey, test(key), let output = Self.classCast(container)
                else { return nil }
                return output
            })
    }

    /// This very container: `pop(to: .container(chatController))`, `first(.container(stack))`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop(to: .container(chatController))
    /// ```
    /// Holds the container weakly; a released one matches nothing.
    public static func container(_ container: Output) -> Self {
        let reference = ScreenWeakReference(container)
        let text = String(describing: container)
        return Self(described: ".container(\(text))") { $0 === reference.value }
    }

    /// Any container of class `type` (a subclass counts).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container(of: ChatController.self)).get { $0.reload() }
    /// ```
    public static func container(of type: Output.Type) -> Self {
        Self(described: ".container(of: \(type))") { _ in true }
    }
}

extension ScreenPredicate {
    /// The container built by `screen`: of its container type and with its key.
    public static func container<S: Screen>(of screen: S) -> Self where S.Container == Output {
        let key = screen.key
        return keyed(".container(of: \(key))") { $0 == key }
    }
}

/// Whether a container's class can be a predicate's `Output`, asked of the runtime once per pair
/// of types: the answer depends on the types only.
@MainActor
private enum ScreenPredicateTypes {
    private struct Pair: Hashable {
        let container: ObjectIdentifier
        let output: ObjectIdentifier
    }

    /// Unchecked for the reason ``ScreenRouteRun`` gives its state: a short read or store on the
    /// main actor, never held across a call out.
    @exclusivity(unchecked) private static var answers: [Pair: Bool] = [:]

    static func container<Output>(_ container: any ScreenContainer, canBe output: Output.Type) -> Bool {
        let pair = Pair(container: ObjectIdentifier(type(of: container)), output: ObjectIdentifier(output))
        if let known = answers[pair] { return known }
        let answer = container is Output
        answers[pair] = answer
        return answer
    }
}
