// Finds candidate twins: a public overload whose body is one call of another public symbol with a
// converted argument (`push(_:animated:)` calling the `animation:` form with `.animated(animated)` is
// the pattern), in NavDSL, NavDSLAddons and NavDSLHeadless. Run through `twins.sh` beside this file; the reviewed
// verdicts are in `twins.txt`.
import Foundation

struct Declaration {
    let file: String
    let line: Int
    let name: String
    let signature: String
    let body: String
    /// Deprecated or unavailable: a renamed spelling kept until the version its message names, which the goal
    /// does not count.
    let isDeprecated: Bool
}

/// Text without `//` comments (string literals holding `//` are rare enough in the sources to ignore).
func stripComments(_ line: Substring) -> String {
    guard let range = line.range(of: "//") else { return String(line) }
    return String(line[..<range.lowerBound])
}

let declarationPattern = try Regex(#"^\s*(?:@[\w().*, ]+\s+)*public\s+(?:(?:static|convenience|override|nonisolated|final)\s+)*(func\s+([A-Za-z_][A-Za-z0-9_]*)|init)\b"#)

func declarations(in path: String, relative: String) -> [Declaration] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(stripComments)
    var found: [Declaration] = []
    for (index, line) in lines.enumerated() {
        guard let match = line.firstMatch(of: declarationPattern) else { continue }
        let name = match.output[2].substring.map(String.init) ?? "init"
        // The signature ends at the first `{` outside parentheses; the body at its matching `}`.
        var depth = 0
        var braces = 0
        var signature = ""
        var body = ""
        var inBody = false
        scan: for row in lines[index...] {
            for character in row {
                if inBody {
                    if character == "{" { braces += 1 }
                    if character == "}" {
                        braces -= 1
                        if braces == 0 { break scan }
                    }
                    body.append(character)
                } else {
                    if character == "(" || character == "[" { depth += 1 }
                    if character == ")" || character == "]" { depth -= 1 }
                    if character == "{" && depth == 0 {
                        inBody = true
                        braces = 1
                        continue
                    }
                    signature.append(character)
                }
            }
            if inBody { body.append("\n") } else { signature.append(" ") }
        }
        guard inBody else { continue }  // a requirement without a body
        let compact = signature.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // The attribute lines right above the declaration, an `@available(...)` over several lines
        // included: everything up to the doc comment, a blank line or the previous declaration's end.
        let attributes = lines[..<index].reversed().prefix {
            let text = $0.trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && !text.hasPrefix("///") && !text.hasSuffix("}") && !text.hasSuffix("{")
        }
        let isDeprecated = (attributes + [line]).contains { $0.contains("deprecated") || $0.contains("unavailable") }
        found.append(
            Declaration(file: relative, line: index + 1, name: name, signature: compact, body: body, isDeprecated: isDeprecated))
    }
    return found
}

/// The call a one-statement body makes, with its callee's base name and its top-level arguments.
func singleCall(_ body: String) -> (callee: String, arguments: [String])? {
    var statement = body.trimmingCharacters(in: .whitespacesAndNewlines)
    for prefix in ["return ", "try ", "await ", "self."] where statement.hasPrefix(prefix) {
        statement.removeFirst(prefix.count)
    }
    for prefix in ["try ", "await ", "self."] where statement.hasPrefix(prefix) { statement.removeFirst(prefix.count) }
    guard let open = statement.firstIndex(of: "(") else { return nil }
    let calleePath = statement[..<open]
    guard calleePath.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
    let callee = calleePath.split(separator: ".").last.map(String.init) ?? ""
    // One statement: nothing at depth 0 after the call's closing parenthesis but a trailing closure.
    var depth = 0
    var arguments: [String] = []
    var current = ""
    var end = statement.endIndex
    for index in statement[open...].indices {
        let character = statement[index]
        if "([{".contains(character) {
            depth += 1
            if depth == 1 { continue }
        }
        if ")]}".contains(character) {
            depth -= 1
            if depth == 0 {
                end = statement.index(after: index)
                break
            }
        }
        if character == "," && depth == 1 {
            arguments.append(current)
            current = ""
        } else {
            current.append(character)
        }
    }
    arguments.append(current)
    let rest = statement[end...].trimmingCharacters(in: .whitespacesAndNewlines)
    guard rest.isEmpty || rest.hasPrefix("{") else { return nil }
    return (callee, arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty })
}

