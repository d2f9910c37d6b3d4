import Foundation
import HeadlessUI
import Testing

/// API iOS deprecated but still ships, which apps that drive transitions still call:
/// - https://developer.apple.com/documentation/uikit/uiapplication/1623047-beginignoringinteractionevents
///   ("tells the receiver to suspend the handling of touch-related events");
/// - https://developer.apple.com/documentation/uikit/uiapplication/1622951-statusbarframe,
///   …/uiapplication/1622961-openurl;
/// - https://developer.apple.com/documentation/uikit/uiviewcontroller/1621367-toplayoutguide
///   ("indicates the lowest vertical extent for your onscreen content"), …/1621396-bottomlayoutguide;
/// - https://developer.apple.com/documentation/uikit/1623912-uigraphicsbeginimagecontextwitho.
@MainActor
@Suite("Deprecated API UIKit still ships")
struct DeprecatedSurfaceTests {
  @Test func ignoredInteractionEventsDropTouches() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    var taps = 0
    let tap = UITapGestureRecognizer { _ in taps += 1 }
    root.view.addGestureRecognizer(tap)
    func tapOnce(at seconds: Double) {
      let point = CGPoint(x: 100, y: 100)
      window.deliver([TouchPoint(id: 1, phase: .began, location: point)], at: .seconds(seconds))
      window.deliver(
        [TouchPoint(id: 1, phase: .ended, location: point)], at: .seconds(seconds + 0.05))
    }
    UIApplication.shared.beginIgnoringInteractionEvents()
    UIApplication.shared.beginIgnoringInteractionEvents()
    UIApplication.shared.endIgnoringInteractionEvents()
    #expect(UIApplication.shared.isIgnoringInteractionEvents, "two begins need two ends")
    tapOnce(at: 1)
    #expect(taps == 0)
    UIApplication.shared.endIgnoringInteractionEvents()
    tapOnce(at: 2)
    #expect(taps == 1)
    #expect(!UIApplication.shared.isIgnoringInteractionEvents)
  }

  @Test func statusBarAndURLs() throws {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.makeKeyAndVisible()
    #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
    let url = try #require(URL(string: "https://example.com/a"))
    #expect(UIApplication.shared.openURL(url) == false)
    #expect(UIApplication.shared.openedURLs.last == url)
  }

  @Test func layoutGuidesAreTheSafeAreasEdges() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let banner = UIView()
    banner.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor),
      banner.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      banner.widthAnchor.constraint(equalToConstant: 100),
      banner.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    #expect(root.topLayoutGuide.length == root.view.safeAreaInsets.top)
    #expect(banner.frame.minY == root.view.safeAreaInsets.top)
    #expect(root.bottomLayoutGuide.length == root.view.safeAreaInsets.bottom)
  }

  @Test func imageContextsGiveImagesOfTheirSize() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, 2)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(image?.size == CGSize(width: 30, height: 20))
    #expect(image?.scale == 2)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }
}
