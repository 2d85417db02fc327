// Stub of the AVFoundation API the media picker uses to read camera access, for the UIKit
// adapter check on Linux.
import Foundation

/// https://developer.apple.com/documentation/avfoundation/avmediatype
@available(iOS 4.0, *)
public struct AVMediaType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/avfoundation/avmediatype/video
    @available(iOS 4.0, *)
    public static var video: AVMediaType { AVMediaType(rawValue: "vide") }
}

/// https://developer.apple.com/documentation/avfoundation/avauthorizationstatus
@available(iOS 7.0, *)
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized
}

/// https://developer.apple.com/documentation/avfoundation/avcapturedevice
@available(iOS 4.0, *)
open class AVCaptureDevice: NSObject {
    /// Stub-only: what `authorizationStatus(for:)` answers.
    nonisolated(unsafe) public static var stubAuthorizationStatus = AVAuthorizationStatus.authorized

    /// https://developer.apple.com/documentation/avfoundation/avcapturedevice/authorizationstatus(for:)
    @available(iOS 7.0, *)
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        stubAuthorizationStatus
    }
}
