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
