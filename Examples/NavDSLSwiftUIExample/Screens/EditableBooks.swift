#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSLSwiftUI
    import SwiftUI

    /// The SwiftUI article's "State that runs routes" block, compiled with the app: the app's own
    /// state presents a screen by a route, and gets `nil` back when the sheet goes.
    struct EditableBooksView: View {
        struct Book: Identifiable {
            let id: Int
            let title: String
        }

        let books: [Book]
        @State private var editing: Book?

        var body: some View {
            List(books) { book in Button(book.title) { editing = book } }
                .screenSheet(item: $editing) { book in SwiftUIScreen(name: "Edit", traits: [book.id]) { EditView(book: book) } }
        }
    }

    /// The edited book.
    struct EditView: View {
        let book: EditableBooksView.Book

        var body: some View { Text(book.title) }
    }
#endif
