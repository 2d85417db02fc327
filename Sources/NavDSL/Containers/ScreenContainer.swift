/// A node of the navigation tree: a window, a view controller, a navigation stack or a tab bar.
///
/// NavDSL never talks to concrete classes directly. Actions ask the container for one of the
/// refinements below (``ScreenModalContainer``, ``ScreenStackContainer``, ...) and each platform
/// (``HeadlessPlatform``, `UIKitPlatform`) supplies classes that conform. Containers are reference
/// types and live on the main actor, like UIKit's.
@MainActor
public protocol ScreenContainer: AnyObject {}
