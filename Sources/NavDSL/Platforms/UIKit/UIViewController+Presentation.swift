#if canImport(UIKit)
    import UIKit

    extension UIViewController: ScreenPopoverContainer, ScreenSheetContainer, ScreenTransitioningContainer {
        /// Keeps `anchor` for `popoverPresentationController`'s `sourceView`, `sourceRect`,
        /// `sourceItem` (the bar button item) and arrow directions, set just before the controller
        /// is presented (at once when it is); an anchor object of another class is no anchor.
        public func setScreenPopoverAnchor(_ anchor: ScreenPopoverAnchor) {
            screenPresentationSettings.anchor = anchor
            if isScreenPresented { applyScreenPresentationSettings() }
        }

        /// UIKit's delegate type.
        public typealias TransitioningDelegate = any UIViewControllerTransitioningDelegate

        /// Sets `transitioningDelegate` (weak in UIKit: the decorator's payload owns it).
        public func setScreenTransitioningDelegate(_ delegate: any UIViewControllerTransitioningDelegate) {
            transitioningDelegate = delegate
        }

        /// The settings of the presented sheet this controller is shown in: the detents and the
        /// hook NavDSL set, with UIKit's live selected detent, grabber and modality (the user drags
        /// between detents; the app sets `isModalInPresentation` over unsaved edits).
        public var screenSheet: ScreenSheet? {
            let presented = screenPresentedLayer
            guard presented.presentingViewController != nil, let controller = presented.sheetPresentationController,
                var sheet = presented.screenPayload?.first(of: ScreenPresentationSettings.self)?.sheet
            else { return nil }
            sheet.selectedDetent = controller.selectedDetentIdentifier.map(Self.detentIdentifier)
            sheet.largestUndimmedDetent = controller.largestUndimmedDetentIdentifier.map(Self.detentIdentifier)
            sheet.prefersGrabberVisible = controller.prefersGrabberVisible
            sheet.isModalInPresentation = presented.isModalInPresentation
            return sheet
        }

        /// Keeps `sheet` for `sheetPresentationController`, set just before the controller is
        /// presented (at once when it is), and sets `isModalInPresentation`; a "should dismiss"
        /// hook becomes the presentation controller's delegate, owned by the payload (without one,
        /// the app's own delegate stays).
        public func setScreenSheet(_ sheet: ScreenSheet) {
            isModalInPresentation = sheet.isModalInPresentation
            screenPresentationSettings.sheet = sheet
            if isScreenPresented { applyScreenPresentationSettings() }
        }

        /// Sets the kept sheet and popover settings on the presentation controller UIKit makes now,
        /// from the style the controller has now.
        ///
        /// UIKit makes a controller's presentation controller the first time one of
        /// `presentationController`, `sheetPresentationController` or `popoverPresentationController`
        /// is read, from `modalPresentationStyle` at that moment, and keeps it ("Always set the value
        /// of that property before accessing any presentation controllers"). Decorators run one
        /// after another, so reading it in `withBottomSheet` would fix a sheet that a later
        /// `withModalPresentationStyle(.fullScreen)` cannot undo; `presentContainer` calls this
        /// after every decorator, just before `present`.
        func applyScreenPresentationSettings() {
            guard let settings = screenPayload?.first(of: ScreenPresentationSettings.self) else { return }
            if let anchor = settings.anchor, let popover = popoverPresentationController {
                popover.sourceView = anchor.sourceView as? UIView
                if let rect = anchor.rect { popover.sourceRect = rect }
                popover.sourceItem = anchor.barButtonItem as? UIBarButtonItem
                popover.permittedArrowDirections = UIPopoverArrowDirection(rawValue: anchor.permittedArrowDirections.rawValue)
            }
            if let sheet = settings.sheet, let controller = sheetPresentationController {
                Self.apply(sheet, to: controller, content: self)
                // The delegate slot is the app's too (it hears a swipe-down there): take it only
                // when there is a hook to ask.
                if sheet.shouldDismiss != nil { controller.delegate = settings }
            }
        }

        /// The presentation settings NavDSL keeps in the payload, made on first use.
        private var screenPresentationSettings: ScreenPresentationSettings {
            if let settings = screenPayload?.first(of: ScreenPresentationSettings.self) { return settings }
            let settings = ScreenPresentationSettings(controller: self)
            let payload = screenPayload ?? ScreenPayload()
            payload.append(settings)
            screenPayload = payload
            return settings
        }

        /// Whether this controller is presented (not a child of a presented one).
        private var isScreenPresented: Bool { parent == nil && presentingViewController != nil }

        /// Changes the presented sheet inside `animateChanges(_:)` (or at once).
        public func changeScreenSheet(_ sheet: ScreenSheet, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            let presented = screenPresentedLayer
            guard presented.presentingViewController != nil, let controller = presented.sheetPresentationController else {
                return completion(.failure(ScreenContainerNotSupportedError.notInSheet(self)))
            }
            if let violation = sheet.unknownDetentViolation(of: presented) {
                return completion(.failure(violation))
            }
            if animated {
                controller.animateChanges { presented.setScreenSheet(sheet) }
            } else {
                presented.setScreenSheet(sheet)
            }
            completion(.success(()))
        }

        /// The presented controller this one lives in (itself when presented).
        fileprivate var screenPresentedLayer: UIViewController {
            var node = self
            while let parent = node.parent { node = parent }
            return node
        }

        /// Sets `sheet` on `controller`; a `.content` detent resolves to `content`'s preferred height
        /// (held weakly), at most the context's maximum, and to the maximum while it prefers none.
        private static func apply(_ sheet: ScreenSheet, to controller: UISheetPresentationController, content: UIViewController) {
            controller.detents = sheet.detents.map { detent in
                switch (detent.identifier, detent.height) {
                case _ where detent.fitsContent:
                    .custom(identifier: .init(detent.identifier.rawValue)) { [weak content] context in
                        let height = content?.preferredContentSize.height ?? 0
                        return height > 0 ? min(height, context.maximumDetentValue) : context.maximumDetentValue
                    }
                case _ where detent.fraction != nil:
                    .custom(identifier: .init(detent.identifier.rawValue)) { context in
                        detent.resolvedHeight(maximum: Double(context.maximumDetentValue)).map { CGFloat($0) }
                    }
                case (.medium, nil): .medium()
                case (.large, nil): .large()
                case (let identifier, let height):
                    .custom(identifier: .init(identifier.rawValue)) { _ in height.map { CGFloat($0) } }
                }
            }
            controller.selectedDetentIdentifier = sheet.selectedDetent.map(detentIdentifier)
            controller.largestUndimmedDetentIdentifier = sheet.largestUndimmedDetent.map(detentIdentifier)
            controller.prefersGrabberVisible = sheet.prefersGrabberVisible
            if let radius = sheet.preferredCornerRadius { controller.preferredCornerRadius = CGFloat(radius) }
            controller.prefersScrollingExpandsWhenScrolledToEdge = sheet.prefersScrollingExpandsWhenScrolledToEdge
        }

        private static func detentIdentifier(_ identifier: UISheetPresentationController.Detent.Identifier) -> ScreenSheetDetent.Identifier
        {
            switch identifier {
            case .medium: .medium
            case .large: .large
            default: ScreenSheetDetent.Identifier(rawValue: identifier.rawValue)
            }
        }

        private static func detentIdentifier(_ identifier: ScreenSheetDetent.Identifier) -> UISheetPresentationController.Detent.Identifier
        {
            switch identifier {
            case .medium: .medium
            case .large: .large
            default: .init(identifier.rawValue)
            }
        }
    }

    /// A controller's sheet and popover settings as NavDSL last set them, and the sheet presentation
    /// controller's delegate that asks the sheet's "should dismiss" hook; kept in the controller's payload.
    ///
    /// `UISheetPresentationController.delegate` takes a `UISheetPresentationControllerDelegate`
    /// (main-actor, like UIKit calls it), not the adaptive delegate its superclass declares.
    final class ScreenPresentationSettings: NSObject, UISheetPresentationControllerDelegate {
        var sheet: ScreenSheet?
        var anchor: ScreenPopoverAnchor?
        /// The controller whose payload keeps these settings (weak: it owns them).
        private weak var controller: UIViewController?

        init(controller: UIViewController) {
            self.controller = controller
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            sheet?.shouldDismiss?() ?? true
        }

        /// The user swiped the sheet away: the hook, which may hold the controller, is let go
        /// (``ScreenSheetHooks``).
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            controller?.dropScreenSheetHook()
        }
    }

    extension UIViewController: ScreenSheetHookHolding {
        /// Forgets the "should dismiss" hook of the sheet this controller is shown in.
        package func dropScreenSheetHook() {
            let presented = screenPresentedLayer
            presented.screenPayload?.first(of: ScreenPresentationSettings.self)?.sheet?.shouldDismiss = nil
            ScreenSheetRequest.dropHook(of: presented)
        }
    }
#endif
