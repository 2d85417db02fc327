import Foundation
import NavDSLAddons

// NavDSL's example app on the headless platform.
//   swift run NavDSLExample                 the scripted tour (exit code 1 if a step differs)
//   swift run NavDSLExample --interactive   a prompt reading deep links and commands from stdin
//   swift run NavDSLExample --mermaid       the tour's final hierarchy as a Mermaid graph, then the chat
//                                           deep link's route as a Mermaid flowchart

let arguments = Set(CommandLine.arguments.dropFirst())
let known: Set = ["--interactive", "--mermaid", "--help"]
if let unknown = arguments.subtracting(known).first {
    print("Unknown option '\(unknown)'. Use --interactive, --mermaid or no option for the tour.")
    exit(2)
}
if arguments.contains("--help") {
    print("Usage: NavDSLExample [--interactive | --mermaid]")
} else if arguments.contains("--interactive") {
    var session = InteractiveSession()
    await session.run()
} else {
    var tour = Tour()
    tour.isQuiet = arguments.contains("--mermaid")
    let failures = await tour.run()
    if arguments.contains("--mermaid") {
        print(ScreenDiagram.mermaid(of: tour.app.window))
        print()
        print(ScreenDiagram.mermaid(route: Routes.chat(42)))
    }
    if !failures.isEmpty {
        print("\nThe tour differs from what it expects:")
        failures.forEach { print("- \($0)") }
        exit(1)
    }
    if !tour.isQuiet { print("\nTour complete: every step showed what it should.") }
}
