// Nivelir's bottom sheet settings, funnelled into UIKit's sheet (``ScreenSheet``). Nivelir draws a
// sheet of its own (a card with background, border, shadow and insets over its own dimming, with a
// rubber band and its own animations); NavDSL presents UIKit's `UISheetPresentationController`.
// What UIKit's sheet has is kept: the detents and the selected one, the grabber, the card's corner
// radius, the largest undimmed detent, scrolling that expands and the "should dismiss" hook. What it
// has not is taken by a deprecated initializer whose message names it, so the compiler says at the
// call what is not drawn.
import Foundation

/// Nivelir's bottom sheet settings, shown with UIKit's sheet.
///
/// ```swift
/// chat.withBottomSheet(.init(detents: [.content], prefferedGrabberForMaximumDetentValue: .default))
/// ```
/// - Note: Fails never (a value). UIKit's sheet replaces Nivelir's card: the look differs (system
///   background, shadow and dimming), and ``sheet`` is what is presented.
public struct BottomSheet: Sendable {
    /// The ``ScreenSheet`` presented in its place.
    public let sheet: ScreenSheet

    /// Settings UIKit's sheet has: Nivelir's names, with its typo in `prefferedGrabberForMaximumDetentValue`.
    ///
    /// ```swift
    /// BottomSheet(detents: [.medium, .large], preferredGrabber: .default)
    /// ```
    /// - Note: Fails never. Either grabber shows UIKit's grabber at every detent (Nivelir's second
    ///   one shows only at the largest); the card keeps only its corner radius; the dimming only
    ///   its largest undimmed detent.
    public init(
        detents: [BottomSheetDetent]? = nil,
        selectedDetentKey: BottomSheetDetentKey? = nil,
        preferredDimming: BottomSheetDimming = .default,
        preferredCard: BottomSheetCard = .default,
        preferredGrabber: BottomSheetGrabber? = nil,
        prefferedGrabberForMaximumDetentValue: BottomSheetGrabber? = nil,
        prefersScrollingExpandsHeight: Bool = true,
        shouldDismiss: (@MainActor @Sendable () -> Bool)? = nil
    ) {
        sheet = ScreenSheet(
            detents: (detents ?? [.large]).map(\.detent),
            selectedDetent: selectedDetentKey?.identifier,
            prefersGrabberVisible: preferredGrabber != nil || prefferedGrabberForMaximumDetentValue != nil,
            preferredCornerRadius: Double(preferredCard.cornerRadius),
            largestUndimmedDetent: preferredDimming.largestUndimmedDetentKey?.identifier,
            prefersScrollingExpandsWhenScrolledToEdge: prefersScrollingExpandsHeight,
            shouldDismiss: shouldDismiss)
    }

    /// Nivelir's full settings; those UIKit's sheet lacks are taken and not used.
    ///
    /// ```swift
    /// BottomSheet(detents: [.content], rubberBandEffect: nil, didDismiss: { analytics.closed() })
    /// ```
    /// - Note: Fails never. Not drawn or not called: the width and edge-attached preferences, the
    ///   rubber band, the three animation options, `canEndEditing`, `didAttemptToDismiss`,
    ///   `willDismiss`, `didDismiss` and `didChangeSelectedDetentKey`.
    @available(
        *, deprecated,
        message:
            "NavDSL shows UIKit's sheet: prefersWidthFollowsPreferredContentSize, prefersEdgeAttachedInCompactHeight, rubberBandEffect, the animation options, canEndEditing and the didAttemptToDismiss/willDismiss/didDismiss/didChangeSelectedDetentKey callbacks are not used; observe the dismissal with the navigator's events"
    )
    @_disfavoredOverload
    public init(
        detents: [BottomSheetDetent]? = nil,
        selectedDetentKey: BottomSheetDetentKey? = nil,
        preferredDimming: BottomSheetDimming = .default,
        preferredCard: BottomSheetCard = .default,
        preferredGrabber: BottomSheetGrabber? = nil,
        prefferedGrabberForMaximumDetentValue: BottomSheetGrabber? = nil,
        prefersScrollingExpandsHeight: Bool = true,
        prefersWidthFollowsPreferredContentSize: Bool = false,
        prefersEdgeAttachedInCompactHeight: Bool = false,
        rubberBandEffect: BottomSheetRubberBandEffect? = .default,
        changesAnimationOptions: BottomSheetAnimationOptions = .changes,
        presentAnimationOptions: BottomSheetAnimationOptions = .transition,
        dismissAnimationOptions: BottomSheetAnimationOptions = .transition,
        canEndEditing: (@MainActor @Sendable () -> Bool)? = nil,
        shouldDismiss: (@MainActor @Sendable () -> Bool)? = nil,
        didAttemptToDismiss: (@MainActor @Sendable () -> Void)? = nil,
        willDismiss: (@MainActor @Sendable () -> Void)? = nil,
        didDismiss: (@MainActor @Sendable () -> Void)? = nil,
        didChangeSelectedDetentKey: (@MainActor @Sendable (_ detentKey: BottomSheetDetentKey?) -> Void)? = nil
    ) {
        self.init(
            detents: detents, selectedDetentKey: selectedDetentKey, preferredDimming: preferredDimming,
            preferredCard: preferredCard, preferredGrabber: preferredGrabber,
            prefferedGrabberForMaximumDetentValue: prefferedGrabberForMaximumDetentValue,
            prefersScrollingExpandsHeight: prefersScrollingExpandsHeight, shouldDismiss: shouldDismiss)
    }
}

