/// A UIKit rule a platform refused to break.
///
/// Where UIKit crashes, logs a warning or silently ignores a misuse, the headless platform changes
/// nothing and reports this error: returned by the container-protocol methods NavDSL's actions
/// call, and appended to `HeadlessWindow.violations` by the UIKit-named methods. The UIKit
/// adapter checks the rules that would crash UIKit and returns the same error instead. ``message``
/// is UIKit's own text, with the controllers' descriptions in place of `%@`.
public struct ScreenRuleViolation: ScreenError, Equatable {
    /// The rules, as listed in Checks/UIKitStubs/RULES.md.
    public enum Rule: Sendable, CaseIterable {
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
        /// A popover, or an action sheet or share sheet in regular width, presented without a
        /// source view or bar button item (UIKit crashes).
        case popoverWithoutAnchor
        /// A sheet asked to select a detent it does not have (headless-only rule; UIKit ignores it).
        case unknownSheetDetent
        /// A split view pushed or set into a navigation controller (UIKit crashes).
        case splitViewControllerInStack
        /// A split view column the style does not have (the supplementary column of a
        /// double-column split view), or the compact column given to `show`/`hide` (UIKit ignores both).
        case splitColumnUnavailable
        /// A controller set for a second column of the same split view (headless-only rule).
        case splitColumnReused
    }

    /// Which rule was broken.
    public let rule: Rule
    /// UIKit's message for it.
    public let message: String
    /// What to do instead.
    public let hint: String
    /// The failing step, set by the navigator.
    public var step: ScreenStep?

    /// Creates a violation.
    package init(_ rule: Rule, message: String, hint: String, step: ScreenStep? = nil) {
        self.rule = rule
        self.message = message
        self.hint = hint
        self.step = step
    }

    /// UIKit's message, then the hint.
    public var reason: String { hint.isEmpty ? message : "\(message) \(hint)" }
}

// MARK: - The catalogue: every rule's message and hint

/// Every text a rule violation shows lives here, one factory per message, in the order of
/// ``ScreenRuleViolation/Rule``. Where UIKit crashes or logs, the message is UIKit's own text
/// (Checks/UIKitStubs/RULES.md) with the controllers' descriptions in place of `%@`; the hint is NavDSL's fix.
/// Only the platforms in this package make violations (a navigation returns them, an app reads
/// ``ScreenRuleViolation/rule``), so the factories and the initializer are `package`.
extension ScreenRuleViolation {
    // MARK: Presentation

    /// `present` with the presenter itself as the controller.
    package static func presentOnItself(_ presenter: Any) -> Self {
        Self(
            .presentOnItself,
            message: "Application tried to present modal view controller on itself. Presenting controller is \(presenter).",
            hint: "Present a new controller.")
    }

    /// `present` of a controller that is already presented.
    package static func presentAlreadyPresented(_ controller: Any, by presenter: Any) -> Self {
        Self(
            .presentAlreadyPresented,
            message:
                "Application tried to present modally a view controller \(controller) that is already being presented by \(presenter).",
            hint: "Dismiss it first, or present a new controller.")
    }

    /// `present` of a controller that is inside a container.
    package static func presentChild(_ controller: Any, of parent: Any) -> Self {
        Self(
            .presentActiveController,
            message: "Application tried to present modally a view controller \(controller) that has a parent view controller \(parent).",
            hint: "Present a controller that is not inside a container.")
    }

    /// `present` of a window root, or of an ancestor of the presenter.
    package static func presentActiveController(_ controller: Any) -> Self {
        Self(
            .presentActiveController, message: "Application tried to present modally an active controller \(controller).",
            hint: "Present a controller that is not already in the hierarchy.")
    }

    /// `present` from a presenter whose view is not in a window.
    package static func presenterNotInWindow(_ controller: Any, presenter: Any, caller: Any) -> Self {
        Self(
            .presenterNotInWindow,
            message: "Attempt to present \(controller) on \(presenter) (from \(caller)) whose view is not in the window hierarchy.",
            hint: "Present from a controller that is on screen, such as .top(.container).")
    }

    /// `present` while a presentation or dismissal is running.
    package static func presentationInProgress(_ controller: Any, on presenter: Any, from caller: Any) -> Self {
        Self(
            .presentationInProgress,
            message: "Attempt to present \(controller) on \(presenter) (from \(caller)) while a presentation is in progress.",
            hint: "Wait for the running transition to complete.")
    }

    /// `dismiss` while a presentation or dismissal is running.
    package static func dismissInProgress(from presenter: Any) -> Self {
        Self(
            .dismissInProgress,
            message: "Warning: Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!",
            hint: "Wait for the running transition to complete.")
    }

    // MARK: Navigation stack

    /// `pushViewController` with an instance already in the stack.
    package static func pushSameInstance(_ controller: Any, on stack: Any) -> Self {
        Self(
            .pushSameInstance,
            message: "\(stack) is pushing the same view controller instance (\(controller)) more than once which is not supported "
                + "and is most likely an error in the application : NavDSL",
            hint: "Pop back to it (pop(to:)) or push a new instance.")
    }

    /// `pushViewController` with a navigation controller.
    package static var pushNavigationController: Self {
        Self(
            .pushNavigationController, message: "Pushing a navigation controller is not supported",
            hint: "Present the navigation controller instead.")
    }

    /// `setViewControllers` with the same controller twice.
    package static func duplicateInStack(_ controllers: Any) -> Self {
        Self(
            .duplicateInStack, message: "All view controllers in a navigation controller must be distinct (\(controllers))",
            hint: "Each controller can appear once; build a new instance for a second copy.")
    }

