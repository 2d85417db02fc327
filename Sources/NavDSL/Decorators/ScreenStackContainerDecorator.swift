// The decorators that give a screen a navigation stack: `withStackContainer()` wraps its controller
// in a new stack, `withStack(...)` pushes more screens onto the stack it built.

/// Wraps a controller into a new navigation stack.
package struct ScreenStackContainerDecorator<Container: ScreenModalContainer>: ScreenDecorator {
    /// Creates the decorator.
    package init() {}

    /// `withStackContainer()`.
    package var description: String { "withStackContainer()" }

    /// A navigation controller with the controller as its root; an empty one for a split view,
    /// which UIKit refuses with an exception, and the refusal goes to the step building it.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container.Platform.Stack {
        guard !(container is any ScreenSplitContainer) else {
            ScreenBuildRefusal.report(ScreenRuleViolation.splitViewControllerWrappedInStack, navigator: navigator)
            return Container.Platform.makeStackContainer(with: [])
        }
        return Container.Platform.makeStackContainer(with: [container.modalContainer])
    }
}

@MainActor
extension Screen where Container: ScreenModalContainer {
    /// The screen inside its own navigation stack: present a flow that pushes further.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(login.withStackContainer())
    /// ```
    /// - Note: A split view can't be in a navigation controller: the step that builds a wrapped split
    ///   screen (`setRoot`, `present`, `push`, ...) fails with ``ScreenRuleViolation`` rule
    ///   `splitViewControllerInStack` and changes nothing.
    public func withStackContainer() -> AnyScreen<Container.Platform.Stack> {
        decorated(by: ScreenStackContainerDecorator<Container>())
    }
}

/// Pushes more screens onto a stack a screen built: a whole stack restored in one value.
package struct ScreenStackFillDecorator<Container: ScreenStackContainer>: ScreenDecorator {
    private let builders: [@MainActor (ScreenNavigator) -> Container.Platform.Modal?]
    private let names: [String]

    /// Creates the decorator from builders of the controllers to push, bottom to top.
    package init(names: [String], builders: [@MainActor (ScreenNavigator) -> Container.Platform.Modal?]) {
        self.names = names
        self.builders = builders
    }

    /// `withStack(Chats, Chat(42))`.
    package var description: String { "withStack(\(names.joined(separator: ", ")))" }

    /// Adds the controllers above the stack's own, without animation.
    ///
    /// A screen of another
    /// platform's classes is left out and logged.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        let pushed = ScreenFilledContainers.build(builders, names: names, into: container, navigator: navigator)
        container.setStackContainers(container.stackContainers + pushed, animated: false) { _ in }
        return container
    }
}

@MainActor
extension Screen where Container: ScreenStackContainer {
    /// The stack screen with `screens` pushed above its own controllers, bottom to top.
    ///
    /// ```swift
    /// home.withStackContainer().withStack(chats, chat)    // stack is [Home, Chats, Chat]
    /// ```
    public func withStack<each Pushed: Screen>(_ screens: repeat each Pushed) -> AnyScreen<Container>
    where repeat (each Pushed).Container: ScreenModalContainer {
        let (names, builders) = ScreenFilledContainers.builders(for: repeat each screens, platform: Container.Platform.self)
        return decorated(by: ScreenStackFillDecorator<Container>(names: names, builders: builders))
    }

    /// The stack screen with an array of screens pushed above its own controllers, bottom to top
    /// (Nivelir's array form, for a stack restored from data).
    ///
    /// ```swift
    /// home.withStackContainer().withStack(chatIDs.map { ChatScreen(id: $0) })
    /// ```
    public func withStack<Pushed: Screen>(_ screens: [Pushed]) -> AnyScreen<Container> where Pushed.Container: ScreenModalContainer {
        let (names, builders) = ScreenFilledContainers.builders(for: screens, platform: Container.Platform.self)
        return decorated(by: ScreenStackFillDecorator<Container>(names: names, builders: builders))
    }
}
