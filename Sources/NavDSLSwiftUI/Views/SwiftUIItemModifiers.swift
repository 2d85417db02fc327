#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI

    extension View {
        /// Presents the screen `item` stands for as a sheet, by a route, while `item` is not `nil`.
        ///
        /// ```swift
        /// List(books) { book in Button(book.title) { editing = book } }
        ///     .screenSheet(item: $editing) { book in SwiftUIScreen(name: "Edit", traits: [book.id]) { EditView(book: book) } }
        /// ```
        /// The item is an input: it runs `top(.container).present(screen)` when it appears and a
        /// dismissal when the app sets it to `nil`; when the sheet goes any other way (the user's swipe,
        /// another route), `nil` is written back. Undo, refusals and results behave as for any route.
        /// - Note: A route that fails (a layer already presenting, a policy) writes `nil` back and hands
        ///   the typed error to `onFailure`; a change made while the entry's route runs waits for it.
        public func screenSheet<Item: Identifiable, S: Screen>(
            item: Binding<Item?>, onFailure: (@MainActor (any Error) -> Void)? = nil, screen: @escaping @MainActor (Item) -> S
        ) -> some View where S.Container: ScreenModalContainer, S.Container.Platform == SwiftUIPlatform {
            modifier(SwiftUIItemModifier(style: .sheet, item: item, onFailure: onFailure) { screen($0).eraseToAnyModalScreen() })
        }

        /// Presents the screen `item` stands for as a full-screen cover, by a route, while `item` is
        /// not `nil`.
        ///
        /// ```swift
        /// .screenCover(item: $player) { track in SwiftUIScreen(name: "Player", traits: [track.id]) { PlayerView(track: track) } }
        /// ```
        /// - Note: As ``screenSheet(item:onFailure:screen:)``, with `.fullScreen` presentation.
        public func screenCover<Item: Identifiable, S: Screen>(
            item: Binding<Item?>, onFailure: (@MainActor (any Error) -> Void)? = nil, screen: @escaping @MainActor (Item) -> S
        ) -> some View where S.Container: ScreenModalContainer, S.Container.Platform == SwiftUIPlatform {
            modifier(SwiftUIItemModifier(style: .cover, item: item, onFailure: onFailure) { screen($0).eraseToAnyModalScreen() })
        }

        /// Pushes the screen `item` stands for on the visible stack, by a route, while `item` is not
        /// `nil`.
        ///
        /// ```swift
        /// .screenDestination(item: $selected) { book in SwiftUIScreen(name: "Book", traits: [book.id]) { BookView(book: book) } }
        /// ```
        /// - Note: As ``screenSheet(item:onFailure:screen:)``, with `top(.stack).push(screen)`; a back
        ///   swipe past the screen writes `nil` back; `nil` set by the app pops to the screen below it.
        public func screenDestination<Item: Identifiable, S: Screen>(
            item: Binding<Item?>, onFailure: (@MainActor (any Error) -> Void)? = nil, screen: @escaping @MainActor (Item) -> S
        ) -> some View where S.Container: ScreenModalContainer, S.Container.Platform == SwiftUIPlatform {
            modifier(SwiftUIItemModifier(style: .destination, item: item, onFailure: onFailure) { screen($0).eraseToAnyModalScreen() })
        }
    }

    /// Hands the item's identity to the entry's model on appear and on every change; the model runs
    /// the routes and writes `nil` back through the binding.
    struct SwiftUIItemModifier<Item: Identifiable>: ViewModifier {
        let style: SwiftUIItemStyle
        @Binding var item: Item?
        let onFailure: (@MainActor (any Error) -> Void)?
        let screen: @MainActor (Item) -> AnyScreen<SwiftUIScreenModel>
        @Environment(\.screenNavigator) private var navigator
        @State private var holder = SwiftUIItemHolder<Item.ID>()

        init(
            style: SwiftUIItemStyle, item: Binding<Item?>, onFailure: (@MainActor (any Error) -> Void)?,
            screen: @escaping @MainActor (Item) -> AnyScreen<SwiftUIScreenModel>
        ) {
            self.style = style
            _item = item
            self.onFailure = onFailure
            self.screen = screen
        }

        func body(content: Content) -> some View {
            content
                .onAppear { entry().itemDidChange(to: item?.id) }
                .onChange(of: item?.id) { entry().itemDidChange(to: $0) }
        }

        /// The entry's model, made once per view with the binding it writes `nil` back through.
        private func entry() -> SwiftUIItemPresentation<Item.ID> {
            if let entry = holder.entry { return entry }
            let binding = $item
            let screen = screen
            let entry = SwiftUIItemPresentation<Item.ID>(
                style: style, navigator: navigator, clear: { binding.wrappedValue = nil }, onFailure: onFailure
            ) { id in
                binding.wrappedValue.flatMap { $0.id == id ? screen($0) : nil }
            }
            holder.entry = entry
            return entry
        }
    }

    /// Keeps an item entry's model for as long as its view lives.
    @MainActor
    final class SwiftUIItemHolder<ID: Hashable> {
        var entry: SwiftUIItemPresentation<ID>?
    }
#endif
