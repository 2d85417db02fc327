// NavDSLSwiftUI re-exports NavDSL and NavDSLAddons, so a SwiftUI app imports one module for the DSL,
// its addons (`ScreenHostingScreen` among them) and the SwiftUI family.
@_exported import NavDSL
@_exported import NavDSLAddons
