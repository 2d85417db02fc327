/// The headless HUD: records every content the user saw, in order.
///
/// ```swift
/// let hud = try #require(window.rootViewController?.presentedViewController as? HeadlessHUDController)
/// #expect(hud.shownHUDs == [.spinner("Saving"), .success("Saved")])
/// ```
@MainActor
public final class HeadlessHUDController: HeadlessViewController, ScreenHUDContainer {
    /// What the HUD shows now.
    public private(set) var screenHUD: ScreenHUD
    /// Every content shown, the first one included, in order.
    public private(set) var shownHUDs: [ScreenHUD]
    /// Counts the contents shown.
    public private(set) var screenHUDGeneration = 0

    /// Creates the controller showing `hud`, over the full screen like a HUD overlay.
    public init(hud: ScreenHUD) {
        screenHUD = hud
        shownHUDs = [hud]
        super.init(screenKey: nil)
        modalPresentationStyle = .overFullScreen
    }

    /// Shows `hud` in place.
    public func showScreenHUD(_ hud: ScreenHUD) {
        screenHUD = hud
        shownHUDs.append(hud)
        screenHUDGeneration += 1
    }
}

extension HeadlessPlatform: ScreenHUDPlatform {
    /// A ``HeadlessHUDController``.
    @MainActor
    public static func makeHUDContainer(for hud: ScreenHUD) -> HeadlessViewController {
        HeadlessHUDController(hud: hud)
    }
}
