// The control: a test file with the headless family's import sees its types and the core's and the
// addons' (re-exported), so the refusal below fails for the reason it names.
import NavDSLHeadless

@MainActor
func withImport() -> HeadlessWindowRoute {
    let window = HeadlessWindow()
    _ = ScreenNavigator(window: window, logger: nil)
    return HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved")).resolve()
}
