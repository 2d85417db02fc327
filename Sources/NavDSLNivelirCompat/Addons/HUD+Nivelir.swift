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
