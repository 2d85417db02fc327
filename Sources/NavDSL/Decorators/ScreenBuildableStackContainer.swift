// A navigation stack of the app's own class: `withStackContainer(of: AppNavigationController.self)`.
// Apps style their bars in a subclass of the platform's navigation controller; dropping the class
// would compile and silently lose that styling, so the class is part of the decorator.

/// A navigation controller class NavDSL can build for ``Screen/withStackContainer(of:)``: the
/// platform's own navigation controller class and every subclass of it an app declares.
///
/// The UIKit and headless families conform their navigation controller classes, so an app's
/// subclass conforms with no code of its own:
/// ```swift
/// final class AppNavigationController: UINavigationController {
///     override func viewDidLoad() { super.viewDidLoad(); navigationBar.tintColor = .systemPink }
/// }
/// chat.withStackContainer(of: AppNavigationController.self)
/// ```
/// NavDSL builds the class with `init()` and then sets its root without animation, which is what
/// UIKit's own `init(rootViewController:)` does. A class that is not the family's navigation
/// controller class (a tab bar controller, another family's stack) does not conform, so naming it
/// is a compile error. On the headless family `init()` is `required`, so a subclass that declares
/// its own designated initializer without `init()` is a compile error naming `init()`; UIKit's
/// initializers come from Objective-C, which Swift cannot check: such a UIKit subclass must
/// override `init(nibName:bundle:)` too, as it must for `UINavigationController()`.
/// The SwiftUI family's stack model is final: there is no app class to name there.
@MainActor
public protocol ScreenBuildableStackContainer: ScreenStackContainer {
    /// An empty navigation controller of this class.
    init()
}

/// Wraps a controller into a new navigation stack of a given class.
package struct ScreenClassStackContainerDecorator<Container: ScreenModalContainer, Stack: ScreenBuildableStackContainer>: ScreenDecorator
where Stack.Platform == Container.Platform {
    /// Creates the decorator.
    package init() {}

    /// `withStackContainer(of: AppNavigationController.self)`.
    package var description: String { "withStackContainer(of: \(Stack.self).self)" }

    /// A `Stack` with the controller as its root; an empty one for a split view (the refusal goes
    /// to the step building it, as with ``Screen/withStackContainer()``) or for a controller the
    /// stack refuses.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Stack {
        let stack = Stack()
        guard !(container is any ScreenSplitContainer) else {
            ScreenBuildRefusal.report(ScreenRuleViolation.splitViewControllerWrappedInStack, navigator: navigator)
            return stack
        }
        stack.setStackContainers([container.modalContainer], animated: false) { result in
            if case .failure(let error) = result { ScreenBuildRefusal.report(error, navigator: navigator) }
        }
        return stack
    }
}

@MainActor
extension Screen where Container: ScreenModalContainer {
    /// The screen inside a new navigation stack of the app's own class (a subclass that styles
    /// its bars, say).
    ///
    /// ```swift
    /// ScreenWindowRoute().setRoot(to: home.withStackContainer(of: AppNavigationController.self))
    /// ```
    /// The container is an instance of `type`, so its overrides run; a restore rebuilds the same
    /// class once it is registered (``ScreenRestorationRegistry/register(stackContainer:)``).
    /// - Note: Never fails by itself; a split view screen fails the step that builds it with
    ///   ``ScreenRuleViolation`` rule `splitViewControllerInStack`, as ``withStackContainer()`` does.
    public func withStackContainer<Stack: ScreenBuildableStackContainer>(of type: Stack.Type) -> AnyScreen<Stack>
    where Stack.Platform == Container.Platform {
        decorated(by: ScreenClassStackContainerDecorator<Container, Stack>())
    }
}
