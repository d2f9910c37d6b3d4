import Dispatch
@_exported import Foundation

/// What an app asks permission for, with Apple's bit values.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = Self(rawValue: 1 << 0)
  public static let sound = Self(rawValue: 1 << 1)
  public static let alert = Self(rawValue: 1 << 2)
  public static let carPlay = Self(rawValue: 1 << 3)
  public static let criticalAlert = Self(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = Self(rawValue: 1 << 5)
  public static let provisional = Self(rawValue: 1 << 6)
}

/// Whether the app may notify, with Apple's raw values.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined, denied, authorized, provisional, ephemeral
}

/// One notification setting, with Apple's raw values.
public enum UNNotificationSetting: Int, Sendable {
  case notSupported, disabled, enabled
}

/// The app's notification settings: on the stand-in's device, notifications are denied and every
/// setting is disabled.
public final class UNNotificationSettings: Sendable {
  public let authorizationStatus: UNAuthorizationStatus
  public let soundSetting: UNNotificationSetting
  public let badgeSetting: UNNotificationSetting
  public let alertSetting: UNNotificationSetting
  public let notificationCenterSetting: UNNotificationSetting
  public let lockScreenSetting: UNNotificationSetting

  init(denied: Void) {
    authorizationStatus = .denied
    soundSetting = .disabled
    badgeSetting = .disabled
    alertSetting = .disabled
    notificationCenterSetting = .disabled
    lockScreenSetting = .disabled
  }
}

/// UserNotifications' errors (`UNErrorDomain`), with Apple's codes.
public struct UNError: Error, Sendable, Equatable {
  public enum Code: Int, Sendable {
    case notificationsNotAllowed = 1
    case attachmentInvalidURL = 100
    case notificationInvalidNoDate = 1400
    case notificationInvalidNoContent = 1401
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static let notificationsNotAllowed = Code.notificationsNotAllowed
  public static var errorDomain: String { "UNErrorDomain" }
}

/// The delegate of the notification center. The stand-in never delivers a notification, so it
/// is never called; apps implement it, and it compiles.
public protocol UNUserNotificationCenterDelegate: AnyObject {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {}
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {}
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
  ) {}
}

/// A stand-in for UserNotifications' center, on a device where this app's notifications are
/// turned off (a test cannot answer the permission prompt, so the stand-in is the device of a
/// user who said no): a request for permission answers `false` with no error, as iOS answers an
/// app already denied; the settings say `.denied`; adding a request fails with
/// ``UNError/Code/notificationsNotAllowed``; nothing is ever pending or delivered, and the
/// delegate is never called.
///
/// Every answer comes asynchronously on the main queue — where iOS uses a queue of its own —
/// so that the order of a replay's work does not depend on threads. The center keeps no state
/// but its delegate and categories: every launch of an app sees the same device.
public final class UNUserNotificationCenter: @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  private let lock = NSLock()
  private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?
  private var categories: Set<UNNotificationCategory> = []

  /// The app's center.
  public static func current() -> UNUserNotificationCenter { shared }

  public var delegate: (any UNUserNotificationCenterDelegate)? {
    get { lock.withLock { storedDelegate } }
    set { lock.withLock { storedDelegate = newValue } }
  }

  private static func answer(_ body: @escaping @Sendable () -> Void) {
    DispatchQueue.main.async(execute: body)
  }

  /// Asks for permission: answered `false`, with no error.
  public func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    Self.answer { completionHandler(false, nil) }
  }

  /// Asks for permission: `false`.
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    false
  }

  /// The app's settings: denied.
  public func getNotificationSettings(
    completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void
  ) {
    Self.answer { completionHandler(UNNotificationSettings(denied: ())) }
  }

  /// The app's settings: denied.
  public func notificationSettings() async -> UNNotificationSettings {
    UNNotificationSettings(denied: ())
  }

  /// Schedules a request: fails with ``UNError/Code/notificationsNotAllowed``.
  public func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    guard let completionHandler else { return }
    Self.answer { completionHandler(UNError(.notificationsNotAllowed)) }
  }

  /// Schedules a request: throws ``UNError/Code/notificationsNotAllowed``.
  public func add(_ request: UNNotificationRequest) async throws {
    throw UNError(.notificationsNotAllowed)
  }

  /// The pending requests: none.
  public func getPendingNotificationRequests(
    completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
  ) {
    Self.answer { completionHandler([]) }
  }

  /// The pending requests: none.
  public func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }

  /// The delivered notifications: none.
  public func getDeliveredNotifications(
    completionHandler: @escaping @Sendable ([UNNotification]) -> Void
  ) {
    Self.answer { completionHandler([]) }
  }

  /// The delivered notifications: none.
  public func deliveredNotifications() async -> [UNNotification] { [] }

  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
  public func removeAllPendingNotificationRequests() {}
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  public func removeAllDeliveredNotifications() {}

  /// Keeps the app's categories (read back by ``getNotificationCategories(completionHandler:)``).
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    lock.withLock { self.categories = categories }
  }

  /// The categories last set.
  public func getNotificationCategories(
    completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
  ) {
    let categories = lock.withLock { self.categories }
    Self.answer { completionHandler(categories) }
  }

  /// Sets the app's badge number: nothing is shown; completes with no error.
  public func setBadgeCount(
    _ newBadgeCount: Int,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)?
  ) {
    guard let completionHandler else { return }
    Self.answer { completionHandler(nil) }
  }
}
