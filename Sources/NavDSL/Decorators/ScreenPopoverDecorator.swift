/// Presents a controller as a popover pointing at an anchor, or only anchors a controller that
/// becomes a popover by itself (an action sheet or share sheet in regular width).
package struct ScreenPopoverDecorator<Container: ScreenPopoverContainer & ScreenModalStylingContainer>: ScreenDecorator {
    /// Where the popover points.
    package let anchor: ScreenPopoverAnchor
    /// Whether the decorator also sets the `.popover` presentation style.
    package let setsPopoverStyle: Bool

    /// Creates the decorator.
    package init(anchor: ScreenPopoverAnchor, setsPopoverStyle: Bool = true) {
        self.anchor = anchor
        self.setsPopoverStyle = setsPopoverStyle
    }

    /// `withPopover(anchor: .barButtonItem(...))` or `withPopoverAnchor(...)`.
    package var description: String {
        setsPopoverStyle ? "withPopover(anchor: \(anchor))" : "withPopoverAnchor(\(anchor))"
    }

    /// Sets the style (UIKit creates the popover controller only for it), then the anchor.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        if setsPopoverStyle { container.setScreenModalPresentationStyle(.popover) }
        container.setScreenPopoverAnchor(anchor)
        return container
    }
}

@MainActor
extension Screen where Container: ScreenPopoverContainer & ScreenModalStylingContainer {
    /// The screen presented as a popover pointing at `anchor` (`modalPresentationStyle = .popover`
    /// and its `popoverPresentationController`'s source).
    ///
    /// In compact width UIKit adapts the popover to a sheet, which needs no anchor.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(filters.withPopover(anchor: .barButtonItem(filterButton)))
    /// ```
    /// - Note: The presentation fails with ``ScreenRuleViolation/Rule/popoverWithoutAnchor`` in
    ///   regular width when the anchor's view or item was released.
    public func withPopover(anchor: ScreenPopoverAnchor) -> AnyScreen<Container> {
        decorated(by: ScreenPopoverDecorator<Container>(anchor: anchor))
    }

    /// The screen with its popover anchored at `anchor`, its presentation style unchanged: for
    /// controllers that become popovers by themselves in regular width (action sheets, share sheets).
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(shareSheet.withPopoverAnchor(.barButtonItem(shareButton)))
    /// ```
    public func withPopoverAnchor(_ anchor: ScreenPopoverAnchor) -> AnyScreen<Container> {
        decorated(by: ScreenPopoverDecorator<Container>(anchor: anchor, setsPopoverStyle: false))
    }
}
