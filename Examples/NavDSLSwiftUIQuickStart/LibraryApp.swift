import NavDSLSwiftUI
import SwiftUI

@main
struct LibraryApp: App {
    @State private var library = Library()
    var body: some Scene {
        WindowGroup {
            NavigationSceneView(window: library.window, navigator: library.navigator)
                .onAppear { library.start() }
                .handlesDeeplinks(with: library.deeplinks)
        }
    }
}

struct BooksView: View {
    var body: some View {
        List(1...20, id: \.self) { id in ScreenLink(to: Library.push(id)) { Text("Book \(id)") } }
            .navigationTitle("Books")
            .toolbar { ScreenLink(to: Library.filters) { Image(systemName: "line.3.horizontal.decrease") } }
    }
}

struct BookView: View {
    let id: Int
    var body: some View { ScreenLink(to: Library.popToRoot) { Text("Back to all books") }.navigationTitle("Book \(id)") }
}

struct FiltersView: View { var body: some View { Text("Filters") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
