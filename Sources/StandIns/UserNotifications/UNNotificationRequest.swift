import Foundation

/// How a notification shows while the app is in front, with Apple's bit values.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = Self(rawValue: 1 << 0)
  public static let sound = Self(rawValue: 1 << 1)
  public static let alert = Self(rawValue: 1 << 2)
  public static let list = Self(rawValue: 1 << 3)
  public static let banner = Self(rawValue: 1 << 4)
}

/// A sound's name.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A notification's sound: its name, nil for the default sound.
public final class UNNotificationSound: Sendable {
  public let name: UNNotificationSoundName?
  public let isCritical: Bool

  init(name: UNNotificationSoundName?, isCritical: Bool) {
    self.name = name
    self.isCritical = isCritical
  }

  public convenience init(named name: UNNotificationSoundName) {
    self.init(name: name, isCritical: false)
  }

  public static let `default` = UNNotificationSound(name: nil, isCritical: false)
  public static let defaultCritical = UNNotificationSound(name: nil, isCritical: true)
}

/// What a notification says. Apple's is immutable with a mutable subclass; so is this.
open class UNNotificationContent: NSObject {
  open internal(set) var title = ""
  open internal(set) var subtitle = ""
  open internal(set) var body = ""
  open internal(set) var badge: NSNumber?
  open internal(set) var sound: UNNotificationSound?
  open internal(set) var userInfo: [AnyHashable: Any] = [:]
  open internal(set) var categoryIdentifier = ""
  open internal(set) var threadIdentifier = ""
  open internal(set) var launchImageName = ""
  open internal(set) var targetContentIdentifier: String?

  public override init() { super.init() }
}

/// What a notification says, set by the app.
open class UNMutableNotificationContent: UNNotificationContent {
  open override var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  open override var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  open override var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  open override var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  open override var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  open override var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  open override var launchImageName: String {
    get { super.launchImageName }
    set { super.launchImageName = newValue }
  }
  open override var targetContentIdentifier: String? {
    get { super.targetContentIdentifier }
    set { super.targetContentIdentifier = newValue }
  }
}

/// When a notification fires.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// Fires after an interval (seconds).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval

  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }

  /// The stand-in schedules nothing (notifications are denied), so there is no next date.
  open func nextTriggerDate() -> Date? { nil }
}

/// Fires when the calendar matches date components.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let dateComponents: DateComponents

  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// The stand-in schedules nothing (notifications are denied), so there is no next date.
  open func nextTriggerDate() -> Date? { nil }
}

/// A notification to schedule: an identifier, content and trigger (nil: at once).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?

  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

/// A delivered notification (the stand-in delivers none; a test may make one).
open class UNNotification: NSObject, @unchecked Sendable {
  public let date: Date
  public let request: UNNotificationRequest

  public init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}

/// The identifier of the action that opened the app from a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the action that dismissed a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// The user's answer to a notification (a test may make one).
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String

  public init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// An action's options, with Apple's bit values.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let authenticationRequired = Self(rawValue: 1 << 0)
  public static let destructive = Self(rawValue: 1 << 1)
  public static let foreground = Self(rawValue: 1 << 2)
}

/// A button of a notification.
open class UNNotificationAction: NSObject, @unchecked Sendable {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions

  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
  }
}

/// A category's options, with Apple's bit values.
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let customDismissAction = Self(rawValue: 1 << 0)
  public static let allowInCarPlay = Self(rawValue: 1 << 1)
  public static let hiddenPreviewsShowTitle = Self(rawValue: 1 << 2)
  public static let hiddenPreviewsShowSubtitle = Self(rawValue: 1 << 3)
}

/// A kind of notification with its actions; categories are equal by identifier, as Apple's.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions

  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UNNotificationCategory)?.identifier == identifier
  }

  open override var hash: Int { identifier.hashValue }
}
