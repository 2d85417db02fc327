import NavDSL

/// A navigation stack: a root and a path, what `NavigationStack(path:)` binds to.
///
/// ```swift
/// SwiftUIWindowRoute().top(.stack).popToRoot().push(chat(1)).push(chat(2))   // one path write
/// stack.path                       // [Chat(1), Chat(2)]
/// stack.userDidSetPath([])         // the user went back to the root
/// ```
/// The path elements are the models themselves, told apart by object: pushing one screen twice
/// gives two elements. Adjacent stack edits of a route merge into one change, so SwiftUI gets one
/// path write per frame.
///
/// - Note: Refused before anything changes: a stack or split model in the stack
///   (`ScreenRuleViolation`), a tabs model (`ScreenContainerNotSupportedError`: SwiftUI has no
///   `TabView` inside a `NavigationStack`'s path), a model twice or already shown elsewhere.
///   Animations SwiftUI can't draw (`.transition`, `.custom`) run as the default one, with a note.
public final class SwiftUIStackModel: SwiftUIScreenModel, ScreenStackContainer {
    /// Root first, then the path: one array, so a push appends in place however deep the path is.
    private var models: [SwiftUIScreenModel] = []
    /// The path the binding last handed SwiftUI: what its next write is read against (binding rule 2).
    var renderedPath: [SwiftUIWeakModel]?

    /// An empty stack model.
    ///
    /// ```swift
    /// let stack = SwiftUIStackModel()
    /// ```
    /// - Note: Never fails.
    public init() {
        super.init(screenKey: nil)
    }

    /// The bottom model, shown as the `NavigationStack`'s root view.
    ///
    /// ```swift
    /// stack.root?.description   // "Chats"
    /// ```
    /// - Note: `nil` for an empty stack.
    public var root: SwiftUIScreenModel? { models.first }

    /// The models above the root, bottom to top: what `NavigationStack(path:)` binds to.
    ///
    /// ```swift
    /// NavigationStack(path: pathBinding) { root }   // the views bind the path, set by userDidSetPath(_:)
    /// ```
    /// - Note: A copy: routes change the stack; the views write back with ``userDidSetPath(_:)``.
    public var path: [SwiftUIScreenModel] {
        observationAccess()
        return pathModels
    }
    /// ``path`` without registering the read with Observation (the scene's own views).
    var pathModels: [SwiftUIScreenModel] { Array(models.dropFirst()) }

    /// Root and path.
    override public var children: [SwiftUIScreenModel] { models }

    /// The top of the stack.
    override public var visibleNestedContainer: (any ScreenContainer)? { models.last }

    // MARK: - ScreenStackContainer

    /// Root and path, bottom to top.
    public var stackContainers: [SwiftUIScreenModel] { models }

    /// Replaces the stack in one path write; refusals complete with the typed error.
    public func setStackContainers(_ containers: [SwiftUIScreenModel], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        setStackContainers(containers, animation: .animated(animated), completion: completion)
    }

    /// Replaces the stack in one path write with `animation` (drawn as the default when SwiftUI
    /// has no such animation); refuses like the Bool form.
    public func setStackContainers(
        _ containers: [SwiftUIScreenModel], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
    ) {
        do {
            let change = try replaceModels(with: containers)
            commit(removed: change.removed, added: change.added, animation: animation, completion: completion)
        } catch {
            completion(.failure(error))
        }
    }

    /// Validates and installs `containers` without a change of its own: a split model fills the
    /// stacks it wraps its columns in this way, recording one column change.
    func replaceModels(with containers: [SwiftUIScreenModel]) throws -> (
        removed: ArraySlice<SwiftUIScreenModel>, added: ArraySlice<SwiftUIScreenModel>
    ) {
        let common = models.sharedPrefixCount(with: containers)
        if let refusal = refusal(adding: containers[common...], toKept: common) {
            throw refusal
        }
        let removed = models[common...]
        let added = containers[common...]
        let kept = Set(added.map(ObjectIdentifier.init))
        for model in removed where !kept.contains(ObjectIdentifier(model)) { model.parent = nil }
        for model in added { model.parent = self }
        models = containers
        return (removed, added)
    }

    /// Pushes `containers` on top in one path write, in place; refuses like
    /// ``setStackContainers(_:animation:completion:)``.
    public func pushStackContainers(
        _ containers: [SwiftUIScreenModel], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
    ) {
        if let refusal = refusal(adding: containers[...], toKept: models.count) {
            return completion(.failure(refusal))
        }
        for model in containers { model.parent = self }
        models.append(contentsOf: containers)
        commit(removed: [], added: containers[...], animation: animation, completion: completion)
    }

    // MARK: - The user's back navigation

    /// SwiftUI wrote `path` (a back swipe or the back button): what the views' path binding calls.
    ///
    /// ```swift
    /// stack.userDidSetPath(Array(stack.path.dropLast()))   // back one screen
    /// ```
    /// - Returns: `true` when `path` is a prefix of the current path (the model is shortened at
    ///   once and navigators report a `.userChange`); `false` for any other path, a push made
    ///   outside routes, which is recorded in the window's violations and changes nothing.
    @discardableResult
    public func userDidSetPath(_ path: [SwiftUIScreenModel]) -> Bool {
        let current = models.dropFirst()
        guard path.count <= current.count, Array(current).sharedPrefixCount(with: path) == path.count else {
            window?.recordViolation(
                ScreenContainerNotSupportedError(
                    container: self,
                    why: "SwiftUI wrote a path \(path) that is not a prefix of the model's \(Array(current)): a push made outside "
                        + "routes (NavigationLink(value:), navigationDestination(isPresented:)). Push through a route instead."))
            return false
        }
        let gone = Set(current.dropFirst(path.count).map(ObjectIdentifier.init))
        removeByUser { gone.contains(ObjectIdentifier($0)) }
        return true
    }

