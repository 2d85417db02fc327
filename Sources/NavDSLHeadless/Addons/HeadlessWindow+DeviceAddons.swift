import NavDSL
import NavDSLAddons

// What a headless window answers for the device-level addons: haptics played and review requests,
// recorded on its HeadlessDevice so a test can read them.

extension HeadlessWindow: ScreenHapticContainer {
    /// Records `haptic` in ``HeadlessDevice/playedHaptics``.
    public func playScreenHaptic(_ haptic: ScreenHaptic) {
        device.play(haptic)
    }
}

extension HeadlessWindow: ScreenReviewRequestingContainer {
    /// Counts the request in ``HeadlessDevice/reviewRequests``.
    public func requestScreenReview() -> Bool {
        device.requestReview()
        return true
    }
}
