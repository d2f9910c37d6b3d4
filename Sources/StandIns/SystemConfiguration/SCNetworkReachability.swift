import Dispatch
// Apple's framework re-exports CoreFoundation (with the C library's socket types); the stand-in
// re-exports Foundation, which re-exports Glibc.
@_exported import Foundation
import HeadlessUI

/// What a reachability target's flags say, with the bit values of Apple's
/// `SCNetworkReachabilityFlags` (SCNetworkReachability.h), so that code that prints or stores
/// the raw value reads the same numbers.
public struct SCNetworkReachabilityFlags: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let transientConnection = Self(rawValue: 1 << 0)
  public static let reachable = Self(rawValue: 1 << 1)
  public static let connectionRequired = Self(rawValue: 1 << 2)
  public static let connectionOnTraffic = Self(rawValue: 1 << 3)
  public static let interventionRequired = Self(rawValue: 1 << 4)
  public static let connectionOnDemand = Self(rawValue: 1 << 5)
  public static let isLocalAddress = Self(rawValue: 1 << 16)
  public static let isDirect = Self(rawValue: 1 << 17)
  public static let isWWAN = Self(rawValue: 1 << 18)
  /// Apple's alias of ``connectionOnTraffic``.
  public static let connectionAutomatic = connectionOnTraffic
}

/// A stand-in for SystemConfiguration's reachability target: a host name or an address whose
/// flags are always ``SCNetworkReachabilityFlags/reachable`` alone — reachable over Wi-Fi or
/// Ethernet, no connection to bring up, not cellular — as `NetworkStandIn`'s path is always
/// satisfied: a test machine is online, and a replay does not model connectivity. The flags
/// never change, so a callback set with ``SCNetworkReachabilitySetCallback(_:_:_:)`` is never
/// called (Apple calls it on a change only). Requests themselves stay offline where a test
/// says so (`OfflineURLProtocol`).
public final class SCNetworkReachability: @unchecked Sendable {
  /// What the target names.
  public enum Target: Sendable, Equatable {
    /// A host name, as given to ``SCNetworkReachabilityCreateWithName(_:_:)``.
    case name(String)
    /// An address (the socket family; the zero address is the default route).
    case address(family: Int32)
  }

  /// What the target names.
  public let target: Target
  private let lock = NSLock()
  private var callback: SCNetworkReachabilityCallBack?
  private var queue: DispatchQueue?

  init(target: Target) { self.target = target }

  /// The flags of every target.
  static let flags: SCNetworkReachabilityFlags = .reachable

  func setCallback(_ callback: SCNetworkReachabilityCallBack?) {
    lock.withLock { self.callback = callback }
  }

  func setQueue(_ queue: DispatchQueue?) {
    lock.withLock { self.queue = queue }
  }

  /// Whether a callback is set (a test reads it to see that code started listening).
  public var hasCallback: Bool { lock.withLock { callback != nil } }
  /// The queue the callback would run on, nil when none is set.
  public var callbackQueue: DispatchQueue? { lock.withLock { queue } }
}

/// Called when a target's flags change (never, in the stand-in). Apple's is a C function
/// pointer; here it is a Swift function, which the closures code passes convert to.
public typealias SCNetworkReachabilityCallBack = (
  SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?
) -> Void

/// The context given with a callback: `info` is handed back to the callback. The retain,
/// release and description functions are kept, never called (the stand-in holds `info` as
/// given and never calls the callback).
public struct SCNetworkReachabilityContext {
  public var version: CFIndex
  public var info: UnsafeMutableRawPointer?
  public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
  public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
  /// Apple's returns an `Unmanaged<CFString>`; `CFString` is a value here, so this returns a
  /// pointer. Code passes nil.
  public var copyDescription: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer?)?

  public init() {
    self.init(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
  }

  public init(
    version: CFIndex, info: UnsafeMutableRawPointer?,
    retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
    release: (@convention(c) (UnsafeRawPointer) -> Void)?,
    copyDescription: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer?)?
  ) {
    self.version = version
    self.info = info
    self.retain = retain
    self.release = release
    self.copyDescription = copyDescription
  }
}

/// A target for a host name (`nodename`, a C string). Never nil.
public func SCNetworkReachabilityCreateWithName(
  _ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>
) -> SCNetworkReachability? {
  SCNetworkReachability(target: .name(String(cString: nodename)))
}

/// A target for an address (the zero address asks about the default route). Never nil.
public func SCNetworkReachabilityCreateWithAddress(
  _ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>
) -> SCNetworkReachability? {
  SCNetworkReachability(target: .address(family: Int32(address.pointee.sa_family)))
}

/// A target for a pair of addresses; nil when both are nil, as Apple's.
public func SCNetworkReachabilityCreateWithAddressPair(
  _ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?,
  _ remoteAddress: UnsafePointer<sockaddr>?
) -> SCNetworkReachability? {
  guard let address = remoteAddress ?? localAddress else { return nil }
  return SCNetworkReachability(target: .address(family: Int32(address.pointee.sa_family)))
}

/// Writes the target's flags (always ``SCNetworkReachabilityFlags/reachable``) and answers true:
/// the flags are known.
public func SCNetworkReachabilityGetFlags(
  _ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>
) -> Bool {
  flags.pointee = SCNetworkReachability.flags
  return true
}

/// Sets (or, with nil, clears) the function called when the flags change; answers true. The
/// stand-in's flags never change, so it is never called.
public func SCNetworkReachabilitySetCallback(
  _ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
  _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?
) -> Bool {
  target.setCallback(callout)
  return true
}

/// Sets (or, with nil, clears) the queue the callback runs on; answers true.
public func SCNetworkReachabilitySetDispatchQueue(
  _ target: SCNetworkReachability, _ queue: DispatchQueue?
) -> Bool {
  target.setQueue(queue)
  return true
}

/// Schedules the target's callback on `runLoop` in `mode`; answers true. The stand-in's flags
/// never change, so the callback is never called there either.
public func SCNetworkReachabilityScheduleWithRunLoop(
  _ target: SCNetworkReachability, _ runLoop: CFRunLoop, _ mode: CFString
) -> Bool {
  true
}

/// Takes the target's callback off `runLoop` in `mode`; answers true.
public func SCNetworkReachabilityUnscheduleFromRunLoop(
  _ target: SCNetworkReachability, _ runLoop: CFRunLoop, _ mode: CFString
) -> Bool {
  true
}

// The BSD socket structures' length fields, which Linux's lack: code written for Darwin sets
// them before asking about an address. They read the structure's size and ignore writes.
extension sockaddr_in {
  /// The structure's size (Darwin's `sin_len`); setting it does nothing.
  public var sin_len: UInt8 {
    get { UInt8(MemoryLayout<sockaddr_in>.size) }
    set {}
  }
}

extension sockaddr_in6 {
  /// The structure's size (Darwin's `sin6_len`); setting it does nothing.
  public var sin6_len: UInt8 {
    get { UInt8(MemoryLayout<sockaddr_in6>.size) }
    set {}
  }
}

extension sockaddr {
  /// The structure's size (Darwin's `sa_len`); setting it does nothing.
  public var sa_len: UInt8 {
    get { UInt8(MemoryLayout<sockaddr>.size) }
    set {}
  }
}