    /// SwiftUI wrote `written` through the path binding (binding rules 1, 2 and 8): never refused.
    ///
    /// Read against the path SwiftUI last rendered: a link's request appended to it runs its route;
    /// a prefix of it removes what SwiftUI no longer shows, keeping what a route pushed since; any
    /// other path (a push made outside routes) is recorded as a divergence and the stack redraws
    /// from the model.
    func userDidWritePath(_ written: [SwiftUIScreenModel]) {
        let rendered = renderedPath?.compactMap(\.model) ?? path
        // SwiftUI now holds what it wrote, until it reads the model again.
        renderedPath = written.map(SwiftUIWeakModel.init)
        let shared = rendered.sharedPrefixCount(with: written)
        if written.count == rendered.count + 1, shared == rendered.count, let request = written.last as? SwiftUILinkRequest {
            request.activate()
            signal.send(animated: false)
            return
        }
        guard shared == written.count else {
            renderedPath = nil
            window?.recordViolation(
                ScreenContainerNotSupportedError(
                    container: self,
                    why: "SwiftUI wrote a path \(written) that is not a prefix of the rendered \(rendered): a push made outside "
                        + "routes (NavigationLink(value:) with the app's own value, navigationDestination(isPresented:)). "
                        + "Push through a route or a ScreenLink instead."))
            signal.send(animated: false)
            return
        }
        let gone = Set(rendered[shared...].map(ObjectIdentifier.init))
        removeByUser { gone.contains(ObjectIdentifier($0)) }
    }

    /// Takes the path's models `isGone` picks off the stack as the user's change (the root stays).
    private func removeByUser(_ isGone: (SwiftUIScreenModel) -> Bool) {
        let removed = models.dropFirst().filter(isGone)
        guard !removed.isEmpty else { return }
        for model in removed { model.parent = nil }
        let root = models.first
        models.removeAll { $0 !== root && isGone($0) }
        let window = window
        window?.record(.stack, animation: .default, container: "\(self)", detail: "removed \(Self.list(removed[...])) by the user")
        signal.send(animated: true)
        window?.signal.send(animated: true)
        ScreenUserChangeReports.report(in: window)
    }

    // MARK: - Rules

    /// Why `added` can't join the `kept` models at the bottom of the stack.
    private func refusal(adding added: ArraySlice<SwiftUIScreenModel>, toKept kept: Int) -> (any ScreenError)? {
        var seen = Set<ObjectIdentifier>()
        for model in added {
            // A model already in this stack is in the kept part (the rest leaves), so it would be twice.
            if !seen.insert(ObjectIdentifier(model)).inserted || (model.parent === self && models[..<kept].contains { $0 === model }) {
                return ScreenRuleViolation.duplicateInStack(models[..<kept] + added)
            }
            if model is SwiftUIStackModel { return ScreenRuleViolation.navigationControllerInStack }
            if model is SwiftUISplitModel { return ScreenRuleViolation.splitViewControllerInStack }
            if model is SwiftUITabsModel {
                return ScreenContainerNotSupportedError(
                    container: model, why: "SwiftUI can't show a TabView inside a NavigationStack's path. Present the tabs instead.")
            }
            if model.parent !== self, let violation = model.joiningViolation(of: self) { return violation }
        }
        return nil
    }

    private func commit(
        removed: ArraySlice<SwiftUIScreenModel>, added: ArraySlice<SwiftUIScreenModel>, animation: ScreenAnimation?,
        completion: @escaping ScreenCompletion<Void>
    ) {
        guard let window else {
            signal.send(animated: animation != nil)
            return completion(.success(()))
        }
        let replacesRoot = removed.startIndex == 0 && !removed.isEmpty && !added.isEmpty
        let drawn = Self.drawable(animation, in: window, on: self, replacingRoot: replacesRoot)
        var parts: [String] = []
        if !removed.isEmpty { parts.append("removed \(Self.list(removed))") }
        if !added.isEmpty { parts.append("added \(Self.list(added))") }
        window.record(.stack, animation: drawn, container: "\(self)", detail: parts.isEmpty ? "unchanged" : parts.joined(separator: " "))
        window.changed(signalling: self, animated: drawn != nil, isPresentation: false, label: "stack change of \(self)") {
            completion(.success(()))
        }
    }

    /// The animation SwiftUI draws for `animation`: its own push and pop, whatever was asked, and
    /// none for a new root, which `NavigationStack` re-renders in place.
    private static func drawable(
        _ animation: ScreenAnimation?, in window: SwiftUIWindowModel, on stack: SwiftUIStackModel, replacingRoot: Bool
    ) -> ScreenAnimation? {
        guard let animation else { return nil }
        if replacingRoot {
            window.note("\(stack): SwiftUI shows a new stack root without animation; the change ran unanimated")
            return nil
        }
        guard animation != .default else { return animation }
        window.note("\(stack): SwiftUI has no \(animation) stack animation; the default push and pop ran instead")
        return .default
    }

    private static func list(_ models: ArraySlice<SwiftUIScreenModel>) -> String {
        "[" + models.map(\.description).joined(separator: ", ") + "]"
    }
}
