/// One edit of a navigation stack, applied to a list of controllers rather than to the stack
/// itself, so a chain of edits (`popToRoot().push(a).push(b)`) becomes one
/// `setViewControllers` call and one transition.
///
/// Write your own to add a stack verb:
/// ```swift
/// struct DropFirstModifier: ScreenStackModifier {
///     typealias Platform = HeadlessPlatform
///     var description: String { "dropFirst" }
///     func perform(on containers: [HeadlessViewController], navigator: ScreenNavigator) throws -> [HeadlessViewController] {
///         Array(containers.dropFirst())
///     }
/// }
/// HeadlessStackRoute().setStack(modifiers: [DropFirstModifier()])
/// ```
@MainActor
public protocol ScreenStackModifier<Platform> {
    /// The platform whose controllers it edits.
    associatedtype Platform: ScreenPlatform

    /// Route-syntax text, such as `push(Chat)`.
    var description: String { get }

    /// Returns the edited list; throws a ``ScreenError`` when the edit is impossible, in which case
    /// the stack is left as it was.
    func perform(on containers: [Platform.Modal], navigator: ScreenNavigator) throws -> [Platform.Modal]
}

/// A stack edit that only pops (`pop()`, `popToRoot()`, `pop(to:)`): it says how many controllers
/// it keeps, so a run of pops cuts the stack in place instead of copying it.
@MainActor
package protocol ScreenStackPoppingModifier<Platform>: ScreenStackModifier {
    /// How many controllers the edit keeps of `containers[..<count]` (the stack as the edits before
    /// it left it); throws the error `perform(on:navigator:)` throws.
    func keptCount(of containers: [Platform.Modal], upTo count: Int) throws -> Int
}

/// A stack edit that only pushes: it builds the container it adds, so a run of pushes appends to
/// the stack without reading or copying it.
@MainActor
package protocol ScreenStackPushingModifier<Platform>: ScreenStackModifier {
    /// Builds the pushed container; throws the error `perform(on:navigator:)` throws.
    func makeContainer(navigator: ScreenNavigator) throws -> Platform.Modal
}
