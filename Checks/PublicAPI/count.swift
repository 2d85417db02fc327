// Counts NavDSL's public API from the symbol graphs `swift package dump-symbol-graph` writes.
// Run through `count.sh` beside this file; see its header for what is counted and why.
import Foundation

let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"]
let modules = ["NavDSL", "NavDSLAddons"]
let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
    print("usage: count.swift <symbolgraph directory> [--list]")
    exit(2)
}
let listing = arguments.contains("--list")

var types = 0
var members = 0
var lines: [String] = []
let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
// NavDSL.symbols.json, NavDSLAddons.symbols.json and NavDSLAddons@NavDSL.symbols.json (the addons'
// extensions of NavDSL's types); not the tests', the example's or the benchmark's graphs.
for file in files.sorted() where modules.contains(where: { file == "\($0).symbols.json" || file.hasPrefix("\($0)@") }) {
    guard let data = FileManager.default.contents(atPath: "\(directory)/\(file)"),
        let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
    else {
        print("count.swift: cannot read \(file)")
        exit(1)
    }
    for symbol in symbols {
        let path = symbol["pathComponents"] as? [String] ?? []
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        // Inherited protocol-extension members repeated on every conforming type are not declarations.
        if identifier.contains("::SYNTHESIZED::") { continue }
        // The headless models mirror UIKit's classes and are not counted.
        if path.first?.hasPrefix("Headless") ?? true { continue }
        let isType = typeKinds.contains(kind)
        if isType { types += 1 } else { members += 1 }
        if listing { lines.append("\(isType ? "type  " : "member") \(path.joined(separator: "."))") }
    }
}
if listing { print(lines.sorted().joined(separator: "\n")) }
print("public types: \(types), public members: \(members)")
