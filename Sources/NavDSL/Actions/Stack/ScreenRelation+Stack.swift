/// The `stack` family: from a controller to the navigation stack it is in, and from a stack to
/// its bottom, top or visible controller (`stackRoot`, `stackTop`, `stackVisible`).
extension ScreenRelation where From: ScreenModalContainer, To == From.Platform.Stack {
    static var stack: Self {
        Self("stack", missing: { "\($0) is not in a navigation stack. Search for the visible stack with .top(.stack) instead." }) {
            nearest(From.Platform.Stack.self, above: $0)
        }
    }
}

extension ScreenRelation where From: ScreenStackContainer, To == From.Platform.Modal {
    static var stackRoot: Self {
        Self("stackRoot", missing: { "\($0)'s stack is empty. Push a screen first." }) { $0.stackContainers.first }
    }
    static var stackTop: Self { Self("stackTop", missing: { "\($0)'s stack is empty. Push a screen first." }) { $0.stackContainers.last } }
    static var stackVisible: Self {
        Self("stackVisible", missing: { "\($0)'s stack is empty and presents nothing. Push a screen first." }) {
            $0.presentedContainer ?? $0.stackContainers.last
        }
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Moves to the navigation stack this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: chatController) { $0.stack.popToRoot() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a stack; completes at once.
    public var stack: ScreenRoute<Root, Current.Platform.Stack> { follow(.stack) }

    /// Moves to the navigation stack this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.stack(of: HeadlessNavigationController.self).popToRoot() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a stack and with
    ///   ``ScreenContainerTypeMismatchError`` when it is another class; completes at once.
    public func stack<Output: ScreenStackContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        follow(.stack, as: type)
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Moves to the bottom controller of the stack.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).stackRoot.get { print($0) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty; completes at once.
    public var stackRoot: ScreenRoute<Root, Current.Platform.Modal> { follow(.stackRoot) }

    /// Moves to the top controller of the stack.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).stackTop.present(sheet)
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty; completes at once.
    public var stackTop: ScreenRoute<Root, Current.Platform.Modal> { follow(.stackTop) }

    /// Moves to what the stack shows: what it presents, else its top (UIKit's `visibleViewController`).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).stackVisible.get { print($0) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty and presents
    ///   nothing; completes at once.
    public var stackVisible: ScreenRoute<Root, Current.Platform.Modal> { follow(.stackVisible) }
}
