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
        return container
    }
}

extension Screen where Container: ScreenSheetContainer & ScreenModalStylingContainer {
    /// The screen presented as a sheet (Nivelir's `withBottomSheet`), with UIKit's sheet: detents,
    /// grabber, corner radius, undimmed detent, scroll expansion and dismissal control.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(whatsNew.withBottomSheet(ScreenSheet(detents: [.medium, .large])))
    /// ```
    /// - Note: On UIKit, sheets need iOS 15 and custom heights iOS 16 (NavDSL requires iOS 16).
    public func withBottomSheet(_ sheet: ScreenSheet = ScreenSheet()) -> AnyScreen<Container> {
        decorated(by: ScreenSheetDecorator<Container>(sheet: sheet))
    }
}

extension Screen where Container: ScreenModalContainer, Container.Platform.Stack: ScreenSheetContainer & ScreenModalStylingContainer {
    /// The screen inside a navigation stack presented as a sheet (Nivelir's `withBottomSheetStack`).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(settings.withBottomSheetStack(ScreenSheet(detents: [.medium])))
    /// ```
    public func withBottomSheetStack(_ sheet: ScreenSheet = ScreenSheet()) -> AnyScreen<Container.Platform.Stack> {
        withStackContainer().withBottomSheet(sheet)
    }
}
