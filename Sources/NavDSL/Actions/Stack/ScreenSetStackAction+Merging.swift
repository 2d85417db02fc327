/// How a set-stack action holds its edits and merges with the next one.
extension ScreenSetStackAction {
    /// Merges with a following set-stack action on the same stack type unless either is `separated`
    /// or this action ends with a nested route.
    public func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? {
        guard let next = other as? Self, let merged = merging(next) else { return nil }
        return AnyScreenAction(merged)
    }

    /// One edit, by what it does, so a run of pushes or of pops needs no runtime cast and no copy
    /// of the stack.
    package enum Edit {
        /// A push, which builds its container: a run of pushes appends the built containers to the
        /// stack without reading it.
        case push(any ScreenStackPushingModifier<Container.Platform>)
        /// A pop, which says how many controllers it keeps: a run of pops cuts the stack in place.
        case pop(any ScreenStackPoppingModifier<Container.Platform>)
        /// Any other edit (`replace(with:)`, `clear()`, a custom modifier), applied to a copy.
        case other(any ScreenStackModifier<Container.Platform>)

        /// The edit as the modifier ``ScreenSetStackAction/modifiers`` lists.
        var modifier: any ScreenStackModifier<Container.Platform> {
            switch self {
            case .push(let push): push
            case .pop(let pop): pop
            case .other(let other): other
            }
        }
    }
}

extension ScreenSetStackAction: ScreenSelfMergingAction {
    /// This edit followed by `next` on the same stack, unless either is `separated` or this one
    /// ends with a nested route: `next`'s edits appended to this one's list (O(1) for one edit),
    /// run with `next`'s animation.
    package func merging(_ next: Self) -> Self? {
        guard nested == nil, !separated, !next.separated else { return nil }
        var shifted: NestedRoute?
        if let nested = next.nested {
            shifted = NestedRoute(modifierIndex: nested.modifierIndex + (editList?.count ?? 0), actions: nested.actions)
        }
        return Self(
            editList: next.editList?.appended(after: editList) ?? editList, onlyPushes: onlyPushes && next.onlyPushes,
            onlyPops: onlyPops && next.onlyPops, animation: next.animation, separated: separated, nested: shifted)
    }
}

/// The route a nested `push(screen) { ... }` runs from the controller its edit added, after the
/// stack changed.
///
/// Not generic, so merging edits that carry one asks the Swift runtime for no type.
package struct ScreenStackNestedRoute {
    /// The modifier whose result's top controller the route starts from.
    let modifierIndex: Int
    let actions: [AnyScreenRouteAction]
}
