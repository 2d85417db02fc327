import NavDSL

/// A value SwiftUI reads and writes: the getter and the setter a view wraps, as they are, in
/// `Binding(get:set:)`.
///
/// Model code makes every binding the views hand to SwiftUI (the path, the presented item, the
/// detent selection, the tab selection, the column visibility, the compact column), so a Linux test
/// calls them exactly as SwiftUI does: `get` when SwiftUI renders, `set` when SwiftUI reports what
/// the user did. What SwiftUI does with each one is written down in the article "What SwiftUI does
/// with each binding" (binding rules 1 to 9); every setter follows binding rule 1: it reports what
/// already happened on screen, so it is never refused.
///
/// ```swift
/// let path = stack.pathBinding()
/// path.set(Array(path.get().dropLast()))   // what a back swipe does
/// ```
@MainActor
package struct SwiftUIModelBinding<Value> {
    /// What SwiftUI reads when it renders.
    package let get: @MainActor () -> Value
    /// What SwiftUI calls when the user changed the value on screen.
    package let set: @MainActor (Value) -> Void

    package init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }
}

extension SwiftUIStackModel {
    /// `NavigationStack(path:)`'s binding (binding rules 2 and 8).
    ///
    /// The getter remembers the path it handed out: SwiftUI's write is read against what it
    /// rendered, not against the model, which may have moved on in the same turn. A write removes
    /// what SwiftUI rendered and no longer shows; screens a route added since stay. A link's request
    /// appended to what was rendered runs its route once, and the path stays the model's.
    package func pathBinding() -> SwiftUIModelBinding<[SwiftUIScreenModel]> {
        SwiftUIModelBinding(
            get: { [weak self] in
                guard let self else { return [] }
                let path = self.pathModels
                self.renderedPath = path.map(SwiftUIWeakModel.init)
                return path
            },
            set: { [weak self] written in self?.userDidWritePath(written) })
    }
}

extension SwiftUITabsModel {
    /// `TabView(selection:)`'s binding (binding rule 5): a tap on another tab selects it, a tap on the
    /// selected one pops its stack to the root when ``popsToRootOnReselection`` is on.
    package func selectionBinding() -> SwiftUIModelBinding<Int> {
        SwiftUIModelBinding(get: { [weak self] in self?.selection ?? 0 }, set: { [weak self] in self?.userDidTapTab($0) })
    }
}

/// A model SwiftUI was handed, held weakly: a stale write must not keep a dismissed screen alive.
@MainActor
struct SwiftUIWeakModel {
    weak var model: SwiftUIScreenModel?

    init(_ model: SwiftUIScreenModel) {
        self.model = model
    }
}
