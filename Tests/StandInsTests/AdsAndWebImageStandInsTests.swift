import Foundation
import GoogleMobileAdsStandIn
import HeadlessUI
import SDWebImageStandIn
import TestSupport
import Testing
import iAdStandIn

/// SDWebImage's image loads and the ad SDKs on a machine with no network: a web image never
/// arrives (the placeholder stays and the completion says why), a file image does; no ad ever
/// loads and the delegate is told so. SDWebImage's README
/// (https://github.com/SDWebImage/SDWebImage: `sd_setImage(with:placeholderImage:)`), Google's
/// reference (https://developers.google.com/admob/ios/api/reference/Classes/GADBannerView),
/// Apple's iAd notice (iAd App Network discontinued, 2016).
@MainActor
@Suite("Ads and web image stand-ins", .serialized)
struct AdsAndWebImageStandInsTests {
  @Test func aWebImageLeavesThePlaceholderAndAFileImageArrives() async throws {
    let view = UIImageView()
    let placeholder = UIImage()
    var failure: Error?
    view.sd_setImage(with: URL(string: "https://example.com/a.png"), placeholderImage: placeholder)
    {
      _, error, _, _ in failure = error
    }
    #expect(view.image === placeholder)
    await MainQueue.drain()
    #expect((failure as? URLError)?.code == .notConnectedToInternet)

    // A 1 × 1 PNG on disk.
    let png = Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
    )!
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).png")
    try png.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var loaded: UIImage?
    view.sd_setImage(with: file) { image, _, _, _ in loaded = image }
    await MainQueue.drain()
    #expect(loaded != nil)
    #expect(view.image === loaded)
  }

  final class BannerDelegate: GADBannerViewDelegate, ADBannerViewDelegate {
    var failures: [String] = []
    func adView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: GADRequestError) {
      failures.append("google \(error.code)")
    }
    func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: Error) {
      failures.append("iAd")
    }
  }

  @Test func noAdEverLoads() async {
    let delegate = BannerDelegate()
    let banner = GADBannerView(adSize: kGADAdSizeBanner)
    #expect(banner.frame.size == CGSize(width: 320, height: 50))
    banner.delegate = delegate
    banner.load(GADRequest())
    let iAd = ADBannerView(adType: .banner)
    iAd.delegate = delegate
    await MainQueue.drain()
    #expect(delegate.failures.sorted() == ["google 2", "iAd"])
    #expect(!iAd.isBannerLoaded)
  }
}
