import NavDSL

/// A transition as the window records it: labels of the controllers involved, formatted into a
/// `ScreenTransition` only when a test reads ``HeadlessWindow/transitions``.
///
/// Formatting a controller's text (its screen key, title or class name) costs far more than the
/// change it describes, and most navigations are never read back; so a change copies a few small
/// values and the text is built once, on the first read.
struct HeadlessTransitionRecord {
    /// What a controller's text is made of, copied at the time of the change (not the controller,
    /// so a log never keeps a popped controller alive).
    struct Label {
        let screenKey: ScreenKey?
        let title: String?
        let type: HeadlessViewController.Type

        @MainActor
        init(_ controller: HeadlessViewController) {
            screenKey = controller.effectiveScreenKey
            title = controller.title
            type = Swift.type(of: controller)
        }

        /// The same text as ``HeadlessViewController/description``.
        var text: String {
            if let screenKey { return screenKey.description }
            let typeName = String(describing: type)
            if let title, type == HeadlessViewController.self { return "\"\(title)\"" }
            return typeName
        }

        static func list(_ labels: [Label]) -> String {
            "[" + labels.map(\.text).joined(separator: ", ") + "]"
        }
    }

    /// The second part of a transition's text.
    enum Detail {
        case none
        /// Text made at the time of the change, for the rare changes whose text is cheap.
        case text(String)
        case on(Label)
        case from(Label)
        /// A stack edit: only the controllers after the common prefix of the old and new stacks, so
        /// a push into a deep stack records one label however deep the stack is.
        case change(removed: [Label], added: [Label])
        case selectTab(index: Int, Label)
        case tabs([Label])

        @MainActor
        static func change(
            removed: some Collection<HeadlessViewController>, added: some Collection<HeadlessViewController>
        ) -> Detail {
            .change(removed: removed.map(Label.init), added: added.map(Label.init))
        }

        var text: String {
            switch self {
            case .none: return ""
            case .text(let text): return text
            case .on(let presenter): return "on \(presenter.text)"
            case .from(let presenter): return "from \(presenter.text)"
            case .selectTab(let index, let tab): return "\(index): \(tab.text)"
            case .tabs(let tabs): return Label.list(tabs)
            case .change(let removed, let added):
                var parts: [String] = []
                if !removed.isEmpty { parts.append("removed \(Label.list(removed))") }
                if !added.isEmpty { parts.append("added \(Label.list(added))") }
                return parts.isEmpty ? "unchanged" : parts.joined(separator: " ")
            }
        }
    }

    let kind: ScreenTransition.Kind
    /// `nil` when the change was not animated.
    let animation: ScreenAnimation?
    /// `nil` for a window emptied of its root.
    let container: Label?
    let detail: Detail

    var transition: ScreenTransition {
        ScreenTransition(kind: kind, animation: animation, container: container?.text ?? "nil", detail: detail.text)
    }
}
