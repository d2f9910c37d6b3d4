import Dispatch
// Apple's framework re-exports Foundation (with the C library); so does its stand-in.
@_exported import Foundation

/// A stand-in for Network's path: always satisfied, over a wired interface, neither expensive nor
/// constrained — a test machine is online, and a replay does not model connectivity.
public struct NWPath: Sendable, Equatable, CustomStringConvertible {
  /// Whether the path can be used.
  public enum Status: Sendable, Equatable {
    case satisfied, unsatisfied, requiresConnection
  }

  public let status: Status
  public let isExpensive: Bool
  public let isConstrained: Bool
  public let availableInterfaces: [NWInterface]
  public let supportsIPv4: Bool
  public let supportsIPv6: Bool
  public let supportsDNS: Bool

  /// The path the stand-in reports.
  static let online = NWPath(
    status: .satisfied, isExpensive: false, isConstrained: false,
    availableInterfaces: [NWInterface(name: "en0", type: .wiredEthernet)], supportsIPv4: true,
    supportsIPv6: true, supportsDNS: true)

  /// Whether the path uses an interface of `type`.
  public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
    availableInterfaces.contains { $0.type == type }
  }

  public var description: String { "\(status)" }
}

/// A network interface.
public struct NWInterface: Sendable, Equatable, Hashable {
  /// The kinds of interface.
  public enum InterfaceType: Sendable, Equatable, Hashable {
    case other, wifi, cellular, wiredEthernet, loopback
  }

  public let name: String
  public let type: InterfaceType
}

/// A stand-in for Network's path monitor: reports ``NWPath`` (satisfied) once after
/// ``start(queue:)``, on that queue, and never changes, so code that waits for connectivity
/// goes on and code that retries "when the network comes back" is told it is there.
public final class NWPathMonitor: @unchecked Sendable {
  /// Called with each new path, on the queue given to ``start(queue:)``.
  public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
    get { lock.withLock { handler } }
    set { lock.withLock { handler = newValue } }
  }

  /// The current path (satisfied).
  public var currentPath: NWPath { .online }
  /// The queue given to ``start(queue:)``, nil before.
  public private(set) var queue: DispatchQueue?

  private let lock = NSLock()
  private var handler: (@Sendable (NWPath) -> Void)?
  private var cancelled = false

  /// A monitor of every interface.
  public init() {}
  /// A monitor of one kind of interface.
  public init(requiredInterfaceType: NWInterface.InterfaceType) {}
  /// A monitor that ignores some kinds of interface.
  public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {}

  /// Starts: the handler is called once with the current path, asynchronously on `queue`.
  public func start(queue: DispatchQueue) {
    self.queue = queue
    queue.async { [self] in
      guard let handler = lock.withLock({ cancelled ? nil : handler }) else { return }
      handler(currentPath)
    }
  }

  /// Stops: the handler is not called again.
  public func cancel() {
    lock.withLock { cancelled = true }
  }
}
