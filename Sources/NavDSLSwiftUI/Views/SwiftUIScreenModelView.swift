#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI

    /// A model whose content SwiftUI can draw: what a screen built by ``SwiftUIScreen`` (a
    /// ``SwiftUIViewModel`` holding a `View`) is, through the conformance below.
    ///
    /// The model files never import SwiftUI (Linux tests run them); this conditional conformance is
    /// where a view value becomes something to render.
    @MainActor
    protocol SwiftUIRenderableModel {
        /// The content, type-erased once per render.
        var renderedContent: AnyView { get }
    }

    extension SwiftUIViewModel: SwiftUIRenderableModel where Content: View {
        var renderedContent: AnyView { AnyView(content) }
    }

    /// Any screen model, drawn: a stack, tabs or split view by kind, a view model by its view; with
    /// its navigation item, and what it presents.
    struct SwiftUIScreenModelView: View {
        let model: SwiftUIScreenModel
        /// Whether this view is the content of a sheet, which draws the model's sheet settings.
        let isSheet: Bool
        @StateObject private var observer: SwiftUIModelObserver
        @Environment(\.swiftUIAcknowledger) private var acknowledger

        init(model: SwiftUIScreenModel, isSheet: Bool = false) {
            self.model = model
            self.isSheet = isSheet
            _observer = StateObject(wrappedValue: SwiftUIModelObserver(model: model))
        }

        var body: some View {
            observer.attach(to: acknowledger)
            return
                content
                .modifier(SwiftUINavigationItemModifier(model: model))
                .modifier(SwiftUIPresentationModifier(observer: observer))
                .modifier(SwiftUIAlertModifier(presenter: model))
                .modifier(SwiftUISheetSettingsModifier(model: model, selection: observer.detent, isSheet: isSheet))
        }

        @ViewBuilder private var content: some View {
            if let stack = model as? SwiftUIStackModel {
                SwiftUIStackView(stack: stack)
            } else if let tabs = model as? SwiftUITabsModel {
                SwiftUITabsView(tabs: tabs)
            } else if let split = model as? SwiftUISplitModel {
                SwiftUISplitView(split: split)
            } else if let addon = SwiftUIAddonRenderer.view(for: model) {
                addon
            } else if let renderable = model as? any SwiftUIRenderableModel {
                renderable.renderedContent
            } else {
                // A model without a view (a plain `SwiftUIScreenModel(name:)`): its key, so a screen
                // a route showed is never blank.
                Text(model.effectiveScreenKey?.description ?? "\(model)")
            }
        }
    }

    /// A title from the model (`withTitle(_:)`), else the one the screen's own view sets: the
    /// branch is chosen when the screen is built, before it shows, so it does not flip while shown.
    struct SwiftUITitleModifier: ViewModifier {
        let title: String?

        func body(content: Content) -> some View {
            if let title {
                content.navigationTitle(title)
            } else {
                content
            }
        }
    }

    /// The navigation item: title, and the left and right bar buttons, which run with the navigator
    /// that built the screen.
    struct SwiftUINavigationItemModifier: ViewModifier {
        let model: SwiftUIScreenModel

        func body(content: Content) -> some View {
            content
                .modifier(SwiftUITitleModifier(title: model.title))
                .toolbar {
                    ToolbarItemGroup(placement: .navigationBarLeading) { Self.buttons(model.leftBarButtons) }
                    ToolbarItemGroup(placement: .navigationBarTrailing) { Self.buttons(model.rightBarButtons) }
                }
        }

        private static func buttons(_ buttons: [SwiftUIBarButton]) -> some View {
            ForEach(buttons.indices, id: \.self) { index in
                let button = buttons[index]
                Button {
                    button.tap()
                } label: {
                    if let imageName = button.item.imageName {
                        Label(button.item.title ?? "", systemImage: imageName)
                    } else {
                        Text(button.item.title ?? "")
                    }
                }
            }
        }
    }
#endif
