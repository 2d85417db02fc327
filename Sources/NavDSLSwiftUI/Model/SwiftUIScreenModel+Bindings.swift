import NavDSL

/// A presented model its presenter draws with a modifier of its own (an alert with `.alert`, an
/// action sheet with `.confirmationDialog`), never as a sheet or cover: the addons' models adopt it.
@MainActor
protocol SwiftUIModifierPresentedModel: SwiftUIScreenModel {}

/// A detent as SwiftUI draws it: `PresentationDetent`'s cases, as a value the model computes and a
/// Linux test can compare; the view maps each case one to one.
package enum SwiftUIDrawnDetent: Hashable, Sendable {
    /// `.medium`.
    case medium
    /// `.large`.
    case large
    /// `.height(_:)`, in points.
    case height(Double)
    /// `.fraction(_:)` of the available height.
    case fraction(Double)
}

/// The bindings a presenter hands to `.sheet(item:)` and `.fullScreenCover(item:)`, and a presented
/// sheet to `presentationDetents(_:selection:)` and `interactiveDismissDisabled`.
extension SwiftUIScreenModel {
    /// The item of `.sheet(item:)` (`cover: false`) or `.fullScreenCover(item:)` (binding rule 3).
    package func presentationBinding(cover: Bool) -> SwiftUIModelBinding<SwiftUIScreenModel?> {
        let shown = SwiftUIShownModel()
        return SwiftUIModelBinding(
            get: { [weak self, shown] in
                let item = self?.presentedItem(cover: cover)
                if let item { (shown.model, shown.wasHandedOut) = (item, true) }
                return item
            },
            set: { [weak self, shown] written in
                // SwiftUI writes only nil (binding rule 3); the item it ended is the one it was last
                // handed, which a late write finds no longer presented.
                // A model released since was dismissed long ago: nothing to end.
                guard written == nil, let self, let ended = shown.wasHandedOut ? shown.model : self.presentedItem(cover: cover) else {
                    return
                }
                self.presentationDidEnd(ended)
            })
    }

    /// The detents the sheet this model is presented as is drawn with, smallest first (binding rule 4).
    ///
    /// An empty list (which UIKit's sheet does not accept) is drawn as `[.large]`.
    package var drawnDetents: [SwiftUIDrawnDetent] {
        let detents = (sheetSettings ?? ScreenSheet()).detents
        return detents.isEmpty ? [.large] : detents.map(Self.drawn)
    }

    /// The selection of `presentationDetents(_:selection:)` (binding rule 4).
    package func detentBinding() -> SwiftUIModelBinding<SwiftUIDrawnDetent> {
        SwiftUIModelBinding(
            get: { [weak self] in self?.drawnSelectedDetent ?? .large },
            set: { [weak self] written in
                guard let self else { return }
                let sheet = self.sheetSettings ?? ScreenSheet()
                guard let detent = sheet.detents.first(where: { Self.drawn($0) == written }) else { return }
                self.userDidSelectDetent(detent.identifier)
            })
    }

    /// What this model presents as a sheet (`cover: false`) or a full-screen cover.
    private func presentedItem(cover: Bool) -> SwiftUIScreenModel? {
        presentedModel.flatMap { $0.isFullScreenCover == cover && !($0 is any SwiftUIModifierPresentedModel) ? $0 : nil }
    }

    /// Whether the user's swipe-down is refused before it starts (`interactiveDismissDisabled`).
    ///
    /// SwiftUI has no hook that asks before a swipe, so a sheet's `shouldDismiss` is asked here, when
    /// the sheet is drawn: an app whose answer changes redraws by setting ``isModalInPresentation``.
    package var isInteractiveDismissDisabled: Bool {
        isModalInPresentation || sheetSettings?.shouldDismiss?() == false
    }

    /// The selected detent as drawn: the sheet's selection, else its smallest detent.
    private var drawnSelectedDetent: SwiftUIDrawnDetent {
        let sheet = sheetSettings ?? ScreenSheet()
        let selected = sheet.selectedDetent.flatMap { id in sheet.detents.first { $0.identifier == id } } ?? sheet.detents.first
        return selected.map(Self.drawn) ?? .large
    }

    /// UIKit's detents as SwiftUI's; `.content` (UIKit's content-sized custom detent) has no SwiftUI
    /// twin and is drawn as `.large`.
    static func drawn(_ detent: ScreenSheetDetent) -> SwiftUIDrawnDetent {
        if let fraction = detent.fraction { return .fraction(fraction) }
        if let height = detent.height { return .height(height) }
        return detent.identifier == .medium ? .medium : .large
    }
}

/// The item a presentation binding last handed SwiftUI, weakly: a late `nil` ends that one only.
@MainActor
final class SwiftUIShownModel {
    weak var model: SwiftUIScreenModel?
    /// Whether the getter handed an item out (SwiftUI always reads before it writes; a test may not).
    var wasHandedOut = false
}

/// Alerts and dialogs are drawn by a modifier of their presenter: nothing can be presented on them.
extension SwiftUIAlertModel: SwiftUIModifierPresentedModel {}
