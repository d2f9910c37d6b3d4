import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL loader that answers every request at once with `URLError.notConnectedToInternet`
/// and touches no network: what a replay gives app code that fetches images or data, so that
/// the code takes its offline path the same way on every run (a real request's timing, or
/// whether the machine is online, would change what the replay sees).
///
/// Linux's URLSession consults protocols registered with `URLProtocol.registerClass(_:)` only
/// for the shared session; a session made with its own configuration (as image loaders make
/// theirs) needs the class in that configuration: ``offline(_:)`` makes one.
///
/// ```swift
/// KingfisherManager.shared.downloader.sessionConfiguration = OfflineURLProtocol.offline()
/// ```
public final class OfflineURLProtocol: URLProtocol {
  /// Every request.
  public override class func canInit(with request: URLRequest) -> Bool { true }

  /// The request as given.
  public override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  /// Fails the request with `URLError(.notConnectedToInternet)`.
  public override func startLoading() {
    var info: [String: Any] = [NSLocalizedDescriptionKey: "The replay is offline"]
    if let url = request.url { info[NSURLErrorFailingURLErrorKey] = url }
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet, userInfo: info))
  }

  /// Nothing to stop.
  public override func stopLoading() {}

  /// `configuration` (an ephemeral one by default) with this class as its only protocol.
  public static func offline(_ configuration: URLSessionConfiguration = .ephemeral)
    -> URLSessionConfiguration
  {
    configuration.protocolClasses = [OfflineURLProtocol.self]
    return configuration
  }
}
