/// Shows the window and makes it the key window.
///
/// Undone when a later step fails: the window is hidden again if it was, and the window that was
/// key before becomes key again. Public, as Nivelir's, for an app's own actions that run it:
///
/// ```swift
/// HeadlessWindowRoute().then(ScreenMakeKeyAndVisibleAction())   // what makeKeyAndVisible() adds
/// ```
/// - Note: Fails never on its own; completes at once.
public struct ScreenMakeKeyAndVisibleAction<Container: ScreenWindowContainer>: ScreenAction {
    /// Creates the action.
    public init() {}

    /// `makeKeyAndVisible()`.
    public var description: String { "makeKeyAndVisible()" }

    /// Calls `makeKeyAndVisible()` and records how to put the key window and visibility back.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let restore = (container as? any ScreenKeyWindowRestoring)?.keyWindowRestorer()
        navigator.performUndoableChange(
            .keyWindow, on: container,
            undo: { done in
                restore?()
                done()
            }, completion: completion
        ) { done in
            container.makeKeyAndVisible()
            done(.success(()))
        }
    }
}

/// A window that can put back what `makeKeyAndVisible()` changes.
///
/// Whether it was hidden and which window of its scene was key; both platforms' windows conform.
@MainActor
package protocol ScreenKeyWindowRestoring {
    /// Captures the current state; calling the result restores it.
    func keyWindowRestorer() -> @MainActor () -> Void
}

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Shows the window and makes it key.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: home).makeKeyAndVisible()
    /// ```
    /// - Note: Never fails; completes at once. Undone (hidden again, the previous key window made
    ///   key again) when a later step of the navigation fails.
    public func makeKeyAndVisible() -> ScreenRoute<Root, Current> {
        then(ScreenMakeKeyAndVisibleAction<Current>())
    }
}

/// Makes the window the key window without changing whether it is shown (UIKit's `makeKey()`).
///
/// ```swift
/// HeadlessWindowRoute().then(ScreenMakeKeyAction())   // what makeKey() adds
/// ```
/// - Note: Fails never on its own; completes at once.
public struct ScreenMakeKeyAction<Container: ScreenWindowContainer>: ScreenAction {
    /// Creates the action.
    public init() {}

    /// `makeKey()`.
    public var description: String { "makeKey()" }

    /// Calls `makeKey()`.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        container.makeKey()
        completion(.success(()))
    }
}

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Makes the window key; the scene's previous key window resigns.
    ///
    /// A hidden window stays hidden, as with UIKit's `makeKey()`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: home).makeKey()
    /// ```
    /// - Note: Never fails; completes at once.
    public func makeKey() -> ScreenRoute<Root, Current> {
        then(ScreenMakeKeyAction<Current>())
    }
}
