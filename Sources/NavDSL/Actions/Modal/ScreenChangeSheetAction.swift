/// Changes the presented sheet the current controller is shown in: its selected detent, its
/// detents or its looks, animated as UIKit's `animateChanges(_:)`.
package struct ScreenChangeSheetAction<Container: ScreenSheetContainer>: ScreenAction {
    /// Whether the change is animated.
    package let animated: Bool
    /// Edits the sheet's current settings.
    package let changes: @MainActor (inout ScreenSheet) -> Void

    /// Creates the action.
    package init(animated: Bool, changes: @escaping @MainActor (inout ScreenSheet) -> Void) {
        self.animated = animated
        self.changes = changes
    }

    /// `changeBottomSheet()`.
    package var description: String { "changeBottomSheet()" }

    /// Reads the sheet, applies `changes`, and hands the result to the container.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard var sheet = container.screenSheet else {
            return completion(
                .failure(
                    ScreenContainerNotSupportedError(
                        container: container, why: "it is not shown in a presented sheet. Present it with withBottomSheet(_:) first.")))
        }
        let old = sheet
        changes(&sheet)
        container.changeScreenSheet(sheet, animated: animated) { [sheet] result in
            if case .success = result {
                navigator.sheetHooks.register(container, hook: sheet)
                navigator.recordUndoableChange { done in container.changeScreenSheet(old, animated: false) { _ in done() } }
            }
            completion(result)
        }
    }
}

extension ScreenThenable where Current: ScreenSheetContainer {
    /// Changes the presented sheet this controller is shown in (Nivelir's `changeBottomSheet`).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large }
    /// ```
    /// - Parameters:
    ///   - animated: Whether the change animates (default `true`); undo never animates.
    ///   - changes: Changes the presented sheet's settings.
    /// - Note: Fails with ``ScreenContainerNotSupportedError`` when the controller is not in a
    ///   presented sheet and with ``ScreenRuleViolation/Rule/unknownSheetDetent`` when
    ///   the selected detent is not one of the detents (nothing changes); completes at once.
    public func changeBottomSheet(
        animated: Bool = true,
        _ changes: @escaping @MainActor (inout ScreenSheet) -> Void
    ) -> ScreenRoute<Root, Current> {
        then(ScreenChangeSheetAction<Current>(animated: animated, changes: changes))
    }
}
