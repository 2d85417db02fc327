import NavDSL
import NavDSLAddons

/// The HUD on a SwiftUI route: what the scene shows above the window's screens, recording every
/// content the user saw, in order.
///
/// ```swift
/// try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).showHUD(.spinner("Saving")))
/// let hud = try #require(SwiftUIPlatform.shownHUD(over: window) as? SwiftUIHUDModel)
/// #expect(hud.shownHUDs == [.spinner("Saving")])
/// ```
/// As on UIKit, the HUD is not a presentation: it takes no presentation slot, stays while the
/// screens under it change, and there is at most one per window model (the window is the HUD's
/// scene). In an app the scene view shows it with the UIKit addon's HUD, in a window of its own
/// above the scene's, so it covers sheets and full-screen covers too.
///
/// - Note: `showHUD`, `updateHUD` and `hideHUD` run as on headless; the timed hide is not a
///   navigation.
@MainActor
public final class SwiftUIHUDModel: ScreenHUDContainer {
    /// What the HUD shows now.
    public private(set) var screenHUD: ScreenHUD
    /// Every content shown, the first one included, in order.
    public private(set) var shownHUDs: [ScreenHUD]
    /// Counts the contents shown.
    public private(set) var screenHUDGeneration = 0
    /// Told when the content changes in place: the overlay view re-renders on it.
    public let signal = SwiftUIModelSignal()

    /// A HUD showing `hud`.
    ///
    /// ```swift
    /// SwiftUIHUDModel(hud: .spinner("Saving"))
    /// ```
    /// - Note: Never fails; routes make it through `showHUD(_:)`.
    public init(hud: ScreenHUD) {
        screenHUD = hud
        shownHUDs = [hud]
    }

    /// Shows `hud` in place.
    ///
    /// ```swift
    /// hud.showScreenHUD(.progress(0.5))
    /// ```
    /// - Note: Never fails; re-renders without a transition.
    public func showScreenHUD(_ hud: ScreenHUD) {
        screenHUD = hud
        shownHUDs.append(hud)
        screenHUDGeneration += 1
        signal.send(animated: true)
    }

    /// Nothing: the HUD holds no screens.
    public var nestedContainers: [any ScreenContainer] { [] }
    /// Nothing: the HUD presents nothing.
    public var directlyPresentedContainer: (any ScreenContainer)? { nil }
}

/// The HUD a window model shows, for the scene view: kept with the window, and signalled when a HUD
/// comes or goes.
@MainActor
final class SwiftUIHUDSlot {
    /// The HUD on screen, if any.
    private(set) var hud: SwiftUIHUDModel?
    /// Told when a HUD comes or goes, animated or not.
    let signal = SwiftUIModelSignal()

    /// The slot of `window`, made on first use.
    static func of(_ window: SwiftUIWindowModel) -> SwiftUIHUDSlot {
        if let slot = window.screenPayload?.first(of: SwiftUIHUDSlot.self) { return slot }
        let slot = SwiftUIHUDSlot()
        let payload = window.screenPayload ?? ScreenPayload()
        payload.append(slot)
        window.screenPayload = payload
        return slot
    }

    func show(_ hud: SwiftUIHUDModel?, animated: Bool) {
        self.hud = hud
        signal.send(animated: animated)
    }
}

extension SwiftUIPlatform: ScreenHUDPlatform {
    /// The window model itself: one HUD per window (a SwiftUI scene shows one).
    ///
    /// ```swift
    /// SwiftUIPlatform.hideHUD(over: window)
    /// ```
    /// - Note: Never fails.
    @MainActor
    public static func hudScene(of window: SwiftUIWindowModel) -> AnyObject? {
        window
    }

    /// A ``SwiftUIHUDModel`` in `window`'s overlay; hiding takes it out again.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.container).showHUD(.success("Saved"), duration: .seconds(1))
    /// ```
    /// - Note: Never `nil`: every window model can show a HUD.
    @MainActor
    public static func showHUDOverlay(_ hud: ScreenHUD, over window: SwiftUIWindowModel, animated: Bool) -> ScreenHUDOverlay? {
        let model = SwiftUIHUDModel(hud: hud)
        let slot = SwiftUIHUDSlot.of(window)
        slot.show(model, animated: animated)
        return ScreenHUDOverlay(container: model) { [weak slot] animated in
            if slot?.hud === model { slot?.show(nil, animated: animated) }
        }
    }
}
