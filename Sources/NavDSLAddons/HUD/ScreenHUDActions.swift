/// Shows a HUD in its overlay window, or changes the one already shown, and hides it after an
/// optional duration.
package struct ScreenShowHUDAction<Container: ScreenModalContainer>: ScreenAction where Container.Platform: ScreenHUDPlatform {
    /// The content to show.
    package let hud: ScreenHUD
    /// How long the content stays before the HUD hides itself; `nil` keeps it until hidden.
    package let duration: Duration?
    /// Whether a new HUD fades in (an update never animates).
    package let animated: Bool
    /// Whether a HUD must already be shown (``ScreenThenable/updateHUD(_:duration:)``).
    package let updateOnly: Bool

    /// Creates the action.
    package init(hud: ScreenHUD, duration: Duration? = nil, animated: Bool = true, updateOnly: Bool = false) {
        self.hud = hud
        self.duration = duration
        self.animated = animated
        self.updateOnly = updateOnly
    }

    /// `showHUD(success(Saved), duration: 1.0 seconds)` or `updateHUD(progress(40%))`.
    package var description: String {
        let verb = updateOnly ? "updateHUD" : "showHUD"
        return duration.map { "\(verb)(\(hud), duration: \($0))" } ?? "\(verb)(\(hud))"
    }

    /// Updates the HUD over `container`'s scene in place, or shows a new one there.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let window = container.windowContainer, let scene = Container.Platform.hudScene(of: window) else {
            return completion(.failure(ScreenContainerNotFoundError.noHUDScene(container)))
        }
        if let shown = ScreenHUDOverlays.overlay(for: scene) {
            update(shown.container, navigator: navigator, scene: scene)
            return completion(.success(()))
        }
        if updateOnly {
            return completion(
                .failure(ScreenContainerNotFoundError("no HUD is shown on \(container) to update. Show one with showHUD(_:) first.")))
        }
        guard let overlay = Container.Platform.showHUDOverlay(hud, over: window, animated: animated) else {
            return completion(.failure(ScreenContainerNotFoundError.noHUDScene(container)))
        }
        ScreenHUDOverlays.add(overlay, for: scene)
        // A navigation that fails after showing the HUD takes it away again.
        navigator.recordUndoableChange { [weak scene] done in
            if let scene { ScreenHUDOverlays.hide(for: scene, animated: false) }
            done()
        }
        scheduleHide(of: overlay.container, scene: scene)
        completion(.success(()))
    }

    private func update(_ shown: any ScreenHUDContainer, navigator: ScreenNavigator, scene: AnyObject) {
        let previous = shown.screenHUD
        shown.showScreenHUD(hud)
        navigator.recordUndoableChange { [weak shown] done in
            shown?.showScreenHUD(previous)
            done()
        }
        scheduleHide(of: shown, scene: scene)
    }

    /// Hides the HUD after `duration` unless its content changed meanwhile.
    ///
    /// The hide is not a navigation: the app's containers do not change, so no policy is asked and the queue is not
    /// waited for.
    private func scheduleHide(of shown: any ScreenHUDContainer, scene: AnyObject) {
        guard let duration else { return }
        let generation = shown.screenHUDGeneration
        Task { @MainActor [weak scene] in
            try? await Task.sleep(for: duration)
            guard let scene else { return }
            ScreenHUDOverlays.hide(for: scene, animated: true, generation: generation)
        }
    }
}

extension ScreenContainerNotFoundError {
    /// A HUD asked for from a container that is in no window with a scene.
    static func noHUDScene(_ container: Any) -> Self {
        Self("\(container) is in no window with a scene to show a HUD over. Show it from a container on screen.")
    }
}

/// Hides the HUD over the current controller's scene; changes nothing when there is none.
package struct ScreenHideHUDAction<Container: ScreenModalContainer>: ScreenAction where Container.Platform: ScreenHUDPlatform {
    /// Whether the HUD fades out.
    package let animated: Bool

    /// Creates the action.
    package init(animated: Bool) {
        self.animated = animated
    }

    /// `hideHUD()`.
    package var description: String { "hideHUD()" }

    /// Hides the HUD's overlay window; a navigation that fails later shows it again.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let window = container.windowContainer, let scene = Container.Platform.hudScene(of: window),
            let hidden = ScreenHUDOverlays.hide(for: scene, animated: animated)
        else { return completion(.success(())) }
        let content = hidden.container.screenHUD
        navigator.recordUndoableChange { [weak window] done in
            if let window, let overlay = Container.Platform.showHUDOverlay(content, over: window, animated: false),
                let scene = Container.Platform.hudScene(of: window)
            {
                ScreenHUDOverlays.add(overlay, for: scene)
            }
            done()
        }
        completion(.success(()))
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenHUDPlatform {
    /// Shows `hud` in an overlay window above the app's windows, or, when a HUD is already shown
    /// there, changes its content in place; with a `duration`, the HUD hides itself after it.
    ///
    /// The HUD is not a modal of the current controller: it takes no presentation slot (the
    /// controller may already present something) and stays while the screens under it change.
    /// ```swift
    /// HeadlessWindowRoute().top(.container).showHUD(.spinner("Saving"))
    /// HeadlessWindowRoute().top(.container).showHUD(.success("Saved"), duration: .seconds(1))  // same HUD, then gone
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the current controller is in no
    ///   window with a scene; completes once the HUD is on screen. The timed hide is not a
    ///   navigation: policies that refuse navigations do not block it, and it skips a HUD whose
    ///   content changed since. A navigation that fails after this step hides the new HUD again.
    public func showHUD(_ hud: ScreenHUD, duration: Duration? = nil, animated: Bool = true) -> ScreenRoute<Root, Current> {
        then(ScreenShowHUDAction<Current>(hud: hud, duration: duration, animated: animated))
    }

    /// Changes the content of the HUD shown over the current controller's scene: the next
    /// progress step, say.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).updateHUD(.progress(0.5, "Uploading"))
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when no HUD is shown there; completes
    ///   at once.
    public func updateHUD(_ hud: ScreenHUD, duration: Duration? = nil) -> ScreenRoute<Root, Current> {
        then(ScreenShowHUDAction<Current>(hud: hud, duration: duration, animated: false, updateOnly: true))
    }

    /// Hides the HUD shown over the current controller's scene.
    ///
    /// As a step it runs with its navigation, so a policy that refuses the navigation keeps the
    /// HUD; to hide it whatever the policies say, call `HeadlessPlatform.hideHUD(over:)`
    /// (`UIKitPlatform.hideHUD(over:)`), which is not a navigation, or give `showHUD` a duration.
    /// ```swift
    /// HeadlessWindowRoute().top(.container).showHUD(.spinner()).wait(for: .seconds(1)).hideHUD()
    /// ```
    /// - Note: Succeeds without a change when no HUD is shown (a HUD that hid itself); completes
    ///   at once.
    public func hideHUD(animated: Bool = true) -> ScreenRoute<Root, Current> {
        then(ScreenHideHUDAction<Current>(animated: animated))
    }
}
