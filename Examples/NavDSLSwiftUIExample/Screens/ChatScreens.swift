#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import NavDSLSwiftUI
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import SwiftUI

    /// The chats tab's list: each row runs the route the chat deep link's fallback uses to push;
    /// "New message" asks the chat picker and opens the chat picked.
    ///
    /// Every push is a route (`ScreenLink`), never a `NavigationLink(value:)`: the stack's path holds
    /// screen models, and a push SwiftUI made outside the model would be refused as a divergence.
    struct ChatsView: View {
        let chats = [7, 8, 42]

        var body: some View {
            List {
                ForEach(chats, id: \.self) { id in
                    ScreenLink(to: Routes.openChat(id)) { Text("Chat \(id)") }
                }
                ScreenLink(to: Routes.pickChat(from: chats)) { Text("New message…") }
            }
            .navigationTitle("Chats")
        }
    }

    /// One chat.
    struct ChatView: View {
        let id: Int

        var body: some View {
            Text("Messages of chat \(id).")
                .navigationTitle("Chat \(id)")
        }
    }

    /// The chat picker: its answer goes back to the route that showed it (`result(of:)`), which
    /// opens the chat picked, closing the picker on its way.
    struct ChatPickerView: View {
        let chats: [Int]
        let result: ScreenResultReporter<ChatPick>

        var body: some View {
            List {
                ForEach(chats, id: \.self) { id in
                    Button("Chat \(id)") { result.report(.chat(id: id)) }
                }
            }
            .navigationTitle("Write to…")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { result.report(.cancelled) }
                }
            }
        }
    }

    /// The login the shared login gate presents: it answers `true` once the user signed in, `false`
    /// when they closed it (a swipe down answers nothing, and the gate's wait fails `.released`).
    struct LoginView: View {
        let result: ScreenResultReporter<Bool>

        var body: some View {
            VStack(spacing: 16) {
                Text("Sign in to open chats and your profile.")
                Button("Log in as Ann") { result.report(true) }
                    .buttonStyle(.borderedProminent)
            }
            .navigationTitle("Log in")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { result.report(false) }
                }
            }
        }
    }

    /// The settings tab: signs in or out (the screens stay).
    struct SettingsView: View {
        let session: LoginSession<SwiftUIScreens>
        @Environment(\.screenNavigator) private var navigator
        @State private var isLoggedIn = false
        @State private var isObserving = false

        var body: some View {
            VStack(spacing: 16) {
                Text(isLoggedIn ? "Signed in as Ann." : "Not signed in.")
                Button(isLoggedIn ? "Log out" : "Log in") {
                    if session.isLoggedIn {
                        session.logOut()
                    } else if let navigator {
                        session.requestLogin(navigator: navigator) { _ in }
                    }
                }
            }
            .onAppear {
                isLoggedIn = session.isLoggedIn
                guard !isObserving else { return }
                isObserving = true
                session.onChange.append { isLoggedIn = session.isLoggedIn }
            }
        }
    }
#endif
