// Nivelir's single modal-style value, split in NavDSL into one decorator per setting.

/// Nivelir's modal style: UIKit's presentation and transition styles, or a transitioning delegate.
///
/// ```swift
/// chat.withModalPresentationStyle(.formSheet).withModalTransitionStyle(.crossDissolve)
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, message: "use withModalPresentationStyle(_:), withModalTransitionStyle(_:) or withModalTransitioningDelegate(_:)")
public enum ScreenModalStyle<TransitioningDelegate> {
    /// UIKit's presentation and transition styles; `nil` keeps the controller's own.
    case `default`(presentation: ScreenModalPresentationStyle? = nil, transition: ScreenModalTransitionStyle? = nil)
    /// A transitioning delegate, which the presented controller keeps alive.
    case custom(delegate: TransitioningDelegate)
}

@MainActor
extension Screen where Container: ScreenTransitioningContainer {
    /// Nivelir's `withModalStyle(_:)`, funnelled into NavDSL's per-setting decorators.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(chat.withModalPresentationStyle(.formSheet))
    /// ```
    /// - Note: Fails never (a decorator); completes when the screen is built.
    @available(
        *, deprecated, message: "use withModalPresentationStyle(_:), withModalTransitionStyle(_:) or withModalTransitioningDelegate(_:)"
    )
    public func withModalStyle(_ style: ScreenModalStyle<Container.TransitioningDelegate>) -> AnyScreen<Container> {
        switch style {
        case .default(let presentation, let transition):
            // Through the public decorators only, as an app would; a `nil` style keeps the controller's own.
            let presented = presentation.map { withModalPresentationStyle($0) } ?? eraseToAnyScreen()
            return transition.map { presented.withModalTransitionStyle($0) } ?? presented
        case .custom(let delegate):
            return withModalTransitioningDelegate(delegate)
        }
    }
}
