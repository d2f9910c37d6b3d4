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
  private var outstanding: [WCSessionUserInfoTransfer] = []

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

  /// Queues `userInfo` for a watch that is not paired: the transfer stays outstanding
  /// (``outstandingUserInfoTransfers``), as iOS keeps one until a watch takes it.
  @discardableResult
  public func transferUserInfo(_ userInfo: [String: Any]) -> WCSessionUserInfoTransfer {
    let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false)
    lock.withLock { outstanding.append(transfer) }
    return transfer
  }

  /// Queues complication data, as ``transferUserInfo(_:)`` does, marked as such.
  @discardableResult
  public func transferCurrentComplicationUserInfo(
    _ userInfo: [String: Any]
  ) -> WCSessionUserInfoTransfer {
    let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true)
    lock.withLock { outstanding.append(transfer) }
    return transfer
  }

  /// The transfers no watch has taken: every one made (no watch is paired).
  public var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] {
    lock.withLock { outstanding.filter { !$0.isCancelled } }
  }

  /// How many complication transfers are left today (iOS allows 50 a day).
  public var remainingComplicationUserInfoTransfers: Int {
    max(0, 50 - lock.withLock { outstanding.filter(\.isCurrentComplicationInfo).count })
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

/// A queued user-info transfer (``WCSession/transferUserInfo(_:)``).
public final class WCSessionUserInfoTransfer: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false
  /// What is sent (its values as given).
  public let userInfo: [String: Any]
  /// Whether it carries complication data.
  public let isCurrentComplicationInfo: Bool
  /// Whether it is still queued: true until cancelled (no watch takes it).
  public var isTransferring: Bool { !isCancelled }

  init(userInfo: [String: Any], isCurrentComplicationInfo: Bool) {
    self.userInfo = userInfo
    self.isCurrentComplicationInfo = isCurrentComplicationInfo
  }

  var isCancelled: Bool { lock.withLock { cancelled } }

  /// Takes the transfer out of the queue.
  public func cancel() { lock.withLock { cancelled = true } }
}
