extension HeadlessPlatform: ScreenAlertPlatform {
    /// A ``HeadlessAlertController``.
    @MainActor
    public static func makeAlertContainer(for alert: ScreenAlert) -> HeadlessViewController {
        HeadlessAlertController(alert: alert)
    }
}
