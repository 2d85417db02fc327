/// Presents a controller as a sheet with detents: `modalPresentationStyle = .pageSheet` and its
/// `sheetPresentationController` set up from a ``ScreenSheet``.
package struct ScreenSheetDecorator<Container: ScreenSheetContainer & ScreenModalStylingContainer>: ScreenDecorator {
    /// The sheet settings.
    package let sheet: ScreenSheet

    /// Creates the decorator.
    package init(sheet: ScreenSheet) {
        self.sheet = sheet
    }

    /// `withBottomSheet(detents: [medium, large])`.
    package var description: String { "withBottomSheet(detents: [\(sheet.detents.map(\.description).joined(separator: ", "))])" }

    /// Sets the sheet style, then the settings.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        container.setScreenModalPresentationStyle(.pageSheet)
        container.setScreenSheet(sheet)
        ScreenSheetRequest.record(sheet, on: container)
        navigator.sheetHooks.register(container, hook: sheet)
        return container
    }
}

/// The sheet `withBottomSheet(_:)` asked for, kept in the controller's payload, so that presenting
/// it refuses a selected detent that is not one of the detents, as `changeBottomSheet` does (UIKit
/// would silently show another detent).
@MainActor
package final class ScreenSheetRequest {
    private(set) var sheet: ScreenSheet

    private init(_ sheet: ScreenSheet) {
        self.sheet = sheet
    }

    /// Forgets the request's "should dismiss" hook (``ScreenSheetHooks``).
    func dropHook() {
        sheet.shouldDismiss = nil
    }

    /// Records `sheet` as the one `container` asks for, replacing an earlier request.
    static func record(_ sheet: ScreenSheet, on container: some ScreenContainer) {
        guard let payloaded = container as? any ScreenPayloadedContainer else { return }
        if let request = payloaded.screenPayload?.first(of: ScreenSheetRequest.self) {
            request.sheet = sheet
            return
        }
        let payload = payloaded.screenPayload ?? ScreenPayload()
        payload.append(ScreenSheetRequest(sheet))
        payloaded.screenPayload = payload
    }

    /// The refusal of presenting `container` with the sheet it asked for, or `nil`.
    package static func violation(presenting container: some ScreenContainer) -> ScreenRuleViolation? {
        guard let payloaded = container as? any ScreenPayloadedContainer,
            let request = payloaded.screenPayload?.first(of: ScreenSheetRequest.self)
        else { return nil }
        return request.sheet.unknownDetentViolation(of: container)
    }
}

@MainActor
extension Screen where Container: ScreenSheetContainer & ScreenModalStylingContainer {
    // Disfavoured so that, with the Nivelir compat module imported, `withBottomSheet(.init(...))`
    // means Nivelir's `BottomSheet`, whose deprecation says at the call that UIKit's sheet is shown.
    // Alone, this is the only overload and the attribute changes nothing.
    /// The screen presented as a sheet (Nivelir's `withBottomSheet`), with UIKit's sheet: detents,
    /// grabber, corner radius, undimmed detent, scroll expansion and dismissal control.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(whatsNew.withBottomSheet(ScreenSheet(detents: [.medium, .large])))
    /// ```
    /// - Note: On UIKit, sheets need iOS 15 and custom heights iOS 16 (NavDSL requires iOS 16).
    @_disfavoredOverload
    public func withBottomSheet(_ sheet: ScreenSheet = ScreenSheet()) -> AnyScreen<Container> {
        decorated(by: ScreenSheetDecorator<Container>(sheet: sheet))
    }
}

@MainActor
extension Screen where Container: ScreenModalContainer, Container.Platform.Stack: ScreenSheetContainer & ScreenModalStylingContainer {
    /// The screen inside a navigation stack presented as a sheet (Nivelir's `withBottomSheetStack`).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(settings.withBottomSheetStack(ScreenSheet(detents: [.medium])))
    /// ```
    /// - Note: Fails never; the presentation fails as `present` does.
    @_disfavoredOverload  // as withBottomSheet(_:) above
    public func withBottomSheetStack(_ sheet: ScreenSheet = ScreenSheet()) -> AnyScreen<Container.Platform.Stack> {
        withStackContainer().withBottomSheet(sheet)
    }
}
