import NavDSL
import NavDSLAddons
import NavDSLHeadless

/// What a platform family lends the route corpus: its plain screens and the capabilities it has.
///
/// The corpus is written once against this protocol; each platform's run supplies a conformance
/// (headless stand-ins, UIKit controllers on the behavioural UIKit, SwiftUI models):
/// ```swift
/// enum HeadlessCorpus: RouteCorpusPlatform {
///     typealias Platform = HeadlessPlatform
///     static let capabilities = Set(RouteCorpusCapability.allCases)
///     static func makePlain(_ key: ScreenKey) -> HeadlessViewController { HeadlessViewController(screenKey: key) }
/// }
/// ```
/// An entry that needs a capability the platform lacks is reported as skipped, by name, never
/// left out silently (``RouteCorpusReport/skipped``).
@MainActor
public protocol RouteCorpusPlatform {
    /// The platform family the corpus runs on.
    associatedtype Platform: ScreenSplitPlatform
    where Platform.Modal: ScreenModalStylingContainer, Platform.Stack: ScreenModalStylingContainer

    /// What the family can do beyond the core verbs.
    static var capabilities: Set<RouteCorpusCapability> { get }

    /// A plain controller keyed `key`, as an app's screen would be.
    static func makePlain(_ key: ScreenKey) -> Platform.Modal

    /// The entries that need alerts (the alert addon and the example app, whose gate shows one);
    /// `nil` where the family has no ``ScreenAlertPlatform`` conformance.
    static func alertEntries(animated: Bool) -> [RouteCorpusEntry<Platform>]?

    /// `screen` as a popover anchored in `window` (a bar button item or a view of the family), or
    /// `nil` where the family has no popovers.
    static func popover(_ screen: RouteCorpusScreen<Self>, in window: Platform.Window) -> AnyScreen<Platform.Modal>?

    /// `screen` presented with a custom transitioning delegate of the family, or `nil` where the
    /// family has none.
    static func customTransition(_ screen: RouteCorpusScreen<Self>) -> AnyScreen<Platform.Modal>?
}

/// A capability some corpus entries need and some platform families lack.
public enum RouteCorpusCapability: String, Sendable, CaseIterable, Comparable {
    /// The alert addon (``ScreenAlertPlatform``), and the example app's routes, which show one.
    case alerts
    /// `currentContext` and `overCurrentContext` presentations (the SwiftUI family refuses them).
    case contextStyles
    /// Popovers anchored at a bar button or a view (``RouteCorpusPlatform/popover(_:in:)``).
    case popovers
    /// Custom transitioning delegates (``RouteCorpusPlatform/customTransition(_:)``).
    case customTransitions
    /// A split view that collapses into one stack when the width becomes compact.
    case splitCollapse

    /// In declaration order, so skip lists read the same on every run.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

extension RouteCorpusPlatform {
    /// What the family can do: what it declares, and alerts when it is an alert platform (the
    /// conformance decides, so a family gains the alert entries the day it gains alerts).
    public static var availableCapabilities: Set<RouteCorpusCapability> {
        alertEntries(animated: false) == nil ? capabilities : capabilities.union([.alerts])
    }

    /// No alerts on this family: the entries that need them are skipped by capability.
    public static func alertEntries(animated: Bool) -> [RouteCorpusEntry<Platform>]? { nil }

    /// No popovers on this family.
    public static func popover(_ screen: RouteCorpusScreen<Self>, in window: Platform.Window) -> AnyScreen<Platform.Modal>? { nil }

    /// No custom transitions on this family.
    public static func customTransition(_ screen: RouteCorpusScreen<Self>) -> AnyScreen<Platform.Modal>? { nil }
}

extension RouteCorpusPlatform
where
    Platform: ScreenAlertPlatform,
    Platform.Modal: ScreenSheetContainer & ScreenTabBarItemContainer,
    Platform.Stack: ScreenTabBarItemContainer
{
    /// The alert addon's entries and the example app's, on a family that has alerts.
    public static func alertEntries(animated: Bool) -> [RouteCorpusEntry<Platform>]? {
        RouteCorpus<Self>.alertAddonEntries(animated: animated) + RouteCorpusExampleApp<RouteCorpusAppScreens<Self>>.entries
    }
}
