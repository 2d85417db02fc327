// NavDSLNivelirCompat: Nivelir's spellings over NavDSL. A Nivelir app replaces `import Nivelir` with
// `import NavDSLNivelirCompat`; each Nivelir name here is deprecated with the NavDSL spelling it funnels
// into (or unavailable with a message saying what to write), so Xcode's fix-its migrate the app a file
// at a time.
//
// What the module implements itself, and why it may: almost everything is a one-line funnel into a
// NavDSL verb or value, and the compat tests check that both leave the same tree. Where a Nivelir name
// is a class an app subclasses or holds, a funnel cannot stand in for it, so the module has small
// classes of its own, each a thin layer over NavDSL's public API: `BottomSheetStackController` (a
// navigation controller that sizes its sheet after its top controller, for the `.content` detent) and
// `BottomSheetController` (a handle on the presented sheet, changed through `changeScreenSheet`).
// Behaviour that any NavDSL app needs belongs in the core instead, and the module only names it: a
// navigation controller of the app's own class is the core's `withStackContainer(of:)`, which
// `withBottomSheetStack(_:of:)` calls. The module names no headless type: its headless forms live in
// NavDSLHeadless and its tests.
@_exported import NavDSL
@_exported import NavDSLAddons
