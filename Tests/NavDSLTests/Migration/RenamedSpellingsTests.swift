import NavDSL
import NavDSLHeadless
import Testing

/// The spellings renamed in 0.1.0 still do, until 0.2.0 removes them, what their new spellings do:
/// the `animated:` twins of the root and stack verbs and `column(_:route:)`.
@MainActor
@Suite struct RenamedSpellingsTests {
    /// Runs `old` and `new` on two fresh apps; returns their trees and transition logs.
    func compare(
        _ old: @escaping (HeadlessWindowRoute) -> HeadlessWindowRoute, _ new: @escaping (HeadlessWindowRoute) -> HeadlessWindowRoute
    ) async throws -> (old: String, new: String) {
        var results: [String] = []
        for build in [old, new] {
            let app = try await HeadlessApp.homeStack()
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")))
            app.window.resetLogs()
            try await app.navigator.navigateAndWait(to: build(HeadlessWindowRoute()))
            results.append(app.window.hierarchyDescription + app.window.transitions.map { "\($0) \($0.animated)" }.joined())
        }
        return (results[0], results[1])
    }

    @available(*, deprecated, message: "exercises the renamed spellings")
    @Test func theAnimatedTwinsRunAsTheAnimationForms() async throws {
        let chat = HeadlessScreen(name: "Chat")
        let pairs: [(HeadlessWindowRoute) -> HeadlessWindowRoute] = [
            { $0.top(.stack).push(chat, animated: false).pop(animated: true).resolve() },
            { $0.top(.stack).push(chat, animation: nil).pop(animation: .default).resolve() },
            { $0.top(.stack).popToRoot(animated: false).replace(with: chat, animated: true, separated: true).resolve() },
            { $0.top(.stack).popToRoot(animation: nil).replace(with: chat, animation: .default, separated: true).resolve() },
            { $0.top(.stack).clear(animated: false).push(chat).pop(to: .previous, animated: false).resolve() },
            { $0.top(.stack).clear(animation: nil).push(chat).pop(to: .previous, animation: nil).resolve() },
            { $0.top(.stack).pop(to: .container(name: "Home"), animated: false).resolve() },
            { $0.top(.stack).pop(to: .container(name: "Home"), animation: nil).resolve() },
            { $0.top(.stack).setStack(modifiers: [ScreenStackClearModifier(), ScreenStackPushModifier(chat)], animated: false).resolve() },
            { $0.top(.stack).setStack(modifiers: [ScreenStackClearModifier(), ScreenStackPushModifier(chat)], animation: nil).resolve() },
            { $0.top(.stack).push(chat, animated: false) { $0.get { _ in } }.resolve() },
            { $0.top(.stack).push(chat, animation: nil) { $0.get { _ in } }.resolve() },
            { $0.setRoot(to: chat, animated: false) },
            { $0.setRoot(to: chat, animation: nil) },
            { $0.first(.container(name: "Home")).makeVisible(animated: false).resolve() },
            { $0.first(.container(name: "Home")).makeVisible(stackAnimation: nil, dismissAnimated: false).resolve() },
        ]
        for index in stride(from: 0, to: pairs.count, by: 2) {
            let (old, new) = try await compare(pairs[index], pairs[index + 1])
            #expect(old == new, "pair \(index / 2)")
            #expect(pairs[index](HeadlessWindowRoute()).routeDescription == pairs[index + 1](HeadlessWindowRoute()).routeDescription)
        }
    }

    @available(*, deprecated, message: "exercises the renamed spellings")
    @Test func columnWithARouteIsNested() async throws {
        let old = HeadlessWindowRoute().top(.split).column(.primary) { $0.popToRoot() }
        let new = HeadlessWindowRoute().top(.split).nested { $0.column(.primary).popToRoot() }
        #expect(old.routeDescription == new.routeDescription)
        #expect(old.routeDescription == "top(.split).{ column(.primary).popToRoot() }")
    }
}
