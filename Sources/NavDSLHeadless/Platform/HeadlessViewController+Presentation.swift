import NavDSL

/// Presentation and dismissal with UIKit's presenter resolution and refusals (Checks/UIKitStubs/RULES.md §1).
extension HeadlessViewController {
    // MARK: - UIKit-named API

    /// Presents `controller` as UIKit does.
    ///
    /// A refused call changes nothing, records the violation
    /// in the window and never runs `completion`.
    public func present(_ controller: HeadlessViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let error = performPresent(controller, animated: animated, completion: { completion?() }) {
            window?.recordViolation(error)
        }
    }

    /// Dismisses as UIKit does.
    ///
    /// What this controller (or its nearest presenting ancestor) presents;
    /// if nothing, the presented controller this one lives in; if neither, nothing happens and
    /// `completion` runs at once (UIKit leaves that case undocumented; the model's choice).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let target = presentedViewController ?? (layerRoot.presenter != nil ? layerRoot : nil)
        guard let target else {
            completion?()
            return
        }
        if let error = performDismiss(target, animated: animated, completion: { completion?() }) {
            window?.recordViolation(error)
        }
    }

    // MARK: - ScreenModalContainer

    /// Presents `container`; refusals complete with the typed error.
    public func presentContainer(_ container: HeadlessViewController, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        if let error = performPresent(container, animated: animated, completion: { completion(.success(())) }) {
            completion(.failure(error))
        }
    }

    /// Dismisses ``presentedViewController`` and everything above it; completes at once when
    /// nothing is presented.
    public func dismissPresentedContainer(animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        guard let presented = presentedViewController else { return completion(.success(())) }
        if let error = performDismiss(presented, animated: animated, completion: { completion(.success(())) }) {
            completion(.failure(error))
        }
    }

    // MARK: - Rules

    /// The controller that will present `controller` if `self` asks: UIKit re-routes `present` up
    /// the parent chain.
    func resolvePresenter(for controller: HeadlessViewController) -> HeadlessViewController {
        let caller: HeadlessViewController = self
        return ScreenPlatformRules.presenter(
            from: caller, usesContext: controller.modalPresentationStyle.usesPresentationContext,
            definesContext: \.definesPresentationContext, windowRoot: { [window] _ in window?.rootViewController })
    }

    private func performPresent(
        _ controller: HeadlessViewController,
        animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) -> (any ScreenError)? {
        let caller: HeadlessViewController = self
        if controller === self {
            return ScreenRuleViolation.presentOnItself(self)
        }
        if let presenter = controller.presenter {
            return ScreenRuleViolation.presentAlreadyPresented(controller, by: presenter)
        }
        if let parent = controller.parent {
            return ScreenRuleViolation.presentChild(controller, of: parent)
        }
        if controller.hostWindow != nil || ScreenPlatformRules.isSelfOrAncestor(controller, of: caller) {
            return ScreenRuleViolation.presentActiveController(controller)
        }
        let presenter = resolvePresenter(for: controller)
        guard let window = presenter.window, !presenter.isInDismissal else {
            return ScreenRuleViolation.presenterNotInWindow(controller, presenter: presenter, caller: self)
        }
        if window.isPresentationInProgress {
            return ScreenRuleViolation.presentationInProgress(controller, on: presenter, from: self)
        }
        if let presented = presenter.ownPresented {
            return ScreenContainerAlreadyPresentingError(container: controller, presenter: presenter, presented: presented, caller: self)
        }
        if let violation = controller.popoverAnchorViolation(in: window) {
            return violation
        }
        presenter.ownPresented = controller
        controller.presenter = presenter
        controller.stampPresentedLayer(in: window)
        window.record(
            .present, animation: controller.presentationAnimation(animated: animated), container: controller, detail: .on(.init(presenter)))
        window.adaptSplitViews(from: controller)
        window.complete(isPresentation: true, deferred: true, completion)
        return nil
    }

    /// Dismisses `target` (a presented controller) and everything it presents.
    private func performDismiss(
        _ target: HeadlessViewController,
        animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) -> (any ScreenError)? {
        guard let presenter = target.presenter else { return nil }
        let window = presenter.window ?? target.window
        if window?.isPresentationInProgress == true {
            return ScreenRuleViolation.dismissInProgress(from: presenter)
        }
        guard let window else {
            presenter.finishDismissal(of: target)
            completion()
            return nil
        }
        window.record(
            .dismiss, animation: target.presentationAnimation(animated: animated), container: target, detail: .from(.init(presenter)))
        target.isBeingDismissed = true
        window.complete(isPresentation: true, deferred: true) {
            presenter.finishDismissal(of: target)
            completion()
        }
        return nil
    }

    private func finishDismissal(of target: HeadlessViewController) {
        target.isBeingDismissed = false
        guard ownPresented === target else { return }
        ownPresented = nil
        target.presenter = nil
    }

    /// The animation a presentation or dismissal of this controller runs: the transitioning
    /// delegate's when there is one, else the platform's own.
    func presentationAnimation(animated: Bool) -> ScreenAnimation? {
        guard animated else { return nil }
        guard let delegate = transitioningDelegate else { return .default }
        return .recorded(customName: delegate.transitionName)
    }
}
