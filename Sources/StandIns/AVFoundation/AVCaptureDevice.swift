import Foundation
import HeadlessUI
import Synchronization

/// A kind of media (AVFoundation's `AVMediaType`).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType("vide")
  public static let audio = AVMediaType("soun")
  public static let text = AVMediaType("text")
  public static let metadata = AVMediaType("meta")
  public static let muxed = AVMediaType("muxx")
  public static let depthData = AVMediaType("pnt ")
}

/// Whether the user let the app use a capture device (AVFoundation's `AVAuthorizationStatus`).
public enum AVAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
}

/// A stand-in for a camera or microphone on a device that has none: ``default(for:)`` and
/// the discovery answer no device, so an app takes the path Apple's documentation tells it to
/// take when `AVCaptureDevice.default(for: .video)` is nil (the Simulator's own answer: it has
/// no camera). Permission is not granted: ``authorizationStatus(for:)`` is `.notDetermined`
/// until the app asks and `.denied` after, and ``requestAccess(for:completionHandler:)``
/// answers false on the main queue (iOS answers on a queue of its own) — this project's choice,
/// as for the other permissions (docs/PORTING.md).
///
/// No instance is ever handed out, but the type is complete enough for the code that would
/// configure one to compile: positions, torch and focus settings, configuration locks.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
  private static let asked = Mutex<Set<String>>([])

  /// Where a device faces.
  public enum Position: Int, Sendable {
    case unspecified = 0
    case back = 1
    case front = 2
  }
  /// A torch setting.
  public enum TorchMode: Int, Sendable {
    case off = 0
    case on = 1
    case auto = 2
  }
  /// A flash setting.
  public enum FlashMode: Int, Sendable {
    case off = 0
    case on = 1
    case auto = 2
  }
  /// A focus setting.
  public enum FocusMode: Int, Sendable {
    case locked = 0
    case autoFocus = 1
    case continuousAutoFocus = 2
  }
  /// An exposure setting.
  public enum ExposureMode: Int, Sendable {
    case locked = 0
    case autoExpose = 1
    case continuousAutoExposure = 2
    case custom = 3
  }
  /// A kind of built-in device.
  public struct DeviceType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let builtInWideAngleCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
    public static let builtInTelephotoCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
    public static let builtInUltraWideCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
    public static let builtInDualCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
    public static let builtInTrueDepthCamera = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
    public static let builtInMicrophone = DeviceType(
      rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
  }

  /// A search for devices: it finds none.
  open class DiscoverySession: NSObject, @unchecked Sendable {
    /// The devices found: none.
    public let devices: [AVCaptureDevice] = []
    /// A search for devices of `deviceTypes` that record `mediaType`, facing `position`.
    public init(
      deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position
    ) {
      super.init()
    }
  }

  /// The system's default device for `mediaType`: nil, the device has no camera or microphone.
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
  /// The default device of `deviceType` facing `position`: nil.
  open class func `default`(
    _ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position
  ) -> AVCaptureDevice? { nil }
  /// Every device (deprecated on iOS): none.
  open class func devices() -> [AVCaptureDevice] { [] }
  /// Every device for `mediaType` (deprecated on iOS): none.
  open class func devices(for mediaType: AVMediaType) -> [AVCaptureDevice] { [] }

  /// The app's permission for `mediaType`: `.notDetermined` until it asks, then `.denied`.
  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
    asked.withLock { $0.contains(mediaType.rawValue) ? .denied : .notDetermined }
  }

  /// Asks the user for `mediaType`: the answer is no, told on the main queue.
  open class func requestAccess(
    for mediaType: AVMediaType, completionHandler: @escaping @Sendable (Bool) -> Void
  ) {
    _ = asked.withLock { $0.insert(mediaType.rawValue) }
    DispatchQueue.main.async { completionHandler(false) }
  }

  /// The device's identifier.
  open var uniqueID: String { "" }
  /// Its name for people.
  open var localizedName: String { "" }
  /// Where it faces.
  open var position: Position { .unspecified }
  /// Its kind.
  open var deviceType: DeviceType { .builtInWideAngleCamera }
  /// Whether it has a torch.
  open var hasTorch: Bool { false }
  /// Whether it has a flash.
  open var hasFlash: Bool { false }
  /// The torch setting.
  open var torchMode: TorchMode = .off
  /// The focus setting.
  open var focusMode: FocusMode = .continuousAutoFocus
  /// The exposure setting.
  open var exposureMode: ExposureMode = .continuousAutoExposure
  /// Where it focuses, in the unit square.
  open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
  /// Where it meters exposure, in the unit square.
  open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
  /// Whether it can focus at a point.
  open var isFocusPointOfInterestSupported: Bool { false }
  /// Whether it can meter at a point.
  open var isExposurePointOfInterestSupported: Bool { false }
  /// The zoom factor.
  open var videoZoomFactor: CGFloat = 1
  /// Whether it supports `mode`.
  open func isFocusModeSupported(_ mode: FocusMode) -> Bool { false }
  /// Whether it supports `mode`.
  open func isTorchModeSupported(_ mode: TorchMode) -> Bool { false }
  /// Whether it records `mediaType`.
  open func hasMediaType(_ mediaType: AVMediaType) -> Bool { false }
  /// Takes the configuration lock.
  open func lockForConfiguration() throws {}
  /// Gives the configuration lock back.
  open func unlockForConfiguration() {}
}
