import NavDSL
import NavDSLHeadless
import NavDSLSwiftUI

/// The SwiftUI family's comparison: what routes cost over the model edits an app would write by
/// hand against the same models (the stack model's own calls), in the same run.
extension Benchmark {
    static var swiftUI: [Benchmark] { [swiftUIPushPop] }

    /// A navigation of one push and one of one pop on a `SwiftUIStackModel`, versus the stack
    /// model's own push and set-stack calls doing the same edits.
    static let swiftUIPushPop = Benchmark(
        name: "SwiftUI: push + pop on the stack model, \(iterations) times",
        baseline: {
            let (window, stack) = makeSwiftUIStackWindow()
            for index in 0..<iterations {
                stack.pushStackContainers([SwiftUIScreenModel(name: "Chat", traits: [index])], animation: .default) { _ in }
                stack.setStackContainers(Array(stack.stackContainers.dropLast()), animated: true) { _ in }
            }
            blackHole(window)
        },
        navdsl: {
            let (window, _) = makeSwiftUIStackWindow()
            let navigator = ScreenNavigator(window: window, logger: nil)
            for index in 0..<iterations {
                navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(SwiftUIBenchScreen(name: "Chat", traits: [index])))
                navigator.navigate(to: SwiftUIWindowRoute().top(.stack).pop())
            }
            blackHole(window)
        })

    /// A window whose root is a stack model holding Home, its changes complete at once.
    static func makeSwiftUIStackWindow(depth: Int = 0) -> (SwiftUIWindowModel, SwiftUIStackModel) {
        let window = SwiftUIWindowModel()
        let stack = SwiftUIPlatform.makeStackContainer(
            with: [SwiftUIScreenModel(name: "Home")] + (0..<depth).map { SwiftUIScreenModel(name: "S", traits: [$0]) })
        window.setRootContainer(stack, animated: false) { _ in }
        return (window, stack)
    }
}

/// A plain screen of the SwiftUI family, as an app's simplest screen is.
struct SwiftUIBenchScreen {
    let name: String
    let traits: Set<AnyHashable>
}

// The conformance sits in an extension, so the stored properties are not main-actor isolated and
// the memberwise initializer stays usable everywhere (as `HeadlessScreen` is).
extension SwiftUIBenchScreen: Screen {
    func build(navigator: ScreenNavigator) -> SwiftUIScreenModel {
        SwiftUIScreenModel(screenKey: key)
    }
}
