/// The controllers whose sheet has a "should dismiss" hook, and their release from it once the
/// sheet is no longer shown (review R16).
///
/// A hook that reads its own controller (an editor asking whether it has unsaved edits:
/// `changeBottomSheet { $0.shouldDismiss = { editor.canClose } }`) forms a cycle: the controller
/// keeps its payload, the payload the sheet settings, the settings the hook, the hook the
/// controller. UIKit only asks the hook while the sheet is presented, so NavDSL lets go of it once
/// the sheet has left the window's tree: at the end of each top-level navigation, when the app
/// calls ``ScreenNavigator/noticeUserChanges()``, and on UIKit when the user has swiped it away.
/// The controller is then released as it would be without a hook. A controller shown again
/// later needs its hook set again (`withBottomSheet(_:)`, `changeBottomSheet(animated:_:)`).
@MainActor
package final class ScreenSheetHooks {
    private struct Entry {
        weak var container: (any ScreenSheetHookHolding)?
    }

    private var entries: [Entry] = []

    init() {}

    /// Remembers that `container`'s sheet has a hook, if it has one.
    package func register(_ container: some ScreenContainer, hook: ScreenSheet) {
        guard hook.shouldDismiss != nil, let holder = container as? any ScreenSheetHookHolding else { return }
        entries.removeAll { $0.container == nil || $0.container === holder }
        entries.append(Entry(container: holder))
    }

    /// Drops the hooks of the registered controllers `isShown` no longer finds in the tree.
    package func dropUnshown(isShown: (any ScreenContainer) -> Bool) {
        guard !entries.isEmpty else { return }
        entries.removeAll { entry in
            guard let container = entry.container else { return true }
            guard !isShown(container) else { return false }
            container.dropScreenSheetHook()
            return true
        }
    }
}

/// A controller that can let go of its sheet's "should dismiss" hook: every copy of the sheet
/// settings it keeps (the sheet itself, the request `withBottomSheet(_:)` recorded) loses the hook.
@MainActor
package protocol ScreenSheetHookHolding: ScreenContainer {
    func dropScreenSheetHook()
}

extension ScreenSheetRequest {
    /// Removes the hook from the request `container` recorded, if any.
    package static func dropHook(of container: some ScreenContainer) {
        guard let payloaded = container as? any ScreenPayloadedContainer,
            let request = payloaded.screenPayload?.first(of: ScreenSheetRequest.self)
        else { return }
        request.dropHook()
    }
}

extension ScreenNavigator {
    /// Lets go of the sheet hooks of controllers no longer in the window's tree.
    package func dropUnshownSheetHooks() {
        sheetHooks.dropUnshown { [results] in results.isShown($0) }
    }
}
