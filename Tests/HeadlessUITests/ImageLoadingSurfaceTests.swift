import Foundation
import HeadlessNetworking
import HeadlessUI
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What image-loading packages (Kingfisher and its kind) use of UIKit and Foundation: images as
/// objects, their data read from the header, image views that animate, background tasks, a
/// selector found by name, CoreFoundation's types, an offline URL loader. Apple's pages:
/// https://developer.apple.com/documentation/uikit/uiimage (a class; `init(data:)` returns nil
/// for data it cannot read), https://developer.apple.com/documentation/uikit/uiimageview/startanimating(),
/// https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(withname:expirationhandler:),
/// https://developer.apple.com/documentation/foundation/nsitemprovider,
/// https://developer.apple.com/documentation/foundation/urlprotocol.
@MainActor
@Suite("Image-loading surface")
struct ImageLoadingSurfaceTests {
  @Test func imagesAreObjectsThatCachesAndClassOnlyProtocolsTake() {
    let image = UIImage(size: CGSize(width: 10, height: 20), name: "a")
    let cache = NSCache<NSString, UIImage>()
    cache.setObject(image, forKey: "a")
    #expect(cache.object(forKey: "a") === image)
    // Two loads of one asset compare equal, as on iOS; another image does not.
    #expect(image == UIImage(size: CGSize(width: 10, height: 20), name: "a"))
    #expect(image != UIImage(size: CGSize(width: 10, height: 21), name: "a"))
    let tinted = image.withRenderingMode(.alwaysTemplate)
    #expect(tinted.renderingMode == .alwaysTemplate && image.renderingMode == .automatic)
    #expect(tinted.size == image.size)
    let animated = UIImage.animatedImage(with: [image, image], duration: 0.5)
    #expect(animated?.images?.count == 2 && animated?.duration == 0.5)
    #expect(animated?.size == image.size)
    #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
  }

