/// Pops to the topmost controller that matches a predicate.
public struct ScreenStackPopToModifier<Platform: ScreenPlatform, Output>: ScreenStackPoppingModifier {
    /// What to pop to.
    public let predicate: ScreenPredicate<Platform, Output>

    /// Creates the modifier.
    public init(_ predicate: ScreenPredicate<Platform, Output>) {
        self.predicate = predicate
    }

    /// `pop(to: .container(of: Chat))`.
    public var description: String { "pop(to: \(predicate.description))" }

    /// Keeps everything up to the last match.
    public func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal] {
        Array(containers.prefix(try keptCount(of: containers, upTo: containers.count)))
    }

    /// Up to the topmost match, searched from the top down (the search costs what it pops).
    package func keptCount(of containers: [Platform.Modal], upTo count: Int) throws -> Int {
        guard let index = containers[..<count].lastIndex(where: { predicate.match($0) != nil }) else {
            throw ScreenContainerNotFoundError(
                "no controller in the stack matches \(predicate.description); the stack is left as it was. Push it instead, or add a .fallback(to:)."
            )
        }
        return index + 1
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Pops to the topmost controller matching `predicate` with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop(to: .container(of: chats), animation: .crossDissolve())
    /// ```
    /// - Parameters:
    ///   - predicate: Which controller or tab the step looks for.
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when no controller in the stack matches
    ///   (nothing changes); completes after the transition.
    public func pop<Output>(
        to predicate: ScreenPredicate<Current.Platform, Output>,
        animation: ScreenAnimation? = .default,
        separated: Bool = false
    ) -> ScreenRoute<Root, Current> {
        then(
            merging: ScreenSetStackAction<Current>(pop: ScreenStackPopToModifier(predicate), animation: animation, separated: separated))
    }
}

/// Where `pop(to:)` pops to by position in the stack, Nivelir's `.root` and `.previous`; pop to
/// a controller by key, name, class or identity with a ``ScreenPredicate`` instead.
@MainActor
public struct ScreenStackPopPredicate: CustomStringConvertible {
    /// Route-syntax text, such as `.previous`.
    public let description: String
    private let finder: @MainActor (_ count: Int) -> Int?

    /// A custom position: the index to keep as the new top in a stack of `count` controllers, or `nil`.
    public init(_ description: String, index finder: @escaping @MainActor (_ count: Int) -> Int?) {
        self.description = description
        self.finder = finder
    }

    /// The index of the new top in a stack of `count` controllers, or `nil` when there is none.
    public func index(inStackOf count: Int) -> Int? {
        finder(count)
    }

    /// The bottom controller: the same as `popToRoot()`.
    public static var root: Self { Self(".root") { $0 > 0 ? 0 : nil } }

    /// The controller below the top: the same as `pop()`; a one-controller stack stays as it is.
    public static var previous: Self { Self(".previous") { $0 > 0 ? max($0 - 2, 0) : nil } }
}

/// Pops to a position in the stack.
public struct ScreenStackPopToPositionModifier<Platform: ScreenPlatform>: ScreenStackPoppingModifier {
    /// Where to pop to.
    public let predicate: ScreenStackPopPredicate

    /// Creates the modifier.
    public init(_ predicate: ScreenStackPopPredicate) {
        self.predicate = predicate
    }

    /// `pop(to: .previous)`.
    public var description: String { "pop(to: \(predicate.description))" }

    /// Keeps everything up to the position.
    public func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal] {
        Array(containers.prefix(try keptCount(of: containers, upTo: containers.count)))
    }

    /// Up to the position the predicate finds in a stack of `count`.
    package func keptCount(of containers: [Platform.Modal], upTo count: Int) throws -> Int {
        guard let index = predicate.index(inStackOf: count), (0..<count).contains(index) else {
            throw ScreenContainerNotFoundError(
                "the stack of \(count) controllers has no \(predicate.description) position; the stack is left as it was.")
        }
        return index + 1
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Pops to a position in the stack, `.root` or `.previous`, with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop(to: .previous)
    /// HeadlessWindowRoute().top(.stack).pop(to: .root, animation: nil)
    /// ```
    /// - Parameters:
    ///   - predicate: Which position the stack pops to.
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty (nothing
    ///   changes); completes after the transition.
    public func pop(
        to predicate: ScreenStackPopPredicate, animation: ScreenAnimation? = .default, separated: Bool = false
    ) -> ScreenRoute<Root, Current> {
        then(
            merging: ScreenSetStackAction<Current>(
                pop: ScreenStackPopToPositionModifier<Current.Platform>(predicate), animation: animation, separated: separated))
    }
}
