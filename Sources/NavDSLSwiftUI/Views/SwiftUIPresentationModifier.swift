#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI

    /// What a model presents: `.sheet(item:)` or `.fullScreenCover(item:)`, bound to its `presented`
    /// model (split by `isFullScreenCover`), with the sheet's settings.
    ///
    /// SwiftUI writes `nil` only for the user's own dismissal (a swipe down, `dismiss()`): the
    /// binding hands it to `userDidDismissPresented()`, which the model refuses while the sheet is
    /// modal in presentation. A route's dismissal is already in the model, so SwiftUI never writes it.
    struct SwiftUIPresentationModifier: ViewModifier {
        @ObservedObject var observer: SwiftUIModelObserver
        @Environment(\.screenNavigator) private var navigator
        @Environment(\.swiftUIAcknowledger) private var acknowledger

        func body(content: Content) -> some View {
            content
                .sheet(item: observer.sheet) { presented in
                    scene(SwiftUIScreenModelView(model: presented).modifier(SwiftUISheetSettingsModifier(model: presented)))
                }
                .fullScreenCover(item: observer.cover) { presented in
                    scene(SwiftUIScreenModelView(model: presented).modifier(SwiftUICoverSettingsModifier(model: presented)))
                }
        }

        /// The scene's navigator and scheduler, handed on explicitly: a presentation's content is
        /// a new hosting controller, and older systems did not always pass the environment on.
        private func scene(_ content: some View) -> some View {
            content
                .environment(\.screenNavigator, navigator)
                .environment(\.swiftUIAcknowledger, acknowledger)
        }
    }

    /// A sheet's detents, grabber and swipe-down refusal (iOS 16), and its corner radius, undimmed
    /// detent and scroll behaviour (iOS 16.4+; on iOS 16.0-16.3 those three are the system's).
    struct SwiftUISheetSettingsModifier: ViewModifier {
        let model: SwiftUIScreenModel

        func body(content: Content) -> some View {
            let sheet = model.sheetSettings ?? ScreenSheet()
            let styled =
                content
                .interactiveDismissDisabled(model.isModalInPresentation || sheet.isModalInPresentation)
                .presentationDetents(Set(sheet.detents.map(Self.detent)))
                .presentationDragIndicator(sheet.prefersGrabberVisible ? .visible : .automatic)
            if #available(iOS 16.4, *) {
                styled
                    .presentationCornerRadius(sheet.preferredCornerRadius.map { CGFloat($0) })
                    .presentationBackgroundInteraction(Self.backgroundInteraction(sheet))
                    .presentationContentInteraction(sheet.prefersScrollingExpandsWhenScrolledToEdge ? .resizes : .scrolls)
            } else {
                styled
            }
        }

        /// UIKit's detents as SwiftUI's; `.content` (UIKit's content-sized custom detent) has no
        /// SwiftUI twin and shows as `.large`.
        static func detent(_ detent: ScreenSheetDetent) -> PresentationDetent {
            if let height = detent.height { return .height(CGFloat(height)) }
            return detent.identifier == .medium ? .medium : .large
        }

        @available(iOS 16.4, *)
        static func backgroundInteraction(_ sheet: ScreenSheet) -> PresentationBackgroundInteraction {
            guard let undimmed = sheet.largestUndimmedDetent,
                let detent = sheet.detents.first(where: { $0.identifier == undimmed })
            else { return .automatic }
            return .enabled(upThrough: Self.detent(detent))
        }
    }

    /// A cover's swipe-down refusal, and the clear background of `.overFullScreen` (iOS 16.4+; an
    /// opaque one before).
    struct SwiftUICoverSettingsModifier: ViewModifier {
        let model: SwiftUIScreenModel

        func body(content: Content) -> some View {
            let styled = content.interactiveDismissDisabled(model.isModalInPresentation)
            if #available(iOS 16.4, *) {
                if model.presentationStyle == .overFullScreen {
                    styled.presentationBackground(.clear)
                } else {
                    styled
                }
            } else {
                styled
            }
        }
    }
#endif
