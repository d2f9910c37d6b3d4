import Foundation
import HeadlessUI
import Testing

/// The touch spellings kept for one release (CHANGELOG.md, "Migration") deliver what
/// `deliver([TouchPoint], at:)` delivers. This file calls deprecated API on purpose.
@MainActor
@Suite("Deprecated touch spellings")
struct DeprecatedTouchSpellingsTests {
  /// A window whose root view counts taps and records where its pan went.
  func window() -> (UIWindow, taps: () -> Int) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    var taps = 0
    root.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
    return (window, { taps })
  }

  @Test func tuplesAndTouchSamplesAreTouchPoints() {
    let point = CGPoint(x: 100, y: 100)
    let (tuples, tupleTaps) = window()
    let began = tuples.deliverTouches([(id: 1, phase: .began, location: point)], at: .zero)
    // The window keeps one UITouch per finger: read it before the next event moves it on.
    #expect(began?.touches.first?.phase == .began)
    #expect(began?.touches.first?.location(in: nil) == point)
    tuples.deliverTouches([(id: 1, phase: .ended, location: point)], at: .milliseconds(50))
    let (samples, sampleTaps) = window()
    samples.deliver([TouchSample(id: 1, phase: .began, location: point)], at: .zero)
    samples.deliver([TouchSample(id: 1, phase: .ended, location: point)], at: .milliseconds(50))
    #expect(tupleTaps() == 1)
    #expect(sampleTaps() == 1)
  }
}
