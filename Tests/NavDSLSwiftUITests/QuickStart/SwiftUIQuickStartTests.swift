import Foundation
import NavDSL
import NavDSLSwiftUI
import Testing

// The quick start's views, as stand-ins: `Library.swift` (linked here from
// Examples/NavDSLSwiftUIQuickStart) builds its screens from these names, so its routes run on the
// very models the app ships.
struct BooksView {}
struct SettingsView {}
struct FiltersView {}
struct BookView { let id: Int }

/// The 60-line SwiftUI quick start's routes and deep link, run on Linux.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUIQuickStartTests {
    let library = Library()

    init() async {
        library.window.completion = .immediate
        library.start()
    }

    private var booksStack: SwiftUIStackModel? { (library.window.root as? SwiftUITabsModel)?.tabModels.first as? SwiftUIStackModel }

    @Test func startsWithTwoTabsOfStacks() {
        let tabs = library.window.root as? SwiftUITabsModel
        #expect(tabs?.tabModels.map(\.tabItem.title) == ["Books", "Settings"])
        #expect(booksStack?.root?.description == "BooksView")
    }

    @Test func aBookIsPushedAndBackToAllBooksPopsToRoot() async throws {
        try await library.navigator.navigateAndWait(to: Library.push(3))
        try await library.navigator.navigateAndWait(to: Library.push(4))
        #expect(booksStack?.path.map(\.description) == ["Book(3)", "Book(4)"])
        try await library.navigator.navigateAndWait(to: Library.popToRoot)
        #expect(booksStack?.path.isEmpty == true)
    }

    @Test func filtersIsASheetWithDetentsAndAGrabber() async throws {
        try await library.navigator.navigateAndWait(to: Library.filters)
        let filters = try #require(library.window.root?.presented)
        #expect(filters.drawnDetents == [.medium, .large])
        #expect(filters.sheetSettings?.prefersGrabberVisible == true)
    }

    @Test func theDeepLinkOpensTheBookInTheBooksTabFromAnywhere() async throws {
        try await library.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)))
        try await library.navigator.navigateAndWait(to: Library.filters)
        let url = try #require(URL(string: "app://books/42"))
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, Error>) in
            library.deeplinks.handle(url) { done.resume(with: $0) }
        }
        #expect(library.window.root?.presented == nil)
        #expect((library.window.root as? SwiftUITabsModel)?.selectedIndex == 0)
        #expect(booksStack?.path.map(\.description) == ["Book(42)"])
        let bad = try #require(URL(string: "app://books/x"))
        await #expect(throws: DeeplinkError.self) {
            try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, Error>) in
                library.deeplinks.handle(bad) { done.resume(with: $0) }
            }
        }
    }
}
