import AVKitStandIn
import CoreLocationStandIn
import CryptoStandIn
import Foundation
import HeadlessUI
import MapKitStandIn
import SafariServicesStandIn
import Testing
import WebKitStandIn

/// The stand-ins for Apple frameworks (`import MapKit` in a ported file becomes `import
/// MapKitStandIn`): their views lay out and take touches as the real ones' do, and their media
/// do nothing. The API follows Apple's pages:
/// https://developer.apple.com/documentation/avkit/avplayerviewcontroller,
/// https://developer.apple.com/documentation/avfoundation/avplayer,
/// https://developer.apple.com/documentation/coremedia/cmtime,
/// https://developer.apple.com/documentation/mapkit/mkmapview (a drag scrolls the map: its
/// `isScrollEnabled`), https://developer.apple.com/documentation/webkit/wkwebview (its
/// `scrollView`), https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller
/// (the Done button and `safariViewControllerDidFinish(_:)`); the digests, FIPS 180-4 and
/// RFC 1321.
@MainActor
@Suite("Apple framework stand-ins")
struct StandInsTests {
  func window(showing controller: UIViewController) -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  func drag(_ window: UIWindow, from start: CGPoint, by delta: CGPoint, steps: Int = 10) {
    window.deliver([TouchPoint(id: 1, phase: .began, location: start)], at: .zero)
    for step in 1...steps {
      let f = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f)
      window.deliver(
        [TouchPoint(id: 1, phase: step == steps ? .ended : .moved, location: point)],
        at: .init(nanoseconds: Int64(step) * 16_000_000))
    }
  }

  @Test func aPlayerControllersLayerFillsItsViewAndPlaysNothing() throws {
    let player = AVPlayer(url: URL(fileURLWithPath: "/clip.mp4"))
    let controller = AVPlayerViewController()
    controller.player = player
    controller.videoGravity = .resizeAspectFill
    let window = window(showing: controller)
    window.layoutIfNeeded()
    #expect(controller.playerLayer.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(controller.playerLayer.player === player)
    #expect(controller.playerLayer.videoGravity == .resizeAspectFill)
    #expect(controller.contentOverlayView.frame == controller.view.bounds)
    player.play()
    #expect(player.timeControlStatus == .playing)
    #expect(player.currentTime() == .zero)
    player.seek(to: CMTime(seconds: 3, preferredTimescale: 600))
    #expect(player.requestedTime.seconds == 3)
    player.pause()
    #expect(player.rate == 0)
    #expect(!controller.isReadyForDisplay)
    #expect(player.currentItem?.status == .unknown)
  }

  @Test func timesAreRationalSeconds() {
    #expect(CMTimeMake(value: 3, timescale: 2).seconds == 1.5)
    #expect(CMTime(seconds: 0.25, preferredTimescale: 1000).value == 250)
    #expect((CMTime(value: 1, timescale: 1) + CMTime(value: 1, timescale: 2)).seconds == 1.5)
    #expect(CMTime.invalid.seconds.isNaN)
    #expect(!CMTime.indefinite.isNumeric)
    #expect(CMTime(value: 1, timescale: 4) < CMTime(value: 1, timescale: 2))
  }

  @Test func aDragScrollsTheMapAndItsAnnotationViewsFollow() throws {
    let controller = UIViewController()
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    controller.view.addSubview(map)
    let window = window(showing: controller)
    let centre = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
    map.setRegion(
      MKCoordinateRegion(
        center: centre, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)),
      animated: false)
    let pin = MKPointAnnotation(coordinate: centre, title: "Paris")
    map.addAnnotation(pin)
    window.layoutIfNeeded()
    let pinView = try #require(map.view(for: pin))
    #expect(pinView.center == CGPoint(x: 187.5, y: 333.5))

    drag(window, from: CGPoint(x: 200, y: 300), by: CGPoint(x: -75, y: 0))
    window.layoutIfNeeded()
    // The map moved with the finger: the centre went east by the dragged fraction of the span
    // (less the recognizer's hysteresis), and the pin went left with the content.
    #expect(map.centerCoordinate.longitude > centre.longitude)
    #expect(pinView.center.x < 187.5 - 50)
    #expect(abs(map.centerCoordinate.latitude - centre.latitude) < 1e-9)

    map.isScrollEnabled = false
    let before = map.centerCoordinate
    drag(window, from: CGPoint(x: 200, y: 300), by: CGPoint(x: -75, y: 0))
    #expect(map.centerCoordinate == before)
  }

  @Test func distancesAreGreatCircles() {
    let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
    let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
    #expect(abs(paris.distance(from: london) - 343_900) < 1_000)
  }

  @Test func aWebViewHasAScrollViewAndLoadsNothing() throws {
    let controller = UIViewController()
    let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    controller.view.addSubview(web)
    _ = window(showing: controller)
    #expect(web.scrollView.superview === web)
    #expect(web.scrollView.frame == web.bounds)
    let first = try #require(URL(string: "https://example.com/a"))
    let second = try #require(URL(string: "https://example.com/b"))
    web.load(URLRequest(url: first))
    web.load(URLRequest(url: second))
    #expect(web.url == second)
    #expect(web.canGoBack)
    web.goBack()
    #expect(web.url == first)
    #expect(!web.isLoading)
    var failed = false
    web.evaluateJavaScript("1 + 1") { _, error in failed = error != nil }
    #expect(failed)
  }

  @Test func aSafariControllersDoneButtonDismissesItAndTellsItsDelegate() throws {
    final class Finisher: SFSafariViewControllerDelegate {
      var finished = false
      func safariViewControllerDidFinish(_ controller: SFSafariViewController) { finished = true }
    }
    let root = UIViewController()
    let window = window(showing: root)
    let safari = SFSafariViewController(url: try #require(URL(string: "https://example.com")))
    let finisher = Finisher()
    safari.delegate = finisher
    root.present(safari, animated: false)
    window.layoutIfNeeded()
    #expect(root.presentedViewController === safari)
    let done = safari.doneButton
    let point = done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: window)
    window.deliver([TouchPoint(id: 1, phase: .began, location: point)], at: .zero)
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: point)], at: .init(nanoseconds: 50_000_000))
    window.clock.advance(by: .seconds(1))
    #expect(root.presentedViewController == nil)
    #expect(finisher.finished)
  }

  func hex(_ bytes: some Sequence<UInt8>) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
  }

  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func sha256MatchesTheStandardsVectors(message: String, digest: String) {
    // FIPS 180-4's examples, through CryptoKit's spelling and CommonCrypto's.
    #expect(hex(SHA256.hash(data: Data(message.utf8))) == digest)
    var bytes = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    let data = Data(message.utf8)
    data.withUnsafeBytes { _ = CC_SHA256($0.baseAddress, CC_LONG(data.count), &bytes) }
    #expect(hex(bytes) == digest)
  }

  @Test(arguments: [
    ("", "d41d8cd98f00b204e9800998ecf8427e"),
    ("abc", "900150983cd24fb0d6963f7d28e17f72"),
    ("The quick brown fox jumps over the lazy dog", "9e107d9d372bb6826bd81d3542a419d6"),
  ])
  func md5MatchesRFC1321sVectors(message: String, digest: String) {
    #expect(hex(Insecure.MD5.hash(data: Data(message.utf8))) == digest)
    var bytes = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
    let data = Data(message.utf8)
    data.withUnsafeBytes { _ = CC_MD5($0.baseAddress, CC_LONG(data.count), &bytes) }
    #expect(hex(bytes) == digest)
  }

  @Test(arguments: [
    ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
    ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
    ),
  ])
  func sha1MatchesTheStandardsVectors(message: String, digest: String) {
    var bytes = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
    let data = Data(message.utf8)
    data.withUnsafeBytes { _ = CC_SHA1($0.baseAddress, CC_LONG(data.count), &bytes) }
    #expect(hex(bytes) == digest)
  }

  /// RFC 2104's construction, checked against the widely published HMACs of the fox sentence
  /// under "key" (as Tagger's OAuth signature calls it).
  @Test(arguments: [
    (kCCHmacAlgSHA1, 20, "de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9"),
    (kCCHmacAlgMD5, 16, "80070713463e7749b90c2dc24911e275"),
    (kCCHmacAlgSHA256, 32, "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8"),
  ])
  func hmacMatchesTheKnownValues(algorithm: Int, length: Int, mac: String) {
    let key = Data("key".utf8)
    let message = Data("The quick brown fox jumps over the lazy dog".utf8)
    var out = [UInt8](repeating: 0, count: length)
    key.withUnsafeBytes { k in
      message.withUnsafeBytes { m in
        CCHmac(
          CCHmacAlgorithm(algorithm), k.baseAddress, key.count, m.baseAddress, message.count, &out)
      }
    }
    #expect(hex(out) == mac)
  }
}
