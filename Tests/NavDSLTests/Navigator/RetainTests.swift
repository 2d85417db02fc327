import NavDSL
import NavDSLHeadless
import Testing

/// Every verb that removes a controller lets it go: after the navigation nothing holds it.
@MainActor
@Suite struct RetainTests {
    @Test(arguments: ["pop", "popToRoot", "popTo", "replace", "clear", "dismiss", "dismissAll", "setRoot", "makeVisible", "failedPush"])
    func removedControllerIsDeallocated(verb: String) async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
        weak var removed: HeadlessViewController?
        let victim = HeadlessScreen(name: "Victim")
        let modalVerbs = ["dismiss", "dismissAll", "makeVisible"]
        if modalVerbs.contains(verb) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(victim).presented.get { removed = $0 })
        } else if verb != "failedPush" {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(victim).stackTop.get { removed = $0 })
        }
        let stack = HeadlessWindowRoute().top(.stack)
        let route: HeadlessWindowRoute =
            switch verb {
            case "pop": stack.pop().resolve()
            case "popToRoot": stack.popToRoot().resolve()
            case "popTo": stack.pop(to: .container(name: "Home")).resolve()
            case "replace": stack.replace(with: HeadlessScreen(name: "New")).resolve()
            case "clear": stack.clear().resolve()
            case "dismiss": HeadlessWindowRoute().root.dismiss().resolve()
            case "dismissAll": HeadlessWindowRoute().root.dismissAll().resolve()
            case "setRoot": HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "NewRoot"))
            case "makeVisible": HeadlessWindowRoute().first(.container(name: "Home")).makeVisible().resolve()
            default: stack.push(victim).stackTop.get { removed = $0 }.fail(with: LoginRequired()).resolve()
            }
        _ = await app.run(route)
        #expect(removed == nil, "\(verb) left the controller alive")
    }
}
