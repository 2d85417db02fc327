// A subclass with a designated initializer of its own and no `init()`: NavDSL could not build it,
// and the compiler names the initializer it needs.
import NavDSL
import NavDSLHeadless

final class StyledStack: HeadlessNavigationController {
    let style: String

    init(style: String) {
        self.style = style
        super.init()
    }
}

@MainActor
func refused() -> AnyScreen<StyledStack> {
    HeadlessScreen(name: "Home").withStackContainer(of: StyledStack.self)
}
