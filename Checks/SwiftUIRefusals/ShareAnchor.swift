// Must not compile: SwiftUI shows the share sheet as a sheet, so on a SwiftUI route
// `present(share:anchor:)` is not there (its models do not adopt ScreenPopoverContainer);
// `present(share:)` is.
import NavDSL
import NavDSLAddons
import NavDSLSwiftUI

@MainActor
func shareAnchor(_ share: ScreenShare, anchor: ScreenPopoverAnchor) -> SwiftUIWindowRoute {
    SwiftUIWindowRoute().top(.container).present(share: share, anchor: anchor).resolve()
}
