import NavDSL

/// Presentation as SwiftUI allows it: one sheet or cover per layer, none while another is in
/// flight, only the styles a sheet or a cover can show; and the user's swipe-down written back.
extension SwiftUIScreenModel {
    // MARK: - ScreenModalContainer

    /// Presents `container` from this model's layer (its top: the window's root or a presented
    /// model), as a sheet or a full-screen cover.
    ///
    /// Refused, changing nothing: a context, custom or popover style
    /// (`ScreenContainerNotSupportedError`); a layer that already presents
    /// (`ScreenContainerAlreadyPresentingError`); a presentation or dismissal in flight, a model
    /// shown elsewhere, a layer out of any window (`ScreenRuleViolation`).
    public func presentContainer(_ container: SwiftUIScreenModel, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        if let refusal = presentRefusal(of: container) { return completion(.failure(refusal)) }
        let presenter = layerRoot
        guard let window = presenter.window else {
            return completion(.failure(ScreenRuleViolation.presenterNotInWindow(container, presenter: presenter, caller: self)))
        }
        if window.isPresentationInProgress {
            return completion(.failure(ScreenRuleViolation.presentationInProgress(container, on: presenter, from: self)))
        }
        if let presented = presenter.presented {
            return completion(
                .failure(
                    ScreenContainerAlreadyPresentingError(container: container, presenter: presenter, presented: presented, caller: self))
            )
        }
        presenter.presented = container
        container.presenter = presenter
        // The new layer's window is known: remembered now, a chain of presents stays linear.
        container.rememberLayer(in: window)
        window.record(.present, animation: .animated(animated), container: "\(container)", detail: "on \(presenter)")
        window.changed(signalling: presenter, animated: animated, isPresentation: true, label: "present \(container) on \(presenter)") {
            completion(.success(()))
        }
    }

    /// Dismisses what this model (or its nearest presenting ancestor) presents, and everything above.
    ///
    /// With ``SwiftUIWindowModel/allowsMultipleDismissalsInOneUpdate`` `false` (iOS 16), the layers
    /// go top-down, one per acknowledged change; completes after the last. Refused with
    /// `ScreenRuleViolation` while a presentation or dismissal is in flight.
    public func dismissPresentedContainer(animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        guard let target = presentedContainer, let presenter = target.presenter else { return completion(.success(())) }
        guard let window = presenter.window else {
            presenter.detachPresented()
            return completion(.success(()))
        }
        if window.isPresentationInProgress {
            return completion(.failure(ScreenRuleViolation.dismissInProgress(from: presenter)))
        }
        var layers = [target]
        while let above = layers.last?.presented { layers.append(above) }
        guard !window.allowsMultipleDismissalsInOneUpdate, layers.count > 1 else {
            presenter.detachPresented()
            window.record(.dismiss, animation: .animated(animated), container: "\(target)", detail: "from \(presenter)")
            window.changed(signalling: presenter, animated: animated, isPresentation: true, label: "dismiss \(target)") {
                completion(.success(()))
            }
            return
        }
        Self.dismissTopDown(layers, in: window, animated: animated, completion: completion)
    }

    /// One layer per change, the top first, each after the previous one's acknowledgement.
    ///
    /// In `.immediate` mode all go in this call. A loop, not a recursion: a completion only registers the
    /// next change, and layers the user dismissed meanwhile are skipped in place.
    private static func dismissTopDown(
        _ layers: [SwiftUIScreenModel], in window: SwiftUIWindowModel, animated: Bool, completion: @escaping ScreenCompletion<Void>
    ) {
        var remaining = layers
        func next() {
            while let layer = remaining.popLast() {
                guard let presenter = layer.presenter else { continue }
                presenter.detachPresented()
                window.record(.dismiss, animation: .animated(animated), container: "\(layer)", detail: "from \(presenter)")
                let label = "dismiss \(layer)"
                guard window.completion != .immediate else {
                    window.changed(signalling: presenter, animated: animated, isPresentation: true, label: label) {}
                    continue
                }
                window.changed(signalling: presenter, animated: animated, isPresentation: true, label: label) { next() }
                return
            }
            completion(.success(()))
        }
        next()
    }

    // MARK: - The user's dismissal

