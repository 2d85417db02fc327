// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavDSL",
    // iOS 16: the core uses `Duration`, `Task.sleep(for:)` and parameterized protocol types
    // (`any ScreenStackModifier<Platform>`), whose runtime support starts with iOS 16 / macOS 13.
    // The UIKit adapter alone needs iOS 14; Checks/UIKitStubs/check-availability.sh keeps it below this.
    platforms: [.iOS(.v16), .macOS(.v13)],
    // Products are what an app depends on; the example and NavBench are executable targets, which
    // `swift run NavDSLExample` and `swift run -c release NavBench` run without a product.
    products: [
        .library(name: "NavDSL", targets: ["NavDSL"]),
        .library(name: "NavDSLAddons", targets: ["NavDSLAddons"]),
        // Nivelir's spellings as deprecated funnels into NavDSL's own: a Nivelir app changes its import
        // to this module, compiles, then lets the fix-its move it to NavDSL's names a file at a time.
        .library(name: "NavDSLNivelirCompat", targets: ["NavDSLNivelirCompat"]),
        // The SwiftUI family: models in plain Swift (what Linux tests run is what apps ship) and a thin
        // SwiftUI binding; a product of its own, so UIKit-only apps compile none of it.
        .library(name: "NavDSLSwiftUI", targets: ["NavDSLSwiftUI"]),
        // The headless family, for tests: a UIKit-shaped container tree with UIKit's rules, run by
        // `swift test` on any machine. A test target depends on it and writes `import NavDSLHeadless`
        // (it re-exports NavDSL and NavDSLAddons); an app links none of it.
        .library(name: "NavDSLHeadless", targets: ["NavDSLHeadless"]),
    ],
    targets: [
        // The engine room's map (Engine/README.md) is contributor documentation, not a resource.
        .target(name: "NavDSL", exclude: ["Engine/README.md"]),
        .target(name: "NavDSLAddons", dependencies: ["NavDSL"]),
        .target(name: "NavDSLNivelirCompat", dependencies: ["NavDSL", "NavDSLAddons"]),
        .target(name: "NavDSLSwiftUI", dependencies: ["NavDSL", "NavDSLAddons"]),
        .target(name: "NavDSLHeadless", dependencies: ["NavDSL", "NavDSLAddons"]),
        // What the root package's test targets share (the fault runs' ledger, the seeded generator, a
        // platform of an app's own): one target instead of source files linked between test targets.
        // It depends on the core alone, so PlainPlatform compiling here proves that an app's own
        // ScreenPlatform needs neither the headless family nor UIKit.
        .target(name: "NavDSLTestSupport", dependencies: ["NavDSL"], path: "Tests/NavDSLTestSupport"),
        // The example app's routes, deep links and login gate, written once against a screen factory:
        // the iOS example supplies UIKit screens (compiled by the real-SDK check), the tour and
        // NavDSLExampleTests supply headless stand-ins.
        .target(
            name: "NavDSLExampleRoutes", dependencies: ["NavDSL", "NavDSLAddons"], path: "Examples/NavDSLExampleRoutes", exclude: ["README.md"]),
        // One route corpus written over ScreenPlatform, run on every family (headless here; the
        // behavioural UIKit in Checks/UIKitStubs, which links these sources): the trees must agree.
        .target(
            name: "NavDSLRouteCorpus", dependencies: ["NavDSLHeadless", "NavDSLExampleRoutes"], path: "Checks/RouteCorpus",
            exclude: ["README.md"]),
        .executableTarget(name: "NavDSLExample", dependencies: ["NavDSLHeadless", "NavDSLExampleRoutes"], path: "Examples/NavDSLExample"),
        .executableTarget(name: "NavBench", dependencies: ["NavDSLHeadless", "NavDSLSwiftUI"], path: "Benchmarks/NavBench"),
        .testTarget(name: "NavDSLTests", dependencies: ["NavDSLHeadless", "NavDSLRouteCorpus", "NavDSLTestSupport"]),
        // The iOS example's own routes and deep links, run headless.
        .testTarget(name: "NavDSLExampleTests", dependencies: ["NavDSLHeadless", "NavDSLExampleRoutes", "NavDSLExample"]),
        // A target of its own, so the names the compat module adds to controller classes never reach NavDSLTests.
        .testTarget(name: "NavDSLNivelirCompatTests", dependencies: ["NavDSLNivelirCompat", "NavDSLHeadless"]),
        // The SwiftUI family's models, run on Linux; each helper's suites in a subfolder of their own.
        // Example/ runs the SwiftUI example's shared routes on the models, so it sees NavDSLExampleRoutes too;
        // Corpus/ runs the route corpus.
        .testTarget(
            name: "NavDSLSwiftUITests",
            dependencies: ["NavDSLSwiftUI", "NavDSLHeadless", "NavDSLExampleRoutes", "NavDSLRouteCorpus", "NavDSLTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
