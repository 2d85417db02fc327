/// A controller whose presentation can be styled: what `withModalPresentationStyle(_:)` and
/// `withModalTransitionStyle(_:)` need.
@MainActor
public protocol ScreenModalStylingContainer: ScreenContainer {
    /// Sets how the controller covers the screen when presented.
    func setScreenModalPresentationStyle(_ style: ScreenModalPresentationStyle)
    /// Sets the presentation's animation.
    func setScreenModalTransitionStyle(_ style: ScreenModalTransitionStyle)
}

/// A controller that tells how it is presented: what a restoration record keeps of a presentation.
///
/// Package-only: the two platforms' controllers adopt it so the recorder reads both the same way;
/// an app reads its own controller's `modalPresentationStyle`.
@MainActor
package protocol ScreenModalStyleReadingContainer: ScreenContainer {
    /// How the controller covers the screen when presented.
    var screenModalPresentationStyle: ScreenModalPresentationStyle { get }
    /// The presentation's animation.
    var screenModalTransitionStyle: ScreenModalTransitionStyle { get }
}

/// How a presented controller covers the screen: UIKit's `UIModalPresentationStyle`, as a
/// platform-neutral value that decorators set and each platform maps onto its own.
public enum ScreenModalPresentationStyle: String, Sendable, CaseIterable {
    /// Covers the screen; the presenter is hidden.
    case fullScreen
    /// A card; the presenter stays visible.
    case pageSheet
    /// A smaller card; the presenter stays visible.
    case formSheet
    /// Covers the context controller; it is hidden.
    case currentContext
    /// Covers the screen over the presenter, which stays visible.
    case overFullScreen
    /// Covers the context controller, which stays visible.
    case overCurrentContext
    /// UIKit's default since iOS 13: a sheet for most controllers.
    case automatic
    /// Shown by a custom presentation controller that the controller's transitioning delegate
    /// provides (see `withModalTransitioningDelegate(_:)`); the presenter stays visible.
    case custom
    /// A popover pointing at an anchor (see `withPopover(anchor:)`); in compact width it adapts to
    /// a sheet. Needs an anchor in regular width.
    case popover

    /// Whether the presenter is resolved through `definesPresentationContext`.
    public var usesPresentationContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }

    /// Whether the presenter's views leave the screen (Checks/UIKitStubs/RULES.md §6).
    public var hidesPresenter: Bool {
        self == .fullScreen || self == .currentContext
    }
}

/// The animation of a presentation: UIKit's `UIModalTransitionStyle`, platform-neutral.
public enum ScreenModalTransitionStyle: String, Sendable, CaseIterable {
    /// Slides up from the bottom (the default).
    case coverVertical
    /// Flips horizontally.
    case flipHorizontal
    /// Cross-fades.
    case crossDissolve
    /// Curls the page up (full-screen presentations only).
    case partialCurl
}
