import Foundation
import Testing

/// Keeps what the docs name true as the code moves: no example teaches a deprecated or unavailable spelling,
/// every repository path the docs and comments name exists, and every symbolic link is listed, with why, in
/// `Checks/README.md`.
///
/// The deprecated spellings are read from the modules' `Deprecated/` folders, where every deprecated name lives
/// (the twins check holds that), so a name deprecated tomorrow is checked without editing this file.
@Suite struct DocsDriftTests {
    static let root = DocsCoverageTests.root

    // MARK: - Deprecated spellings

    /// A deprecated or unavailable spelling, and the regular expression that finds it in example code.
    struct Spelling: CustomTestStringConvertible {
        let declaration: String
        let pattern: String
        /// A word every match contains, to skip the lines without it cheaply.
        let keyword: String
        var testDescription: String { declaration }
    }

    /// The argument labels of every live (not deprecated) public method of NavDSL and NavDSLAddons, by name.
    static let liveLabels: [String: Set<String>] = {
        var found: [String: Set<String>] = [:]
        let files = ["Sources/NavDSL", "Sources/NavDSLAddons"].flatMap { DocsCoverageTests.files(under: $0, ending: ".swift") }
        for file in files where !file.path.contains("/Deprecated/") {
            let text = DocsCoverageTests.text(file).replacingOccurrences(of: "\n", with: " ")
            for match in text.matches(of: #/public (?:static )?func (\w+)(?:<[^(]*>)?\(((?:[^()]|\([^()]*\))*)\)/#) {
                found[String(match.1), default: []].formUnion(labels(String(match.2)))
            }
        }
        return found
    }()

