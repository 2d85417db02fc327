// Must not compile: SwiftUI's popover anchors to the view carrying the modifier, so the SwiftUI
// models do not adopt ScreenPopoverContainer and `withPopover(anchor:)` is not there.
import NavDSL
import NavDSLSwiftUI

@MainActor
func popover(_ screen: SwiftUIScreen, anchor: ScreenPopoverAnchor) -> SwiftUIWindowRoute {
    SwiftUIWindowRoute().top(.container).present(screen.withPopover(anchor: anchor)).resolve()
}
