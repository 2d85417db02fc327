/// Moves the route to a container related to the current one (its root, what it presents, its
/// stack, ...).
///
/// Every "-> container" property of the DSL is this one action with another relation,
/// grouped below by container kind.
///
/// - Note: Fails with ``ScreenContainerNotFoundError`` saying what is missing and how to fix it
///   when there is no such container; completes at once.
package struct ScreenSwitchAction<Container: ScreenContainer, Output: ScreenContainer>: ScreenAction {
    /// The relation's name in route syntax, such as `presented`.
    package let description: String
    private let missing: @MainActor (Container) -> String
    private let relation: @MainActor (Container) -> Output?

    /// Creates a switch to the container `relation` returns.
    ///
    /// `missing` gives the error's text when `relation` returns `nil`: what is missing on the
    /// container, and the fix.
    /// ```swift
    /// HeadlessModalRoute().then(ScreenSwitchAction("parent", missing: { "\($0) has no parent." }) { $0.parent })
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when `relation` returns `nil`;
    ///   completes at once.
    package init(
        _ description: String, missing: (@MainActor (Container) -> String)? = nil, relation: @escaping @MainActor (Container) -> Output?
    ) {
        self.description = description
        self.missing = missing ?? { "\(description) found no container from \($0)." }
        self.relation = relation
    }

    /// A switch along one of NavDSL's relations, with its text for a missing container.
    package init(_ relation: ScreenRelation, find: @escaping @MainActor (Container) -> Output?) {
        self.init(relation.rawValue, missing: { relation.missing(from: $0) }, relation: find)
    }

    /// Moves to the related container.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Output>) {
        guard let output = relation(container) else {
            return completion(.failure(ScreenContainerNotFoundError(missing(container))))
        }
        completion(.success(output))
    }
}

// MARK: - Window

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Moves to the window's root controller.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.dismissAll()
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the window has no root.
    public var root: ScreenRoute<Root, Current.Platform.Modal> {
        then(ScreenSwitchAction<Current, Current.Platform.Modal>(.root) { $0.rootContainer })
    }
}

// MARK: - Modal

extension ScreenThenable where Current: ScreenModalContainer {
    /// Moves to what this controller (or its presenting ancestor) presents.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.presented.dismiss()
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing is presented.
    public var presented: ScreenRoute<Root, Current.Platform.Modal> {
        then(ScreenSwitchAction<Current, Current.Platform.Modal>(.presented) { $0.presentedContainer })
    }

    /// Moves to the controller that presents this one.
    ///
    /// ```swift
    /// navigator.navigate(from: loginController) { $0.presenting.dismiss() }   // close the login modal
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when this controller is not presented.
    public var presenting: ScreenRoute<Root, Current.Platform.Modal> {
        then(ScreenSwitchAction<Current, Current.Platform.Modal>(.presenting) { $0.presentingContainer })
    }

    /// Moves to the navigation stack this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: chatController) { $0.stack.popToRoot() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a stack.
    public var stack: ScreenRoute<Root, Current.Platform.Stack> {
        then(ScreenSwitchAction<Current, Current.Platform.Stack>(.stack) { ScreenRelation.nearest(Current.Platform.Stack.self, above: $0) })
    }

    /// Moves to the tab bar this controller is in.
    ///
    /// ```swift
    /// navigator.navigate(from: chatController) { $0.tabs.selectTab(with: .index(0)) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a tab bar.
    public var tabs: ScreenRoute<Root, Current.Platform.Tabs> {
        then(ScreenSwitchAction<Current, Current.Platform.Tabs>(.tabs) { ScreenRelation.nearest(Current.Platform.Tabs.self, above: $0) })
    }

    /// Moves to the window showing this controller.
    ///
    /// ```swift
    /// navigator.navigate(from: chatController) { $0.window.root.dismissAll() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the controller is not in a window.
    public var window: ScreenRoute<Root, Current.Platform.Window> {
        then(ScreenSwitchAction<Current, Current.Platform.Window>(.window) { $0.windowContainer })
    }
}

// MARK: - Stack

extension ScreenThenable where Current: ScreenStackContainer {
    /// Moves to the bottom controller of the stack.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).stackRoot.get { print($0) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty.
    public var stackRoot: ScreenRoute<Root, Current.Platform.Modal> {
        then(ScreenSwitchAction<Current, Current.Platform.Modal>(.stackRoot) { $0.stackContainers.first })
    }

    /// Moves to the top controller of the stack.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).stackTop.present(sheet)
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty.
    public var stackTop: ScreenRoute<Root, Current.Platform.Modal> {
        then(ScreenSwitchAction<Current, Current.Platform.Modal>(.stackTop) { $0.stackContainers.last })
    }

    /// Moves to what the stack shows: what it presents, else its top (UIKit's `visibleViewController`).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).stackVisible.get { print($0) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty and presents nothing.
    public var stackVisible: ScreenRoute<Root, Current.Platform.Modal> {
        then(ScreenSwitchAction<Current, Current.Platform.Modal>(.stackVisible) { $0.presentedContainer ?? $0.stackContainers.last })
    }
}

// MARK: - Tabs

extension ScreenThenable where Current: ScreenTabsContainer {
    /// Moves to the selected tab.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.tabs).selectedTab.present(sheet)
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when there are no tabs.
    public var selectedTab: ScreenRoute<Root, Current.Platform.Modal> {
        then(ScreenSwitchAction<Current, Current.Platform.Modal>(.selectedTab) { $0.selectedTabContainer })
    }
}

// MARK: - Any container

extension ScreenThenable {
    /// Moves to a container you hold, for example one a `get` step captured earlier.
    ///
    /// ```swift
    /// HeadlessWindowRoute().from(settingsController).present(login)
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when `container` has been deallocated
    ///   by the time the step runs (the route holds it weakly).
    public func from<Output: ScreenContainer>(_ container: Output) -> ScreenRoute<Root, Output> {
        let reference = ScreenWeakReference(container)
        let name = String(describing: container)
        return then(
            ScreenSwitchAction<Current, Output>(
                "from(\(name))",
                missing: { _ in
                    "\(name), passed to from(_:), was deallocated before the step ran (a route holds it weakly). "
                        + "Keep a reference to it until the navigation runs, or find it with .first(.container(of:))."
                }
            ) { _ in reference.value })
    }
}
