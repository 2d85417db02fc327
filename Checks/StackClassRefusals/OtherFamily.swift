// A navigation controller of another family: a SwiftUI stack model around a headless screen.
import NavDSL
import NavDSLHeadless
import NavDSLSwiftUI

@MainActor
func refused() -> AnyScreen<SwiftUIStackModel> {
    HeadlessScreen(name: "Home").withStackContainer(of: SwiftUIStackModel.self)
}
