/// Wraps a controller into a new navigation stack.
public struct ScreenStackContainerDecorator<Container: ScreenModalContainer>: ScreenDecorator {
    /// Creates the decorator.
    public init() {}

    /// `withStackContainer()`.
    public var description: String { "withStackContainer()" }

    /// A navigation controller with the controller as its root.
    public func build(_ container: Container, navigator: ScreenNavigator) -> Container.Platform.Stack {
        Container.Platform.makeStackContainer(with: [container.modalContainer])
    }
}

extension Screen where Container: ScreenModalContainer {
    /// The screen inside its own navigation stack: present a flow that pushes further.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(login.withStackContainer())
    /// ```
    public func withStackContainer() -> AnyScreen<Container.Platform.Stack> {
        decorated(by: ScreenStackContainerDecorator<Container>())
    }
}
