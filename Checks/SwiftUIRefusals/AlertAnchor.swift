// Must not compile: a confirmation dialog points at the view that shows it, so on a SwiftUI route
// `present(alert:anchor:)` is not there (its models do not adopt ScreenPopoverContainer);
// `present(alert:)` is.
import NavDSL
import NavDSLAddons
import NavDSLSwiftUI

@MainActor
func alertAnchor(_ alert: ScreenAlert, anchor: ScreenPopoverAnchor) -> SwiftUIWindowRoute {
    SwiftUIWindowRoute().top(.container).present(alert: alert, anchor: anchor).resolve()
}
