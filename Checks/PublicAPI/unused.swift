// Public means used as a user would: lists the public symbols of NavDSL and NavDSLAddons whose name
// appears in no code a user writes that this repository holds (the code UserPackage/ compiles, the
// iOS example, the README and the manual), minus the reviewed extension points in
// extension-points.txt. Run through `unused.sh`, and by .ci/run; each name it lists fails the check
// and is a `package` candidate or a new extension point to list. A name that appears anywhere counts
// as used (a text search: it can only under-report).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
    print("usage: unused.swift <symbolgraph directory> <extension points file> <user code folders or files...>")
    exit(2)
}
let directory = arguments[0]
let points = ((try? String(contentsOfFile: arguments[1], encoding: .utf8)) ?? "").split(separator: "\n")
    .map { $0.split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }.filter { !$0.isEmpty }

/// Every identifier of the user code.
var words = Set<Substring>()
func read(_ path: String) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    if isDirectory.boolValue {
        // One level at a time, so symlinked folders (UserPackage's) are followed.
        for item in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !item.hasPrefix(".") {
            read("\(path)/\(item)")
        }
        return
    }
    guard path.hasSuffix(".swift") || path.hasSuffix(".md") else { return }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
    for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { words.insert(word) }
}
for path in arguments.dropFirst(2) { read(path) }

/// The modules checked. NavDSLSwiftUI is not (yet): its model's users are its own views (compiled
/// only where SwiftUI exists) and the SwiftUI example, so its check needs those folders in the list
/// of user code; without them 59 of its 163 public symbols are named nowhere (issue 44b, 2026-11-28).
/// NavDSLHeadless is read, but its `Headless*.swift` files are skipped: they mirror UIKit's classes
/// member for member (public because UIKit's member is, used by tests, not by app code).
let modules = ["NavDSL", "NavDSLAddons", "NavDSLHeadless"]

var unused: [String] = []
for file in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
where modules.contains(where: { file == "\($0).symbols.json" || file.hasPrefix("\($0)@") }) {
    guard let data = FileManager.default.contents(atPath: "\(directory)/\(file)"),
        let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
    else { continue }
    for symbol in symbols {
        let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        let uri = (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
        let path = symbol["pathComponents"] as? [String] ?? []
        guard !identifier.contains("::SYNTHESIZED::"), !uri.isEmpty,
            !(uri.contains("/Sources/NavDSLHeadless/") && (uri.split(separator: "/").last?.hasPrefix("Headless") ?? false)),
            let last = path.last
        else { continue }
        // An enum's cases and a type's Equatable/Hashable witnesses are used with their type.
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        if kind == "swift.enum.case" || last.hasPrefix("==") || last.hasPrefix("hash(") { continue }
        let qualified = path.joined(separator: ".")
        // An extension point is listed by its type: the type and every member of it.
        if points.contains(where: { qualified == $0 || qualified.hasPrefix("\($0).") }) { continue }
        let name = last.split(separator: "(").first.map(String.init) ?? last
        if name == "init" || name.hasPrefix("_") { continue }  // an initializer is used through its type
        if !words.contains(Substring(name)) { unused.append(qualified) }
    }
}
for name in Set(unused).sorted() { print(name) }
print("unused: \(Set(unused).count) public symbols appear in no user code and are not listed as extension points")
exit(unused.isEmpty ? 0 : 1)
