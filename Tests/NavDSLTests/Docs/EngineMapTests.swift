import Foundation
import Testing

/// Holds `Sources/NavDSL/Engine/README.md`, the map of the engine room, true: the files it names
/// exist, every file of the folder is on it, its walk of one navigation enters `Navigator/` once and
/// changes folder as often as it says, and every function the engine's entry and exit call is on the walk.
@Suite struct EngineMapTests {
    static let sources = DocsCoverageTests.root.appendingPathComponent("Sources/NavDSL")
    let map = DocsCoverageTests.text(sources.appendingPathComponent("Engine/README.md"))

    /// The file names in the map's table of files.
    var tableFiles: [String] {
        map.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
    }

    /// The walk's lines, each a path under `Sources/NavDSL`, or under `Sources/` for a file of another
    /// module (the headless family's, `NavDSLHeadless/Platform/…`).
    var walk: [String] {
        guard let start = map.range(of: "<!-- walk -->"), let end = map.range(of: "<!-- /walk -->") else { return [] }
        return map[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            guard let open = line.firstIndex(of: "`") else { return nil }
            let rest = line[line.index(after: open)...]
            return rest.firstIndex(of: "`").map { String(rest[..<$0]) }
        }
    }

    @Test func everyEngineFileIsOnTheMapAndEveryMappedFileExists() async throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.sources.appendingPathComponent("Engine").path)
            .filter { $0.hasSuffix(".swift") }
        #expect(!tableFiles.isEmpty)
        #expect(Set(tableFiles) == Set(onDisk), "the map's table and Engine/ differ")
        #expect(onDisk.allSatisfy { !($0.first?.isNumber ?? true) }, "engine files are named by type, not numbered")
    }

    @Test func everyFileOfTheWalkExists() async throws {
        #expect(walk.count > 20)
        for path in walk {
            let inCore = Self.sources.appendingPathComponent(path).path
            let inSources = Self.sources.deletingLastPathComponent().appendingPathComponent(path).path
            #expect(FileManager.default.fileExists(atPath: inCore) || FileManager.default.fileExists(atPath: inSources), "\(path)")
        }
    }

    @Test func theWalkEntersNavigatorOnceAndChangesFolderAsTheMapSays() async throws {
        let folders = walk.map { $0.split(separator: "/").first.map(String.init) ?? "" }
        let changes = zip(folders, folders.dropFirst()).filter { $0 != $1 }.count
        let navigatorEntries = zip([""] + folders, folders).filter { $1 == "Navigator" && $0 != "Navigator" }.count
        #expect(navigatorEntries == 1)
        #expect(folders.first == "Navigator")
        #expect(changes > 30)
        #expect(map.contains("changes folder \(changes) times"))
    }

    /// The body of the function declared by the line containing `signature` in `source`.
    static func body(of signature: String, in source: String) -> String {
        guard let start = source.range(of: signature) else { return "" }
        var depth = 0
        var body = ""
        for character in source[start.upperBound...] {
            if character == "{" { depth += 1 }
            if depth > 0 { body.append(character) }
            if character == "}" {
                depth -= 1
                if depth == 0 { break }
            }
        }
        return body
    }

    /// The names `code` calls (`name(`, lower-case: functions, not types).
    static func calls(in code: String) -> Set<String> {
        Set(code.matches(of: #/(?:^|[^\w])([a-z]\w*)\(/#).map { String($0.1) })
    }

    /// The files under `Sources/NavDSL` that declare a function or property named `name`, relative to it.
    static func declaringFiles(of name: String) -> [String] {
        guard let declaration = try? Regex(#"(func|var) \#(name)[(<: ]"#) else { return [] }
        return DocsCoverageTests.files(under: "Sources/NavDSL", ending: ".swift").filter { file in
            DocsCoverageTests.text(file).contains(declaration)
        }.map { String($0.path.dropFirst(sources.path.count + 1)) }
    }

    /// The names the map says are not on the walk (the backticked names of its "Not on this walk" paragraph).
    var notOnTheWalk: Set<String> {
        guard let start = map.range(of: "Not on this walk") else { return [] }
        let paragraph = map[start.upperBound...].prefix { $0 != "#" }.components(separatedBy: "\n\n").first ?? ""
        return Set(paragraph.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
    }

    @Test func everyCallOfTheEnginesEntryAndExitIsOnTheWalk() async throws {
        let running = DocsCoverageTests.text(Self.sources.appendingPathComponent("Engine/ScreenNavigator+Running.swift"))
        let entry = Self.body(of: "func start(_ navigation: ScreenNavigation", in: running)
        let exit = Self.body(of: "func finish(_ navigation: ScreenNavigation", in: running)
        #expect(entry.contains("navigation.start()") && exit.contains("navigation.completion"), "start and finish were found")
        let onTheWalk = Set(walk)
        var checked = 0
        for name in Self.calls(in: entry + exit).sorted() {
            let files = Self.declaringFiles(of: name)
            guard !files.isEmpty else { continue }  // the standard library's, or a case
            checked += 1
            if files.contains(where: onTheWalk.contains) || notOnTheWalk.contains(name) { continue }
            Issue.record(
                """
                start or finish calls \(name) (declared in \(files.joined(separator: ", "))), which the walk in \
                Engine/README.md does not pass: add the hop to the walk, or name it under "Not on this walk"
                """)
        }
        #expect(checked >= 8)
        #expect(notOnTheWalk == ["snapshot", "reportLeaks", "policyCheck"])
    }
}