  @Test func imageDataGivesItsHeadersSizeAndNoImageForWhatIsNoImage() throws {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0, 120, 0, 0, 0, 60, 8, 6, 0, 0, 0]
    let image = try #require(UIImage(data: Data(png)))
    #expect(image.size == CGSize(width: 120, height: 60))
    let retina = try #require(UIImage(data: Data(png), scale: 2))
    #expect(retina.size == CGSize(width: 60, height: 30) && retina.scale == 2)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
    // A WebP is an image whose size is not read here: it has the unregistered size.
    let webP = Data(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8))
    #expect(UIImage(data: webP)?.size == UIImage.unregisteredSize)
    #expect(image.preparingForDisplay() === image)
    #expect(
      image.preparingThumbnail(of: CGSize(width: 60, height: 60))?.size
        == CGSize(width: 60, height: 30))
  }

  @Test func anImageViewAnimatesBetweenStartAndStopWhenItHasFrames() {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.startAnimating()
    #expect(!view.isAnimating)  // no frames
    view.animationImages = [UIImage(size: CGSize(width: 1, height: 1))]
    #expect(view.isAnimating)
    view.stopAnimating()
    #expect(!view.isAnimating)
    view.isHighlighted = true
    #expect(view.isHighlighted)
  }

  @Test func backgroundTasksAreCountedUntilEnded() {
    let application = UIApplication.shared
    let before = application.runningBackgroundTasks
    let task = application.beginBackgroundTask(withName: "clean cache")
    #expect(task != .invalid)
    #expect(application.runningBackgroundTasks == before + ["clean cache"])
    application.endBackgroundTask(task)
    #expect(application.runningBackgroundTasks == before)
  }

  @Test func theApplicationIsFoundByItsSelectorsName() {
    let selector = NSSelectorFromString("sharedApplication")
    #expect(NSStringFromSelector(selector) == "sharedApplication")
    #expect(UIApplication.responds(to: selector))
    #expect(UIApplication.perform(selector)?.takeUnretainedValue() === UIApplication.shared)
    #expect(!UIApplication.responds(to: NSSelectorFromString("openURL:")))
    #expect(UIApplication.perform(NSSelectorFromString("openURL:")) == nil)
  }

  @MainActor final class Observer {
    var heard: [Notification.Name] = []
    func memoryWarning(_ notification: Notification) { heard.append(notification.name) }
    func terminate() { heard.append(.init("terminate")) }
  }

  @Test func selectorsKeptInAListObserveNotifications() {
    let observer = Observer()
    let center = NotificationCenter()
    // What a port writes for `[(name, #selector(x))]`: the list's type wants `Selector`.
    let observations: [(Notification.Name, Selector)] = [
      (UIApplication.didReceiveMemoryWarningNotification, Selector(Observer.memoryWarning)),
      (UIApplication.willTerminateNotification, Selector(Observer.terminate)),
    ]
    for (name, selector) in observations {
      center.addObserver(observer, selector: selector, name: name, object: nil)
    }
    center.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    center.post(name: UIApplication.willTerminateNotification, object: nil)
    #expect(
      observer.heard == [UIApplication.didReceiveMemoryWarningNotification, .init("terminate")])
    center.removeObserver(observer)
    center.post(name: UIApplication.willTerminateNotification, object: nil)
    #expect(observer.heard.count == 2)
  }

  /// Swift 3 and 4 code observes with methods that take `NSNotification`.
  @Test @MainActor func aMethodTakingNSNotificationObserves() {
    @MainActor final class Keyboard {
      var heights: [Double] = []
      func willShow(_ notification: NSNotification) {
        heights.append(notification.userInfo?["height"] as? Double ?? -1)
      }
    }
    let keyboard = Keyboard()
    let center = NotificationCenter()
    center.addObserver(
      keyboard, selector: Keyboard.willShow(_:), name: UIResponder.keyboardWillShowNotification,
      object: nil)
    center.post(
      name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: ["height": 291.0])
    #expect(keyboard.heights == [291])
  }

  @Test func coreFoundationTypesCastAsOnIOS() throws {
    let options: [CFString: Any] = ["a": 1]
    let dictionary = options as CFDictionary
    #expect(dictionary["a"] as? Int == 1)
    let data = try #require(CFDataCreateMutable(nil, 0))
    data.append(Data([1, 2]))
    #expect(CFDataGetLength(data) == 2)
    #expect(data as Data == Data([1, 2]))
    #expect(autoreleasepool { 42 } == 42)
    let interval: CFTimeInterval = 0.5
    #expect(interval == 0.5)
  }

  @Test func anOfflineSessionFailsEveryRequestAtOnce() async throws {
    let session = URLSession(configuration: OfflineURLProtocol.offline())
    let url = try #require(URL(string: "https://example.com/photo.jpg"))
    let error = await withCheckedContinuation { continuation in
      session.dataTask(with: url) { _, _, error in continuation.resume(returning: error) }.resume()
    }
    #expect((error as? URLError)?.code == .notConnectedToInternet)
    var request = URLRequest(url: url)
    request.allowsConstrainedNetworkAccess = false
    #expect(request.allowsConstrainedNetworkAccess)  // Linux has no Low Data Mode
  }

  /// Bonjour and stream tasks, which Linux's Foundation lacks: a service is never found (Apple's
  /// `NSNetServicesNotFoundError`,
  /// https://developer.apple.com/documentation/foundation/netservice/errorcode/notfounderror),
  /// and a stream task never connects.
  @Test func aBonjourServiceIsNeverFoundAndAStreamTaskNeverConnects() async {
    final class Delegate: NetServiceDelegate, @unchecked Sendable {
      var done: (@Sendable (Int?) -> Void)?
      func netService(_ sender: NetService, didNotResolve errorDict: [String: NSNumber]) {
        done?(errorDict[NetService.errorCode]?.intValue)
      }
    }
    let service = NetService(domain: "local.", type: "_http._tcp.", name: "printer")
    let delegate = Delegate()
    service.delegate = delegate
    let code: Int? = await withCheckedContinuation { continuation in
      delegate.done = { continuation.resume(returning: $0) }
      service.resolve(withTimeout: 5)
    }
    #expect(code == NetService.notFoundError && service.hostName == nil)
    let task = URLSession.shared.streamTask(withHostName: "example.com", port: 80)
    task.resume()
    #expect(task.state == .suspended)
    task.cancel()
    #expect(task.state == .completed && (task.error as? URLError)?.code == .cancelled)
    let background = URLSessionConfiguration.background(withIdentifier: "app.downloads")
    #expect(
      background.timeoutIntervalForRequest
        == URLSessionConfiguration.default.timeoutIntervalForRequest)
  }

  /// CoreFoundation's functions networking code calls: charset names to encodings (Apple's
  /// values, https://developer.apple.com/documentation/corefoundation/1542975-cfstringconvertianacharsetnametoe),
  /// and booleans told from numbers.
  @Test func charsetNamesGiveTheirEncodingsAndBooleansAreToldFromNumbers() {
    let utf8 = CFStringConvertIANACharSetNameToEncoding("UTF-8")
    #expect(String.Encoding(rawValue: CFStringConvertEncodingToNSStringEncoding(utf8)) == .utf8)
    let latin1 = CFStringConvertIANACharSetNameToEncoding("iso-8859-1")
    #expect(
      String.Encoding(rawValue: CFStringConvertEncodingToNSStringEncoding(latin1)) == .isoLatin1)
    let big = CFStringConvertIANACharSetNameToEncoding("utf-16be")
    #expect(
      String.Encoding(rawValue: CFStringConvertEncodingToNSStringEncoding(big))
        == .utf16BigEndian)
    #expect(CFStringConvertIANACharSetNameToEncoding("klingon") == kCFStringEncodingInvalidId)
    #expect(CFGetTypeID(NSNumber(value: true)) == CFBooleanGetTypeID())
    #expect(CFGetTypeID(NSNumber(value: 1)) != CFBooleanGetTypeID())
  }

  /// Security's trust objects keep their certificates; an evaluation verifies no chain here.
  @Test func aTrustKeepsItsCertificatesAndVerifiesNoChain() {
    let certificate = SecCertificateCreateWithData(nil, Data([0x30, 0x82]) as NSData)
    #expect(certificate.map { SecCertificateCopyData($0) as Data } == Data([0x30, 0x82]))
    #expect(SecCertificateCreateWithData(nil, NSData()) == nil)
    var trust: SecTrust?
    let policy = SecPolicyCreateSSL(true, "example.com")
    #expect(SecTrustCreateWithCertificates([certificate!], policy, &trust) == errSecSuccess)
    #expect(SecTrustGetCertificateCount(trust!) == 1)
    #expect(SecTrustGetCertificateAtIndex(trust!, 0) === certificate)
    #expect(SecTrustGetCertificateAtIndex(trust!, 1) == nil)
    var result = SecTrustResultType.invalid
    #expect(SecTrustEvaluate(trust!, &result) == errSecSuccess)
    #expect(result == .recoverableTrustFailure)
    var error: CFError?
    #expect(!SecTrustEvaluateWithError(trust!, &error) && error != nil)
    #expect(SecTrustCreateWithCertificates([Any](), nil, &trust) == errSecParam)
    #expect(SecPolicyCreateBasicX509().kind == .basicX509)
  }

  /// What Alamofire 4 asks of Darwin's URL loading: a protection space's server trust (none on
  /// Linux), resume data's key, a file's reachability.
  @Test func alamofireFourNamesLinuxLacks() throws {
    let space = URLProtectionSpace(
      host: "example.com", port: 443, protocol: "https", realm: nil,
      authenticationMethod: NSURLAuthenticationMethodServerTrust)
    #expect(space.serverTrust == nil)
    #expect(NSURLSessionDownloadTaskResumeData == "NSURLSessionDownloadTaskResumeData")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reachable-\(UUID().uuidString)")
    try Data([1]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try file.checkPromisedItemIsReachable())
    #expect(throws: (any Error).self) {
      _ = try file.appendingPathExtension("gone").checkPromisedItemIsReachable()
    }
  }

  @Test func attachmentsCommandsAndBitmapsKeepWhatTheyAreGiven() throws {
    let image = UIImage(size: CGSize(width: 4, height: 4))
    let attachment = NSTextAttachment(image: image)
    #expect(attachment.image === image)
    let command = UICommand(title: "Copy", image: image, action: Selector {})
    #expect(command.title == "Copy" && command.image === image)
    let provider = try #require(CGDataProvider(data: Data() as CFData))
    let bitmap = try #require(
      CGImage(
        width: 8, height: 6, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 32,
        space: .deviceRGB,
        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
        provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
    #expect(bitmap.width == 8 && bitmap.height == 6 && bitmap.alphaInfo == .premultipliedLast)
    #expect(bitmap.dataProvider == nil)
    let path = UIBezierPath()
    path.lineCapStyle = .square
    #expect(path.lineCapStyle == .square)
  }
}
