import Foundation
import NavDSLAddons
import NavDSLExampleRoutes
import NavDSLHeadless

/// A prompt that reads deep links and commands from standard input, so a person (or a script)
/// can drive the app: `printf 'app://chat/7\ntree\nquit\n' | swift run NavDSLExample --interactive`.
@MainActor
struct InteractiveSession {
    let app = ExampleApp()
    let deeplinks: DeeplinkManager
    /// What `save` wrote, as an app keeps it across a relaunch.
    private var saved: Data?

    init() {
        deeplinks = app.makeDeeplinks()
    }

    static let help = """
        Commands:
          app://chat/<id>      open a chat (shows it if already open)
          app://product/<id>   open a promo product
          app://news           switch to the news tab
          app://settings       switch to the settings tab (also app://chats)
          app://profile        open the profile (behind the login gate)
          back                 close the top modal, or pop the visible stack
          tree                 print the hierarchy
          mermaid              print the hierarchy as a Mermaid graph
          log                  print the navigation log
          save                 save the tree as a restoration record (printed as JSON)
          restore              rebuild the saved tree, as a relaunched app does
          help                 this text
          quit                 leave
        """

    mutating func run() async {
        _ = await app.run(Routes.start)
        print("NavDSL example. Type a deep link or a command; 'help' lists them.")
        print(app.window.hierarchyDescription)
        while true {
            print("navdsl> ", terminator: "")
            guard let line = readLine() else { return }
            let input = line.trimmingCharacters(in: .whitespaces)
            switch input {
            case "": continue
            case "quit", "exit": return
            case "help": print(Self.help)
            case "tree": print(app.window.hierarchyDescription)
            case "mermaid": print(ScreenDiagram.mermaid(of: app.window))
            case "log": print(app.log.lines.isEmpty ? "(empty)" : app.log.lines.joined(separator: "\n"))
            case "back": await navigate(TourRoutes.back)
            case "save": save()
            case "restore": await restore()
            default:
                do {
                    try await deeplinks.handle(input)
                } catch {
                    print("Error: \(error)")
                }
                print(app.window.hierarchyDescription)
                print("On screen: \(app.visibleScreen)")
            }
        }
    }

    private mutating func save() {
        do {
            let data = try app.save()
            saved = data
            print("Saved \(data.count) bytes: \(String(decoding: data, as: UTF8.self))")
        } catch {
            print("Error: \(error)")
        }
    }

    private func restore() async {
        guard let saved else { return print("Nothing saved yet: type 'save' first.") }
        if let error = await app.restore(from: saved) { print("Error: \(error)") }
        print(app.window.hierarchyDescription)
        print("On screen: \(app.visibleScreen)")
    }

    private func navigate(_ route: HeadlessWindowRoute) async {
        if let error = await app.run(route) {
            print("Error: \(error)")
        }
        print(app.window.hierarchyDescription)
        print("On screen: \(app.visibleScreen)")
    }
}