/// An argument that is more than a parameter passed on (`animated: animated`, `screen`, `$0`).
func isConverted(_ argument: String) -> Bool {
    let value = argument.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? argument
    return !value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" || $0 == "." }
        || value.hasPrefix(".") || value == "nil" || value == "true" || value == "false"
}

/// The `@available(*, deprecated|unavailable, ...)` attributes of a file that deprecate something (a rename or a
/// message), each joined onto one line, with its line number.
func deprecations(in path: String) -> [(Int, String)] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [(Int, String)] = []
    for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("@available(") {
        var attribute = line
        var end = index
        while attribute.filter({ $0 == "(" }).count > attribute.filter({ $0 == ")" }).count, end + 1 < lines.count {
            end += 1
            attribute += " " + lines[end].trimmingCharacters(in: .whitespaces)
        }
        let compact = attribute.replacingOccurrences(of: " ", with: "")
        guard compact.hasPrefix("@available(*,deprecated") || compact.hasPrefix("@available(*,unavailable") else { continue }
        guard attribute.contains("renamed:") || attribute.contains("message:") else { continue }
        found.append((index + 1, attribute))
    }
    return found
}

let removalPattern = try Regex(#"Removed in (\d+)\.(\d+)(?:\.(\d+))?"#)
let versionHeadingPattern = try Regex(#"^## \[?(\d+)\.(\d+)\.(\d+)\]? \("#)

/// The version in "Removed in 1.2.3" (or "1.2") inside an attribute's message.
func removalVersion(_ attribute: String) -> [Int]? {
    guard let match = attribute.firstMatch(of: removalPattern) else { return nil }
    return (1...3).map { match.output[$0].substring.flatMap { Int($0) } ?? 0 }
}

/// The version the changelog's newest section carries: the first heading `## 1.2.3 (...)`.
func preparedVersion(changelog path: String) -> [Int]? {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") {
        if let match = line.firstMatch(of: versionHeadingPattern) {
            return (1...3).map { match.output[$0].substring.flatMap { Int($0) } ?? 0 }
        }
    }
    return nil
}

/// Whether version `a` comes before version `b`.
func isOlder(_ a: [Int], than b: [Int]) -> Bool { a.lexicographicallyPrecedes(b) }

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    print("usage: twins.swift <repository root> <reviewed list> [folders...]")
    exit(2)
}
let root = arguments[arguments.startIndex]
let listPath = arguments[arguments.startIndex + 1]
let folders = arguments.count > 2 ? Array(arguments.dropFirst(2)) : ["Sources/NavDSL", "Sources/NavDSLAddons", "Sources/NavDSLHeadless"]
var all: [Declaration] = []
for folder in folders {
    let base = "\(root)/\(folder)"
    let walker = FileManager.default.enumerator(atPath: base)
    while let item = walker?.nextObject() as? String {
        guard item.hasSuffix(".swift") else { continue }
        all += declarations(in: "\(base)/\(item)", relative: "\(folder)/\(item)")
    }
}
let counts = Dictionary(all.map { ($0.name, 1) }, uniquingKeysWith: +)
let publicNames = Set(all.map(\.name))
var flagged: [String: Declaration] = [:]
var deprecatedTwins = 0
for declaration in all where (counts[declaration.name] ?? 0) > 1 {
    guard let call = singleCall(declaration.body), call.arguments.contains(where: isConverted) else { continue }
    // Either the overload calls its own name (`self.init` for an initializer) and the sibling does the
    // work, or a sibling in the same file makes the same call with one argument told differently.
    let callsSibling = call.callee == declaration.name && publicNames.contains(call.callee)
    let sharesCall = all.contains { other in
        guard !other.isDeprecated, other.file == declaration.file, other.name == declaration.name, other.line != declaration.line,
            let sibling = singleCall(other.body), sibling.callee == call.callee, sibling.arguments.count == call.arguments.count
        else { return false }
        return zip(sibling.arguments, call.arguments).filter { $0 != $1 }.count == 1
    }
    guard callsSibling || sharesCall else { continue }
    // A renamed spelling kept, deprecated, until the version its message names is not a twin: it is
    // counted apart, and the dating below makes sure it goes.
    if declaration.isDeprecated {
        deprecatedTwins += 1
        continue
    }
    let file = declaration.file.split(separator: "/").last.map(String.init) ?? declaration.file
    flagged["\(file) | \(declaration.signature)"] = declaration
}

