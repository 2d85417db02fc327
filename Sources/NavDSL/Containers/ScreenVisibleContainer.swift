/// A container that knows whether the user can currently see it.
@MainActor
public protocol ScreenVisibleContainer: ScreenContainer {
    /// `true` when the container is in a window, on the visible path of every container above it
    /// (the top of its stack, the selected tab) and not covered by a full-screen presentation.
    ///
    /// Named `isContainerVisible`, not `isVisible`: UIKit's classes conform, and an app's subclass
    /// may declare an `isVisible` of its own, which a member added by NavDSL would forbid.
    var isContainerVisible: Bool { get }
}
