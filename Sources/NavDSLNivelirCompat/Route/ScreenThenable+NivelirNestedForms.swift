// Nivelir's nested forms of the searches and positions (`top(.stack) { }`, `stackTop { }`,
// `selectedTab { }`, `root { }`) and its typed `selectTab(of:with:animation:route:)`, funnelled into
// NavDSL's one nested verb. They return `Self`, as Nivelir's do.

extension ScreenThenable where Current: ScreenPlatformContainer {
    /// Nivelir's `top(_:route:)`: runs `route` from the deepest visible container matching `predicate`, then continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().nested { $0.top(.stack).popToRoot() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing visible matches, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.top(predicate)... }")
    public func top<Output, Nested: ScreenThenable>(
        _ predicate: ScreenPredicate<Current.Platform, Output>, route: (ScreenRootRoute<Output>) -> Nested
    ) -> Self where Nested.Root == Output {
        nested { $0.top(predicate).then(route(ScreenRootRoute<Output>())) }
    }

    /// Nivelir's `first(_:route:)`: runs `route` from the first container matching `predicate` in the tree, then continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().nested { $0.first(.stack).popToRoot() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.first(predicate)... }")
    public func first<Output, Nested: ScreenThenable>(
        _ predicate: ScreenPredicate<Current.Platform, Output>, route: (ScreenRootRoute<Output>) -> Nested
    ) -> Self where Nested.Root == Output {
        nested { $0.first(predicate).then(route(ScreenRootRoute<Output>())) }
    }

    /// Nivelir's `last(_:route:)`: runs `route` from the last container matching `predicate` in the tree, then continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().nested { $0.last(.stack).popToRoot() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.last(predicate)... }")
    public func last<Output, Nested: ScreenThenable>(
        _ predicate: ScreenPredicate<Current.Platform, Output>, route: (ScreenRootRoute<Output>) -> Nested
    ) -> Self where Nested.Root == Output {
        nested { $0.last(predicate).then(route(ScreenRootRoute<Output>())) }
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Nivelir's `stackRoot(route:)`: runs `route` from the bottom controller of the stack, then continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).nested { $0.stackRoot.present(sheet) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.stackRoot.present(sheet) }")
    public func stackRoot<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Modal {
        nested { $0.stackRoot.then(route(ScreenRootRoute<Current.Platform.Modal>())) }
    }

    /// Nivelir's `stackTop(route:)`: runs `route` from the top controller of the stack, then continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).nested { $0.stackTop.present(sheet) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.stackTop.present(sheet) }")
    public func stackTop<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Modal {
        nested { $0.stackTop.then(route(ScreenRootRoute<Current.Platform.Modal>())) }
    }

    /// Nivelir's `stackVisible(route:)`: runs `route` from what the stack shows (what it presents, else its top), then continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).nested { $0.stackVisible.dismiss() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the stack is empty and presents nothing, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.stackVisible.dismiss() }")
    public func stackVisible<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Modal {
        nested { $0.stackVisible.then(route(ScreenRootRoute<Current.Platform.Modal>())) }
    }
}

extension ScreenThenable where Current: ScreenTabsContainer {
    /// Nivelir's `selectedTab(route:)`: runs `route` from the selected tab, then continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.tabs).nested { $0.selectedTab.present(sheet) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when there are no tabs, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.selectedTab.present(sheet) }")
    public func selectedTab<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Modal {
        nested { $0.selectedTab.then(route(ScreenRootRoute<Current.Platform.Modal>())) }
    }

    /// Nivelir's `selectTab(of:with:animation:route:)`: selects the tab `predicate` names, which must
    /// be an `Output`, runs `route` from it, then continues on the tab bar.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.tabs).nested {
    ///     $0.selectTab(with: .index(0)).selectedTab.stack.popToRoot()
    /// }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when no tab matches, with
    ///   ``ScreenContainerTypeMismatchError`` when the tab is not an `Output` (the selection is then
    ///   undone with the rest of the navigation), or with the nested route's error; completes when
    ///   the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.selectTab(with: predicate).selectedTab... }")
    public func selectTab<Output: ScreenContainer, Nested: ScreenThenable>(
        of type: Output.Type,
        with predicate: ScreenTabPredicate,
        animation: ScreenAnimation? = nil,
        route: (ScreenRootRoute<Output>) -> Nested
    ) -> Self where Nested.Root == Output {
        nested {
            $0.selectTab(with: predicate, animation: animation).selectedTab
                .then(
                    NivelirContainerCast<Current.Platform.Modal, Output>(
                        description: "selectTab(of: \(Output.self), with: \(predicate))",
                        subject: "the tab \(predicate) selects", advice: "name its class in selectTab(of:with:)")
                )
                .then(route(ScreenRootRoute<Output>()))
        }
    }
}

extension ScreenThenable where Current: ScreenWindowContainer {
    /// Nivelir's `root(route:)`: runs `route` from the window's root controller, then continues here.
    ///
    /// ```swift
    /// HeadlessWindowRoute().nested { $0.root.dismissAll() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the window has no root, or with the nested route's error; completes when the nested route does.
    @available(*, deprecated, message: "use the one nested verb: nested { $0.root.dismissAll() }")
    public func root<Nested: ScreenThenable>(route: (ScreenRootRoute<Current.Platform.Modal>) -> Nested) -> Self
    where Nested.Root == Current.Platform.Modal {
        nested { $0.root.then(route(ScreenRootRoute<Current.Platform.Modal>())) }
    }
}

/// The typed step of Nivelir's nested forms that name the class they land on (`selectTab(of:with:)`,
/// `setRoot(to:route:)`): the container as that class, or a typed error naming the step.
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
struct NivelirContainerCast<Container: ScreenContainer, Output: ScreenContainer>: ScreenAction {
    let description: String
    /// What the container is, for the error: "the tab .index(1) selects".
    let subject: String
    /// What to write instead, for the error.
    let advice: String

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Output>) {
        guard let output = container as? Output else {
            return completion(
                .failure(
                    ScreenContainerTypeMismatchError(
                        expected: Output.self, actual: container, hint: "\(subject) is \(container); \(advice)")))
        }
        completion(.success(output))
    }
}
