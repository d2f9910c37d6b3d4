import Foundation
import HeadlessUI
import Testing

/// A window given one touch sample at a time answers as one given the same samples in lists:
/// the same events, touches, phases, locations, tap counts and recognizer states.
@MainActor
@Suite("Single-sample delivery")
struct SingleSampleDeliveryTests {
  final class Counter {
    var states: [UIGestureRecognizer.State] = []
  }

  func window() -> (UIWindow, UIPanGestureRecognizer, Counter) {
    let window = UIWindow(screenSize: CGSize(width: 400, height: 800))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    let counter = Counter()
    let pan = UIPanGestureRecognizer(handler: { counter.states.append($0.state) })
    view.addGestureRecognizer(pan)
    return (window, pan, counter)
  }

  /// A tap, then a drag, then a lift, and a sample that changes nothing (a move of a finger
  /// that is not down).
  static let samples: [(TouchPoint, Double)] = {
    var samples: [(TouchPoint, Double)] = [
      (TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 100)), 0.0),
      (TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 100, y: 100)), 0.05),
      (TouchPoint(id: 7, phase: .moved, location: CGPoint(x: 10, y: 10)), 0.07),
      (TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 100)), 0.2),
    ]
    for step in 1...12 {
      let point = CGPoint(x: 100 + Double(step) * 9, y: 100 + Double(step) * 14)
      samples.append((TouchPoint(id: 1, phase: .moved, location: point), 0.2 + Double(step) / 60))
    }
    samples.append((TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 208, y: 268)), 0.45))
    return samples
  }()

  @Test func oneSampleAnswersAsAListOfOne() {
    let (single, singlePan, singleCount) = window()
    let (listed, listedPan, listedCount) = window()
    for (sample, seconds) in Self.samples {
      let time = VirtualInstant.zero + .seconds(seconds)
      let a = single.deliver(sample, at: time)
      let b = listed.deliver([sample], at: time)
      #expect((a == nil) == (b == nil), "\(sample) at \(seconds)")
      guard let a, let b else { continue }
      let aTouches = a.allTouches?.sorted { $0.identifier < $1.identifier } ?? []
      let bTouches = b.allTouches?.sorted { $0.identifier < $1.identifier } ?? []
      #expect(aTouches.map(\.phase) == bTouches.map(\.phase))
      #expect(aTouches.map(\.locationInWindow) == bTouches.map(\.locationInWindow))
      #expect(aTouches.map(\.tapCount) == bTouches.map(\.tapCount))
      #expect(a.timestamp == b.timestamp)
      #expect(singlePan.translation(in: nil) == listedPan.translation(in: nil))
    }
    #expect(singleCount.states == listedCount.states)
    #expect(singleCount.states.contains(.ended))
    #expect(!single.hasLiveTouches && !listed.hasLiveTouches)
  }
}
