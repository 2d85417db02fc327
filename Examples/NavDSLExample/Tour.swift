import NavDSLAddons
import NavDSLExampleRoutes
import NavDSLHeadless

/// The scripted tour.
///
/// Each step prints its route, the navigation log and the tree after it, and
/// checks what the user now sees. A step whose result differs makes the tour fail (exit code 1).
@MainActor
struct Tour {
    struct Step {
        let title: String
        let route: HeadlessWindowRoute
        /// What the user must see afterwards.
        let expectedVisible: String
        /// The kinds of transitions the step must cause, when the step is about them.
        var expectedTransitions: [ScreenTransition.Kind]? = nil
        /// A step that must fail; the tour then shows the error in an alert.
        var showsErrorInAlert = false
        /// What the user does while the route waits for them (logs in, closes the login, picks).
        var user: (@MainActor (ExampleApp) -> Void)? = nil
    }

    let app = ExampleApp()
    var isQuiet = false

    static let steps: [Step] = [
        Step(
            title: "App start: the main tabs become the root, with their tabs filled in, and the window is made key",
            route: Routes.start, expectedVisible: "Chats", expectedTransitions: [.root]),
        Step(
            title: "What's new: a sheet at its medium detent, with a grabber", route: Routes.whatsNew, expectedVisible: "WhatsNew",
            expectedTransitions: [.present]),
        Step(
            title: "The sheet expands to its large detent through a route step", route: Routes.expandWhatsNew,
            expectedVisible: "WhatsNew", expectedTransitions: [.sheet]),
        Step(
            title: "Close what's new", route: HeadlessWindowRoute().root.dismiss().resolve(), expectedVisible: "Chats",
            expectedTransitions: [.dismiss]),
        Step(
            title: "Open chat 7 from the chats list", route: Routes.openChat(7), expectedVisible: "Chat(7)",
            expectedTransitions: [.stack]),
        Step(title: "Switch to the settings tab", route: Routes.selectTab(.settings), expectedVisible: "Settings"),
        Step(
            title: "Deep link app://chat/42 while in settings: tab switch + one stack transition",
            route: Routes.chat(42), expectedVisible: "Chat(42)", expectedTransitions: [.selectTab, .stack]),
        Step(title: "Open chat 8 above chat 42", route: Routes.openChat(8), expectedVisible: "Chat(8)"),
        Step(
            title: "Switch to news and open article 3",
            route: Routes.selectTab(.news).top(.stack).push(StandInScreens.screen(.article(id: 3))).resolve(), expectedVisible: "Article(3)"
        ),
        Step(
            title: "Present product 9 modally over the news tab",
            route: HeadlessWindowRoute().top(.container).present(StandInScreens.screen(.product(id: 9)).withStackContainer()).resolve(),
            expectedVisible: "Product(9)"),
        Step(
            title: "Deep link app://chat/42 again: it is open, so makeVisible dismisses, pops and selects",
            route: Routes.chat(42), expectedVisible: "Chat(42)", expectedTransitions: [.dismiss, .stack, .selectTab]),
        Step(
            title: "Promo app://product/5 on the chats tab (a stack): pushed", route: Routes.product(5),
            expectedVisible: "Product(5)", expectedTransitions: [.stack]),
        Step(
            title: "The same promo again: already on screen, nothing happens", route: Routes.product(5),
            expectedVisible: "Product(5)", expectedTransitions: []),
        Step(title: "Switch to news", route: Routes.selectTab(.news), expectedVisible: "Article(3)"),
        Step(
            title: "Promo app://product/5 on the news tab (a stack): pushed", route: Routes.product(5),
            expectedVisible: "Product(5)", expectedTransitions: [.stack]),
        Step(title: "Switch to settings", route: Routes.selectTab(.settings), expectedVisible: "Settings"),
        Step(
            title: "Promo app://product/5 on the settings tab (no stack): presented in its own stack",
            route: Routes.product(5), expectedVisible: "Product(5)", expectedTransitions: [.present]),
        Step(
            title: "A route to a missing screen falls back to the chats tab", route: TourRoutes.brokenWithFallback,
            expectedVisible: "Product(5)", expectedTransitions: [.dismiss, .selectTab]),
        Step(
            title: "A failed route without a fallback: the app shows the error in an alert", route: TourRoutes.broken,
            expectedVisible: "Alert(Can't open that)", showsErrorInAlert: true),
        Step(
            title: "Close the alert with a custom action, then a step fails: the close is undone and the alert is back",
            route: TourRoutes.backThenFail, expectedVisible: "Alert(Can't open that)", expectedTransitions: [.dismiss, .present]),
    ]

