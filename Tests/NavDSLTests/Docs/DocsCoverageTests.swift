import Foundation
import NavDSLHeadless
import Testing

/// Keeps the manual honest: every `swift` block of the README and the DocC catalog is code a test
/// compiles (or says it is a fragment), and every public type of NavDSL has a place in a topic
/// group of the DocC root page.
///
/// A block is held when each of its lines appears, in order, in one file under `Tests/` (compared
/// without whitespace, so a test may wrap long lines, indent the code and put set-up between the
/// lines; comments may differ). A block that cannot compile here (UIKit-only code, a `Package.swift` excerpt, a
/// signature) is marked by the line `<!-- fragment: why -->` right above its opening fence.
@Suite struct DocsCoverageTests {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Block: CustomTestStringConvertible {
        let file: String
        let line: Int
        let code: [String]
        let isFragment: Bool
        /// The line above the opening fence (a fragment's `<!-- fragment: why -->`).
        var marker = ""
        var testDescription: String { "\(file):\(line)" }
    }

    static func files(under folder: String, ending suffix: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.path.hasSuffix(suffix) }.sorted { $0.path < $1.path }
    }

    static func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// The README and every page of the DocC catalogs (NavDSL's, NavDSLSwiftUI's and NavDSLHeadless's).
    static var documents: [URL] {
        [root.appendingPathComponent("README.md")] + files(under: "Sources/NavDSL/NavDSL.docc", ending: ".md")
            + files(under: "Sources/NavDSLSwiftUI/NavDSLSwiftUI.docc", ending: ".md")
            + files(under: "Sources/NavDSLHeadless/NavDSLHeadless.docc", ending: ".md")
    }

    /// The `swift` blocks of `document`, with whether each is marked as a fragment.
    static func blocks(of document: URL) -> [Block] {
        let name = String(document.path.dropFirst(root.path.count + 1))
        let lines = text(document).components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let opening = lines[index].trimmingCharacters(in: .whitespaces)
            guard opening.hasPrefix("```") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
            if opening == "```swift" {
                let marker = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                let isFragment = marker.hasPrefix("<!-- fragment") && marker.hasSuffix("-->")
                blocks.append(
                    Block(
                        file: name, line: index + 1, code: Array(lines[index + 1..<min(end, lines.count)]), isFragment: isFragment,
                        marker: marker))
            }
            index = end + 1
        }
        return blocks
    }

    static let allBlocks = documents.flatMap(blocks(of:))

    /// Every test source without whitespace, read once; with the Nivelir app patterns, which CI
    /// compiles against Apple's SDK (UIKit code cannot be held by a Linux test).
    static let heldSources: [String] = (files(under: "Tests", ending: ".swift") + files(under: "Checks/NivelirCompatApp", ending: ".swift"))
        .map { squeezed(text($0)) }

    static func squeezed(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
    }

    /// Whether the lines of `code` appear in order in `source`.
    static func holds(_ source: String, _ code: [String]) -> Bool {
        heldLines(source, code) == code.count
    }

    /// `line` without its comment: a `//` at the start or after a space (a URL's `://` stays).
    static func uncommented(_ line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return "" }
        guard let comment = line.range(of: " //") else { return line }
        return String(line[..<comment.lowerBound])
    }

    /// How many lines of `code`, from the first, appear in order in `source` (comments aside: they
    /// explain, and a test may word them for its own reader).
    static func heldLines(_ source: String, _ code: [String]) -> Int {
        var rest = source[...]
        for (index, line) in code.map({ squeezed(uncommented($0)) }).enumerated() where !line.isEmpty {
            guard let found = rest.range(of: line) else { return index }
            rest = rest[found.upperBound...]
        }
        return code.count
    }

    /// The sources of an app folder the real-SDK check compiles, without whitespace.
    static func appSources(in folder: String) -> [String] {
        files(under: folder, ending: ".swift").map { squeezed(text($0)) }
    }

    /// Expects `block` (a fragment marked as compiled in `folder`) line by line in one of `sources`.
    static func expectBlock(_ block: Block, inOneOf sources: [String], of folder: String) {
        let best = sources.map { heldLines($0, block.code) }.max() ?? 0
        let missing = best < block.code.count ? block.code[best].trimmingCharacters(in: .whitespaces) : ""
        #expect(
            best == block.code.count,
            "\(block.file):\(block.line): this block is not in \(folder) (first line not found: \"\(missing)\")")
    }

    @Test func theManualHasSwiftBlocksToCheck() {
        #expect(Self.allBlocks.count > 25)
        #expect(Self.allBlocks.contains { $0.file == "README.md" && !$0.isFragment })
        #expect(Self.heldSources.count > 50)
    }

    @Test(arguments: allBlocks.filter { !$0.isFragment })
    func swiftBlockIsHeldByATest(_ block: Block) {
        let best = Self.heldSources.map { Self.heldLines($0, block.code) }.max() ?? 0
        let missing = best < block.code.count ? block.code[best].trimmingCharacters(in: .whitespaces) : ""
        #expect(
            best == block.code.count,
            """
            \(block.file):\(block.line): this swift block is not held by a test under Tests/ (first line not found: \
            "\(missing)"); copy it into one, or mark it <!-- fragment: why -->
            """)
    }

    @Test func holdingIgnoresWhitespaceButNotCode() {
        let source = Self.squeezed("let a = 1\n  setUp()\nprint( a )")
        #expect(Self.holds(source, ["let a = 1", "print(a)"]))
        #expect(!Self.holds(source, ["print(a)", "let a = 1"]), "order matters")
        #expect(!Self.holds(source, ["let a = 2"]))
        #expect(Self.holds(source, ["let a = 1  // one", "// set-up", "print(a)"]), "comments may differ")
        #expect(Self.uncommented("open(\"https://example.com\")") == "open(\"https://example.com\")")
    }

    // MARK: - Topic groups

    /// The top-level public types of NavDSL (platform-neutral sources; the UIKit adapter's types
    /// exist only where UIKit does, so DocC on Linux cannot link them).
    static var publicTypes: Set<String> { publicTypes(under: "Sources/NavDSL") }

    /// The top-level public types declared under `folder`, the UIKit adapter aside.
    static func publicTypes(under folder: String) -> Set<String> {
        let declaration = try? NSRegularExpression(
            pattern: #"^(?:@\w+(?:\([^)]*\))? )*(?:public|open) (?:final )?(?:struct|class|enum|protocol|typealias|actor) (\w+)"#,
            options: [.anchorsMatchLines])
        var names: Set<String> = []
        for file in files(under: folder, ending: ".swift") where !file.path.contains("/Platforms/UIKit/") {
            let source = text(file)
            let range = NSRange(source.startIndex..., in: source)
            for match in declaration?.matches(in: source, range: range) ?? [] {
                if let name = Range(match.range(at: 1), in: source) { names.insert(String(source[name])) }
            }
        }
        return names
    }

    /// The symbols the root page's topic groups link (``Name``).
    static var placedTypes: Set<String> { placedTypes(in: "Sources/NavDSL/NavDSL.docc/NavDSL.md") }

    /// The symbols the topic groups of the root page at `path` link.
    static func placedTypes(in path: String) -> Set<String> {
        let page = text(root.appendingPathComponent(path))
        let topics = page.components(separatedBy: "## Topics").dropFirst().joined()
        return Set(topics.components(separatedBy: "``").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
    }

    @Test func everyPublicTypeIsInATopicGroup() {
        let types = Self.publicTypes
        #expect(types.count > 100)
        #expect(types.contains("ScreenNavigator") && types.contains("ScreenTransition"))
        #expect(!types.contains { $0.hasPrefix("Headless") }, "the headless family is NavDSLHeadless's, not the core's")
        let missing = types.subtracting(Self.placedTypes).sorted()
        #expect(missing.isEmpty, "public types in no topic group of NavDSL.md: \(missing)")
    }

    @Test func everyArticleIsInATopicGroup() {
        let page = Self.text(Self.root.appendingPathComponent("Sources/NavDSL/NavDSL.docc/NavDSL.md"))
        let articles = Self.files(under: "Sources/NavDSL/NavDSL.docc/Articles", ending: ".md")
        #expect(articles.count >= 13)
        for article in articles {
            let name = article.deletingPathExtension().lastPathComponent
            #expect(page.contains("<doc:\(name)>"), "\(name) is in no topic group")
        }
    }
}
