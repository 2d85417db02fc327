import NavDSL

// Names the headless family's types had before their vocabulary moved into the core. They name
// headless types, so they live with the family, not in the core an app links; each goes at the next
// release, as every deprecated spelling does (the migration guide's "Renamed in this release").

/// The name `ScreenTransition` had while it was declared by the headless platform; UIKit apps'
/// listeners receive the same value, so the core names it.
///
/// ```swift
/// let log: [ScreenTransition] = window.transitions   // was [HeadlessTransition]
/// ```
/// - Note: Deprecated: kept for one release; write `ScreenTransition`.
@available(*, deprecated, renamed: "ScreenTransition")
public typealias HeadlessTransition = ScreenTransition

/// A second name of `ScreenTabBarItem`, which both platforms' tab bar items are described by.
///
/// ```swift
/// controller.tabBarItem = ScreenTabBarItem(title: "Chats")
/// ```
/// - Note: Deprecated: kept for one release; write `ScreenTabBarItem`.
@available(*, deprecated, renamed: "ScreenTabBarItem")
public typealias HeadlessTabBarItem = ScreenTabBarItem