// The reviewed list: `verdict | file | signature`, one a line; `#` starts a comment.
let listed = ((try? String(contentsOfFile: listPath, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
    line -> (verdict: String, key: String)? in
    let text = line.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
    let parts = text.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2 else { return nil }
    return (parts[0], parts[1].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " | "))
}
let verdicts = Dictionary(listed.map { ($0.key, $0.verdict) }, uniquingKeysWith: { first, _ in first })
var failed = false
for (key, declaration) in flagged.sorted(by: { $0.key < $1.key }) where verdicts[key] == nil {
    print("unreviewed: \(declaration.file):\(declaration.line): \(declaration.signature)")
    print("  add a line to \(listPath): `twin: <what to do> | \(key)` or `not a twin: <why> | \(key)`")
    failed = true
}
for (key, _) in verdicts.sorted(by: { $0.key < $1.key }) where flagged[key] == nil {
    print("stale: \(key) is no longer found; remove its line from \(listPath)")
    failed = true
}
// Deprecations are dated: every deprecated or unavailable declaration lives in its module's `Deprecated/` folder and
// says in its message the version that removes it ("Removed in 0.2.0"), and no version the changelog prepares
// reaches that version while the declaration is still there. A bare `@available(*, unavailable)` (UIKit's
// `init(coder:)`) is no deprecation. NavDSLHeadless is left out until its deprecated names are dated too (they
// say "kept for one release" and sit in its Deprecated.swift and ScreenNavigator+HeadlessScene.swift).
let nextVersion = preparedVersion(changelog: "\(root)/CHANGELOG.md")
if nextVersion == nil {
    print("no version: CHANGELOG.md has no `## <version> (unreleased)` or `## <version> (<date>)` heading")
    failed = true
}
var dated = 0
for folder in folders where folder != "Sources/NavDSLHeadless" {
    let base = "\(root)/\(folder)"
    let walker = FileManager.default.enumerator(atPath: base)
    while let item = walker?.nextObject() as? String {
        guard item.hasSuffix(".swift") else { continue }
        for (line, attribute) in deprecations(in: "\(base)/\(item)") {
            dated += 1
            let place = "\(folder)/\(item):\(line)"
            if !item.hasPrefix("Deprecated/") {
                print("undated: \(place): a deprecated declaration outside \(folder)/Deprecated/, where a module keeps them")
                failed = true
            }
            guard let removal = removalVersion(attribute) else {
                print("undated: \(place): the message does not say \"Removed in <version>\"")
                failed = true
                continue
            }
            if let nextVersion, !isOlder(nextVersion, than: removal) {
                print("overdue: \(place): removed in \(removal.map(String.init).joined(separator: ".")), and CHANGELOG.md prepares "
                    + "\(nextVersion.map(String.init).joined(separator: ".")): delete it (and say so in the changelog)")
                failed = true
            }
        }
    }
}
let twins = listed.filter { $0.verdict.hasPrefix("twin") }
print(
    "twins: \(twins.count) reviewed twins left, \(listed.count - twins.count) reviewed as not twins, "
        + "\(flagged.count) candidates found, \(deprecatedTwins) deprecated spellings (renamed); "
        + "\(dated) deprecations dated, the next release \(nextVersion.map { $0.map(String.init).joined(separator: ".") } ?? "unknown")")
exit(failed ? 1 : 0)
