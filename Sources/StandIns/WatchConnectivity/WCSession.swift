import Dispatch
@_exported import Foundation

/// A session's state, with Apple's raw values.
public enum WCSessionActivationState: Int, Sendable {
  case notActivated, inactive, activated
}

/// WatchConnectivity's errors (`WCErrorDomain`), with Apple's codes.
public struct WCError: CustomNSError, Sendable, Equatable {
  public enum Code: Int, Sendable {
    case genericError = 7001
    case sessionNotSupported = 7002
    case sessionMissingDelegate = 7003
    case sessionNotActivated = 7004
    case deviceNotPaired = 7005
    case watchAppNotInstalled = 7006
    case notReachable = 7007
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var errorDomain: String { "WCErrorDomain" }
  public var errorCode: Int { code.rawValue }

  public static let notReachable = Code.notReachable
  public static let deviceNotPaired = Code.deviceNotPaired
  public static let watchAppNotInstalled = Code.watchAppNotInstalled
}

/// What the session tells the app. The three first are required on iOS, as Apple's; the rest
/// are optional (the stand-in never calls them: no watch sends anything).
public protocol WCSessionDelegate: AnyObject {
  func session(
    _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState,
    error: (any Error)?)
  func sessionDidBecomeInactive(_ session: WCSession)
  func sessionDidDeactivate(_ session: WCSession)
  func sessionWatchStateDidChange(_ session: WCSession)
  func sessionReachabilityDidChange(_ session: WCSession)
  func session(_ session: WCSession, didReceiveMessage message: [String: Any])
  func session(
    _ session: WCSession, didReceiveMessage message: [String: Any],
    replyHandler: @escaping ([String: Any]) -> Void)
  func session(_ session: WCSession, didReceiveMessageData messageData: Data)
  func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
  func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
}

extension WCSessionDelegate {
  public func sessionWatchStateDidChange(_ session: WCSession) {}
  public func sessionReachabilityDidChange(_ session: WCSession) {}
  public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
  public func session(
    _ session: WCSession, didReceiveMessage message: [String: Any],
    replyHandler: @escaping ([String: Any]) -> Void
  ) {}
  public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
  public func session(
    _ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]
  ) {}
  public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
}

/// A stand-in for WatchConnectivity's session, on an iPhone with no Apple Watch paired:
/// ``isSupported()`` is true (it is an iPhone), ``activate()`` completes — asynchronously on
/// the main queue, where iOS uses a queue of its own — with `.activated` and no error; the
/// session is not paired, has no watch app and is never reachable; a message fails with
/// ``WCError/Code/notReachable`` and an application context with ``WCError/Code/deviceNotPaired``.
public final class WCSession: @unchecked Sendable {
  private static let shared = WCSession()
  private let lock = NSLock()
  private weak var storedDelegate: (any WCSessionDelegate)?
  private var state = WCSessionActivationState.notActivated

  /// The app's session.
  public class var `default`: WCSession { shared }

  /// Whether the device can talk to a watch at all: true on an iPhone.
  public class func isSupported() -> Bool { true }

  public var delegate: (any WCSessionDelegate)? {
    get { lock.withLock { storedDelegate } }
    set { lock.withLock { storedDelegate = newValue } }
  }

  public var activationState: WCSessionActivationState { lock.withLock { state } }
  public var isPaired: Bool { false }
  public var isWatchAppInstalled: Bool { false }
  public var isComplicationEnabled: Bool { false }
  public var isReachable: Bool { false }
  public var hasContentPending: Bool { false }
  public var watchDirectoryURL: URL? { nil }
  public var applicationContext: [String: Any] { [:] }
  public var receivedApplicationContext: [String: Any] { [:] }

  /// Activates the session; the delegate is told on the main queue.
  public func activate() {
    lock.withLock { state = .activated }
    DispatchQueue.main.async { [self] in
      delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
    }
  }

  /// Sends a message: `errorHandler` gets ``WCError/Code/notReachable`` on the main queue.
  public func sendMessage(
    _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
    errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard let errorHandler else { return }
    let box = UncheckedBox(value: errorHandler)
    DispatchQueue.main.async { box.value(WCError(.notReachable)) }
  }

  /// Sends data: `errorHandler` gets ``WCError/Code/notReachable`` on the main queue.
  public func sendMessageData(
    _ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil
  ) {
    guard let errorHandler else { return }
    let box = UncheckedBox(value: errorHandler)
    DispatchQueue.main.async { box.value(WCError(.notReachable)) }
  }

  /// Updates the context a watch would read: throws ``WCError/Code/deviceNotPaired``.
  public func updateApplicationContext(_ applicationContext: [String: Any]) throws {
    throw WCError(.deviceNotPaired)
  }
}

/// A value handed to the main queue that is only ever used there.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
}