    /// The sheet or cover this model's layer presents was dismissed by the user (a swipe-down, or
    /// the environment's `dismiss()`): what the views call when the item binding writes `nil`.
    ///
    /// ```swift
    /// home.userDidDismissPresented()   // the sheet on home is gone; navigators report a .userChange
    /// ```
    /// - Returns: `false`, changing nothing, when nothing is presented, or the presented model
    ///   ``isModalInPresentation`` or its sheet's `shouldDismiss` answers `false`; else `true`.
    ///   The model changes at once (SwiftUI already dismissed); what the sheet presented goes too.
    @discardableResult
    public func userDidDismissPresented() -> Bool {
        let presenter = layerRoot
        guard let presented = presenter.presented else { return false }
        if presented.isModalInPresentation || presented.sheetSettings?.shouldDismiss?() == false { return false }
        presenter.presentationDidEnd(presented)
        return true
    }

    /// SwiftUI ended the presentation of `shown` (binding rules 1 and 3).
    ///
    /// The model follows the screen, whatever the sheet's settings said, since SwiftUI already dismissed it (`dismiss()`
    /// passes `interactiveDismissDisabled`, and so does a controller dismissing itself). A write for a
    /// model this layer no longer presents is stale and changes nothing.
    func presentationDidEnd(_ shown: SwiftUIScreenModel) {
        guard presented === shown else { return }
        let window = window
        if shown.isInteractiveDismissDisabled {
            window?.note(
                "divergence: \(shown) was modal in presentation and SwiftUI dismissed it (dismiss(), or a controller that "
                    + "dismissed itself); the model follows the screen")
        }
        detachPresented()
        window?.record(.dismiss, animation: .default, container: "\(shown)", detail: "from \(self) by the user")
        signal.send(animated: true)
        window?.signal.send(animated: true)
        ScreenUserChangeReports.report(in: window)
    }

    /// An addon closed itself (the mail composer's delegate, the share sheet's handler, an alert's
    /// button): a dismissal on its way to the screen, reported as the user's, and `then` (the app's
    /// callback) runs once it is drawn, as UIKit runs such handlers after the dismissal, so a route
    /// the callback runs never meets the dismissal in the same frame.
    func dismissItself(then callback: @escaping @MainActor () -> Void) {
        guard let presenter, presenter.presented === self else { return callback() }
        guard let window = presenter.window else {
            presenter.detachPresented()
            return callback()
        }
        presenter.detachPresented()
        window.record(.dismiss, animation: .default, container: "\(self)", detail: "from \(presenter) by the user")
        ScreenUserChangeReports.report(in: window)
        window.changed(signalling: presenter, animated: true, isPresentation: true, label: "dismiss \(self) by itself", callback)
    }

    // MARK: - Rules

    /// Why `container` can't be presented at all, before the presenter is looked at.
    private func presentRefusal(of container: SwiftUIScreenModel) -> (any ScreenError)? {
        if container === self { return ScreenRuleViolation.presentOnItself(self) }
        if let presenter = container.presenter { return ScreenRuleViolation.presentAlreadyPresented(container, by: presenter) }
        if let parent = container.parent { return ScreenRuleViolation.presentChild(container, of: parent) }
        if layerRoot is any SwiftUIModifierPresentedModel {
            return ScreenContainerNotSupportedError(
                container: layerRoot,
                why: "SwiftUI draws an alert or action sheet with .alert or .confirmationDialog, which present nothing. "
                    + "Dismiss it first (root.dismissAll(), or a fallback that does).")
        }
        if container.hostWindow != nil || ScreenPlatformRules.isSelfOrAncestor(container, of: self) {
            return ScreenRuleViolation.presentActiveController(container)
        }
        switch container.presentationStyle {
        case .currentContext, .overCurrentContext, .custom, .popover:
            return ScreenContainerNotSupportedError(
                container: container,
                why: "SwiftUI presents only sheets and full-screen covers, not the \(container.presentationStyle.rawValue) style. "
                    + "Use .automatic, .pageSheet, .formSheet, .fullScreen or .overFullScreen.")
        default:
            return nil
        }
    }

    /// Takes down what this model presents, and everything that presents above it: every link of
    /// the chain goes, bottom up, so no model above keeps a presenter that no longer shows it.
    func detachPresented() {
        var next = presented
        presented = nil
        while let layer = next {
            next = layer.presented
            layer.presented = nil
            layer.presenter = nil
        }
    }
}
