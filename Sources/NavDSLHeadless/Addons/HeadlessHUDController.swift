import NavDSL
import NavDSLAddons

/// The headless HUD: the root of the HUD's overlay window, recording every content the user saw,
/// in order.
///
/// ```swift
/// let hud = try #require(HeadlessPlatform.shownHUD(over: window) as? HeadlessHUDController)
/// #expect(hud.shownHUDs == [.spinner("Saving"), .success("Saved")])
/// #expect(hud.window?.windowLevel == .alert)  // its own window, above the app's
/// ```
@MainActor
public final class HeadlessHUDController: HeadlessViewController, ScreenHUDContainer {
    /// What the HUD shows now.
    public private(set) var screenHUD: ScreenHUD
    /// Every content shown, the first one included, in order.
    public private(set) var shownHUDs: [ScreenHUD]
    /// Counts the contents shown.
    public private(set) var screenHUDGeneration = 0

    /// Creates the controller showing `hud`.
    public init(hud: ScreenHUD) {
        screenHUD = hud
        shownHUDs = [hud]
        super.init(screenKey: ScreenKey(name: "HUD"))
    }

    /// Shows `hud` in place.
    public func showScreenHUD(_ hud: ScreenHUD) {
        screenHUD = hud
        shownHUDs.append(hud)
        screenHUDGeneration += 1
    }
}

extension HeadlessPlatform: ScreenHUDPlatform {
    /// The window's scene: one HUD covers all its windows.
    @MainActor
    public static func hudScene(of window: HeadlessWindow) -> AnyObject? {
        window.scene
    }

    /// A ``HeadlessHUDController`` as the root of a new window at `.alert` level in `window`'s
    /// scene, shown without becoming key; hiding hides that window.
    @MainActor
    public static func showHUDOverlay(_ hud: ScreenHUD, over window: HeadlessWindow, animated: Bool) -> ScreenHUDOverlay? {
        let overlay = HeadlessWindow(scene: window.scene)
        overlay.windowLevel = .alert
        overlay.traitCollection = window.traitCollection
        let controller = HeadlessHUDController(hud: hud)
        overlay.setRootViewController(controller, animated: animated)
        overlay.isHidden = false
        // The closure keeps the overlay window alive until the HUD hides, as the app keeps its own.
        return ScreenHUDOverlay(container: controller) { _ in overlay.isHidden = true }
    }
}