    /// The in-route login gate, after the user logged out: closing the login, then logging in; then
    /// the chat picker, whose answer comes back through `result(of:)`.
    func gateSteps() -> [Step] {
        let session = app.session
        return [
            Step(
                title: "Log out: the tabs stay, the session ends", route: HeadlessWindowRoute().get { _ in session.logOut() }.resolve(),
                expectedVisible: "Alert(Can't open that)", expectedTransitions: []),
            Step(
                title: "Open the profile: authorize() shows the login, the user closes it, the fallback explains",
                route: Routes.profile(session), expectedVisible: "Alert(Can't open your profile)",
                expectedTransitions: [.dismiss, .present, .dismiss, .present], user: { $0.login?.close() }),
            Step(
                title: "Open the profile again: the user logs in, the login closes and the profile opens",
                route: Routes.profile(session), expectedVisible: "Profile",
                expectedTransitions: [.dismiss, .present, .dismiss, .present], user: { $0.login?.logIn() }),
            Step(
                title: "Open the profile once more: logged in, so the gate lets the route through at once",
                route: Routes.profile(session), expectedVisible: "Profile", expectedTransitions: [.dismiss, .present]),
            Step(
                title: "Pick a chat: result(of:) presents the picker, the user picks chat 8, the app opens it (closing the picker)",
                route: Routes.pickChat(from: [7, 8, 42]), expectedVisible: "Chat(8)",
                expectedTransitions: [.present, .dismiss, .stack], user: { $0.chatPicker?.pick(8) }),
            Step(
                title: "Pick a chat, then cancel: the picker closes and nothing else changes",
                route: Routes.pickChat(from: [7, 8, 42]), expectedVisible: "Chat(8)",
                expectedTransitions: [.present, .dismiss], user: { $0.chatPicker?.cancel() }),
        ]
    }

    /// The iPad part: a split view in regular width, collapsed and expanded by resizing the window,
    /// with the same routes working in both widths.
    static let iPadSteps: [Step] = [
        Step(
            title: "iPad: the mail app, a split view [MailFolders] | [Mailbox(Inbox)] in regular width",
            route: TourRoutes.pad.then(Routes.mail), expectedVisible: "Mailbox(Inbox)"),
        Step(
            title: "Pick the Archive folder: showDetail puts it in the secondary column, beside the folders",
            route: Routes.openMailbox("Archive"), expectedVisible: "Mailbox(Archive)", expectedTransitions: [.column]),
        Step(
            title: "Slide Over makes the window compact: the split view collapses into one stack",
            route: TourRoutes.resize(to: .phone), expectedVisible: "Mailbox(Archive)", expectedTransitions: [.collapse]),
        Step(
            title: "The same route in compact width: showDetail pushes the Sent folder onto the collapsed stack",
            route: Routes.openMailbox("Sent"), expectedVisible: "Mailbox(Sent)", expectedTransitions: [.stack]),
        Step(
            title: "Full screen again: the split view expands, the Sent folder on top of the secondary column",
            route: TourRoutes.resize(to: .pad), expectedVisible: "Mailbox(Sent)", expectedTransitions: [.expand]),
        Step(
            title: "Open message 9: pushed onto the stack the user sees",
            route: Routes.openMessage(9), expectedVisible: "Message(9)", expectedTransitions: [.stack]),
    ]

