/// What a progress HUD shows: a spinner, a success or failure mark, or a fraction done, with an
/// optional line of text.
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
    public init(kind: Kind, text: String? = nil) {
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

/// A controller showing a ``ScreenHUD`` (``HeadlessHUDController``, or the UIKit adapter's
/// `ScreenHUDViewController`), whose content can change while it stays on screen.
@MainActor
public protocol ScreenHUDContainer: ScreenModalContainer {
    /// What the HUD shows now.
    var screenHUD: ScreenHUD { get }
    /// Counts the contents shown, so a scheduled hide skips a HUD updated since.
    var screenHUDGeneration: Int { get }
    /// Shows `hud` in place of the current content, without a transition.
    func showScreenHUD(_ hud: ScreenHUD)
}

/// A platform with a HUD controller: headless (``HeadlessHUDController``) and UIKit
/// (`ScreenHUDViewController`, a dimmed full-screen overlay).
public protocol ScreenHUDPlatform: ScreenPlatform {
    /// A new HUD controller showing `hud`.
    @MainActor static func makeHUDContainer(for hud: ScreenHUD) -> Modal
}

/// The screen that builds a platform's HUD controller; keyed `HUD`, so `.container(name: "HUD")`
/// finds it.
package struct ScreenHUDScreen<Platform: ScreenHUDPlatform>: Screen {
    /// The first content shown.
    package let hud: ScreenHUD

    /// Creates the screen.
    package init(hud: ScreenHUD) {
        self.hud = hud
    }

    /// `HUD`.
    package var name: String { "HUD" }

    /// The platform's HUD controller.
    package func build(navigator: ScreenNavigator) -> Platform.Modal {
        Platform.makeHUDContainer(for: hud)
    }
}
