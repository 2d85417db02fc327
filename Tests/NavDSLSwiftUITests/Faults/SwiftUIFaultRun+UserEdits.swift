import NavDSL
import NavDSLSwiftUI
import Testing

/// What SwiftUI writes back for the user in the fault run, on a random model of the tree, while
/// navigations may be in flight: each edit's answer and effect are checked at once.
extension SwiftUIFaultRun {
    /// One user edit: a path written by a back swipe (a prefix) or by a push made outside routes
    /// (not a prefix), a sheet swiped down (sometimes one that refuses), a tab tapped, split
    /// visibility or size class changed.
    func userEdit() {
        let models = SwiftUITreeInvariants.models(in: window)
        guard !models.isEmpty else { return }
        let model = models[random.int(0..<models.count)]
        userEdits += 1
        switch random.int(0..<7) {
        case 0: (model as? SwiftUIStackModel).map(backSwipe)
        case 1: (model as? SwiftUIStackModel).map(foreignPath)
        case 2: swipeDown(from: model)
        case 3: model.presented?.isModalInPresentation = random.chance(40)
        case 4: (model as? SwiftUITabsModel).map(tap)
        case 5:
            let visibility = SwiftUISplitVisibility.allCases[random.int(0..<SwiftUISplitVisibility.allCases.count)]
            (model as? SwiftUISplitModel)?.userDidChangeVisibility(visibility)
        default: (model as? SwiftUISplitModel)?.userDidChangeSizeClass(random.chance(50) ? .compact : .regular)
        }
    }

    /// A back swipe or the back button: a prefix of the path, accepted at once.
    private func backSwipe(_ stack: SwiftUIStackModel) {
        let prefix = Array(stack.path.prefix(random.int(0..<(stack.path.count + 1))))
        let accepted = stack.userDidSetPath(prefix)
        #expect(accepted && stack.path == prefix, "\(place): the back swipe to \(prefix) left \(stack.path) (accepted: \(accepted))")
    }

    /// A path that is not a prefix (a push made outside routes, a reordering): refused, recorded,
    /// and the model unchanged.
    private func foreignPath(_ stack: SwiftUIStackModel) {
        let before = stack.path
        let written: [SwiftUIScreenModel]
        switch random.int(0..<3) {
        case 0:
            let outsider = SwiftUIScreenModel(name: "Outsider")
            built.add(outsider)
            written = before + [outsider]
        case 1 where before.count >= 2: written = Array(before.reversed())
        default: written = before + before.suffix(1)
        }
        guard written != before else { return }
        let accepted = stack.userDidSetPath(written)
        #expect(
            !accepted && stack.path == before, "\(place): a path that is not a prefix was accepted or changed \(before) to \(stack.path)")
    }

    /// A swipe-down on what `model`'s layer presents: refused when that presentation is modal.
    private func swipeDown(from model: SwiftUIScreenModel) {
        var layer = model
        while let parent = layer.parent { layer = parent }
        let presented = layer.presented
        let refuses = presented?.isModalInPresentation ?? true
        let accepted = model.userDidDismissPresented()
        #expect(
            accepted == !refuses,
            "\(place): a swipe-down under \(model) answered \(accepted) (presented: \(presented.map { "\($0)" } ?? "nil"))")
        #expect(
            accepted ? layer.presented == nil : layer.presented === presented,
            "\(place): the swipe-down left \(layer) presenting the wrong model")
    }

    /// A tab tapped, sometimes one that does not exist.
    private func tap(_ tabs: SwiftUITabsModel) {
        let index = random.int(-1..<(tabs.tabModels.count + 1))
        let before = tabs.selectedIndex
        let accepted = tabs.userDidSelect(index)
        let exists = tabs.tabModels.indices.contains(index)
        #expect(
            accepted == exists && tabs.selectedIndex == (exists ? index : before),
            "\(place): tapping tab \(index) gave \(tabs.selectedIndex)")
    }
}
