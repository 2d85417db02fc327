#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import NavDSLSwiftUI
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import SwiftUI

    /// Promotions: each opens its product page with the route the `product/<id>` deep link uses;
    /// "What's new" is a sheet with detents; "Mail" replaces the tabs with a split view.
    struct NewsView: View {
        var body: some View {
            List {
                ForEach([1, 2], id: \.self) { id in
                    ScreenLink(to: Routes.product(id)) { Text("Offer \(id)") }
                }
                ScreenLink(to: Routes.whatsNew) { Text("What's new") }
                ScreenLink(to: Routes.mail) { Text("Mail (a split view on iPad)") }
            }
            .navigationTitle("News")
        }
    }

    /// "What's new", a bottom sheet at half height with a grabber (`Routes.whatsNew`); the button
    /// changes its detent through a route, as UIKit's `animateChanges` would.
    struct WhatsNewView: View {
        var body: some View {
            VStack(spacing: 16) {
                Text("Drag the sheet up for more, or down to close it.")
                ScreenLink(to: Routes.expandWhatsNew) { Text("Expand") }
            }
            .padding()
        }
    }

    /// A page with a title and a status line.
    struct PageView: View {
        let title: String
        let status: String

        var body: some View {
            Text(status).navigationTitle(title)
        }
    }

    /// The mail folders, the sidebar of the iPad mail split view (`Routes.mail`): a folder shows in
    /// the detail column in regular width, pushed over the list where the split view is collapsed.
    struct MailFoldersView: View {
        var body: some View {
            List {
                ForEach(["Inbox", "Archive"], id: \.self) { folder in
                    ScreenLink(to: Routes.openMailbox(folder)) { Text(folder) }
                }
                ScreenLink(to: Routes.start) { Text("Back to the tabs") }
            }
            .navigationTitle("Mail")
        }
    }

    /// A mail folder's messages; a message is pushed in the detail column.
    struct MailboxView: View {
        let folder: String

        var body: some View {
            List {
                ScreenLink(to: Routes.openMessage(1)) { Text("Message 1") }
            }
            .navigationTitle(folder)
        }
    }
#endif
