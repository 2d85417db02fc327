/// Where a media picker takes photos and videos from (`UIImagePickerController.SourceType`).
public enum ScreenMediaSource: String, Hashable, Sendable {
    /// The camera: the user takes a new photo or video.
    case camera
    /// The photo library.
    case photoLibrary
}

/// What the user answered when the app asked for a source (`AVAuthorizationStatus`).
public enum ScreenMediaAccess: String, Hashable, Sendable {
    /// Not asked yet: the system asks when the picker appears.
    case notDetermined
    /// Allowed.
    case authorized
    /// Refused by the user; only the Settings app can change it.
    case denied
    /// Refused by a policy (parental controls, a device profile); the user cannot change it.
    case restricted
}
