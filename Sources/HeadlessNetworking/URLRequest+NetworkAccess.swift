import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// HeadlessNetworking: what Darwin's URL loading has and swift-corelibs-foundation's lacks, for
// code that sets request policies or answers authentication challenges the iOS way, and an
// offline URL loader for replays. A module of its own, apart from HeadlessUI, because Linux keeps
// URL loading in FoundationNetworking, which links libcurl: HeadlessUI (and the statically linked
// `gesturetape` binary) stay without it. The port imports this module into a file that names one
// of its declarations (docs/PORTING.md). Nothing here changes how a request is made on Linux.

extension URLRequest {
  /// Whether the request may use a network in Low Data Mode: always true, as Linux has no such
  /// mode; setting it is accepted and ignored.
  public var allowsConstrainedNetworkAccess: Bool {
    get { true }
    set {}
  }

  /// Whether the request may use an expensive (cellular) network: always true (no network is
  /// expensive here); setting it is accepted and ignored.
  public var allowsExpensiveNetworkAccess: Bool {
    get { true }
    set {}
  }
}

extension URLError {
  /// Why a network was unavailable (Darwin's reasons).
  public enum NetworkUnavailableReason: Int, Sendable {
    case cellular, expensive, constrained
  }

  /// Why the network was unavailable: nil, as Linux's errors carry no reason.
  public var networkUnavailableReason: NetworkUnavailableReason? { nil }
}

/// The authentication method of a server's certificate challenge. swift-corelibs-foundation
/// declares it unavailable (it evaluates no server trust); this string lets code that compares
/// with it compile, and no challenge on Linux has it.
public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"

extension URLCredential {
  /// A credential accepting a server's trust. Linux evaluates no server trust: the credential
  /// carries no user and is never asked for.
  public convenience init(trust: SecTrust) {
    self.init(user: "", password: "", persistence: .none)
  }
}

extension URLProtectionSpace {
  /// The server's trust to evaluate: nil, as Linux evaluates none (swift-corelibs-foundation
  /// declares its own unavailable).
  public var serverTrust: SecTrust? { nil }
}

extension URLSessionConfiguration {
  /// Darwin's background-session configuration, which swift-corelibs-foundation marks
  /// unavailable: here a copy of ``default`` — Linux has no background transfer service, so the
  /// session's transfers run in the process as a foreground session's do (and a test replays
  /// with the app in front). `identifier` is not kept: Linux's configuration cannot hold one.
  public static func background(withIdentifier identifier: String) -> URLSessionConfiguration {
    URLSessionConfiguration.default
  }
}

/// The key of a failed download's resume data in its error's `userInfo` (Darwin's
/// `NSURLSessionDownloadTaskResumeData`; Linux's URL loading puts none there).
public let NSURLSessionDownloadTaskResumeData = "NSURLSessionDownloadTaskResumeData"

extension URL {
  /// Whether the file exists (Darwin's check also covers iCloud files not yet downloaded;
  /// Linux has none, so this is `checkResourceIsReachable()`).
  ///
  /// - Throws: the error `checkResourceIsReachable()` throws for a missing file.
  public func checkPromisedItemIsReachable() throws -> Bool { try checkResourceIsReachable() }
}
