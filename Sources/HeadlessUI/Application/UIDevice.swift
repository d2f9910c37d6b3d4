import Foundation

/// UIKit's names for the trait enums HeadlessUI nests in ``UITraitCollection``
/// (https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom and its siblings).
public typealias UIUserInterfaceIdiom = UITraitCollection.UserInterfaceIdiom
/// UIKit's `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle
/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UITraitCollection.SizeClass

/// The physical orientation of the device
/// (https://developer.apple.com/documentation/uikit/uideviceorientation).
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown
  /// Upright, the home button (or bottom edge) down.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its side, the bottom edge to the right.
  case landscapeLeft
  /// On its side, the bottom edge to the left.
  case landscapeRight
  /// Flat, face up.
  case faceUp
  /// Flat, face down.
  case faceDown

  /// Whether the orientation is one of the two portraits.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is one of the two landscapes.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device is flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface can take (not unknown or flat).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device the app runs on (https://developer.apple.com/documentation/uikit/uidevice): the
/// phone a replay imitates, upright and still.
///
/// What it answers is fixed, not measured: model `iPhone`, system `iOS` at
/// ``systemVersion``, idiom `.phone` (`.pad` once ``userInterfaceIdiom`` is set, for an iPad
/// screen), orientation `.portrait` (the notifications' begin/end calls are counted and change
/// nothing: nothing rotates here), battery unknown, proximity off. A test that needs another
/// answer sets the property; ``resetToDefaults()`` puts them back.
@preconcurrency @MainActor
public final class UIDevice: NSObject {
  /// The device.
  public static let current = UIDevice()

  /// The model (`iPhone`).
  public var model = "iPhone"
  /// The model, localized (`iPhone`).
  public var localizedModel = "iPhone"
  /// The device's name (`iPhone`; UIKit gives the generic model name since iOS 16 unless the
  /// app is entitled).
  public var name = "iPhone"
  /// The operating system's name (`iOS`).
  public var systemName = "iOS"
  /// The operating system's version (`17.0`: the UIKit behaviour HeadlessUI follows; an
  /// assumption, not a measurement).
  public var systemVersion = "17.0"
  /// The device family the app runs on (`.phone`).
  public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
  /// The physical orientation (`.portrait` while orientation notifications are on, as a device
  /// held upright reports; `.unknown` before, as UIKit reports before they begin).
  public var orientation: UIDeviceOrientation {
    orientationNotificationCount > 0 ? storedOrientation : .unknown
  }
  /// Whether ``beginGeneratingDeviceOrientationNotifications()`` was called more often than
  /// its end.
  public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationCount > 0 }
  /// Whether the device supports multitasking (true).
  public var isMultitaskingSupported = true
  /// Whether battery monitoring is on (false until set).
  public var isBatteryMonitoringEnabled = false
  /// The battery level, 0…1, or −1 when unknown (always here).
  public var batteryLevel: Float { -1 }
  /// The battery state (unknown).
  public var batteryState: BatteryState { .unknown }
  /// Whether proximity monitoring is on (false until set).
  public var isProximityMonitoringEnabled = false
  /// Whether the proximity sensor is close to the user (never).
  public var proximityState: Bool { false }
  /// A stable identifier for the app's vendor (fixed, so replays are deterministic).
  public var identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-4000-8000-000000000000")

  private var storedOrientation: UIDeviceOrientation = .portrait
  private var orientationNotificationCount = 0

  /// The battery's charge state (https://developer.apple.com/documentation/uikit/uidevice/batterystate-swift.enum).
  public enum BatteryState: Int, Sendable {
    /// Not known.
    case unknown
    /// On battery.
    case unplugged
    /// Plugged in, charging.
    case charging
    /// Plugged in, full.
    case full
  }

  /// Starts orientation reports; the orientation becomes the device's (`.portrait`).
  public func beginGeneratingDeviceOrientationNotifications() {
    orientationNotificationCount += 1
  }

  /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
  public func endGeneratingDeviceOrientationNotifications() {
    orientationNotificationCount = max(0, orientationNotificationCount - 1)
  }

  /// Plays the keyboard click (nothing to play here).
  public func playInputClick() {}

  /// Puts every answer back to the defaults above (for test isolation).
  public func resetToDefaults() {
    model = "iPhone"
    localizedModel = "iPhone"
    name = "iPhone"
    systemName = "iOS"
    systemVersion = "17.0"
    userInterfaceIdiom = .phone
    isMultitaskingSupported = true
    isBatteryMonitoringEnabled = false
    isProximityMonitoringEnabled = false
    storedOrientation = .portrait
    orientationNotificationCount = 0
  }
}
