// A tab bar controller is not the family's navigation controller class.
import NavDSL

@MainActor
func refused() -> AnyScreen<HeadlessTabBarController> {
    HeadlessScreen(name: "Home").withStackContainer(of: HeadlessTabBarController.self)
}
