/// Moves the route to a related container of a type you name: Nivelir's typed relations
/// `presented(of:)`, `presenting(of:)`, `stack(of:)`, `tabs(of:)`, `window(of:)`.
///
/// The untyped relations (`presented`, `stack`, ...) are ``ScreenSwitchAction``s; this action adds
/// the check that the related container is of the named class.
///
/// - Note: Fails with ``ScreenContainerNotFoundError`` when there is no related container and with
///   ``ScreenContainerTypeMismatchError`` when it is of another class; completes at once.
package struct ScreenRelationAction<Container: ScreenContainer, Output: ScreenContainer>: ScreenAction {
    /// The relation in route syntax, such as `presented(of: ChatController)`.
    package let description: String
    private let name: String
    private let missing: @MainActor (Container) -> String
    private let relation: @MainActor (Container) -> (any ScreenContainer)?

    /// Creates a move to the container `relation` returns, which must be an `Output`.
    ///
    /// `missing` gives the error's text when `relation` returns `nil`: what is missing on the
    /// container, and the fix.
    /// ```swift
    /// HeadlessModalRoute().then(ScreenRelationAction<HeadlessViewController, HeadlessNavigationController>("parent") { $0.parent })
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when `relation` returns `nil` and with
    ///   ``ScreenContainerTypeMismatchError`` when it returns another class; completes at once.
    package init(
        _ name: String, missing: (@MainActor (Container) -> String)? = nil,
        relation: @escaping @MainActor (Container) -> (any ScreenContainer)?
    ) {
        self.name = name
        self.description = "\(name)(of: \(Output.self))"
        self.missing = missing ?? { "\(name) found no container from \($0)." }
        self.relation = relation
    }

    /// A move along one of NavDSL's relations, with its text for a missing container.
    package init(_ relation: ScreenRelation, find: @escaping @MainActor (Container) -> (any ScreenContainer)?) {
        self.init(relation.rawValue, missing: { relation.missing(from: $0) }, relation: find)
    }

    /// Moves to the related container when it is an `Output`.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Output>) {
        guard let related = relation(container) else {
            return completion(.failure(ScreenContainerNotFoundError(missing(container))))
        }
        guard let output = related as? Output else {
            return completion(.failure(ScreenContainerTypeMismatchError.relation(name, expected: Output.self, actual: related)))
        }
        completion(.success(output))
    }
}

/// The relations the "-> container" steps follow, with what each says when there is no such container.
///
/// The untyped steps (`presented`, `stack`, ...) and the typed ones (`presented(of:)`, ...) share them.
@MainActor
package enum ScreenRelation: String {
    case root, presented, presenting, stack, tabs, window, stackRoot, stackTop, stackVisible, selectedTab

    /// What is missing on `container`, and the fix.
    func missing(from container: Any) -> String {
        switch self {
        case .root: "\(container) has no root controller. Set one with setRoot(to:) first."
        case .presented: "\(container) presents nothing. Present a screen first, or search for what is on screen with .top(.container)."
        case .presenting: "\(container) is not presented. Start from a presented controller, or go to the window's root with .window.root."
        case .stack: "\(container) is not in a navigation stack. Search for the visible stack with .top(.stack) instead."
        case .tabs: "\(container) is not in a tab bar controller. Search for the visible one with .top(.tabs) instead."
        case .window: "\(container) is not in a window. Start from a controller that is on screen."
        case .stackRoot, .stackTop: "\(container)'s stack is empty. Push a screen first."
        case .stackVisible: "\(container)'s stack is empty and presents nothing. Push a screen first."
        case .selectedTab: "\(container) has no tabs. Add one with setupTab(with:) first."
        }
    }

    /// The nearest parent of type `Kind`, not crossing presentations (UIKit's `navigationController`).
    static func nearest<Kind>(_ kind: Kind.Type, above container: any ScreenContainer) -> Kind? {
        var next = (container as? any ScreenModalContainer)?.parentContainer
        while let candidate = next {
            if let match = candidate as? Kind { return match }
            next = candidate.parentContainer
        }
        return nil
    }
}

// MARK: - Typed relations

extension ScreenThenable where Current: ScreenModalContainer {
    /// Moves to what this controller (or its presenting ancestor) presents, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: home) { $0.presented(of: HeadlessNavigationController.self).pop() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing is presented and with
    ///   ``ScreenContainerTypeMismatchError`` when it is another class.
    public func presented<Output: ScreenContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        then(ScreenRelationAction<Current, Output>(.presented) { $0.presentedContainer })
    }

    /// Moves to the controller that presents this one, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: login) { $0.presenting(of: HeadlessTabBarController.self).selectTab(with: .index(0)) }
    /// ```
    /// - Note: Fails like ``presented(of:)``.
    public func presenting<Output: ScreenContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        then(ScreenRelationAction<Current, Output>(.presenting) { $0.presentingContainer })
    }

    /// Moves to the navigation stack this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.stack(of: HeadlessNavigationController.self).popToRoot() }
    /// ```
    /// - Note: Fails like ``presented(of:)``.
    public func stack<Output: ScreenStackContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        then(
            ScreenRelationAction<Current, Output>(.stack) { ScreenRelation.nearest(Current.Platform.Stack.self, above: $0) })
    }

    /// Moves to the tab bar this controller is in, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.tabs(of: HeadlessTabBarController.self).selectTab(with: .index(0)) }
    /// ```
    /// - Note: Fails like ``presented(of:)``.
    public func tabs<Output: ScreenTabsContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        then(
            ScreenRelationAction<Current, Output>(.tabs) { ScreenRelation.nearest(Current.Platform.Tabs.self, above: $0) })
    }

    /// Moves to the window showing this controller, which must be an `Output`.
    ///
    /// ```swift
    /// navigator.navigate(from: chat) { $0.window(of: HeadlessWindow.self).makeKeyAndVisible() }
    /// ```
    /// - Note: Fails like ``presented(of:)``.
    public func window<Output: ScreenWindowContainer>(of type: Output.Type) -> ScreenRoute<Root, Output> {
        then(ScreenRelationAction<Current, Output>(.window) { $0.windowContainer })
    }
}
