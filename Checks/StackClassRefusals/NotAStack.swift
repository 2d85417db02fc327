// A tab bar controller is not the family's navigation controller class.
import NavDSL
import NavDSLHeadless

@MainActor
func refused() -> AnyScreen<HeadlessTabBarController> {
    HeadlessScreen(name: "Home").withStackContainer(of: HeadlessTabBarController.self)
}
