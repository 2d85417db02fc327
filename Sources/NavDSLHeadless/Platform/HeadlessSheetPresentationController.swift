import Foundation
import NavDSL

/// The headless `UISheetPresentationController`: a sheet's detents and looks, with UIKit's names.
///
/// A controller shows it as ``HeadlessViewController/sheetPresentationController`` while its style
/// is a sheet (`.pageSheet`, `.formSheet`, `.automatic`). A change to a presented sheet through
/// `changeBottomSheet` appends one `ScreenTransition` of kind `.sheet`;
/// ``HeadlessViewController/dismissInteractively()`` models the user swiping the sheet down.
///
/// Heights are resolved as UIKit resolves detents, against ``maximumDetentValue`` (the tallest a
/// sheet can be), with ``resolvedHeight(of:)``:
///
/// ```swift
/// filters.preferredContentSize.height = 320
/// // presented with ScreenSheet(detents: [.content, .large]):
/// filters.sheetPresentationController?.currentDetentHeight   // 320.0
/// ```
@MainActor
public final class HeadlessSheetPresentationController {
    /// The heights the sheet rests at.
    public var detents: [ScreenSheetDetent] = [.large]
    /// The detent shown; `nil` for the smallest.
    public var selectedDetentIdentifier: ScreenSheetDetent.Identifier?
    /// Whether a grabber shows.
    public var prefersGrabberVisible = false
    /// The corner radius; `nil` for the system's.
    public var preferredCornerRadius: Double?
    /// The largest detent that does not dim what is under the sheet.
    public var largestUndimmedDetentIdentifier: ScreenSheetDetent.Identifier?
    /// Whether scrolling at the edge expands the sheet.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Models the delegate's `presentationControllerShouldDismiss(_:)`: `false` keeps the sheet
    /// when the user swipes it down.
    public var shouldDismiss: (@MainActor @Sendable () -> Bool)?
    /// The tallest a detent can be, in points, as UIKit's resolution context's
    /// `maximumDetentValue`: 800 by default (a tall phone); set it to model another screen.
    public var maximumDetentValue: Double = 800
    /// The controller shown in the sheet, whose `preferredContentSize` a `.content` detent reads.
    public private(set) weak var presentedViewController: HeadlessViewController?

    init(presentedViewController: HeadlessViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The detent shown: the selected one, else the smallest.
    public var currentDetent: ScreenSheetDetent? {
        detents.first { $0.identifier == selectedDetentIdentifier } ?? detents.first
    }

    /// The height of the detent shown, as ``resolvedHeight(of:)`` gives it.
    public var currentDetentHeight: Double? {
        currentDetent.map(resolvedHeight(of:))
    }

    /// The height in points `detent` resolves to here: `.large` is ``maximumDetentValue``,
    /// `.medium` half of it, a custom height and `.content` (the presented controller's
    /// `preferredContentSize.height`) at most ``maximumDetentValue``; `.content` is the full height
    /// while the controller prefers no height.
    public func resolvedHeight(of detent: ScreenSheetDetent) -> Double {
        if detent.fitsContent {
            let content = Double(presentedViewController?.preferredContentSize.height ?? 0)
            return content > 0 ? min(content, maximumDetentValue) : maximumDetentValue
        }
        if let resolved = detent.resolvedHeight(maximum: maximumDetentValue) { return resolved }
        return detent.identifier == .medium ? maximumDetentValue / 2 : maximumDetentValue
    }
}

extension HeadlessViewController: ScreenSheetContainer {
    /// The sheet settings while this controller's style is a sheet (`.pageSheet`, `.formSheet`,
    /// `.automatic`), else `nil`, as in UIKit.
    public var sheetPresentationController: HeadlessSheetPresentationController? {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .automatic: sheetSettings
        default: nil
        }
    }

    /// The settings of the presented sheet this controller is shown in.
    public var screenSheet: ScreenSheet? {
        let presented = layerRoot
        guard presented.presenter != nil, let sheet = presented.sheetPresentationController else { return nil }
        return ScreenSheet(
            detents: sheet.detents, selectedDetent: sheet.selectedDetentIdentifier, prefersGrabberVisible: sheet.prefersGrabberVisible,
            preferredCornerRadius: sheet.preferredCornerRadius, largestUndimmedDetent: sheet.largestUndimmedDetentIdentifier,
            prefersScrollingExpandsWhenScrolledToEdge: sheet.prefersScrollingExpandsWhenScrolledToEdge,
            isModalInPresentation: presented.isModalInPresentation, shouldDismiss: sheet.shouldDismiss)
    }

    /// Stores the settings on this controller's sheet.
    public func setScreenSheet(_ sheet: ScreenSheet) {
        sheetSettings.detents = sheet.detents
        sheetSettings.selectedDetentIdentifier = sheet.selectedDetent
        sheetSettings.prefersGrabberVisible = sheet.prefersGrabberVisible
        sheetSettings.preferredCornerRadius = sheet.preferredCornerRadius
        sheetSettings.largestUndimmedDetentIdentifier = sheet.largestUndimmedDetent
        sheetSettings.prefersScrollingExpandsWhenScrolledToEdge = sheet.prefersScrollingExpandsWhenScrolledToEdge
        sheetSettings.shouldDismiss = sheet.shouldDismiss
        isModalInPresentation = sheet.isModalInPresentation
    }

    /// Changes the presented sheet this controller is shown in and records a `.sheet` transition.
    public func changeScreenSheet(_ sheet: ScreenSheet, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        let presented = layerRoot
        guard presented.presenter != nil, presented.sheetPresentationController != nil, let window = presented.window else {
            return completion(.failure(ScreenContainerNotSupportedError.notInSheet(self)))
        }
        if let violation = sheet.unknownDetentViolation(of: presented) {
            return completion(.failure(violation))
        }
        presented.setScreenSheet(sheet)
        let detent = presented.sheetSettings.currentDetent.map(\.description) ?? "none"
        window.record(.sheet, animated: animated, container: presented, detail: .text("detent \(detent)"))
        completion(.success(()))
    }

    /// Simulates the user swiping down the sheet (or tapping outside the popover) this controller
    /// is shown in.
    ///
    /// Refused, changing nothing and returning `false`, when the presented controller
    /// ``isModalInPresentation`` or its sheet's ``HeadlessSheetPresentationController/shouldDismiss``
    /// answers `false`, as UIKit keeps the sheet then; also `false` when it is not a presented
    /// sheet or popover. Otherwise dismisses it (animated) and returns `true`; once it is gone,
    /// the window's navigators report a `ScreenNavigationEvent.Kind.userChange(_:)`.
    @discardableResult
    public func dismissInteractively() -> Bool {
        let presented = layerRoot
        guard let presenter = presented.presenter, !presented.isModalInPresentation else { return false }
        guard presented.sheetPresentationController != nil || presented.popoverPresentationController != nil else { return false }
        if presented.sheetPresentationController?.shouldDismiss?() == false { return false }
        // Navigators hear the swipe once the sheet is gone, as a user change.
        let window = presented.window
        presenter.dismiss(animated: true) { ScreenUserChangeReports.report(in: window) }
        return presented.presenter == nil || presented.isBeingDismissed
    }
}

extension HeadlessViewController: ScreenSheetHookHolding {
    /// Forgets the "should dismiss" hook of the sheet this controller is shown in.
    package func dropScreenSheetHook() {
        let presented = layerRoot
        presented.sheetSettings.shouldDismiss = nil
        ScreenSheetRequest.dropHook(of: presented)
    }
}
