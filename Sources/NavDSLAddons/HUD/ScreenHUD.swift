/// What a progress HUD shows: a spinner, a success or failure mark, or a fraction done, with an
/// optional line of text.
///
/// The HUD is shown as Nivelir and the system show theirs: in its own overlay window above the
/// app's windows (see ``ScreenHUDPlatform``), never as a modal of the app's controllers. So it
/// never takes a presentation slot, and it outlives the screen changes under it: a `dismiss()`,
/// a `setRoot` or a failed navigation's undo leave it where it is.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).showHUD(.spinner("Saving"))
/// HeadlessWindowRoute().top(.container).showHUD(.success("Saved"), duration: .seconds(1))
/// ```
public struct ScreenHUD: Hashable, Sendable, CustomStringConvertible {
    /// The HUD's symbol.
    public enum Kind: Hashable, Sendable {
        /// An activity indicator: work of unknown length.
        case spinner
        /// A checkmark: the work succeeded.
        case success
        /// A cross: the work failed.
        case failure
        /// A progress bar, from 0 (nothing done) to 1 (all done).
        case progress(Double)
    }

    /// The symbol.
    public var kind: Kind
    /// The text under the symbol.
    public var text: String?

    /// Creates a HUD; a progress outside 0...1 is clamped, as `UIProgressView` does.
    ///
    /// Apps write the factories below (`.spinner("Saving")`), which say the same.
    package init(kind: Kind, text: String? = nil) {
        if case .progress(let fraction) = kind {
            self.kind = .progress(fraction.isNaN ? 0 : min(max(fraction, 0), 1))
        } else {
            self.kind = kind
        }
        self.text = text
    }

    /// A spinner, for work of unknown length.
    public static func spinner(_ text: String? = nil) -> Self { Self(kind: .spinner, text: text) }
    /// A checkmark, usually shown for a short `duration`.
    public static func success(_ text: String? = nil) -> Self { Self(kind: .success, text: text) }
    /// A cross, usually shown for a short `duration`.
    public static func failure(_ text: String? = nil) -> Self { Self(kind: .failure, text: text) }
    /// A progress bar at `fraction` (0...1).
    public static func progress(_ fraction: Double, _ text: String? = nil) -> Self { Self(kind: .progress(fraction), text: text) }

    /// `spinner`, `success(Saved)`, `progress(40%, Uploading)`.
    public var description: String {
        var parts: [String] = []
        let name: String
        switch kind {
        case .spinner: name = "spinner"
        case .success: name = "success"
        case .failure: name = "failure"
        case .progress(let fraction):
            name = "progress"
            parts.append("\(Int((fraction * 100).rounded()))%")
        }
        if let text { parts.append(text) }
        return parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"
    }
}

/// A controller showing a ``ScreenHUD`` (`HeadlessHUDController`, or the UIKit adapter's
/// `ScreenHUDViewController`), the root of the HUD's overlay window, whose content can change while
/// it stays on screen.
@MainActor
public protocol ScreenHUDContainer: ScreenContainer {
    /// What the HUD shows now.
    var screenHUD: ScreenHUD { get }
    /// Counts the contents shown, so a scheduled hide skips a HUD updated since.
    var screenHUDGeneration: Int { get }
    /// Shows `hud` in place of the current content, without a transition.
    func showScreenHUD(_ hud: ScreenHUD)
}

/// A HUD on screen in its own overlay window: its controller, and how to take the window away.
///
/// A ``ScreenHUDPlatform`` makes one; NavDSL keeps it (and so the window) until the HUD hides.
@MainActor
public struct ScreenHUDOverlay {
    /// The HUD controller, the overlay window's root.
    public let container: any ScreenHUDContainer
    /// Hides the overlay window, animated or not.
    public let hide: @MainActor (_ animated: Bool) -> Void

    /// Creates the overlay; `hide` keeps the window alive until it is called.
    package init(container: any ScreenHUDContainer, hide: @escaping @MainActor (_ animated: Bool) -> Void) {
        self.container = container
        self.hide = hide
    }
}

/// A platform that shows a HUD in an overlay window above the app's windows: headless (a
/// `HeadlessWindow` at `.alert` level holding a `HeadlessHUDController`) and UIKit (a `UIWindow`
/// at `.alert` level in the same window scene, holding a `ScreenHUDViewController`).
///
/// The overlay is never key, so it never takes a presentation slot from the app's controllers or
/// the key window from `ScreenNavigator()`; there is at most one HUD per scene.
public protocol ScreenHUDPlatform: ScreenPlatform {
    /// The scene whose windows a HUD shown from `window` covers, or `nil` when it has none.
    @MainActor static func hudScene(of window: Window) -> AnyObject?

    /// Shows `hud` in a new window at alert level in `window`'s scene, without making it key;
    /// `nil` when the window has no scene.
    @MainActor static func showHUDOverlay(_ hud: ScreenHUD, over window: Window, animated: Bool) -> ScreenHUDOverlay?
}

extension ScreenHUDPlatform {
    /// The HUD shown above the windows of `window`'s scene, if any.
    ///
    /// ```swift
    /// let hud = HeadlessPlatform.shownHUD(over: window) as? HeadlessHUDController
    /// ```
    /// - Note: Never fails; `nil` once the HUD hid.
    @MainActor
    public static func shownHUD(over window: Window) -> (any ScreenHUDContainer)? {
        hudScene(of: window).flatMap { ScreenHUDOverlays.overlay(for: $0)?.container }
    }

    /// Hides the HUD above the windows of `window`'s scene at once, outside any navigation: no
    /// policy is asked and the navigator's queue is not waited for (the HUD is not part of the
    /// app's container tree).
    ///
    /// ```swift
    /// HeadlessPlatform.hideHUD(over: window)   // UIKitPlatform.hideHUD(over: window) on UIKit
    /// ```
    /// - Note: Never fails; does nothing when no HUD is shown.
    @MainActor
    public static func hideHUD(over window: Window, animated: Bool = true) {
        guard let scene = hudScene(of: window) else { return }
        ScreenHUDOverlays.hide(for: scene, animated: animated)
    }
}

/// The HUD overlays on screen, one per scene, kept until they hide.
@MainActor
package enum ScreenHUDOverlays {
    private struct Entry {
        weak var scene: AnyObject?
        let overlay: ScreenHUDOverlay
    }

    private static var entries: [Entry] = []

    /// The overlay shown over `scene`.
    static func overlay(for scene: AnyObject) -> ScreenHUDOverlay? {
        entries.removeAll { $0.scene == nil }
        return entries.first { $0.scene === scene }?.overlay
    }

    /// Keeps `overlay` as the one shown over `scene`.
    static func add(_ overlay: ScreenHUDOverlay, for scene: AnyObject) {
        entries.removeAll { $0.scene == nil || $0.scene === scene }
        entries.append(Entry(scene: scene, overlay: overlay))
    }

    /// Hides the overlay over `scene` and returns it.
    ///
    /// With a `generation`, only while its HUD still shows that content.
    @discardableResult
    static func hide(for scene: AnyObject, animated: Bool, generation: Int? = nil) -> ScreenHUDOverlay? {
        guard let index = entries.firstIndex(where: { $0.scene === scene }) else { return nil }
        let overlay = entries[index].overlay
        if let generation, overlay.container.screenHUDGeneration != generation { return nil }
        entries.remove(at: index)
        overlay.hide(animated)
        return overlay
    }
}
