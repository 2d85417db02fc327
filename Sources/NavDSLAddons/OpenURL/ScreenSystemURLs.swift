import Foundation

extension ScreenThenable where Current: ScreenURLOpeningContainer {
    /// Starts a phone call to `number` (a `tel:` URL); spaces, dashes, dots and parentheses are
    /// ignored.
    ///
    /// ```swift
    /// HeadlessWindowRoute().call(to: "+1 (555) 010-0100").fallback(to: HeadlessWindowRoute().top(.container).present(alert: noPhone))
    /// ```
    /// - Note: Fails with ``ScreenUnsupportedURLError`` when `number` is not a phone number or the
    ///   device cannot call (an iPad, a Mac); completes when the system answered.
    public func call(to number: String) -> ScreenRoute<Root, Current> {
        let dialled = number.filter { !" -().\u{00A0}".contains($0) }
        let allowed = Set("0123456789+*#,;")
        guard dialled.contains(where: \.isNumber), dialled.allSatisfy(allowed.contains), let url = URL(string: "tel:\(dialled)")
        else {
            let escaped = number.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let shown = URL(string: "tel:\(escaped)") ?? URL(fileURLWithPath: "/")
            return fail(with: ScreenUnsupportedURLError(url: shown, why: "'\(number)' is not a phone number"))
        }
        return open(url)
    }

    /// Opens this app's page in the Settings app (`UIApplication.openSettingsURLString`), where
    /// the user grants the camera or photo access they denied.
    ///
    /// ```swift
    /// HeadlessWindowRoute().openAppSettings()
    /// ```
    /// - Note: Fails with ``ScreenUnsupportedURLError`` when the system does not open it.
    public func openAppSettings() -> ScreenRoute<Root, Current> {
        guard let url = Current.appSettingsURL else {
            return fail(with: ScreenUnsupportedURLError(url: URL(fileURLWithPath: "/"), why: "this platform has no settings URL"))
        }
        return open(url)
    }
}
