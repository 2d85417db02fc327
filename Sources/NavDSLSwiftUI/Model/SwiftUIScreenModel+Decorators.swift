import NavDSL

/// The decorators the SwiftUI family supports, stored on the model for the views to render:
/// modal style (sheet or cover), sheet settings, navigation item, tab item.
extension SwiftUIScreenModel: ScreenModalStylingContainer, ScreenModalStyleReadingContainer, ScreenNavigationItemContainer,
    ScreenTabBarItemContainer, ScreenSheetContainer
{
    /// ``presentationStyle``, for a restoration record.
    package var screenModalPresentationStyle: ScreenModalPresentationStyle { presentationStyle }

    /// ``transitionStyle``, for a restoration record.
    package var screenModalTransitionStyle: ScreenModalTransitionStyle { transitionStyle }

    /// Sets ``presentationStyle``; a style SwiftUI can't show is refused when presented.
    public func setScreenModalPresentationStyle(_ style: ScreenModalPresentationStyle) {
        presentationStyle = style
    }

    /// Sets ``transitionStyle``; SwiftUI draws its own presentation animation whatever it is.
    public func setScreenModalTransitionStyle(_ style: ScreenModalTransitionStyle) {
        transitionStyle = style
    }

    /// Sets ``title``.
    public func setScreenTitle(_ title: String) {
        self.title = title
        signal.send(animated: false)
    }

    /// Appends a leading toolbar button whose tap runs the item's action with `navigator`.
    public func addScreenLeftBarButton(_ item: ScreenBarButtonItem, navigator: ScreenNavigator) {
        leftBarButtons.append(SwiftUIBarButton(item: item, navigator: navigator))
        signal.send(animated: false)
    }

    /// Appends a trailing toolbar button whose tap runs the item's action with `navigator`.
    public func addScreenRightBarButton(_ item: ScreenBarButtonItem, navigator: ScreenNavigator) {
        rightBarButtons.append(SwiftUIBarButton(item: item, navigator: navigator))
        signal.send(animated: false)
    }

    /// Sets ``tabItem``; the tabs model holding this one re-renders.
    public func setScreenTabBarItem(_ item: ScreenTabBarItem) {
        tabItem = item
        signal.send(animated: false)
        parent?.signal.send(animated: false)
    }

    // MARK: - ScreenSheetContainer

    /// The sheet settings of the presented sheet this model is shown in, or `nil` when that
    /// presentation is a cover or there is none.
    public var screenSheet: ScreenSheet? {
        let presented = layerRoot
        guard presented.presenter != nil, !presented.isFullScreenCover else { return nil }
        var sheet = presented.sheetSettings ?? ScreenSheet()
        sheet.isModalInPresentation = presented.isModalInPresentation
        return sheet
    }

    /// Stores the sheet settings (detents, grabber, corner radius, undimmed detent, scroll
    /// expansion; the last three from iOS 16.4) and ``isModalInPresentation``.
    public func setScreenSheet(_ sheet: ScreenSheet) {
        sheetSettings = sheet
        isModalInPresentation = sheet.isModalInPresentation
    }

    /// Changes the presented sheet this model is shown in; refused with
    /// `ScreenContainerNotSupportedError` outside a presented sheet and with
    /// `ScreenRuleViolation` for a selected detent the sheet lacks, changing nothing.
    public func changeScreenSheet(_ sheet: ScreenSheet, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        let presented = layerRoot
        guard let presenter = presented.presenter, !presented.isFullScreenCover, let window = presented.window else {
            return completion(.failure(ScreenContainerNotSupportedError.notInSheet(self)))
        }
        if let violation = sheet.unknownDetentViolation(of: presented) { return completion(.failure(violation)) }
        presented.setScreenSheet(sheet)
        let detent = sheet.selectedDetent?.rawValue ?? sheet.detents.first?.description ?? "none"
        window.record(.sheet, animation: .animated(animated), container: "\(presented)", detail: "detent \(detent)")
        window.changed(signalling: presenter, animated: animated, isPresentation: false, label: "sheet of \(presented)") {
            completion(.success(()))
        }
    }

    /// The user dragged the sheet this model is shown in to another detent: what the views'
    /// `presentationDetents(_:selection:)` binding calls.
    ///
    /// ```swift
    /// filters.userDidSelectDetent(.large)
    /// ```
    /// - Returns: `false`, changing nothing, outside a presented sheet or for a detent the sheet
    ///   lacks; else `true`, the settings changed at once (a look, not a navigation: no event).
    @discardableResult
    public func userDidSelectDetent(_ detent: ScreenSheetDetent.Identifier) -> Bool {
        let presented = layerRoot
        guard presented.presenter != nil, !presented.isFullScreenCover else { return false }
        var sheet = presented.sheetSettings ?? ScreenSheet()
        guard sheet.detents.contains(where: { $0.identifier == detent }) else { return false }
        guard sheet.selectedDetent != detent else { return true }
        sheet.selectedDetent = detent
        presented.sheetSettings = sheet
        presented.window?.record(.sheet, animation: .default, container: "\(presented)", detail: "detent \(detent) by the user")
        presented.presenter?.signal.send(animated: true)
        return true
    }
}

/// A toolbar button as the views render it: the item a decorator gave, and the navigator its
/// action runs with.
///
/// ```swift
/// Button(button.item.title ?? "") { button.tap() }
/// ```
@MainActor
public struct SwiftUIBarButton {
    /// The title, image and action.
    public let item: ScreenBarButtonItem
    /// Weak: a model must not keep its navigator alive through its own buttons.
    private weak var navigator: ScreenNavigator?

    init(item: ScreenBarButtonItem, navigator: ScreenNavigator) {
        self.item = item
        self.navigator = navigator
    }

    /// Runs the item's action with the navigator that built the screen.
    ///
    /// ```swift
    /// model.rightBarButtons.first?.tap()
    /// ```
    /// - Note: Does nothing once the navigator is gone.
    public func tap() {
        if let navigator { item.action(navigator) }
    }
}
