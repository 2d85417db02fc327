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
    /// Deprecated or unavailable: a renamed spelling kept for one release, which the goal does not count.
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
    // A renamed spelling kept for one release with a deprecation is the issue's rule, not a twin:
    // it is counted apart and leaves the list when it is deleted at the next release.
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
let twins = listed.filter { $0.verdict.hasPrefix("twin") }
print(
    "twins: \(twins.count) reviewed twins left, \(listed.count - twins.count) reviewed as not twins, "
        + "\(flagged.count) candidates found, \(deprecatedTwins) deprecated spellings (renamed, kept one release)")
exit(failed ? 1 : 0)
