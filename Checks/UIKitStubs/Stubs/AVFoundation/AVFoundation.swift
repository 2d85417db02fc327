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
    /// https://developer.apple.com/documentation/avfoundation/avcapturedevice/authorizationstatus(for:)
    /// (stub: the answer of the test's own scope, `StubCaptureDeviceAnswers`)
    @available(iOS 7.0, *)
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        StubCaptureDeviceAnswers.current.authorizationStatus
    }
}

/// Stub-only: what the user answered when the app asked for the camera, for the test that binds it:
/// `StubCaptureDeviceAnswers.$current.withValue(.init(authorizationStatus: .denied)) { ... }`.
///
/// A task-local value, not a process-wide switch: `authorizationStatus(for:)` is a class method,
/// asked from any thread before a picker exists, so the answer cannot come from a window's run
/// loop, and a test that denies access cannot leak it to a test running beside it.
public struct StubCaptureDeviceAnswers: Sendable {
    /// What `authorizationStatus(for:)` answers, for every media type.
    public var authorizationStatus: AVAuthorizationStatus

    public init(authorizationStatus: AVAuthorizationStatus = .authorized) {
        self.authorizationStatus = authorizationStatus
    }

    /// The answers of the current task's scope (by default: access granted).
    @TaskLocal public static var current = StubCaptureDeviceAnswers()
}
