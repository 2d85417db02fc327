// The anchored alert and share forms with an optional anchor, from before the unanchored forms existed on every
// platform (`anchor: nil` meant none). Deprecated; this file is deleted in 0.2.0 (CHANGELOG.md).
import NavDSL

extension ScreenThenable
where Current: ScreenModalContainer, Current.Platform: ScreenAlertPlatform, Current.Platform.Modal: ScreenPopoverContainer {
    /// The anchored form with an optional anchor, as it was before the unanchored form existed.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(alert: deleteSheet, anchor: .barButtonItem(button))
    /// ```
    /// - Note: Fails and completes as `present(alert:anchor:animated:)` with an anchor and
    ///   `present(alert:animated:)` without one.
    @available(*, deprecated, message: "Removed in 0.2.0: pass an anchor, or call present(alert:animated:) for none")
    public func present(alert: ScreenAlert, anchor: ScreenPopoverAnchor?, animated: Bool = true) -> ScreenRoute<Root, Current> {
        guard let anchor else { return present(alert: alert, animated: animated) }
        return present(alert: alert, anchor: anchor, animated: animated)
    }
}

extension ScreenThenable
where Current: ScreenModalContainer, Current.Platform: ScreenSharePlatform, Current.Platform.Modal: ScreenPopoverContainer {
    /// The anchored form with an optional anchor, as it was before the unanchored form existed.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(share: share, anchor: .barButtonItem(button))
    /// ```
    /// - Note: Fails and completes as `present(share:anchor:animated:)` with an anchor and
    ///   `present(share:animated:)` without one.
    @available(*, deprecated, message: "Removed in 0.2.0: pass an anchor, or call present(share:animated:) for none")
    public func present(share: ScreenShare, anchor: ScreenPopoverAnchor?, animated: Bool = true) -> ScreenRoute<Root, Current> {
        guard let anchor else { return present(share: share, animated: animated) }
        return present(share: share, anchor: anchor, animated: animated)
    }
}
