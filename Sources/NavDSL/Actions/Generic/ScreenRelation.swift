/// A way from one container to a related one (its root, what it presents, its stack, ...), with
/// what to say when there is none: the one mechanism behind every "-> container" step.
///
/// Each relation family (`ScreenRelation+Presented.swift`, `+Stack`, `+Tabs`, `+Window`) declares
/// its relation once, as a static member of this type, and its public forms as one-line calls of
/// the `follow` methods below: the move (`presented`) and the typed move (`presented(of:)`). A
/// route runs there and comes back with the one nested verb, `nested { $0.presented.dismiss() }`;
/// Nivelir's per-relation nested forms (`presented { }`, `presented(route: nestedRoute)`) live in
/// NavDSLNivelirCompat.
@MainActor
package struct ScreenRelation<From: ScreenContainer, To: ScreenContainer> {
    /// The relation in route syntax, such as `presented`.
    let name: String
    /// What is missing on the container when `find` finds nothing, and the fix.
    let missing: @MainActor (From) -> String
    let find: @MainActor (From) -> To?

    package init(_ name: String, missing: @escaping @MainActor (From) -> String, find: @escaping @MainActor (From) -> To?) {
        self.name = name
        self.missing = missing
        self.find = find
    }

    /// The nearest parent of type `Kind`, not crossing presentations (UIKit's `navigationController`).
    static func nearest<Kind>(_ kind: Kind.Type, above container: From) -> Kind? {
        var next = (container as? any ScreenModalContainer)?.parentContainer
        while let candidate = next {
            if let match = candidate as? Kind { return match }
            next = candidate.parentContainer
        }
        return nil
    }
}

/// Moves the route along a relation, to an `Output`: the relation's own type for the untyped forms,
/// the class the caller names for the typed ones.
///
/// - Note: Fails with ``ScreenContainerNotFoundError`` saying what is missing and how to fix it,
///   and with ``ScreenContainerTypeMismatchError`` when a typed relation finds another class;
///   completes at once.
package struct ScreenRelationAction<Container: ScreenContainer, Output: ScreenContainer>: ScreenAction {
    /// `presented`, or `presented(of: ChatController)` for a typed relation.
    package let description: String
    private let name: String
    private let missing: @MainActor (Container) -> String
    private let find: @MainActor (Container) -> (any ScreenContainer)?

    package init<To>(_ relation: ScreenRelation<Container, To>, typed: Bool) {
        self.name = relation.name
        self.description = typed ? "\(relation.name)(of: \(Output.self))" : relation.name
        self.missing = relation.missing
        self.find = relation.find
    }

    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Output>) {
        guard let related = find(container) else {
            return completion(.failure(ScreenContainerNotFoundError(missing(container))))
        }
        guard let output = related as? Output else {
            return completion(.failure(ScreenContainerTypeMismatchError.relation(name, expected: Output.self, actual: related)))
        }
        completion(.success(output))
    }
}

/// The two forms every relation family is built from; ``ScreenThenable/nested(_:)`` runs a route at any of them.
extension ScreenThenable {
    /// Moves to the related container.
    package func follow<To>(_ relation: ScreenRelation<Current, To>) -> ScreenRoute<Root, To> {
        then(ScreenRelationAction<Current, To>(relation, typed: false))
    }

    /// Moves to the related container, which must be an `Output`.
    package func follow<To, Output: ScreenContainer>(_ relation: ScreenRelation<Current, To>, as type: Output.Type) -> ScreenRoute<
        Root, Output
    > {
        then(ScreenRelationAction<Current, Output>(relation, typed: true))
    }
}

// MARK: - A container you hold

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
        return follow(
            ScreenRelation<Current, Output>(
                "from(\(name))",
                missing: { _ in
                    "\(name), passed to from(_:), was deallocated before the step ran (a route holds it weakly). "
                        + "Keep a reference to it until the navigation runs, or find it with .first(.container(of:))."
                }
            ) { _ in reference.value })
    }
}
