// NavDSLHeadless: the headless family, a product of its own. Tests, the tour and benchmarks import it;
// an app links none of it. It re-exports the core and the addons, so a test target needs one import:
//
//     import NavDSLHeadless   // HeadlessWindow, HeadlessScreen, ... plus all of NavDSL and NavDSLAddons
//
// The family lives on the core's `package` hooks (ScreenPlatformRules, the rule constructors, the
// user-change reports), as NavDSLSwiftUI does: a family is a sibling module of the package.

@_exported import NavDSL
@_exported import NavDSLAddons
