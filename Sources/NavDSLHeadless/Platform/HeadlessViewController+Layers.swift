import NavDSL

/// Which window a controller is in, and whether a dismissal covers it, in O(1) amortized.
///
/// A controller's window is found through its *layer*: the top of its parent chain, which is a
/// window's root, a presented controller or a detached controller. A presented layer takes the window
/// of its presenter's layer, so a naive lookup walks the whole presentation chain, and building a
/// chain one `present` at a time would cost O(n²). Each layer remembers its answer, stamped with a
/// version that every change of a parent, presenter, window root or dismissal bumps; a lookup walks
/// only the layers whose answer is stale and refreshes them, and `present` stamps the new layer at once.
extension HeadlessViewController {
    /// A layer's remembered answer; valid while ``HeadlessViewController/layerVersion`` is unchanged.
    struct CachedLayer {
        var version: Int
        var hasWindow: Bool
        var isInDismissal: Bool
    }

    /// Bumped by every change that can move a layer into or out of a window.
    static var layerVersion = 0

    /// The window showing this controller: its top ancestor's window, following presentations.
    public var window: HeadlessWindow? { layerState.window }

    /// Whether this controller or a presented ancestor layer is being dismissed.
    var isInDismissal: Bool { layerState.isInDismissal }

    /// The topmost ancestor through `parent` links: a window root, a presented controller or a detached one.
    var layerRoot: HeadlessViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }

    /// Records the state of a layer that was just presented by a controller in `window`.
    func stampPresentedLayer(in window: HeadlessWindow) {
        remember((window, false))
    }

    private var layerState: (window: HeadlessWindow?, isInDismissal: Bool) {
        var stale: [HeadlessViewController] = []
        var layer = layerRoot
        var state: (window: HeadlessWindow?, isInDismissal: Bool)
        while true {
            if let remembered = layer.rememberedState {
                state = remembered
                break
            }
            stale.append(layer)
            if let host = layer.hostWindow {
                state = (host, false)
                break
            }
            guard let presenter = layer.presenter else {
                state = (nil, false)
                break
            }
            layer = presenter.layerRoot
        }
        while let next = stale.popLast() {
            state.isInDismissal = state.isInDismissal || next.isBeingDismissed
            next.remember(state)
        }
        return state
    }

    private var rememberedState: (window: HeadlessWindow?, isInDismissal: Bool)? {
        guard cachedLayer.version == Self.layerVersion else { return nil }
        guard cachedLayer.hasWindow else { return (nil, cachedLayer.isInDismissal) }
        guard let cachedWindow else { return nil }
        return (cachedWindow, cachedLayer.isInDismissal)
    }

    private func remember(_ state: (window: HeadlessWindow?, isInDismissal: Bool)) {
        cachedWindow = state.window
        cachedLayer = CachedLayer(version: Self.layerVersion, hasWindow: state.window != nil, isInDismissal: state.isInDismissal)
    }
}
