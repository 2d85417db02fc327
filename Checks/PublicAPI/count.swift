// Counts NavDSL's public API, by area, from the symbol graphs `swift package dump-symbol-graph` writes.
// Run through `count.sh` beside this file; see its header for what is counted and why.
import Foundation

let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"]
let modules = ["NavDSL", "NavDSLAddons", "NavDSLSwiftUI", "NavDSLHeadless"]
let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
    print("usage: count.swift <symbolgraph directory> [--list]")
    exit(2)
}
let listing = arguments.contains("--list")

/// The area of a declaration: its module and top-level folder (`NavDSL/Actions`, `NavDSLAddons/Alert`,
/// `NavDSLSwiftUI/Model`).
func area(of uri: String) -> String {
    let path = URL(string: uri)?.path ?? uri
    guard let range = path.range(of: "/Sources/") else { return "?" }
    let parts = path[range.upperBound...].split(separator: "/").map(String.init)
    return parts.count > 2 ? "\(parts[0])/\(parts[1])" : parts[0]
}

/// The headless family is read but left out of the count by module: NavDSLHeadless is a test product
/// that mirrors UIKit's classes, and no app links it.
func isHeadlessModel(_ uri: String) -> Bool {
    (URL(string: uri)?.path ?? uri).contains("/Sources/NavDSLHeadless/")
}

struct Row {
    var types = 0
    var members = 0
    var cases = 0
    var witnesses = 0
}

var rows: [String: Row] = [:]
var excluded = Row()
var lines: [String] = []
let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
// NavDSL.symbols.json, NavDSLAddons.symbols.json, NavDSLSwiftUI.symbols.json and the `Module@Other`
// graphs (a module's extensions of another's types); not the tests', the example's or the benchmark's.
let graphFiles = files.sorted().filter { file in modules.contains(where: { file == "\($0).symbols.json" || file.hasPrefix("\($0)@") }) }

/// One graph's symbols and relationships.
func readGraph(_ file: String) -> (symbols: [[String: Any]], relationships: [[String: Any]]) {
    guard let data = FileManager.default.contents(atPath: "\(directory)/\(file)"),
        let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
    else {
        print("count.swift: cannot read \(file)")
        exit(1)
    }
    return (symbols, graph["relationships"] as? [[String: Any]] ?? [])
}

/// The `source -> target` pairs of one kind of relationship.
func relationPairs(_ kind: String, in relationships: [[String: Any]]) -> [(String, String)] {
    relationships.compactMap { relation in
        guard relation["kind"] as? String == kind, let source = relation["source"] as? String,
            let target = relation["target"] as? String
        else { return nil }
        return (source, target)
    }
}

/// Symbol titles by precise identifier.
func symbolTitles(of symbols: [[String: Any]]) -> [String: String] {
    Dictionary(
        symbols.compactMap { symbol -> (String, String)? in
            guard let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                let title = (symbol["names"] as? [String: Any])?["title"] as? String
            else { return nil }
            return (id, title)
        }, uniquingKeysWith: { first, _ in first })
}

// A witness: a member that implements a requirement of a protocol its type conforms to (a
// conformer's `reason`, a protocol extension's default), counted apart from new vocabulary. The
// requirements come from every graph, since NavDSLSwiftUI's and NavDSLAddons' types conform to
// NavDSL's protocols, whose requirements only NavDSL's graph lists.
var requirements: [String: Set<String>] = [:]
for file in graphFiles {
    let graph = readGraph(file)
    let names = symbolTitles(of: graph.symbols)
    for (requirement, proto) in relationPairs("requirementOf", in: graph.relationships) + relationPairs("optionalRequirementOf", in: graph.relationships) {
        requirements[proto, default: []].insert(names[requirement] ?? "")
    }
}

for file in graphFiles {
    let (symbols, relationships) = readGraph(file)
    func pairs(_ kind: String) -> [(String, String)] { relationPairs(kind, in: relationships) }
    let titles = symbolTitles(of: symbols)
    var conformances: [String: [String]] = [:]
    for (type, proto) in pairs("conformsTo") { conformances[type, default: []].append(proto) }
    let owners = Dictionary(pairs("memberOf"), uniquingKeysWith: { first, _ in first })
    let defaults = Set(pairs("defaultImplementationOf").map(\.0))
    let locations = Dictionary(
        symbols.compactMap { symbol -> (String, String)? in
            guard let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
                let uri = (symbol["location"] as? [String: Any])?["uri"] as? String
            else { return nil }
            return (id, uri)
        }, uniquingKeysWith: { first, _ in first })

    for symbol in symbols {
        let path = symbol["pathComponents"] as? [String] ?? []
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        // Members the compiler synthesizes (`init(rawValue:)`, `init(from:)`) have no location: they
        // belong where their type is declared.
        let uri = locations[identifier] ?? owners[identifier].flatMap { locations[$0] } ?? ""
        // Inherited protocol-extension members repeated on every conforming type are not declarations.
        if identifier.contains("::SYNTHESIZED::") { continue }
        let isType = typeKinds.contains(kind)
        let isCase = kind == "swift.enum.case"
        let title = titles[identifier] ?? ""
        let isSynthesized = (symbol["location"] as? [String: Any]) == nil
        let isWitness =
            !isType && !isCase
            && (isSynthesized || defaults.contains(identifier)
                || (owners[identifier].map { conformances[$0, default: []].contains { requirements[$0]?.contains(title) ?? false } }
                    ?? false))
        var row = isHeadlessModel(uri) ? excluded : rows[area(of: uri), default: Row()]
        if isType { row.types += 1 } else { row.members += 1 }
        if isCase { row.cases += 1 }
        if isWitness { row.witnesses += 1 }
        if isHeadlessModel(uri) {
            excluded = row
            continue
        }
        rows[area(of: uri)] = row
        if listing {
            let tag = isType ? "type   " : isCase ? "case   " : isWitness ? "witness" : "member "
            lines.append("\(area(of: uri)) \(tag) \(path.joined(separator: "."))")
        }
    }
}
if listing { print(lines.sorted().joined(separator: "\n")) }
func format(_ name: String, _ row: Row) -> String {
    let columns = [row.types, row.members, row.cases, row.witnesses, row.members - row.cases - row.witnesses].map {
        String($0).leftPadding(to: 8)
    }
    return name.padding(toLength: 34, withPad: " ", startingAt: 0) + columns.joined()
}
extension String {
    func leftPadding(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
print("area".padding(toLength: 34, withPad: " ", startingAt: 0) + ["types", "members", "cases", "witness", "other"].map { $0.leftPadding(to: 8) }.joined())
var total = Row()
for (name, row) in rows.sorted(by: { $0.key < $1.key }) {
    print(format(name, row))
    total.types += row.types
    total.members += row.members
    total.cases += row.cases
    total.witnesses += row.witnesses
}
print(format("counted", total))
print(format("NavDSLHeadless (not counted)", excluded))
print("public types: \(total.types), public members: \(total.members)")
