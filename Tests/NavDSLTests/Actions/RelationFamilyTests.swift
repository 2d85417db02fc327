import NavDSL
import NavDSLHeadless
import Testing

/// Every relation family is one relation and six thin forms: the move, the typed move and the
/// nested forms fail the same way, with the relation's own text, and change nothing.
@MainActor
@Suite struct RelationFamilyTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    /// Runs `route` from `container` and returns the error's text (`nil` on success).
    func failure<Container: ScreenContainer, Route: ScreenThenable>(from container: Container, _ route: Route) async -> String?
    where Route.Root == Container {
        do {
            _ = try await app.navigator.navigateAndWait(from: container, to: route)
            return nil
        } catch let error as ScreenError {
            return error.reason
        } catch {
            return "\(error)"
        }
    }

    @Test func everyFormOfARelationFailsWithTheRelationsOwnText() async throws {
        let home = try #require(app.rootStack?.viewControllers.first)
        let before = app.window.hierarchyDescription
        let route = HeadlessModalRoute()
        let presented = [
            await failure(from: home, route.presented.dismiss()),
            await failure(from: home, route.nested { $0.presented.dismiss() }),
            await failure(from: home, route.nested { $0.presented.then(HeadlessModalRoute().dismiss()) }),
            await failure(from: home, route.presented(of: HeadlessViewController.self).dismiss()),
            await failure(from: home, route.nested { $0.presented(of: HeadlessViewController.self).dismiss() }),
            await failure(from: home, route.nested { $0.presented(of: HeadlessViewController.self).then(HeadlessModalRoute().dismiss()) }),
        ]
        #expect(presented.allSatisfy { $0?.contains("Home presents nothing.") == true })
        let presenting = [
            await failure(from: home, route.presenting.dismiss()),
            await failure(from: home, route.nested { $0.presenting.then(HeadlessModalRoute().dismiss()) }),
            await failure(from: home, route.nested { $0.presenting(of: HeadlessTabBarController.self).selectTab(with: .index(0)) }),
        ]
        #expect(presenting.allSatisfy { $0?.contains("Home is not presented.") == true })
        #expect(
            await failure(from: home, route.nested { $0.tabs.then(HeadlessTabsRoute().selectTab(with: .index(0))) })?.contains(
                "is not in a tab bar controller") == true)
        #expect(
            await failure(
                from: HeadlessViewController(screenKey: ScreenKey(name: "Loose")), route.nested { $0.window.makeKeyAndVisible() })?
                .contains("Loose is not in a window") == true)
        #expect(
            await failure(from: HeadlessViewController(screenKey: ScreenKey(name: "Loose")), route.stack.pop())?.contains(
                "Loose is not in a navigation stack") == true)
        #expect(app.window.hierarchyDescription == before)
    }

    @Test func aTypedRelationToAnotherClassIsATypeMismatchNamingTheRelation() async throws {
        let home = try #require(app.rootStack?.viewControllers.first)
        let stack = HeadlessModalRoute().nested { $0.stack(of: HeadlessNavigationController.self).pop() }
        #expect(await failure(from: home, stack) == nil)  // the right class: the nested route ran
        let wrong = HeadlessModalRoute().stack(of: OtherStack.self).pop()
        do {
            _ = try await app.navigator.navigateAndWait(from: home, to: wrong)
            Issue.record("stack(of: OtherStack.self) found a HeadlessNavigationController and went on")
        } catch let error as ScreenContainerTypeMismatchError {
            #expect(error.reason.contains("stack"))
            #expect(error.step?.action == "stack(of: OtherStack)")
        }
        #expect(app.rootStack?.viewControllers.count == 1)
    }

    @Test func theStackAndTabsFamiliesReachTheirItemsAndComeBack() async throws {
        let tabs = HeadlessTrees.tabsWithStacks([["A", "A2"], ["B"]])
        let app = HeadlessApp(root: tabs)
        var seen: [String] = []
        try await app.navigator.navigateAndWait(from: tabs, to: HeadlessTabsRoute().nested { $0.selectedTab.get { seen.append("\($0)") } })
        let selected = try #require(tabs.selectedViewController)
        let top = try #require((selected as? HeadlessNavigationController)?.topViewController)
        try await app.navigator.navigateAndWait(
            from: top,
            to: HeadlessModalRoute().nested {
                $0.stack.nested { $0.stackRoot.get { seen.append("\($0)") } }
                    .nested { $0.stackTop.get { seen.append("\($0)") } }
                    .nested { $0.stackVisible.get { seen.append("\($0)") } }
            }.nested { $0.tabs.get { seen.append("tabs: \($0 === tabs)") } })
        #expect(seen == ["\(selected)", "A", "A2", "A2", "tabs: true"])
    }
}

/// A navigation controller class no controller is in.
private final class OtherStack: HeadlessNavigationController {}
