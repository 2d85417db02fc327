// Fails the build if the stub UIKit is not visible, which would mean NavDSL's adapter files
// (all behind `#if canImport(UIKit)`) were silently skipped.
#if !canImport(UIKit)
    #error("UIKit stubs are not visible: the UIKit adapter would not be compiled")
#endif
