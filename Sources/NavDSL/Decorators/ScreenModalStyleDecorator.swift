/// Sets how a controller is presented: its presentation style and transition style.
package struct ScreenModalStyleDecorator<Container: ScreenModalStylingContainer>: ScreenDecorator {
    /// The presentation style to set, if any.
    package let presentationStyle: ScreenModalPresentationStyle?
    /// The transition style to set, if any.
    package let transitionStyle: ScreenModalTransitionStyle?

    /// Creates the decorator.
    package init(presentationStyle: ScreenModalPresentationStyle? = nil, transitionStyle: ScreenModalTransitionStyle? = nil) {
        self.presentationStyle = presentationStyle
        self.transitionStyle = transitionStyle
    }

    /// `withModalPresentationStyle(.fullScreen)`.
    package var description: String {
        [presentationStyle.map { "withModalPresentationStyle(.\($0))" }, transitionStyle.map { "withModalTransitionStyle(.\($0))" }]
            .compactMap { $0 }.joined(separator: ".")
    }

    /// Sets the styles and returns the same controller.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        if let presentationStyle { container.setScreenModalPresentationStyle(presentationStyle) }
        if let transitionStyle { container.setScreenModalTransitionStyle(transitionStyle) }
        return container
    }
}

@MainActor
extension Screen where Container: ScreenModalStylingContainer {
    /// The screen presented with `style` (UIKit's `modalPresentationStyle`).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(player.withModalPresentationStyle(.fullScreen))
    /// ```
    public func withModalPresentationStyle(_ style: ScreenModalPresentationStyle) -> AnyScreen<Container> {
        decorated(by: ScreenModalStyleDecorator<Container>(presentationStyle: style))
    }

    /// The screen presented with the `style` animation (UIKit's `modalTransitionStyle`).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(photo.withModalTransitionStyle(.crossDissolve))
    /// ```
    public func withModalTransitionStyle(_ style: ScreenModalTransitionStyle) -> AnyScreen<Container> {
        decorated(by: ScreenModalStyleDecorator<Container>(transitionStyle: style))
    }
}
