/// Shows a HUD, or changes the one already shown, and hides it after an optional duration.
public struct ScreenShowHUDAction<Container: ScreenModalContainer>: ScreenAction where Container.Platform: ScreenHUDPlatform {
    /// The content to show.
    public let hud: ScreenHUD
    /// How long the content stays before the HUD hides itself; `nil` keeps it until hidden.
    public let duration: Duration?
    /// Whether a new HUD's presentation is animated (an update never animates).
    public let animated: Bool
    /// Whether a HUD must already be shown (``ScreenThenable/updateHUD(_:duration:)``).
    public let updateOnly: Bool

    /// Creates the action.
    public init(hud: ScreenHUD, duration: Duration? = nil, animated: Bool = true, updateOnly: Bool = false) {
        self.hud = hud
        self.duration = duration
        self.animated = animated
        self.updateOnly = updateOnly
    }

    /// `showHUD(success(Saved), duration: 1.0 seconds)` or `updateHUD(progress(40%))`.
    public var description: String {
        let verb = updateOnly ? "updateHUD" : "showHUD"
        return duration.map { "\(verb)(\(hud), duration: \($0))" } ?? "\(verb)(\(hud))"
    }

    /// Updates the HUD on or presented by `container` in place, or presents a new one.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        if let shown = shownHUD(on: container) {
            update(shown, navigator: navigator)
            return completion(.success(()))
        }
        if updateOnly {
            return completion(
                .failure(ScreenContainerNotFoundError("no HUD is shown on \(container) to update. Show one with showHUD(_:) first.")))
        }
        let screen = ScreenHUDScreen<Container.Platform>(hud: hud)
        ScreenPresentAction<Container, ScreenHUDScreen<Container.Platform>>(screen: screen, animated: animated)
            .perform(container: container, navigator: navigator) { [weak container] result in
                if case .success = result, let container, let shown = shownHUD(on: container) {
                    scheduleHide(of: shown, navigator: navigator)
                }
                completion(result)
            }
    }

    private func update<HUD: ScreenHUDContainer>(_ shown: HUD, navigator: ScreenNavigator) {
        let previous = shown.screenHUD
        shown.showScreenHUD(hud)
        navigator.recordUndoableChange { [weak shown] done in
            shown?.showScreenHUD(previous)
            done()
        }
        scheduleHide(of: shown, navigator: navigator)
    }

    /// Hides the HUD after `duration` through the navigator's queue (so it never overlaps another
    /// transition), unless its content changed meanwhile.
    private func scheduleHide<HUD: ScreenHUDContainer>(of shown: HUD, navigator: ScreenNavigator) {
        guard let duration else { return }
        let generation = shown.screenHUDGeneration
        Task { @MainActor [weak shown, weak navigator] in
            try? await Task.sleep(for: duration)
            guard let shown, let navigator, shown.screenHUDGeneration == generation else { return }
            let hide = ScreenRootRoute<HUD>().then(ScreenHideHUDAction<HUD>(animated: true, generation: generation))
            navigator.navigate(from: shown, to: hide) { _ in }
        }
    }
}

/// The HUD `container` is, or the one it presents.
@MainActor
func shownHUD<Container: ScreenModalContainer>(on container: Container) -> (any ScreenHUDContainer)? {
    (container as? any ScreenHUDContainer) ?? (container.presentedContainer as? any ScreenHUDContainer)
}

/// Hides the HUD the current controller is or presents; changes nothing when there is none.
public struct ScreenHideHUDAction<Container: ScreenModalContainer>: ScreenAction {
    /// Whether the dismissal is animated.
    public let animated: Bool
    /// Set by a scheduled hide: hide only while the HUD still shows that content.
    let generation: Int?

    /// Creates the action.
    public init(animated: Bool) {
        self.init(animated: animated, generation: nil)
    }

    init(animated: Bool, generation: Int?) {
        self.animated = animated
        self.generation = generation
    }

    /// `hideHUD()`.
    public var description: String { "hideHUD()" }

    /// Dismisses the HUD from its presenter.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let shown = shownHUD(on: container) else { return completion(.success(())) }
        hide(shown, navigator: navigator, completion: completion)
    }

    private func hide<HUD: ScreenHUDContainer>(_ shown: HUD, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard generation.map({ $0 == shown.screenHUDGeneration }) ?? true, let presenter = shown.presentingContainer else {
            return completion(.success(()))
        }
        presenter.dismissPresentedContainer(animated: animated, undoableBy: navigator, completion: completion)
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenHUDPlatform {
    /// Shows `hud` over the current controller, or, when a HUD is already shown there, changes
    /// its content in place (no new transition); with a `duration`, the HUD hides itself after it.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).showHUD(.spinner("Saving"))
    /// HeadlessWindowRoute().top(.container).showHUD(.success("Saved"), duration: .seconds(1))  // same HUD, then gone
    /// ```
    /// - Note: Fails like `present(_:)` when a new HUD cannot be presented (a presenter that
    ///   already presents something else); completes once the HUD is on screen. The timed hide
    ///   runs as a navigation of its own and skips a HUD whose content changed since.
    public func showHUD(_ hud: ScreenHUD, duration: Duration? = nil, animated: Bool = true) -> ScreenRoute<Root, Current> {
        then(ScreenShowHUDAction<Current>(hud: hud, duration: duration, animated: animated))
    }

    /// Changes the content of the HUD shown on (or as) the current controller: the next progress
    /// step, say.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).updateHUD(.progress(0.5, "Uploading"))
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when no HUD is shown there; completes
    ///   at once.
    public func updateHUD(_ hud: ScreenHUD, duration: Duration? = nil) -> ScreenRoute<Root, Current> {
        then(ScreenShowHUDAction<Current>(hud: hud, duration: duration, animated: false, updateOnly: true))
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Hides the HUD the current controller is or presents; `root.dismiss()` hides it too, like
    /// any modal.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).showHUD(.spinner()).wait(for: .seconds(1)).hideHUD()
    /// ```
    /// - Note: Succeeds without a change when no HUD is shown there (a HUD that hid itself);
    ///   completes after the dismissal.
    public func hideHUD(animated: Bool = true) -> ScreenRoute<Root, Current> {
        then(ScreenHideHUDAction<Current>(animated: animated))
    }
}
