/// One step of a route, linked to the steps before it.
///
/// Routes share their prefix: `route.push(a)` and `route.push(b)` point at the same nodes for
/// `route`, so adding a step is O(1) instead of copying every step before it.
final class ScreenRouteNode {
    private(set) var previous: ScreenRouteNode?
    let step: AnyScreenRouteAction
    let count: Int

    init(previous: ScreenRouteNode?, step: AnyScreenRouteAction) {
        self.previous = previous
        self.step = step
        self.count = (previous?.count ?? 0) + 1
    }

    /// The steps from the first to this one.
    var steps: [AnyScreenRouteAction] {
        var steps: [AnyScreenRouteAction] = []
        steps.reserveCapacity(count)
        var node: ScreenRouteNode? = self
        while let current = node {
            steps.append(current.step)
            node = current.previous
        }
        return steps.reversed()
    }

    /// Releases a long chain iteratively: the default release would recurse once per node.
    deinit {
        var pending = previous
        previous = nil
        while isKnownUniquelyReferenced(&pending), let node = pending {
            pending = node.previous
            node.previous = nil
        }
    }
}
