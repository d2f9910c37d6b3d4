@_exported import HeadlessUI

/// An ad's size.
public struct GADAdSize: Sendable, Equatable {
  public var size: CGSize
  public var flags: UInt = 0
  public init(size: CGSize, flags: UInt) {
    self.size = size
    self.flags = flags
  }
}

public let kGADAdSizeBanner = GADAdSize(size: CGSize(width: 320, height: 50), flags: 0)
public let kGADAdSizeLargeBanner = GADAdSize(size: CGSize(width: 320, height: 100), flags: 0)
public let kGADAdSizeMediumRectangle = GADAdSize(size: CGSize(width: 300, height: 250), flags: 0)
public let kGADAdSizeSmartBannerPortrait = GADAdSize(size: CGSize(width: 0, height: 50), flags: 18)
public let kGADAdSizeSmartBannerLandscape = GADAdSize(size: CGSize(width: 0, height: 32), flags: 26)
/// The simulator's test device identifier.
public let kGADSimulatorID = "Simulator"

/// A request for an ad.
open class GADRequest: @unchecked Sendable {
  /// Accepted.
  open var testDevices: [Any]?
  open var keywords: [String]?
  public init() {}
}

/// Why no ad came (Google's domain and codes: 2, a network error).
open class GADRequestError: NSError, @unchecked Sendable {}

/// What a banner tells.
@preconcurrency @MainActor
public protocol GADBannerViewDelegate: AnyObject {
  func adViewDidReceiveAd(_ bannerView: GADBannerView)
  func adView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: GADRequestError)
  func bannerViewDidReceiveAd(_ bannerView: GADBannerView)
  func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: Error)
}

extension GADBannerViewDelegate {
  public func adViewDidReceiveAd(_ bannerView: GADBannerView) {}
  public func adView(
    _ bannerView: GADBannerView, didFailToReceiveAdWithError error: GADRequestError
  ) {}
  public func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {}
  public func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: Error) {}
}

/// Google's banner (GoogleMobileAds, closed; written from Google's reference and the calls the
/// corpus apps make): a view of its ad size that never shows an ad on a machine with no
/// network: `load(_:)` tells the delegate, on the main queue, that it failed (a network error,
/// code 2).
@preconcurrency @MainActor
open class GADBannerView: UIView {
  open var adUnitID: String?
  open weak var rootViewController: UIViewController?
  open weak var delegate: GADBannerViewDelegate?
  open var adSize = kGADAdSizeBanner {
    didSet { frame.size = CGSize(width: adSize.size.width, height: adSize.size.height) }
  }

  public convenience init(adSize: GADAdSize) {
    self.init(frame: CGRect(origin: .zero, size: adSize.size))
    self.adSize = adSize
  }

  public convenience init(adSize: GADAdSize, origin: CGPoint) {
    self.init(frame: CGRect(origin: origin, size: adSize.size))
    self.adSize = adSize
  }

  open func load(_ request: GADRequest?) {
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        let error = GADRequestError(
          domain: "com.google.admob", code: 2,
          userInfo: [NSLocalizedDescriptionKey: "A network error occurred."])
        self.delegate?.adView(self, didFailToReceiveAdWithError: error)
        self.delegate?.bannerView(self, didFailToReceiveAdWithError: error)
      }
    }
  }
}

/// The SDK's configuration.
public final class GADMobileAds: @unchecked Sendable {
  private static let shared = GADMobileAds()
  public static func sharedInstance() -> GADMobileAds { shared }
  /// Starts the SDK (nothing to start); `completionHandler` is called on the main queue.
  public func start(completionHandler: ((Any?) -> Void)? = nil) {
    nonisolated(unsafe) let completionHandler = completionHandler
    DispatchQueue.main.async { completionHandler?(nil) }
  }
  public static func configure(withApplicationID applicationID: String) {}
}