    /// `setViewControllers` containing a navigation controller.
    package static var navigationControllerInStack: Self {
        Self(
            .navigationControllerInStack, message: "UINavigationControllers are not allowed in a navigation controller!",
            hint: "Push the controllers themselves, or present the navigation controller.")
    }

    /// `popToViewController` with a controller that is not in `stack`.
    package static func popToMissing(in stack: Any) -> Self {
        Self(
            .popToMissing, message: "Tried to pop to a view controller that doesn't exist.",
            hint: "Pop to a controller that is in \(stack)'s stack.")
    }

    /// An animated stack change (`operation`, a selector such as `pushViewController:animated:`)
    /// during a presentation transition.
    package static func stackTransitionConflict(_ operation: String, on stack: Any) -> Self {
        Self(
            .stackTransitionConflict,
            message: "\(operation) called on \(classNamed(stack)) while an existing transition or presentation "
                + "is occurring; the navigation stack will not be updated.",
            hint: "Wait for the presentation to complete, or change the stack without animation.")
    }

    /// UIKit's `<%@ %p>`: the object's own class with its description (an `NSObject`'s description
    /// already is `<Class: address>`; a headless controller's is its key or its class name).
    private static func classNamed(_ object: Any) -> String {
        let text = String(describing: object)
        let typeName = String(describing: type(of: object))
        if text.hasPrefix("<") { return text }
        return text == typeName ? "<\(typeName)>" : "<\(typeName): \(text)>"
    }

    // MARK: Containment

    /// `child`, on screen inside `parent`, added to `container`.
    package static func hierarchyInconsistency(_ child: Any, parent: Any, requestedParent container: Any) -> Self {
        Self(
            .hierarchyInconsistency,
            message: "child view controller:\(child) should have parent view controller:\(parent) but requested parent is:\(container)",
            hint: "Remove it from \(parent) first, or build a new controller.")
    }

    /// `selectedViewController` set to a controller that is not one of `tabs`' tabs.
    package static func selectMissingTab(in tabs: Any) -> Self {
        Self(
            .selectMissingTab,
            message: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's "
                + "list of view controllers can be selected.",
            hint: "Select one of \(tabs)'s tabs.")
    }

    /// The same controller twice among the tabs.
    package static func duplicateTab(_ controller: Any, in tabs: Any) -> Self {
        Self(.duplicateTab, message: "\(controller) appears twice among the tabs of \(tabs).", hint: "Each tab needs its own controller.")
    }

    /// `container` asked to hold itself or one of its ancestors.
    package static func containmentCycle(_ child: Any, in container: Any) -> Self {
        Self(
            .containmentCycle, message: "\(container) can't contain \(child): it is \(container) itself or one of its parents.",
            hint: "Build a new controller for the screen.")
    }

    /// A presented controller or a window root added to `container`.
    package static func activeControllerInContainer(_ child: Any, in container: Any) -> Self {
        Self(
            .activeControllerInContainer, message: "\(child) can't be added to \(container): it is presented or is a window's root.",
            hint: "Dismiss it or replace the window root first.")
    }

    /// A window root that is a child of `parent`.
    package static func rootInUse(_ controller: Any, of window: Any, childOf parent: Any) -> Self {
        Self(
            .rootInUse, message: "\(controller) can't become the root of \(window): it is a child of \(parent).",
            hint: "Remove it from its container first, or build a new controller.")
    }

    /// A window root that `presenter` presents.
    package static func rootInUse(_ controller: Any, of window: Any, presentedBy presenter: Any) -> Self {
        Self(
            .rootInUse, message: "\(controller) can't become the root of \(window): it is presented by \(presenter).",
            hint: "Dismiss it first, or build a new controller.")
    }

    // MARK: Popovers and sheets

    /// A popover (or an action sheet or share sheet in regular width) presented without an anchor.
    ///
    /// UIKit crashes with `NSGenericException`; the message is UIKit's, with the controller in
    /// place of the popover presentation controller's description.
    package static func popoverWithoutAnchor(_ controller: Any) -> Self {
        Self(
            .popoverWithoutAnchor,
            message: "UIPopoverPresentationController (\(controller)) should have a non-nil sourceView or barButtonItem set "
                + "before the presentation occurs.",
            hint: "Anchor it with withPopover(anchor:) or withPopoverAnchor(_:) (a view, a rect in a view or a bar button item).")
    }

    /// A sheet asked to select a detent it does not have.
    package static func unknownSheetDetent(_ detent: Any, of controller: Any, detents: [Any]) -> Self {
        Self(
            .unknownSheetDetent, message: "\(controller)'s sheet has no detent '\(detent)'; its detents are \(detents).",
            hint: "Add the detent to the sheet's detents in the same change.")
    }

    // MARK: Split views

    /// A split view inside a navigation controller (pushed, or set into a column it would wrap).
    package static var splitViewControllerInStack: Self {
        Self(
            .splitViewControllerInStack, message: "UISplitViewControllers are not allowed in a navigation controller!",
            hint: "Make the split view a window root or present it; a split view can't be pushed or put into a column.")
    }

    /// `column` is not one of `split`'s columns for this call.
    package static func splitColumnUnavailable(_ column: Any, in split: Any, why: String) -> Self {
        Self(
            .splitColumnUnavailable, message: "\(split) has no \(column) column here: \(why).",
            hint: "Use a triple-column split view for a supplementary column; show or hide only primary, supplementary or secondary.")
    }

    /// `controller` is already `split`'s `other` column.
    package static func splitColumnReused(_ controller: Any, in split: Any, column: Any, other: Any) -> Self {
        Self(
            .splitColumnReused, message: "\(controller) can't be \(split)'s \(column) column: it is its \(other) column.",
            hint: "Each column needs its own controller; build a new one.")
    }
}
