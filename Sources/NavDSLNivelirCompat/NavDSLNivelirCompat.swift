// NavDSLNivelirCompat: Nivelir's spellings over NavDSL. A Nivelir app replaces `import Nivelir` with
// `import NavDSLNivelirCompat`; each Nivelir name here is deprecated with the NavDSL spelling it funnels
// into, so Xcode's fix-its migrate the app a file at a time. Nothing here implements behaviour of its own.
@_exported import NavDSL
@_exported import NavDSLAddons
