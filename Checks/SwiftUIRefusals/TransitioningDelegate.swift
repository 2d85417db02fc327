// Must not compile: SwiftUI draws its own presentations, so the SwiftUI models do not adopt
// ScreenTransitioningContainer and `withModalTransitioningDelegate(_:)` is not there.
import NavDSL
import NavDSLSwiftUI

@MainActor
func transitioning(_ screen: SwiftUIScreen, delegate: AnyObject) -> SwiftUIWindowRoute {
    SwiftUIWindowRoute().top(.container).present(screen.withModalTransitioningDelegate(delegate)).resolve()
}
