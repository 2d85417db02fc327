/// When a deep link may run.
///
/// Each scope keeps its own pending link until the app activates it:
/// `.launch` once the first screen is up, `.authorized` after login, or your own.
///
/// ```swift
/// extension DeeplinkScope { static let checkout = DeeplinkScope("checkout") }
/// manager.activate(.authorized)      // runs the pending link of that scope, if any
/// ```
public struct DeeplinkScope: Hashable, Sendable, CustomStringConvertible {
    /// The scope's name.
    public let name: String

    /// Creates a scope.
    public init(_ name: String) {
        self.name = name
    }

    /// Links that can run as soon as the app shows its first screen.
    public static let launch = DeeplinkScope("launch")
    /// Links that need a logged-in user.
    public static let authorized = DeeplinkScope("authorized")

    /// The name.
    public var description: String { name }
}
