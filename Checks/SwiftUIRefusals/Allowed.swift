// The control: decorators the SwiftUI family supports compile on its screens, so the refusals
// below fail for the reason they name, not because the modules could not be found.
import NavDSL
import NavDSLSwiftUI

@MainActor
func allowed(_ screen: SwiftUIScreen) -> SwiftUIWindowRoute {
    SwiftUIWindowRoute().top(.container).present(
        screen.withModalPresentationStyle(.fullScreen).withBottomSheet(ScreenSheet(detents: [.medium])).withTitle("Settings")
    ).resolve()
}

// The unanchored alert and share sheet are there on a SwiftUI route; only the anchored forms are not.
@MainActor
func allowedAddons(_ alert: ScreenAlert, _ share: ScreenShare) -> SwiftUIWindowRoute {
    SwiftUIWindowRoute().top(.container).present(alert: alert).top(.container).present(share: share).resolve()
}