    /// Runs every step; returns the differences from what the tour expects (empty when all match).
    ///
    /// The iPad part runs after the relaunch, from the tabs the relaunch restored.
    mutating func run() async -> [String] {
        let phoneSteps = Self.steps + gateSteps()
        var failures = await run(phoneSteps, numberedFrom: 1)
        failures += await relaunch(number: phoneSteps.count + 1)
        failures += await run(Self.iPadSteps, numberedFrom: phoneSteps.count + 2)
        // A screen the stand-ins lack would still carry its key; the tour fails instead of passing silently.
        failures += StandInScreens.problems.map { "stand-ins: \($0)" }
        return failures
    }

    /// Runs `steps`, the first numbered `first`; returns the differences from what they expect.
    private func run(_ steps: [Step], numberedFrom first: Int) async -> [String] {
        var failures: [String] = []
        for (offset, step) in steps.enumerated() {
            let number = first + offset - 1
            let transitionsBefore = app.window.transitions.count
            app.log.removeAll()
            var error = await app.run(step.route, whileWaiting: step.user)
            var note: String?
            if step.showsErrorInAlert, let failure = error {
                note = "The route failed as expected, so the app presents the error: \(failure)"
                error = await app.run(Routes.alert(for: failure))
            }
            let transitions = Array(app.window.transitions[transitionsBefore...])
            print(step: step, number: number + 1, transitions: transitions)
            if let note { show(note) }
            if let error {
                failures.append("step \(number + 1) '\(step.title)' failed: \(error)")
            }
            if app.visibleScreen != step.expectedVisible {
                failures.append(
                    "step \(number + 1) '\(step.title)': expected \(step.expectedVisible) on screen, found \(app.visibleScreen)")
            }
            if let expected = step.expectedTransitions, expected != transitions.map(\.kind) {
                failures.append(
                    "step \(number + 1) '\(step.title)': expected transitions \(expected.map(\.rawValue)), found \(transitions.map(\.kind.rawValue))"
                )
            }
        }
        return failures
    }

    /// The last step: save the tree, rebuild it in a fresh window from the record (as after the
    /// system ended the app in the background) and show the same tree.
    private func relaunch(number: Int) async -> [String] {
        show("\n== \(number). Save, relaunch and restore: a fresh window rebuilt from the record shows the same tree ==")
        let relaunched = ExampleApp()
        relaunched.window.makeKeyAndVisible()
        do {
            let data = try app.save()
            show("Saved: \(data.count) bytes of JSON")
            if let error = await relaunched.restore(from: data) { return ["step \(number) (relaunch) failed: \(error)"] }
        } catch {
            return ["step \(number) (relaunch) failed: \(error)"]
        }
        show("Transitions: \(relaunched.window.transitions.map(\.description).joined(separator: "; "))")
        show("Tree:")
        show(relaunched.window.hierarchyDescription.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
        show("On screen: \(relaunched.visibleScreen)")
        var failures: [String] = []
        if relaunched.window.hierarchyDescription != app.window.hierarchyDescription {
            failures.append("step \(number) (relaunch): the restored tree differs:\n\(relaunched.window.hierarchyDescription)")
        }
        if relaunched.window.transitions.map(\.kind) != [.root] {
            failures.append(
                "step \(number) (relaunch): expected one root transition, found \(relaunched.window.transitions.map(\.kind.rawValue))")
        }
        return failures
    }

    private func print(step: Step, number: Int, transitions: [ScreenTransition]) {
        show("\n== \(number). \(step.title) ==")
        show("Route: \(step.route.routeDescription)")
        show("Log:")
        for line in app.log.lines { show("  \(line)") }
        show("Transitions: \(transitions.isEmpty ? "none" : transitions.map(\.description).joined(separator: "; "))")
        show("Tree:")
        show(app.window.hierarchyDescription.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
        show("On screen: \(app.visibleScreen)")
    }

    private func show(_ text: String) {
        if !isQuiet { Swift.print(text) }
    }
}
