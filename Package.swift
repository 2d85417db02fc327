// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavDSL",
    products: [
        .library(name: "NavDSL", targets: ["NavDSL"]),
        .library(name: "NavDSLAddons", targets: ["NavDSLAddons"]),
        .executable(name: "NavDSLExample", targets: ["NavDSLExample"]),
        .executable(name: "NavBench", targets: ["NavBench"]),
    ],
    targets: [
        .target(name: "NavDSL"),
        .target(name: "NavDSLAddons", dependencies: ["NavDSL"]),
        .executableTarget(name: "NavDSLExample", dependencies: ["NavDSL", "NavDSLAddons"], path: "Examples/NavDSLExample"),
        .executableTarget(name: "NavBench", dependencies: ["NavDSL"], path: "Benchmarks/NavBench"),
        .testTarget(name: "NavDSLTests", dependencies: ["NavDSL", "NavDSLAddons"]),
    ],
    swiftLanguageModes: [.v6]
)
