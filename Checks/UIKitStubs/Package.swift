// swift-tools-version:6.0
// Compiles NavDSL's UIKit adapter on a machine without UIKit: the targets `UIKit`, `ObjectiveC`
// and `SafariServices` declare the Apple API the adapter uses (Apple's documented Swift
// signatures, with simple in-memory behaviour), and the real NavDSL sources are compiled against
// them through the symlinks in Adapter/. It proves the adapter matches these stubs, not Apple's SDK.
import PackageDescription

let package = Package(
    name: "UIKitStubs",
    targets: [
        .target(name: "ObjectiveC", path: "Stubs/ObjectiveC"),
        .target(name: "UniformTypeIdentifiers", path: "Stubs/UniformTypeIdentifiers"),
        .target(name: "UIKit", dependencies: ["UniformTypeIdentifiers"], path: "Stubs/UIKit"),
        .target(name: "SafariServices", dependencies: ["UIKit"], path: "Stubs/SafariServices"),
        .target(name: "MessageUI", dependencies: ["UIKit"], path: "Stubs/MessageUI"),
        .target(name: "AVFoundation", path: "Stubs/AVFoundation"),
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Stubs/SwiftUI"),
        .target(name: "StoreKit", dependencies: ["UIKit"], path: "Stubs/StoreKit"),
        .target(name: "QuickLook", dependencies: ["UIKit"], path: "Stubs/QuickLook"),
        .target(name: "UserNotifications", path: "Stubs/UserNotifications"),
        .target(name: "os", path: "Stubs/os"),
        .target(name: "NavDSL", dependencies: ["UIKit", "ObjectiveC", "os"], path: "Adapter/NavDSL", exclude: ["NavDSL.docc", "Engine/README.md"]),
        .target(
            name: "NavDSLAddons", dependencies: ["NavDSL", "UIKit", "SafariServices", "MessageUI", "AVFoundation", "SwiftUI", "StoreKit", "QuickLook", "UniformTypeIdentifiers"], path: "Adapter/NavDSLAddons"),
        // The headless family (symlinked), which the route corpus and the smoke tests compare with.
        .target(name: "NavDSLHeadless", dependencies: ["NavDSL", "NavDSLAddons"], path: "Adapter/NavDSLHeadless", exclude: ["NavDSLHeadless.docc"]),
        // The example app's routes and the route corpus written over ScreenPlatform (symlinked), which
        // RouteCorpusUIKitTests runs on the behavioural UIKit and on headless, comparing the trees.
        .target(name: "NavDSLExampleRoutes", dependencies: ["NavDSL", "NavDSLAddons"], path: "Adapter/NavDSLExampleRoutes", exclude: ["README.md"]),
        .target(
            name: "NavDSLRouteCorpus", dependencies: ["NavDSLHeadless", "NavDSLExampleRoutes"], path: "Adapter/NavDSLRouteCorpus",
            exclude: ["README.md"]),
        // The iOS example's scene code (symlinked, without its @main app delegate), run on the
        // behavioural UIKit by ExampleAppSmokeTests.
        .target(
            name: "NavDSLiOSExample", dependencies: ["NavDSL", "NavDSLAddons", "UIKit", "UserNotifications"],
            path: "Adapter/NavDSLiOSExample", exclude: ["README.md", "App/AppDelegate.swift"]),
        // Nivelir's spellings (symlinked): their UIKit classes (the bottom-sheet stack and handle)
        // run on the behavioural UIKit in NivelirCompatUIKitTests.
        .target(name: "NavDSLNivelirCompat", dependencies: ["NavDSL", "NavDSLAddons", "UIKit"], path: "Adapter/NavDSLNivelirCompat"),
        .testTarget(
            name: "NivelirCompatUIKitTests", dependencies: ["NavDSLNivelirCompat", "UIKit"], path: "Tests/NivelirCompatUIKitTests",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        .testTarget(
            name: "UIKitAdapterSmokeTests",
            dependencies: ["NavDSL", "NavDSLAddons", "NavDSLHeadless", "NavDSLiOSExample", "NavDSLRouteCorpus", "UserNotifications", "UIKit", "ObjectiveC", "SafariServices", "MessageUI", "AVFoundation", "SwiftUI", "StoreKit", "QuickLook", "UniformTypeIdentifiers"],
            path: "Tests/UIKitAdapterSmokeTests",
            // Swift Testing declares a cross-import overlay for the real UIKit; the stub has none.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // The behavioural UIKit tested against Checks/UIKitStubs/RULES.md, one test per behaviour (no NavDSL).
        .testTarget(
            name: "UIKitBehaviourTests", dependencies: ["UIKit"], path: "Tests/UIKitBehaviourTests",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ],
    swiftLanguageModes: [.v6]
)
