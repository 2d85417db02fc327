import Foundation
import Testing

/// What an app links names no headless type.
///
/// The code of NavDSL, NavDSLAddons, NavDSLSwiftUI and NavDSLNivelirCompat (comments aside, which
/// may name one in code voice) never says `Headless…`, so no declaration or signature there can.
/// The headless family is NavDSLHeadless, a test product.
@Suite struct AppModulesNameNoHeadlessTypeTests {
    static let appModules = ["Sources/NavDSL", "Sources/NavDSLAddons", "Sources/NavDSLSwiftUI", "Sources/NavDSLNivelirCompat"]

    /// The lines of `source` that name a headless type outside a comment.
    static func codeLinesNamingHeadless(_ source: String) -> [String] {
        source.components(separatedBy: "\n").filter { line in
            let code = DocsCoverageTests.uncommented(line)
            return code.range(of: #"\bHeadless[A-Z]\w*"#, options: .regularExpression) != nil
        }
    }

    @Test func noAppModuleNamesAHeadlessType() {
        var checked = 0
        for module in Self.appModules {
            for file in DocsCoverageTests.files(under: module, ending: ".swift") {
                checked += 1
                let lines = Self.codeLinesNamingHeadless(DocsCoverageTests.text(file))
                #expect(lines.isEmpty, "\(file.lastPathComponent) names a headless type: \(lines)")
            }
        }
        #expect(checked > 250)
    }

    @Test func theScanSeesCodeButNotComments() {
        #expect(Self.codeLinesNamingHeadless("extension HeadlessWindow: ScreenHapticContainer {}").count == 1)
        #expect(Self.codeLinesNamingHeadless("let window: any ScreenWindowContainer = HeadlessWindow()").count == 1)
        #expect(Self.codeLinesNamingHeadless("/// HeadlessWindowRoute().top(.stack)").isEmpty)
        #expect(Self.codeLinesNamingHeadless("push(chat)  // as `HeadlessScreen` does").isEmpty)
        #expect(Self.codeLinesNamingHeadless("let headlessCount = 1").isEmpty)
    }
}
