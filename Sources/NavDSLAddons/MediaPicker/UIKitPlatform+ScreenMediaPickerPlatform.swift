#if canImport(UIKit) && canImport(AVFoundation)
    import AVFoundation
    import UIKit

    extension UIKitPlatform: ScreenMediaPickerPlatform {
        /// Reads whether the source exists and, for the camera, whether access was granted.
        ///
        /// `UIImagePickerController.isSourceTypeAvailable`, then `AVCaptureDevice.authorizationStatus(for: .video)`.
        /// The photo library needs no permission: the picker runs out of the app's process.
        @MainActor
        public static func mediaPickerRefusal(for source: ScreenMediaSource, from container: UIViewController) -> ScreenMediaPickerError
            .Kind?
        {
            guard UIImagePickerController.isSourceTypeAvailable(sourceType(of: source)) else { return .sourceUnavailable }
            guard source == .camera else { return nil }
            switch AVCaptureDevice.authorizationStatus(for: .video) {
            case .denied: return .accessDenied
            case .restricted: return .accessRestricted
            case .authorized, .notDetermined: return nil
            @unknown default: return nil
            }
        }

        /// `UIImagePickerController.availableMediaTypes(for:)`, as NavDSL's media types (others dropped).
        @MainActor
        public static func availableMediaTypes(for source: ScreenMediaSource, from container: UIViewController) -> [ScreenMediaType]? {
            UIImagePickerController.availableMediaTypes(for: sourceType(of: source))?.compactMap(ScreenMediaType.init(rawValue:))
        }

        /// A `UIImagePickerController` whose delegate (kept in the controller's payload, since UIKit
        /// holds it weakly) dismisses it, then reports the result.
        @MainActor
        public static func makeMediaPickerContainer(for picker: ScreenMediaPicker) -> UIViewController {
            let controller = UIImagePickerController()
            controller.sourceType = sourceType(of: picker.source)
            controller.mediaTypes = picker.mediaTypes.map(\.rawValue)
            controller.allowsEditing = picker.allowsEditing
            let delegate = ScreenImagePickerDelegate(onFinish: picker.onFinish ?? { _ in })
            controller.delegate = delegate
            let payload = controller.screenPayload ?? ScreenPayload()
            payload.append(delegate)
            controller.screenPayload = payload
            return controller
        }

        private static func sourceType(of source: ScreenMediaSource) -> UIImagePickerController.SourceType {
            switch source {
            case .camera: .camera
            case .photoLibrary: .photoLibrary
            }
        }
    }

    /// Dismisses the picker and reports what was picked, once.
    final class ScreenImagePickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        private var onFinish: (@MainActor (ScreenMediaPickerResult) -> Void)?

        init(onFinish: @escaping @MainActor (ScreenMediaPickerResult) -> Void) {
            self.onFinish = onFinish
        }

        func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            let type = ScreenMediaType(rawValue: info[.mediaType] as? String ?? "") ?? .image
            let url = (info[.mediaURL] as? URL) ?? (info[.imageURL] as? URL)
            let image = (info[.editedImage] ?? info[.originalImage]) as? UIImage
            finish(picker, .picked(ScreenPickedMedia(type: type, url: url, image: image)))
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            finish(picker, .cancelled)
        }

        private func finish(_ picker: UIImagePickerController, _ result: ScreenMediaPickerResult) {
            // Cleared only once dismissed: UIKit drops a dismiss during another transition, and
            // the user's next tap then dismisses again instead of finding nothing to do.
            guard onFinish != nil else { return }
            picker.dismiss(animated: true) { [self] in
                guard let onFinish else { return }
                self.onFinish = nil
                // The app's handler may navigate: not inside UIKit's dismiss completion (R14).
                ScreenTransitionGate.continueAfterCallback { onFinish(result) }
            }
        }
    }
#endif
