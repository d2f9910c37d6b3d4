@_exported import FabricStandIn
@_exported import Foundation

/// Crashlytics, Fabric's crash reporter (closed source; written from the calls the corpus apps
/// make). What the app records (user, keys, logs, errors) is kept here and never sent: a test
/// machine has no account and no network. `crash()` ends the process, as the app asked.
public final class Crashlytics: @unchecked Sendable {
  private static let shared = Crashlytics()
  private let lock = NSLock()
  private var storedKeys: [String: Any] = [:]
  private var storedErrors: [NSError] = []

  /// Whether the kit logs as it goes (kept).
  public var debugMode = false
  /// The user the reports name.
  public private(set) var userIdentifier: String?
  public private(set) var userEmail: String?
  public private(set) var userName: String?

  /// The shared reporter (`Crashlytics.sharedInstance()`).
  public static func sharedInstance() -> Crashlytics { shared }

  /// Starts the kit with `apiKey` (the pre-Fabric way; nothing is sent).
  @discardableResult
  public static func start(withAPIKey apiKey: String) -> Crashlytics { shared }

  public func setUserIdentifier(_ identifier: String?) { userIdentifier = identifier }
  public func setUserEmail(_ email: String?) { userEmail = email }
  public func setUserName(_ name: String?) { userName = name }

  /// Keeps `value` under `key` for the next report.
  public func setObjectValue(_ value: Any?, forKey key: String) { set(value, key) }
  public func setIntValue(_ value: Int32, forKey key: String) { set(value, key) }
  public func setBoolValue(_ value: Bool, forKey key: String) { set(value, key) }
  public func setFloatValue(_ value: Float, forKey key: String) { set(value, key) }

  private func set(_ value: Any?, _ key: String) {
    lock.lock()
    defer { lock.unlock() }
    storedKeys[key] = value
  }

  /// Records a non-fatal error (kept in ``recordedErrors``).
  public func recordError(_ error: Error, withAdditionalUserInfo userInfo: [String: Any]? = nil) {
    lock.lock()
    defer { lock.unlock() }
    storedErrors.append(error as NSError)
  }

  /// The keys set so far.
  public var keys: [String: Any] {
    lock.lock()
    defer { lock.unlock() }
    return storedKeys
  }

  /// The non-fatal errors recorded so far.
  public var recordedErrors: [NSError] {
    lock.lock()
    defer { lock.unlock() }
    return storedErrors
  }

  /// Ends the process, as the app asks to (a test crash, as on iOS).
  public func crash() -> Never { fatalError("Crashlytics.crash(): the app asked to crash") }

  /// Ends the process with an exception, as the app asks to.
  public func throwException() -> Never {
    fatalError("Crashlytics.throwException(): the app asked to crash")
  }
}

/// A custom log line for the next report (`CLSLogv(format, getVaList(args))`): kept in
/// ``Answers/logLines`` with the arguments formatted; nothing is sent.
public func CLSLogv(_ format: String, _ args: CVaListPointer) {
  Answers.keep(line: NSString(format: format, arguments: args) as String)
}

/// The same, also written to standard error as `NSLog` would.
public func CLSNSLogv(_ format: String, _ args: CVaListPointer) {
  let line = NSString(format: format, arguments: args) as String
  Answers.keep(line: line)
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Fabric's analytics (`Answers`): every event the app logs is kept in ``events``, by name with
/// its attributes, and never sent.
public final class Answers: @unchecked Sendable {
  /// One logged event.
  public struct Event: @unchecked Sendable {
    /// The event's kind and name (`custom: Viewed About`, `login`, `share`…).
    public let name: String
    /// What the app attached.
    public let attributes: [String: Any]
  }

  nonisolated(unsafe) private static var logged: [Event] = []
  nonisolated(unsafe) private static var lines: [String] = []
  private static let lock = NSLock()

  private static func log(
    _ name: String, _ custom: [String: Any]?, _ named: [String: Any?] = [:]
  ) {
    var attributes = custom ?? [:]
    for (key, value) in named {
      if let value { attributes[key] = value }
    }
    lock.lock()
    defer { lock.unlock() }
    logged.append(Event(name: name, attributes: attributes))
  }

  static func keep(line: String) {
    lock.lock()
    defer { lock.unlock() }
    lines.append(line)
  }

  /// The events logged so far, in order.
  public static var events: [Event] {
    lock.lock()
    defer { lock.unlock() }
    return logged
  }

  /// The `CLSLogv` lines logged so far.
  public static var logLines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  public static func logCustomEvent(withName eventName: String, customAttributes: [String: Any]?) {
    log("custom: \(eventName)", customAttributes)
  }

  public static func logLogin(
    withMethod loginMethod: String?, success loginSucceeded: NSNumber?,
    customAttributes: [String: Any]?
  ) {
    log("login", customAttributes, ["method": loginMethod, "success": loginSucceeded])
  }

  public static func logSignUp(
    withMethod signUpMethod: String?, success signUpSucceeded: NSNumber?,
    customAttributes: [String: Any]?
  ) {
    log("signUp", customAttributes, ["method": signUpMethod, "success": signUpSucceeded])
  }

  public static func logShare(
    withMethod shareMethod: String?, contentName: String?, contentType: String?,
    contentId: String?, customAttributes: [String: Any]?
  ) {
    log(
      "share",
      customAttributes,
      [
        "method": shareMethod, "contentName": contentName, "contentType": contentType,
        "contentId": contentId,
      ])
  }

  public static func logContentView(
    withName contentName: String?, contentType: String?, contentId: String?,
    customAttributes: [String: Any]?
  ) {
    log(
      "contentView",
      customAttributes,
      [
        "contentName": contentName, "contentType": contentType, "contentId": contentId,
      ])
  }

  public static func logSearch(withQuery query: String?, customAttributes: [String: Any]?) {
    log("search", customAttributes, ["query": query])
  }

  public static func logInvite(withMethod inviteMethod: String?, customAttributes: [String: Any]?) {
    log("invite", customAttributes, ["method": inviteMethod])
  }
}
