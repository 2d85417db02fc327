/// A navigation stack (`UINavigationController`, ``HeadlessNavigationController``).
@MainActor
public protocol ScreenStackContainer: ScreenModalContainer {
    /// The controllers of the stack, bottom to top.
    var stackContainers: [Platform.Modal] { get }

    /// Replaces the whole stack in one transition, as `setViewControllers(_:animated:)` does.
    ///
    /// Fails with a platform rule error (duplicates, a navigation controller inside the stack, a
    /// conflicting transition) and changes nothing then.
    func setStackContainers(_ containers: [Platform.Modal], animated: Bool, completion: @escaping ScreenCompletion<Void>)
}
