#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import NavDSLSwiftUI
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import SwiftUI

    /// The app's screens: the one place an ``AppScreen`` becomes a SwiftUI view, in the screen
    /// model the routes push, present and search for.
    ///
    /// Routes, deep links, the login gate and restoration are written once against
    /// `AppScreenFactory`; this is everything the SwiftUI app adds to them, as `UIKitScreens` is for
    /// the UIKit app. The stand-ins of `Tests/NavDSLSwiftUITests/Example` carry the same keys.
    enum SwiftUIScreens: AppScreenFactory {
        typealias Platform = SwiftUIPlatform

        static func makeController(for screen: AppScreen, navigator: ScreenNavigator) -> SwiftUIScreenModel {
            switch screen {
            case .chats: SwiftUIViewModel(content: ChatsView())
            case .chat(let id): SwiftUIViewModel(content: ChatView(id: id))
            case .news: SwiftUIViewModel(content: NewsView())
            case .settings: SwiftUIViewModel(content: SettingsView(session: ExampleScene.session))
            case .mailFolders: SwiftUIViewModel(content: MailFoldersView())
            case .article(let id): page("Article \(id)", status: "An article of the news.")
            case .product(let id): page("Product \(id)", status: "Product \(id): a fine thing to buy.")
            case .profile: page("Profile", status: "Ann, signed in.")
            case .whatsNew: SwiftUIViewModel(content: WhatsNewView())
            case .mailbox(let folder): SwiftUIViewModel(content: MailboxView(folder: folder))
            case .message(let id): page("Message \(id)", status: "Message \(id).")
            }
        }

        static func makeLogin(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> SwiftUIScreenModel {
            SwiftUIViewModel(content: LoginView(result: result))
        }

        static func makeChatPicker(chats: [Int], navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> SwiftUIScreenModel {
            SwiftUIViewModel(content: ChatPickerView(chats: chats, result: result))
        }

        /// A page with a title and a status line.
        private static func page(_ title: String, status: String) -> SwiftUIScreenModel {
            SwiftUIViewModel(content: PageView(title: title, status: status))
        }
    }
#endif
