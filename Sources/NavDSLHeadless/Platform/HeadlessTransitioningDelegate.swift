import NavDSL

/// The headless `UIViewControllerTransitioningDelegate`: owns a controller's custom presentation.
///
/// The headless platform runs no animation; it records the delegate's
/// ``transitionName`` as the presentation's custom animation.
///
/// ```swift
/// final class SlideIn: HeadlessTransitioningDelegate {}
/// HeadlessWindowRoute().top(.container).present(card.withModalPresentationStyle(.custom).withModalTransitioningDelegate(SlideIn()))
/// // window.transitions.last?.animation?.kind == .custom(name: "SlideIn")
/// ```
@MainActor
public protocol HeadlessTransitioningDelegate: AnyObject {
    /// The name recorded for the presentations it runs; the type name by default.
    var transitionName: String { get }
}

extension HeadlessTransitioningDelegate {
    /// The type name.
    public var transitionName: String { String(describing: type(of: self)) }
}

extension HeadlessViewController: ScreenTransitioningContainer {
    /// Sets ``transitioningDelegate`` (held weakly, as in UIKit).
    public func setScreenTransitioningDelegate(_ delegate: any HeadlessTransitioningDelegate) {
        transitioningDelegate = delegate
    }
}
