import Foundation

// Nivelir's HUD values and its seconds, funnelled into NavDSL's `ScreenHUD` and `Duration`.

/// Nivelir's HUD value; NavDSL's is ``ScreenHUD``.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).showHUD(.spinner("Saving"))
/// ```
/// - Note: Fails never (a value); completes never.
@available(*, deprecated, renamed: "ScreenHUD")
public typealias HUD = ScreenHUD

extension ScreenHUD {
    /// Nivelir's spinner value; NavDSL's is a function that takes an optional text.
    ///
    /// ```swift
    /// route.showHUD(.spinner())
    /// ```
    /// - Note: Fails never (a value); completes never.
    @available(*, deprecated, message: "use .spinner()")
    public static var spinner: Self { .spinner() }

    /// Nivelir's success value; NavDSL's is a function that takes an optional text.
    ///
    /// ```swift
    /// route.showHUD(.success(), duration: .seconds(1))
    /// ```
    /// - Note: Fails never (a value); completes never.
    @available(*, deprecated, message: "use .success()")
    public static var success: Self { .success() }

    /// Nivelir's failure value; NavDSL's is a function that takes an optional text.
    ///
    /// ```swift
    /// route.showHUD(.failure(), duration: .seconds(1))
    /// ```
    /// - Note: Fails never (a value); completes never.
    @available(*, deprecated, message: "use .failure()")
    public static var failure: Self { .failure() }
}

/// Nivelir's percentage indicator; NavDSL's is the fraction of ``ScreenHUD/progress(_:_:)``.
///
/// ```swift
/// route.showHUD(.progress(0.4))
/// ```
/// - Note: Fails never (a value); completes never. Nivelir's `color:` and `insets:` have no
///   funnel: NavDSL's HUD is drawn in the system's style.
@available(*, deprecated, message: "use ScreenHUD.progress(_:_:) with the fraction")
public struct ProgressPercentageIndicator {
    /// The progress, from 0 to 1.
    public let ratio: CGFloat

    /// Creates an indicator at `ratio`.
    public init(ratio: CGFloat) {
        self.ratio = ratio
    }

    /// Nivelir's default indicator at `ratio`.
    public static func `default`(ratio: CGFloat) -> Self { Self(ratio: ratio) }
}

/// Nivelir's message under a progress indicator; NavDSL's is the text of ``ScreenHUD/progress(_:_:)``.
///
/// ```swift
/// route.showHUD(.progress(0.4, "Uploading"))
/// ```
/// - Note: Fails never (a value); completes never. Nivelir's font, colour, alignment and insets
///   have no funnel.
@available(*, deprecated, message: "use ScreenHUD.progress(_:_:) with the text")
public struct ProgressMessageFooter {
    /// The text shown under the indicator.
    public let text: String

    /// Creates a message.
    public init(text: String) {
        self.text = text
    }

    /// Nivelir's default message with `text`.
    public static func `default`(text: String) -> Self { Self(text: text) }
}

extension ScreenHUD {
    /// Nivelir's percentage HUD.
    ///
    /// ```swift
    /// route.showHUD(.progress(0.4))
    /// ```
    /// - Note: Fails never (a value); completes never. A ratio outside 0...1 is clamped, as
    ///   ``ScreenHUD/progress(_:_:)`` does.
    @available(*, deprecated, message: "use .progress(_:) with the fraction")
    public static func percentage(_ indicator: ProgressPercentageIndicator) -> Self {
        .progress(Double(indicator.ratio))
    }

    /// Nivelir's percentage HUD with a message under it.
    ///
    /// ```swift
    /// route.showHUD(.progress(0.4, "Uploading"))
    /// ```
    /// - Note: Fails never (a value); completes never.
    @available(*, deprecated, message: "use .progress(_:_:) with the fraction and the text")
    public static func percentage(_ indicator: ProgressPercentageIndicator, message: ProgressMessageFooter) -> Self {
        .progress(Double(indicator.ratio), message.text)
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenHUDPlatform {
    /// Nivelir's `showHUD(_:duration:)` in seconds; NavDSL's takes a `Duration`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).showHUD(.success(), duration: .seconds(1))
    /// ```
    /// - Note: Fails as `showHUD(_:duration:animated:)` fails; completes once the HUD is shown.
    @available(*, deprecated, message: "use showHUD(_:duration:) with a Duration (.seconds(_:))")
    public func showHUD(_ hud: ScreenHUD, duration seconds: TimeInterval, animated: Bool = true) -> ScreenRoute<Root, Current> {
        showHUD(hud, duration: .seconds(seconds), animated: animated)
    }
}

extension ScreenThenable where Current: ScreenWindowContainer, Current.Platform: ScreenHUDPlatform {
    /// Nivelir's `showHUD(_:duration:)` on a window route: NavDSL shows a HUD from a controller,
    /// so this one shows it from the window's root and continues on the window.
    ///
    /// ```swift
    /// HeadlessWindowRoute().nested { $0.root.showHUD(.spinner("Saving")) }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the window has no root, else as
    ///   `showHUD(_:duration:animated:)` fails; completes once the HUD is shown.
    @available(*, deprecated, message: "show it from a controller: nested { $0.root.showHUD(hud, duration: .seconds(_:)) }")
    public func showHUD(_ hud: ScreenHUD, duration seconds: TimeInterval? = nil, animated: Bool = true) -> Self {
        nested { $0.root.showHUD(hud, duration: seconds.map { .seconds($0) }, animated: animated) }
    }

    /// Nivelir's `hideHUD()` on a window route.
    ///
    /// ```swift
    /// HeadlessWindowRoute().nested { $0.root.hideHUD() }
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when the window has no root; succeeds
    ///   without a change when no HUD is shown.
    @available(*, deprecated, message: "hide it from a controller: nested { $0.root.hideHUD() }")
    public func hideHUD(animated: Bool = true) -> Self {
        nested { $0.root.hideHUD(animated: animated) }
    }
}
