// App code imports the core and the addons: no headless type is in scope there, an addon's headless
// controller included.
import NavDSL
import NavDSLAddons

@MainActor
func appCode(_ controller: Any) -> Bool {
    controller is HeadlessAlertController
}
