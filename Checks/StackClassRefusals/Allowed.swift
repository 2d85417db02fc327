// The control: an app's subclass of the family's navigation controller, with or without
// initializers of its own that keep `init()`, is accepted, so the refusals below fail for the
// reason they name, not because the modules could not be found.
import NavDSL
import NavDSLHeadless

final class AppStack: HeadlessNavigationController {
    var barTint = "pink"
}

final class AppStackWithItsOwnInit: HeadlessNavigationController {
    let style: String

    required init() {
        style = "default"
        super.init()
    }
}

@MainActor
func allowed() -> HeadlessWindowRoute {
    HeadlessWindowRoute()
        .setRoot(to: HeadlessScreen(name: "Home").withStackContainer(of: AppStack.self))
        .top(.container).present(HeadlessScreen(name: "Login").withStackContainer(of: AppStackWithItsOwnInit.self))
        .resolve()
}
