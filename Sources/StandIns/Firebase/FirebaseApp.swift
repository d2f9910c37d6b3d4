import Dispatch
@_exported import Foundation

/// Runs `block` later on the main queue, where Firebase calls an app's blocks.
func onMain(_ block: @escaping () -> Void) {
  nonisolated(unsafe) let block = block
  DispatchQueue.main.async { block() }
}

/// The Firebase app (FirebaseCore). Firebase's SDKs are closed or Objective-C; this stand-in is
/// written from Firebase's reference documentation and the calls real apps make, and answers
/// as a device with no network and no signed-in account does (see each type).
public final class FirebaseApp: @unchecked Sendable {
  nonisolated(unsafe) private static var defaultApp: FirebaseApp?
  private static let lock = NSLock()

  /// The app's name (`__FIRAPP_DEFAULT` for the default app).
  public let name: String
  /// Its options.
  public let options: FirebaseOptions

  init(name: String, options: FirebaseOptions) {
    self.name = name
    self.options = options
  }

  /// Configures the default app (from `GoogleService-Info.plist` on iOS; its contents are not
  /// needed here).
  public static func configure() {
    configure(options: FirebaseOptions(googleAppID: "", gcmSenderID: ""))
  }

  /// Configures the default app with `options`.
  public static func configure(options: FirebaseOptions) {
    lock.lock()
    defer { lock.unlock() }
    if defaultApp == nil { defaultApp = FirebaseApp(name: "__FIRAPP_DEFAULT", options: options) }
  }

  /// The default app, once configured.
  public static func app() -> FirebaseApp? {
    lock.lock()
    defer { lock.unlock() }
    return defaultApp
  }
}

/// A Firebase app's options.
public final class FirebaseOptions: @unchecked Sendable {
  public var googleAppID: String
  public var gcmSenderID: String
  public var apiKey: String?
  public var projectID: String?
  public var databaseURL: String?
  public var storageBucket: String?
  public var clientID: String?
  public var bundleID = ""

  public init(googleAppID: String, gcmSenderID: String) {
    self.googleAppID = googleAppID
    self.gcmSenderID = gcmSenderID
  }

  /// The options of `GoogleService-Info.plist` at `plistPath` (read when it is there).
  public convenience init?(contentsOfFile plistPath: String) {
    guard let data = FileManager.default.contents(atPath: plistPath),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else { return nil }
    self.init(
      googleAppID: plist["GOOGLE_APP_ID"] as? String ?? "",
      gcmSenderID: plist["GCM_SENDER_ID"] as? String ?? "")
    apiKey = plist["API_KEY"] as? String
    projectID = plist["PROJECT_ID"] as? String
    databaseURL = plist["DATABASE_URL"] as? String
    storageBucket = plist["STORAGE_BUCKET"] as? String
    clientID = plist["CLIENT_ID"] as? String
  }
}

/// Firebase 3's names.
public typealias FIRApp = FirebaseApp
public typealias FIROptions = FirebaseOptions

/// Analytics: every event and property the app logs is kept (``loggedEvents``), nothing is
/// sent.
public enum Analytics {
  nonisolated(unsafe) private static var events: [(name: String, parameters: [String: Any])] = []
  nonisolated(unsafe) private static var properties: [String: String] = [:]
  private static let lock = NSLock()

  public static func logEvent(_ name: String, parameters: [String: Any]?) {
    lock.lock()
    defer { lock.unlock() }
    events.append((name, parameters ?? [:]))
  }

  public static func setUserProperty(_ value: String?, forName name: String) {
    lock.lock()
    defer { lock.unlock() }
    properties[name] = value
  }

  public static func setUserID(_ userID: String?) { setUserProperty(userID, forName: "user_id") }
  public static func setScreenName(_ screenName: String?, screenClass: String?) {
    logEvent("screen_view", parameters: ["screen_name": screenName ?? ""])
  }
  public static func setAnalyticsCollectionEnabled(_ enabled: Bool) {}

  /// The events logged so far, by name, in order.
  public static var loggedEvents: [String] {
    lock.lock()
    defer { lock.unlock() }
    return events.map(\.name)
  }
}

public let AnalyticsEventLogin = "login"
public let AnalyticsEventSignUp = "sign_up"
public let AnalyticsEventShare = "share"
public let AnalyticsEventSearch = "search"
public let AnalyticsEventSelectContent = "select_content"
public let AnalyticsEventAppOpen = "app_open"
public let AnalyticsParameterMethod = "method"
public let AnalyticsParameterItemID = "item_id"
public let AnalyticsParameterItemName = "item_name"
public let AnalyticsParameterContentType = "content_type"
public let AnalyticsParameterSearchTerm = "search_term"
public typealias FIRAnalytics = Analytics

/// Cloud Messaging: no push token is ever issued (no APNs on this machine), so the delegate is
/// never told one and nothing arrives.
public final class Messaging: @unchecked Sendable {
  private static let shared = Messaging()
  /// Told about tokens and messages (never, here).
  public weak var delegate: MessagingDelegate?
  /// The APNs token the app hands over (kept).
  public var apnsToken: Data?
  /// The registration token: nil (none is issued).
  public var fcmToken: String? { nil }
  /// Accepted.
  public var shouldEstablishDirectChannel = false
  public var isAutoInitEnabled = true

  public static func messaging() -> Messaging { shared }

  public func subscribe(toTopic topic: String) {}
  public func subscribe(toTopic topic: String, completion: ((Error?) -> Void)?) {
    onMain { completion?(FirebaseErrors.network("messaging")) }
  }
  public func unsubscribe(fromTopic topic: String) {}
  public func appDidReceiveMessage(_ message: [AnyHashable: Any]) {}
  public func token(completion: @escaping (String?, Error?) -> Void) {
    onMain { completion(nil, FirebaseErrors.network("messaging")) }
  }
}

/// Cloud Messaging's delegate.
public protocol MessagingDelegate: AnyObject {
  func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?)
}

extension MessagingDelegate {
  public func messaging(_ messaging: Messaging, didReceiveRegistrationToken fcmToken: String?) {}
}

/// A message (never delivered here).
public final class MessagingRemoteMessage: @unchecked Sendable {
  public let appData: [AnyHashable: Any] = [:]
}

public typealias FIRMessaging = Messaging
public typealias FIRMessagingDelegate = MessagingDelegate
public typealias FIRMessagingRemoteMessage = MessagingRemoteMessage

/// Instance IDs: none is issued (no network).
public final class InstanceID: @unchecked Sendable {
  private static let shared = InstanceID()
  public static func instanceID() -> InstanceID { shared }
  /// The token: nil.
  public func token() -> String? { nil }
  public func instanceID(handler: @escaping (InstanceIDResult?, Error?) -> Void) {
    onMain { handler(nil, FirebaseErrors.network("instanceID")) }
  }
}

/// An instance ID result (never made here).
public final class InstanceIDResult: @unchecked Sendable {
  public let instanceID = ""
  public let token = ""
}

public typealias FIRInstanceID = InstanceID

/// The errors the stand-in answers with.
enum FirebaseErrors {
  /// What an SDK answers when it cannot reach its service.
  static func network(_ service: String) -> NSError {
    NSError(
      domain: "FIRAuthErrorDomain", code: 17020,
      userInfo: [
        NSLocalizedDescriptionKey:
          "Network error (such as timeout, interrupted connection or unreachable host) has occurred."
      ])
  }
}
