/// A UIKit rule a platform refused to break.
///
/// Where UIKit crashes, logs a warning or silently ignores a misuse, the headless platform changes
/// nothing and reports this error: returned by the container-protocol methods NavDSL's actions
/// call, and appended to ``HeadlessWindow/violations`` by the UIKit-named methods. The UIKit
/// adapter checks the rules that would crash UIKit and returns the same error instead. ``message``
/// is UIKit's own text, with the controllers' descriptions in place of `%@`.
public struct ScreenRuleViolation: ScreenError, Equatable {
    /// The rules, as listed in UIKIT-RULES.md.
    public enum Rule: String, Sendable, CaseIterable {
        /// `present` with the presenter itself as the controller (UIKit crashes).
        case presentOnItself
        /// `present` of a controller that is already presented (UIKit crashes).
        case presentAlreadyPresented
        /// `present` of a controller that has a parent or is a window root (UIKit crashes).
        case presentActiveController
        /// `present` when the resolved presenter is not in a window (UIKit warns, drops it).
        case presenterNotInWindow
        /// `present` while a presentation or dismissal is running (UIKit warns, drops it).
        case presentationInProgress
        /// `dismiss` while a presentation or dismissal is running (UIKit warns, drops it).
        case dismissInProgress
        /// `pushViewController` with an instance already in the stack (UIKit crashes).
        case pushSameInstance
        /// `pushViewController` with a navigation controller (UIKit crashes).
        case pushNavigationController
        /// `setViewControllers` with the same controller twice (UIKit crashes).
        case duplicateInStack
        /// `setViewControllers` containing a navigation controller (UIKit crashes).
        case navigationControllerInStack
        /// `popToViewController` with a controller not in the stack (UIKit crashes).
        case popToMissing
        /// An animated stack change during a presentation transition (UIKit warns, drops it).
        case stackTransitionConflict
        /// Moving a controller that is on screen in another container (UIKit crashes).
        case hierarchyInconsistency
        /// `selectedViewController` set to a controller that is not a tab (UIKit crashes).
        case selectMissingTab
        /// The same controller twice among the tabs (headless-only rule; UIKit does not check).
        case duplicateTab
        /// A container asked to hold itself or one of its ancestors (headless-only rule).
        case containmentCycle
        /// A presented controller or a window root added to a container (headless-only rule).
        case activeControllerInContainer
        /// A window root that is already in use elsewhere (headless-only rule).
        case rootInUse
    }

    /// Which rule was broken.
    public let rule: Rule
    /// UIKit's message for it.
    public let message: String
    /// What to do instead.
    public let hint: String
    /// The failing step, set by the navigator.
    public var step: ScreenErrorStep?

    /// Creates a violation.
    public init(_ rule: Rule, message: String, hint: String, step: ScreenErrorStep? = nil) {
        self.rule = rule
        self.message = message
        self.hint = hint
        self.step = step
    }

    /// UIKit's message, then the hint.
    public var reason: String { hint.isEmpty ? message : "\(message) \(hint)" }
}

/// The rule error under the name the headless platform's documentation uses.
public typealias HeadlessRuleViolation = ScreenRuleViolation
