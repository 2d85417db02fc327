// swift-tools-version:6.0
// NavDSL as a user sees it: a package outside the main one, depending on it by path, so `package`
// symbols are invisible here. It compiles code that must use the public API only: the example
// tour, the addons and the compat module (both "written against the public API"), a platform of an
// app's own, and the tests that
// hold the manual's snippets and the migration guide's rows. `swift build --build-tests` in this
// folder is the check (.ci/run runs it); nothing here runs.
//
// The routes the two examples share (Examples/NavDSLExampleRoutes) are compiled here too: an app's
// routes are written against the public API. To add a module, symlink its folder into Sources/ and
// add one line to `targets`.
import PackageDescription

let navdsl: [Target.Dependency] = [
    .product(name: "NavDSL", package: "NavDSL"), .product(name: "NavDSLAddons", package: "NavDSL"),
]
// What a test target adds: the headless family (it re-exports the two above).
let headless: [Target.Dependency] = [.product(name: "NavDSLHeadless", package: "NavDSL")]

let package = Package(
    name: "NavDSLUserPackage",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(name: "NavDSL", path: "../../..")],
    targets: [
        .target(name: "NavDSLExampleRoutes", dependencies: navdsl, path: "Sources/NavDSLExampleRoutes", exclude: ["README.md"]),
        .target(
            name: "ExampleTour", dependencies: headless + ["NavDSLExampleRoutes"], path: "Sources/ExampleTour", exclude: ["main.swift"]),
        .target(name: "AddonsFromOutside", dependencies: [.product(name: "NavDSL", package: "NavDSL")], path: "Sources/AddonsFromOutside"),
        .target(name: "CompatFromOutside", dependencies: navdsl, path: "Sources/CompatFromOutside"),
        // A platform of an app's own (the root package's test support links the same file), against the
        // core alone: neither the headless family nor UIKit is needed to write one.
        .target(name: "PlatformFromOutside", dependencies: [.product(name: "NavDSL", package: "NavDSL")], path: "Sources/PlatformFromOutside"),
        .testTarget(name: "DocSnippets", dependencies: headless, path: "Tests/DocSnippets"),
    ],
    swiftLanguageModes: [.v6]
)
