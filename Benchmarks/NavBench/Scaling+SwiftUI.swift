import NavDSL
import NavDSLSwiftUI

/// How the SwiftUI family's costs grow with a path of 10 to 10,000 screens: flat rows mean a
/// screen costs the same however deep the path is.
extension Scaling {
    static let swiftUI: [Scaling] = [swiftUIPushOnDeepPath, swiftUIMergedPath, swiftUIPresentOnDeepChain]

    static let swiftUIPathSizes = [10, 100, 1_000, 10_000]

    /// 100 pushes, one navigation each, onto a path already `size` deep, per push: flat means a push
    /// costs the same however deep the path is, as the headless row "push onto a stack this deep".
    ///
    /// Pops are left out: every platform's pop goes through the engine's whole-stack edit, whose
    /// cost grows with the depth.
    static let swiftUIPushOnDeepPath = Scaling(
        name: "SwiftUI: push onto a path this deep", unit: "push", sizes: swiftUIPathSizes, work: { _ in 100 }
    ) { size in
        let (window, _) = Benchmark.makeSwiftUIStackWindow(depth: size)
        let navigator = ScreenNavigator(window: window, logger: nil)
        return {
            for index in 0..<100 {
                navigator.navigate(
                    to: SwiftUIWindowRoute().top(.stack).push(SwiftUIBenchScreen(name: "P", traits: [index]), separated: true))
            }
            blackHole(window)
        }
    }

    /// A route of `size` merged pushes built and run: one path write of `size` screens, per screen.
    static let swiftUIMergedPath = Scaling(
        name: "SwiftUI: a path of this many screens in one route", unit: "screen", sizes: swiftUIPathSizes
    ) {
        size in
        let (window, _) = Benchmark.makeSwiftUIStackWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        return {
            var route = SwiftUIWindowRoute().top(.stack)
            for index in 0..<size { route = route.push(SwiftUIBenchScreen(name: "P", traits: [index])) }
            navigator.navigate(to: route)
            blackHole(window)
        }
    }

    /// Presenting on top of a presentation chain `size` deep, one `present` per level through
    /// `navigate(from:)`, as the headless row does.
    static let swiftUIPresentOnDeepChain = Scaling(
        name: "SwiftUI: present on a presentation chain", unit: "present", sizes: [100, 1_000, 10_000]
    ) { size in
        let (window, stack) = Benchmark.makeSwiftUIStackWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        return {
            var top: SwiftUIScreenModel = stack
            for index in 0..<size {
                navigator.navigate(from: top) { $0.present(SwiftUIBenchScreen(name: "M", traits: [index]), animated: false) }
                guard let next = top.presented else { break }
                top = next
            }
            blackHole(window)
        }
    }
}
