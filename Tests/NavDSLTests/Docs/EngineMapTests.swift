import Foundation
import Testing

/// Holds `Sources/NavDSL/Engine/README.md`, the map of the engine room, true: the files it names
/// exist, every file of the folder is on it, and its walk of one navigation enters `Navigator/`
/// once and changes folder as often as it says.
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
        #expect(changes == 31)
        #expect(map.contains("changes folder \(changes) times"))
    }
}
