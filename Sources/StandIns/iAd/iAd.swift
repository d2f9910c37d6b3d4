@_exported import HeadlessUI

/// The kind of an iAd banner (Apple's raw values).
public enum ADAdType: Int, Sendable {
  case banner, mediumRectangle
  public static let Banner = ADAdType.banner
}

/// iAd's banner size names.
public let ADBannerContentSizeIdentifierPortrait = "ADBannerContentSizeIdentifierPortrait"
public let ADBannerContentSizeIdentifierLandscape = "ADBannerContentSizeIdentifierLandscape"

/// What an iAd banner tells.
@preconcurrency @MainActor
public protocol ADBannerViewDelegate: AnyObject {
  func bannerViewDidLoadAd(_ banner: ADBannerView)
  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: Error)
}

extension ADBannerViewDelegate {
  public func bannerViewDidLoadAd(_ banner: ADBannerView) {}
  public func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: Error) {}
}

/// iAd's banner (iAd was withdrawn in 2016; apps that still import it get the framework's
/// answer since: no ad is ever loaded, and the delegate is told so on the main queue).
@preconcurrency @MainActor
open class ADBannerView: UIView {
  open weak var delegate: ADBannerViewDelegate? {
    didSet {
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          self.delegate?.bannerView(
            self,
            didFailToReceiveAdWithError: NSError(
              domain: "ADErrorDomain", code: 7,
              userInfo: [NSLocalizedDescriptionKey: "The app has no ad inventory."]))
        }
      }
    }
  }
  /// Whether an ad is shown: never.
  open var isBannerLoaded: Bool { false }
  public let adType: ADAdType

  public init(adType type: ADAdType) {
    adType = type
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
  }

  public required init?(coder: NSCoder) {
    adType = .banner
    super.init(coder: coder)
  }
}

extension UIViewController {
  /// Whether iAd may show banners over the controller (accepted; none is shown).
  public var canDisplayBannerAds: Bool {
    get { false }
    set {}
  }
}