    /// A parameter list split at its top-level commas.
    static func parameters(_ list: String) -> [String] {
        var depth = 0
        var current = ""
        var parts: [String] = []
        for character in list {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == "," && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        return parts + [current]
    }

    /// The argument labels of a signature's parameter list (`_` for an unlabelled parameter).
    static func labels(_ list: String) -> [String] {
        parameters(list).compactMap { part in
            let name = part.split(separator: ":", maxSplits: 1).first?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return name.isEmpty ? nil : String(name.split(separator: " ").first ?? "")
        }
    }

    /// The deprecated spellings declared in `source` (one `Deprecated/` file): a type alias by its name; a method
    /// or initializer by the labels its replacement does not have (`animated:` in `push(chat, animated: false)`),
    /// or, when the labels are the same, by what tells it apart (`await` for the unavailable awaited `navigate`,
    /// `nil` for an optional parameter, a trailing closure for a nested-route form).
    static func spellings(in source: String) -> [Spelling] {
        let lines = source.components(separatedBy: "\n")
        var found: [Spelling] = []
        for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("@available(") {
            var attribute = line
            var next = index + 1
            while attribute.filter({ $0 == "(" }).count > attribute.filter({ $0 == ")" }).count, next < lines.count {
                attribute += lines[next]
                next += 1
            }
            let body =
                lines[next...].prefix { !$0.contains("{") && !$0.contains("typealias") }.joined(separator: " ")
                + " " + (lines[next...].first { $0.contains("{") || $0.contains("typealias") } ?? "")
            let declaration = body.replacingOccurrences(of: "  ", with: " ").trimmingCharacters(in: .whitespaces)
            if let alias = declaration.firstMatch(of: #/typealias (\w+)/#) {
                found.append(Spelling(declaration: declaration, pattern: #"\b\#(alias.1)\b"#, keyword: String(alias.1)))
                continue
            }
            guard let signature = declaration.firstMatch(of: #/(?:func (\w+)(?:<[^(]*>)?|(init))\((.*)\)/#) else { continue }
            let name = String(signature.1 ?? signature.2 ?? "")
            let old = labels(String(signature.3))
            let renamed = attribute.firstMatch(of: #/renamed: "(\w+)\(([^)]*)\)"/#)
            // The labels the spelling that stays has: the rename's, and for a method every live overload's.
            var new = (renamed?.2).map { $0.split(separator: ":").map(String.init) } ?? []
            if name != "init" { new += liveLabels[name] ?? [] }
            // The call: `name(` for a method, the type's name for an initializer (`ScreenTransition(`, also generic).
            var callee = #"\b\#(name)\("#
            var keyword = name
            if name == "init",
                let type = source.components(separatedBy: "\n")[..<index].last(where: { $0.hasPrefix("extension ") })?
                    .firstMatch(of: #/extension (\w+)/#)?.1
            {
                callee = #"\b\#(type)(?:<[^>]*>)?\("#
                keyword = String(type)
            }
            let inside = #"(?:[^()]|\([^()]*\))*"#
            let distinct = old.filter { $0 != "_" && !new.contains($0) }
            let lastIsClosure = parameters(String(signature.3)).last?.contains("->") ?? false
            if !distinct.isEmpty {
                for label in distinct {
                    found.append(Spelling(declaration: declaration, pattern: callee + inside + #"\b\#(label):"#, keyword: keyword))
                }
                if let last = old.last, distinct.contains(last), lastIsClosure {  // the trailing-closure form
                    found.append(Spelling(declaration: declaration, pattern: callee + #"[^()]*\)\s*\{"#, keyword: keyword))
                }
            } else if declaration.contains(" async ") {
                found.append(Spelling(declaration: declaration, pattern: #"await\s+[\w.]*\b\#(name)\("#, keyword: keyword))
            } else if let optional = declaration.firstMatch(of: #/(\w+) \w*: \w+\?/#) ?? declaration.firstMatch(of: #/(\w+): \w+\?/#) {
                found.append(Spelling(declaration: declaration, pattern: callee + inside + #"\b\#(optional.1):\s*nil\b"#, keyword: keyword))
            }
        }
        return found
    }

    static let deprecatedSpellings: [Spelling] = ["Sources/NavDSL/Deprecated", "Sources/NavDSLAddons/Deprecated"]
        .flatMap { DocsCoverageTests.files(under: $0, ending: ".swift") }
        .flatMap { spellings(in: DocsCoverageTests.text($0)) }

    /// Example code a reader copies.
    ///
    /// The `swift` blocks of the README and the catalogs, and the code lines of the doc comments in `Sources/` (the
    /// compat module's are Nivelir's spellings on purpose; the `Deprecated/` folders show the old spellings they
    /// deprecate). Comments are left out: "was `push(chat, animated: false)`" is a fine thing to say.
    static let exampleCode: [(place: String, code: String)] = {
        var code: [(String, String)] = []
        for block in DocsCoverageTests.allBlocks {
            for (offset, line) in block.code.enumerated() {
                code.append(("\(block.file):\(block.line + 1 + offset)", DocsCoverageTests.uncommented(line)))
            }
        }
        for file in DocsCoverageTests.files(under: "Sources", ending: ".swift")
        where !file.path.contains("/NavDSLNivelirCompat/") && !file.path.contains("/Deprecated/") {
            let name = String(file.path.dropFirst(root.path.count + 1))
            var inBlock = false
            for (index, line) in DocsCoverageTests.text(file).components(separatedBy: "\n").enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("///") else { continue }
                let doc = text.dropFirst(3).trimmingCharacters(in: .whitespaces)
                if doc.hasPrefix("```") {
                    inBlock.toggle()
                    continue
                }
                if inBlock { code.append(("\(name):\(index + 1)", DocsCoverageTests.uncommented(doc))) }
            }
        }
        return code
    }()

    @Test func theDeprecatedSpellingsAreFound() {
        let patterns = Self.deprecatedSpellings.map(\.pattern).joined(separator: "\n")
        #expect(Self.deprecatedSpellings.count >= 20)
        let cases = [
            "navigator.navigate(to: route)", "try await navigator.navigate(to: route)",
            ".top(.stack).push(chat, animated: false)", ".top(.stack).push(chat, animation: nil)",
            "let token: ScreenListenerToken", "ScreenTransition(kind: .stack, animated: true, container: \"x\")",
            ".present(alert: alert, anchor: nil)", ".present(alert: alert, anchor: .view(button))",
            ".column(.primary) { $0.popToRoot() }", ".nested { $0.column(.primary).popToRoot() }",
        ]
        let regexes = Self.deprecatedSpellings.compactMap { try? Regex($0.pattern).wordBoundaryKind(.simple) }
        #expect(regexes.count == Self.deprecatedSpellings.count)
        let flagged = cases.map { line in regexes.contains { line.contains($0) } }
        #expect(flagged == [false, true, true, false, true, true, true, false, true, false], "\(patterns)")
    }

    @Test(arguments: deprecatedSpellings)
    func noExampleUsesADeprecatedSpelling(_ spelling: Spelling) throws {
        // Simple word boundaries: in Unicode's, `navigator.navigate` is one word.
        let pattern = try Regex(spelling.pattern).wordBoundaryKind(.simple)
        for (place, code) in Self.exampleCode where code.contains(spelling.keyword) && code.contains(pattern) {
            Issue.record("\(place): \(code.trimmingCharacters(in: .whitespaces)) uses the deprecated \(spelling.declaration)")
        }
    }

    // MARK: - Named paths

    /// The files a path may be named in: the Markdown files, and the Swift sources' comments, of every folder
    /// but the builds'.
    static var namingFiles: [URL] {
        let folders = ["Sources", "Tests", "Checks", "Examples", "Benchmarks"]
        let named = folders.flatMap { folder -> [URL] in
            let walker = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            return (walker?.compactMap { $0 as? URL } ?? []).filter { url in
                let path = url.path
                return !path.contains("/Deprecated/") && (path.hasSuffix(".md") || path.hasSuffix(".swift") || path.hasSuffix(".sh"))
            }
        }
        return ["README.md", "CHANGELOG.md", ".ci/run"].map { root.appendingPathComponent($0) } + named
    }

    /// The repository paths a text names: words that start with a top folder and have a file or folder after it.
    static func namedPaths(in text: String) -> [String] {
        let pattern = #/(?:^|[^\w./-])((?:Sources|Tests|Checks|Examples|Benchmarks)/[A-Za-z0-9_+./-]*[A-Za-z0-9_])/#
        let folders = ["Sources/", "Tests/", "Checks/", "Examples/", "Benchmarks/"]
        return text.split(separator: "\n").filter { line in folders.contains { line.contains($0) } }
            .flatMap { $0.matches(of: pattern).map { String($0.output.1) } }
            .filter { !$0.contains("..") && !$0.contains("/.") }
    }

    /// Whether `path` exists from the repository's root or from a folder holding the file that names it (a
    /// package's README names its own `Tests/...`).
    static func exists(_ path: String, namedIn file: URL) -> Bool {
        var folder = file.deletingLastPathComponent()
        while folder.path.count >= root.path.count {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) { return true }
            folder = folder.deletingLastPathComponent()
        }
        return false
    }

    @Test func namedPathsAreFound() {
        let missing = "Examples/NavDSLExample/" + "NoSuchAction.swift"  // in two pieces, or this file would name it
        let text = "see `\(missing)` and Sources/NavDSL/Engine/README.md, not ../x/Sources/y"
        #expect(Self.namedPaths(in: text) == [missing, "Sources/NavDSL/Engine/README.md"])
        let readme = Self.root.appendingPathComponent("README.md")
        #expect(!Self.exists(missing, namedIn: readme))
        #expect(Self.exists("Sources/NavDSL/Engine/README.md", namedIn: readme))
    }

    @Test func everyNamedPathExists() {
        let files = Self.namingFiles
        #expect(files.count > 300)
        for file in files {
            let text = DocsCoverageTests.text(file)
            let name = String(file.path.dropFirst(Self.root.path.count + 1))
            for path in Set(Self.namedPaths(in: text)).sorted() where !Self.exists(path, namedIn: file) {
                Issue.record("\(name) names \(path), which does not exist")
            }
        }
    }

    // MARK: - Symbolic links

    /// Every symbolic link in the repository (outside builds), relative to the root.
    static var symbolicLinks: [String] {
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isSymbolicLinkKey], options: [.skipsHiddenFiles])
        else { return [] }
        var links: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink == true else { continue }
            links.append(String(url.path.dropFirst(root.path.count + 1)))
            walker.skipDescendants()
        }
        return links.sorted()
    }

    /// The first column of `Checks/README.md`'s table of links: a path, or a pattern with `*` and a count.
    static var listedLinks: [(pattern: String, count: Int?)] {
        let readme = DocsCoverageTests.text(root.appendingPathComponent("Checks/README.md"))
        guard let table = readme.components(separatedBy: "## Symbolic links").dropFirst().first else { return [] }
        return table.components(separatedBy: "\n").compactMap { line in
            guard line.hasPrefix("| `"), let cell = line.split(separator: "|").first else { return nil }
            let parts = cell.split(separator: "`")
            guard parts.count > 1 else { return nil }
            let pattern = parts[1]
            let count = cell.firstMatch(of: #/\((\d+)\)/#).flatMap { Int($0.1) }
            return (String(pattern), count)
        }
    }

    static func matches(_ path: String, _ pattern: String) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return path == pattern }
        let prefix = pattern[..<star]
        let suffix = pattern[pattern.index(after: star)...]
        let middle = path.dropFirst(prefix.count).dropLast(suffix.count)
        return path.hasPrefix(prefix) && path.hasSuffix(suffix) && path.count >= prefix.count + suffix.count && !middle.contains("/")
    }

    @Test func everySymbolicLinkIsListedWithWhy() {
        let links = Self.symbolicLinks
        let rows = Self.listedLinks
        #expect(links.count > 20 && rows.count > 10)
        for link in links where !rows.contains(where: { Self.matches(link, $0.pattern) }) {
            Issue.record("\(link) is a symbolic link that Checks/README.md does not list")
        }
        for row in rows {
            let matched = links.filter { Self.matches($0, row.pattern) }.count
            #expect(matched == (row.count ?? 1), "Checks/README.md lists `\(row.pattern)` for \(row.count ?? 1) links; \(matched) found")
        }
    }

    // MARK: - The README, a front door

    @Test func theReadmeIsAFrontDoorThatNamesEveryProduct() throws {
        let readme = DocsCoverageTests.text(Self.root.appendingPathComponent("README.md"))
        let lines = readme.components(separatedBy: "\n")
        #expect(lines.count <= 301, "README.md has \(lines.count) lines; at most 300: move the rest to a linked article")
        for (index, line) in lines.enumerated() where line.count > 120 {
            Issue.record("README.md:\(index + 1) has \(line.count) characters; at most 120")
        }
        let manifest = DocsCoverageTests.text(Self.root.appendingPathComponent("Package.swift"))
        let products = manifest.matches(of: #/\.library\(name: "(\w+)"/#).map { String($0.1) }
        #expect(products.count >= 5)
        for product in products {
            #expect(lines.contains { $0.hasPrefix("- `\(product)`: ") }, "README.md's product list has no line for \(product)")
            #expect(
                lines.filter { $0.contains(".product(name: \"\(product)\"") }.count == 1,
                "README.md's Package.swift excerpt has no line (or more than one) for \(product)")
        }
        let ci = DocsCoverageTests.text(Self.root.appendingPathComponent(".ci/run"))
        #expect(readme.contains("swift test ") && ci.contains("\nswift test --enable-code-coverage"), "CI runs the README's tests")
    }
}
