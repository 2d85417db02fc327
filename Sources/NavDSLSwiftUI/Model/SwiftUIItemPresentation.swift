import NavDSL

/// How an item entry shows the screen its item stands for.
package enum SwiftUIItemStyle: Sendable {
    /// `top(.container).present(screen)`, as a sheet.
    case sheet
    /// `top(.container).present(screen)`, as a full-screen cover.
    case cover
    /// `top(.stack).push(screen)`.
    case destination
}

/// The model half of `.screenSheet(item:)`, `.screenCover(item:)` and `.screenDestination(item:)`:
/// state that runs routes, never a second source of truth.
///
/// An item that appears runs the route that shows its screen; an item the app sets to `nil` runs the
/// route that takes the screen away; when the screen goes by any other way (the user's swipe, a back
/// swipe, another route), `nil` is written back to the app's binding. A route that fails writes `nil`
/// back and reports the error. Changes made while a route of this entry runs wait for it, so an item
/// set twice in one frame shows only the last one, once.
///
/// ```swift
/// let entry = SwiftUIItemPresentation<Int>(style: .sheet, navigator: navigator, clear: { editing = nil }) { id in
///     ModelScreen("Edit", traits: [id]).eraseToAnyModalScreen()
/// }
/// entry.itemDidChange(to: 7)   // the sheet for item 7 is presented by a route
/// ```
@MainActor
package final class SwiftUIItemPresentation<ID: Hashable> {
    private let style: SwiftUIItemStyle
    private weak var navigator: ScreenNavigator?
    private let clear: @MainActor () -> Void
    private let screen: @MainActor (ID) -> AnyScreen<SwiftUIScreenModel>?
    private let onFailure: (@MainActor (any Error) -> Void)?
    /// The item the app's binding holds now.
    private var wanted: ID?
    private var shownID: ID?
    private weak var shown: SwiftUIScreenModel?
    private var isRunning = false
    private var observation: SwiftUIModelObservation?

    /// An entry showing `screen(id)` as `style` says, writing `nil` back through `clear`.
    package init(
        style: SwiftUIItemStyle, navigator: ScreenNavigator?, clear: @escaping @MainActor () -> Void,
        onFailure: (@MainActor (any Error) -> Void)? = nil, screen: @escaping @MainActor (ID) -> AnyScreen<SwiftUIScreenModel>?
    ) {
        self.style = style
        self.navigator = navigator
        self.clear = clear
        self.onFailure = onFailure
        self.screen = screen
    }

    /// The app's item is now `id` (`nil`: none): what the view calls on appear and on every change.
    package func itemDidChange(to id: ID?) {
        wanted = id
        reconcile()
    }

    /// Runs at most one route at a time, until what is shown is what the app's item says.
    private func reconcile() {
        guard !isRunning, let navigator else { return }
        if let shown, shownID != wanted {
            guard let route = takeAway(shown) else { return forget() }
            isRunning = true
            navigator.navigate(to: route) { [weak self] _ in
                guard let self else { return }
                self.isRunning = false
                self.forget()
                self.reconcile()
            }
            return
        }
        guard shown == nil, let id = wanted, let screen = screen(id) else { return }
        var built: SwiftUIScreenModel?
        let recording = AnyScreen<SwiftUIScreenModel>(name: screen.name, traits: screen.traits) { navigator in
            let model = screen.build(navigator: navigator)
            built = model
            return model
        }
        isRunning = true
        navigator.navigate(to: show(recording)) { [weak self] result in
            guard let self else { return }
            self.isRunning = false
            switch result {
            case .success:
                self.remember(built, as: id)
            case .failure(let error):
                if self.wanted == id {
                    self.wanted = nil
                    self.clear()
                }
                self.onFailure?(error)
            }
            self.reconcile()
        }
    }

    private func show(_ screen: AnyScreen<SwiftUIScreenModel>) -> ScreenRootRoute<SwiftUIWindowModel> {
        switch style {
        case .sheet: SwiftUIWindowRoute().top(.container).present(screen).resolve()
        case .cover: SwiftUIWindowRoute().top(.container).present(screen.withModalPresentationStyle(.fullScreen)).resolve()
        case .destination: SwiftUIWindowRoute().top(.stack).push(screen).resolve()
        }
    }

    /// The route taking `model` away: its presenter dismisses it, or its stack pops to below it.
    private func takeAway(_ model: SwiftUIScreenModel) -> ScreenRootRoute<SwiftUIWindowModel>? {
        if style != .destination {
            return model.presenter.map { SwiftUIWindowRoute().from($0).dismiss().resolve() }
        }
        guard let stack = model.parent as? SwiftUIStackModel else { return nil }
        let below = ScreenStackPopPredicate("below \(model)") { [weak stack, weak model] _ in
            stack?.stackContainers.firstIndex { $0 === model }.map { $0 - 1 }
        }
        return SwiftUIWindowRoute().from(stack).pop(to: below).resolve()
    }

    /// Watches the window the screen was shown in: when the screen leaves by any other way, `nil` is
    /// written back.
    private func remember(_ model: SwiftUIScreenModel?, as id: ID) {
        guard let model, let window = model.window else { return }
        shown = model
        shownID = id
        observation = window.signal.observe { [weak self] in self?.screenMayHaveLeft() }
    }

    private func screenMayHaveLeft() {
        guard let shown, !isRunning else { return }
        let isShown = style == .destination ? shown.parent != nil : shown.presenter != nil
        guard !isShown else { return }
        let wasWanted = wanted == shownID
        forget()
        if wasWanted {
            wanted = nil
            clear()
        }
    }

    private func forget() {
        shown = nil
        shownID = nil
        observation = nil
    }
}
