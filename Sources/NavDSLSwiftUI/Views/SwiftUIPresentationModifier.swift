#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI

    /// What a model presents: `.sheet(item:)` or `.fullScreenCover(item:)`, bound to its `presented`
    /// model (split by `isFullScreenCover`), with the sheet's settings.
    ///
    /// SwiftUI writes `nil` only for a dismissal it made itself (a swipe down, `dismiss()`, a
    /// controller dismissing itself): the model's binding follows it, never refusing (binding rules 1
    /// and 3). A route's dismissal is already in the model, so SwiftUI never writes it.
    struct SwiftUIPresentationModifier: ViewModifier {
        @ObservedObject var observer: SwiftUIModelObserver
        @Environment(\.screenNavigator) private var navigator
        @Environment(\.swiftUIAcknowledger) private var acknowledger

        func body(content: Content) -> some View {
            content
                .sheet(item: observer.sheet) { presented in
                    scene(SwiftUIScreenModelView(model: presented, isSheet: true))
                }
                .fullScreenCover(item: observer.cover) { presented in
                    scene(SwiftUIScreenModelView(model: presented).modifier(SwiftUICoverSettingsModifier(model: presented)))
                }
        }

        /// The scene's navigator and scheduler, handed on explicitly: a presentation's content is
        /// a new hosting controller, and older systems did not always pass the environment on.
        private func scene(_ content: some View) -> some View {
            content
                .environment(\.isInScreenStack, false)
                .environment(\.screenNavigator, navigator)
                .environment(\.swiftUIAcknowledger, acknowledger)
        }
    }

    /// A sheet's detents, grabber and swipe-down refusal (iOS 16), and its corner radius, undimmed
    /// detent and scroll behaviour (iOS 16.4+; on iOS 16.0-16.3 those three are the system's).
    struct SwiftUISheetSettingsModifier: ViewModifier {
        let model: SwiftUIScreenModel
        /// The model's detent selection (binding rule 4), made once by the sheet's observer.
        let selection: Binding<PresentationDetent>
        /// `false` for every view but a sheet's content, which then draws no settings.
        let isSheet: Bool

        func body(content: Content) -> some View {
            if isSheet {
                sheet(content)
            } else {
                content
            }
        }

        @ViewBuilder private func sheet(_ content: Content) -> some View {
            let sheet = model.sheetSettings ?? ScreenSheet()
            let styled =
                content
                .interactiveDismissDisabled(model.isInteractiveDismissDisabled)
                .presentationDetents(Set(model.drawnDetents.map(Self.detent)), selection: selection)
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

        /// The model's drawn detent as SwiftUI's, one to one (the model maps UIKit's detents).
        static func detent(_ detent: SwiftUIDrawnDetent) -> PresentationDetent {
            switch detent {
            case .medium: .medium
            case .large: .large
            case .height(let height): .height(CGFloat(height))
            case .fraction(let fraction): .fraction(CGFloat(fraction))
            }
        }

        @available(iOS 16.4, *)
        static func backgroundInteraction(_ sheet: ScreenSheet) -> PresentationBackgroundInteraction {
            guard let undimmed = sheet.largestUndimmedDetent,
                let detent = sheet.detents.first(where: { $0.identifier == undimmed })
            else { return .automatic }
            return .enabled(upThrough: Self.detent(SwiftUIScreenModel.drawn(detent)))
        }
    }

    /// A cover's swipe-down refusal, and the clear background of `.overFullScreen` (iOS 16.4+; an
    /// opaque one before).
    struct SwiftUICoverSettingsModifier: ViewModifier {
        let model: SwiftUIScreenModel

        func body(content: Content) -> some View {
            let styled = content.interactiveDismissDisabled(model.isInteractiveDismissDisabled)
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
