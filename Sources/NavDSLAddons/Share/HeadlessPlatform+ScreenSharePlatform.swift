extension HeadlessPlatform: ScreenSharePlatform {
    /// A ``HeadlessShareController``.
    @MainActor
    public static func makeShareContainer(for share: ScreenShare) -> HeadlessViewController {
        HeadlessShareController(share: share)
    }
}
