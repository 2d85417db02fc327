import NavDSL

/// The iPad part of the example: a mail split view, [Folders] | [Inbox], that collapses into one
/// stack when the window becomes compact (Slide Over, a narrow Split View) and splits again.
@MainActor
enum MailRoutes {
    /// The window turns `traits` (a resize: full screen on iPad, or Slide Over).
    static func resize(to traits: HeadlessTraitCollection) -> HeadlessWindowRoute {
        HeadlessWindowRoute().get { $0.traitCollection = traits }.resolve()
    }

    /// The mail app as the root, on an iPad in regular width.
    static let start = HeadlessWindowRoute()
        .get { $0.traitCollection = .pad }
        .root.dismissAll()
        .window.setRoot(to: HeadlessScreen(name: "Folders").withSplitContainer(secondary: HeadlessScreen(name: "Inbox")))
        .resolve()

    /// The user picks thread `id`: beside the list in regular width, pushed over it in compact.
    static func openThread(_ id: Int) -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.split).showDetail(HeadlessScreen(name: "Thread", traits: [id])).resolve()
    }

    /// `app://mail/<folder>/<thread>`: the folder in the primary column, the thread in the secondary.
    static func threadLink(folder: String, thread: Int) -> HeadlessWindowRoute {
        HeadlessWindowRoute().root.dismissAll().top(.split)
            .setColumn(.primary, to: HeadlessScreen(name: "Folders").withStackContainer().withStack(HeadlessScreen(name: folder)))
            .setColumn(.secondary, to: HeadlessScreen(name: "Thread", traits: [thread]))
            .resolve()
    }
}