@MainActor
extension Screen where Container: ScreenSheetContainer & ScreenModalStylingContainer {
    /// Nivelir's bottom sheet: presents the screen in UIKit's sheet with ``BottomSheet/sheet``.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.present(chat.withBottomSheet(.init(detents: [.content])))
    /// ```
    /// - Note: Fails never; the presentation fails as `present` does. Not Nivelir's card: UIKit's
    ///   sheet, with its own background, shadow, dimming and animations.
    @available(
        *, deprecated,
        message:
            "NavDSL presents UIKit's sheet (UISheetPresentationController), not Nivelir's card: detents, grabber, corner radius, undimmed detent and scrolling are kept; write withBottomSheet(ScreenSheet(...))"
    )
    public func withBottomSheet(_ bottomSheet: BottomSheet) -> AnyScreen<Container> {
        withBottomSheet(bottomSheet.sheet)
    }
}

@MainActor
extension Screen where Container: ScreenModalContainer, Container.Platform.Stack: ScreenSheetContainer & ScreenModalStylingContainer {
    /// Nivelir's bottom sheet around a navigation stack: UIKit's sheet with ``BottomSheet/sheet``.
    ///
    /// ```swift
    /// HeadlessWindowRoute().root.present(settings.withBottomSheetStack(.init(detents: [.medium])))
    /// ```
    /// - Note: Fails never; the presentation fails as `present` does. Not Nivelir's card: UIKit's
    ///   sheet, with its own background, shadow, dimming and animations.
    @available(
        *, deprecated,
        message:
            "NavDSL presents UIKit's sheet (UISheetPresentationController), not Nivelir's card: detents, grabber, corner radius, undimmed detent and scrolling are kept; write withBottomSheetStack(ScreenSheet(...))"
    )
    public func withBottomSheetStack(_ bottomSheet: BottomSheet) -> AnyScreen<Container.Platform.Stack> {
        withBottomSheetStack(bottomSheet.sheet)
    }
}

@MainActor
extension Screen where Container: ScreenModalContainer {
    /// Nivelir's bottom sheet around a navigation stack of the app's own class (a
    /// `BottomSheetStackController` subclass, say): UIKit's sheet with ``BottomSheet/sheet``.
    ///
    /// ```swift
    /// ScreenWindowRoute().top(.container).present(settings.withBottomSheetStack(.init(detents: [.content]), of: AppSheetStack.self))
    /// ```
    /// - Note: Fails never; the presentation fails as `present` does. The stack is an instance of
    ///   `type` (see ``Screen/withStackContainer(of:)``); the sheet is UIKit's, not Nivelir's card.
    @available(
        *, deprecated,
        message:
            "NavDSL presents UIKit's sheet (UISheetPresentationController), not Nivelir's card: write withStackContainer(of: type).withBottomSheet(ScreenSheet(...))"
    )
    public func withBottomSheetStack<Stack: ScreenBuildableStackContainer & ScreenSheetContainer & ScreenModalStylingContainer>(
        _ bottomSheet: BottomSheet, of type: Stack.Type
    ) -> AnyScreen<Stack> where Stack.Platform == Container.Platform {
        withStackContainer(of: type).withBottomSheet(bottomSheet.sheet)
    }
}
