import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a Bonjour service tells its delegate.
public protocol NetServiceDelegate: AnyObject {
  func netServiceWillResolve(_ sender: NetService)
  func netServiceDidResolveAddress(_ sender: NetService)
  func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber])
  func netServiceWillPublish(_ sender: NetService)
  func netServiceDidPublish(_ sender: NetService)
  func netService(_ sender: NetService, didNotPublish errorDict: [String: NSNumber])
  func netServiceDidStop(_ sender: NetService)
}

extension NetServiceDelegate {
  public func netServiceWillResolve(_ sender: NetService) {}
  public func netServiceDidResolveAddress(_ sender: NetService) {}
  public func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber]) {}
  public func netServiceWillPublish(_ sender: NetService) {}
  public func netServiceDidPublish(_ sender: NetService) {}
  public func netService(_ sender: NetService, didNotPublish errorDict: [String: NSNumber]) {}
  public func netServiceDidStop(_ sender: NetService) {}
}

/// Darwin's Bonjour service, which swift-corelibs-foundation lacks (libraries such as Alamofire 4
/// declare stream requests to one on iOS). A test machine's network has no Bonjour services:
/// resolving tells the delegate, on the main queue, that the service was not found
/// (`NSNetServicesErrorCode` −72008, `NSNetServicesNotFoundError`); publishing fails the same
/// way; nothing is ever resolved, so ``hostName`` and ``addresses`` stay nil.
open class NetService: NSObject, @unchecked Sendable {
  /// The keys of the delegate's error dictionaries (Darwin's).
  public static let errorCode = "NSNetServicesErrorCode"
  public static let errorDomain = "NSNetServicesErrorDomain"
  /// Darwin's "not found" code.
  public static let notFoundError = -72008

  public let domain: String
  public let type: String
  public let name: String
  public let port: Int
  open weak var delegate: (any NetServiceDelegate)?
  open private(set) var hostName: String?
  open private(set) var addresses: [Data]?

  /// A service to publish on `port`.
  public init(domain: String, type: String, name: String, port: Int32) {
    self.domain = domain
    self.type = type
    self.name = name
    self.port = Int(port)
  }

  /// A service to resolve.
  public convenience init(domain: String, type: String, name: String) {
    self.init(domain: domain, type: type, name: name, port: -1)
  }

  private func fail(_ tell: @escaping @Sendable (any NetServiceDelegate, NetService) -> Void) {
    DispatchQueue.main.async { [self] in
      guard let delegate else { return }
      tell(delegate, self)
    }
  }

  private static let notFound: [String: NSNumber] = [
    errorCode: NSNumber(value: notFoundError), errorDomain: NSNumber(value: 10),
  ]

  /// Resolves: the delegate is told it will, then that the service was not found.
  open func resolve(withTimeout timeout: TimeInterval) {
    fail {
      $0.netServiceWillResolve($1)
      $0.netService($1, didNotResolve: NetService.notFound)
    }
  }

  /// Publishes: the delegate is told it will, then that it did not.
  open func publish() {
    fail {
      $0.netServiceWillPublish($1)
      $0.netService($1, didNotPublish: NetService.notFound)
    }
  }

  /// Stops: the delegate is told.
  open func stop() {
    fail { $0.netServiceDidStop($1) }
  }
}

/// A stream task of Darwin's URL loading, which swift-corelibs-foundation does not have
/// (`URLSessionStreamTask` is declared there, its makers are unavailable). It never connects:
/// ``resume()`` leaves it suspended, ``cancel()`` completes it with `URLError(.cancelled)`, so
/// code that declares stream requests builds and a stream it opens stays silent.
public final class StreamTaskStandIn: URLSessionTask, @unchecked Sendable {
  private let lock = NSLock()
  private var current = URLSessionTask.State.suspended
  private var failure: (any Error)?

  public override var state: URLSessionTask.State { lock.withLock { current } }
  public override var error: (any Error)? { lock.withLock { failure } }
  public override func resume() {}
  public override func suspend() {}
  public override func cancel() {
    lock.withLock {
      current = .completed
      failure = URLError(.cancelled)
    }
  }
}

extension URLSession {
  /// A stream task to a host and port (Darwin's): one that never connects (``StreamTaskStandIn``).
  public func streamTask(withHostName hostname: String, port: Int) -> URLSessionTask {
    StreamTaskStandIn()
  }

  /// A stream task to a Bonjour service (Darwin's): one that never connects.
  public func streamTask(with service: NetService) -> URLSessionTask {
    StreamTaskStandIn()
  }
}
