import NavDSL
import NavDSLSwiftUI
import NavDSLTestSupport
import Testing

/// Models written by SwiftUI while a navigation is in flight, the hostile forms (issue 44, bad input).
///
/// Edits between every acknowledgement of a long route that fails at its end, and a flood of paths
/// that are not prefixes. The navigation ends once, typed; what the user closed stays closed; the
/// tree stays valid; the refusals change nothing and keep nothing.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUIInFlightEditTests {
    /// A long route over both tabs and a sheet, failing at its end, so the navigator undoes it all;
    /// it starts by popping a screen that was there before, so the user's further pops meet its undo.
    static let longFailingRoute: SwiftUIWindowRoute = {
        var route = SwiftUIWindowRoute().top(.stack).pop().push(chat(1), separated: true).push(chat(2), separated: true)
            .pop(separated: true).resolve()
        route = route.top(.container).present(ModelScreen("Sheet").withStackContainer()).stack
            .push(chat(4)).push(chat(5), separated: true).pop(separated: true).resolve()
        route = route.root.dismissAll().top(.tabs).selectTab(with: .index(1)).top(.stack)
            .push(chat(6)).push(chat(7), separated: true).popToRoot(separated: true).push(chat(8), separated: true).resolve()
        return route.top(.tabs).selectTab(with: .index(0)).top(.stack).popToRoot().fail(with: FaultRunFailure()).resolve()
    }()

    /// One user edit on a random model of the tree; returns the models it took out of the tree.
    static func userEdit(in window: SwiftUIWindowModel, using generator: inout SeededGenerator) -> [SwiftUIScreenModel] {
        let before = SwiftUITreeInvariants.models(in: window)
        guard !before.isEmpty else { return [] }
        let model = before[Int.random(in: 0..<before.count, using: &generator)]
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            guard let stack = model as? SwiftUIStackModel else { return [] }
            stack.userDidSetPath(Array(stack.path.prefix(Int.random(in: 0..<(stack.path.count + 1), using: &generator))))
        case 1: model.userDidDismissPresented()
        default:
            guard let tabs = model as? SwiftUITabsModel else { return [] }
            tabs.userDidSelect(Int.random(in: 0..<tabs.tabModels.count, using: &generator))
        }
        let after = Set(SwiftUITreeInvariants.models(in: window).map(ObjectIdentifier.init))
        return before.filter { !after.contains(ObjectIdentifier($0)) }
    }

    @Test(arguments: [SwiftUICompletionMode.deferred, .acknowledged])
    func whatTheUserClosesDuringALongFailingRouteStaysClosed(completion: SwiftUICompletionMode) async throws {
        for seed in UInt64(1)...40 {
            let scene = try await ModelScene.tabs()
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(100)).push(chat(101)).push(chat(102)))
            scene.window.completion = completion
            var generator = SeededGenerator(seed: seed)
            var result: [Result<Void, any Error>] = []
            scene.navigator.navigate(to: Self.longFailingRoute) { result.append($0) }
            var closed: [SwiftUIClosedModel] = []
            for _ in 0..<200 where result.isEmpty {
                for _ in 0..<Int.random(in: 0..<3, using: &generator) {
                    closed += Self.userEdit(in: scene.window, using: &generator).map(SwiftUIClosedModel.init)
                }
                let problems = SwiftUITreeInvariants.violations(in: scene.window)
                #expect(problems.isEmpty, "seed \(seed), mid-flight: \(problems)")
                scene.window.completeNextTransition()
                await Task.yield()
            }

            #expect(result.count == 1, "seed \(seed): the navigation ended \(result.count) times")
            // The route's own failure, or a step the user's edits took the ground from (a typed
            // error naming that step); never success, never an untyped error.
            switch result.first {
            case .failure(is FaultRunFailure): break
            case .failure(let error as any ScreenError): #expect(error.step != nil, "seed \(seed): \(error) names no step")
            default: Issue.record("seed \(seed): the route ended with \(String(describing: result.first))")
            }
            let inTree = Set(SwiftUITreeInvariants.models(in: scene.window).map(ObjectIdentifier.init))
            let back = closed.compactMap(\.model).filter { inTree.contains(ObjectIdentifier($0)) }
            #expect(back.isEmpty, "seed \(seed): the rollback put back \(back), which the user closed")
            #expect(SwiftUITreeInvariants.violations(in: scene.window).isEmpty, "seed \(seed)")
            #expect(!scene.window.hasPendingTransitions && !scene.navigator.isChangingContainers, "seed \(seed): the queue is held")
        }
    }

    @Test func aThousandPathsThatAreNotPrefixesDuringAPushChangeNothingAndKeepNothing() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        let stack = try #require(scene.rootStack)
        var result: Result<Void, any Error>?
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(1))) { result = $0 }
        let pushed = stack.path
        let outsiders = SwiftUIFaultBuilt()
        for index in 0..<1_000 {
            let outsider = SwiftUIScreenModel(name: "Outsider", traits: [index])
            outsiders.add(outsider)
            let written = index % 2 == 0 ? pushed + [outsider] : [outsider]
            #expect(!stack.userDidSetPath(written))
        }
        #expect(stack.path == pushed, "the model is as the route left it")
        #expect(scene.window.violations.count <= scene.window.logLimit, "the violation log is bounded")

        scene.window.completePendingTransitions()
        #expect(try result?.get() != nil, "the push completes as if nothing happened")
        outsiders.compact()
        #expect(outsiders.live.isEmpty, "\(outsiders.live.count) refused models are kept alive")
    }
}

/// A model the user took out of the tree, held weakly: it may be released, but must not come back.
@MainActor
struct SwiftUIClosedModel {
    weak var model: SwiftUIScreenModel?

    init(_ model: SwiftUIScreenModel) {
        self.model = model
    }
}
