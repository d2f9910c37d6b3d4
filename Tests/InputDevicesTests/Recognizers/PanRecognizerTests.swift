import Foundation
import GestureLog
import HeadlessUI
import InputDevices
import Replay
import TestSupport
import Testing

@Suite("Pan recognizer")
@MainActor
struct PanRecognizerTests {
  /// A window with one full-screen view carrying a pan whose states are logged.
  @MainActor
  final class Harness {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let view: UIView
    let pan: UIPanGestureRecognizer
    var states: [UIGestureRecognizer.State] = []
    var endVelocity: CGPoint?
    var endTranslation: CGPoint?
    var beganTranslation: CGPoint?

    init() {
      view = UIView(frame: window.bounds)
      window.addSubview(view)
      window.makeKeyAndVisible()
      pan = UIPanGestureRecognizer()
      view.addGestureRecognizer(pan)
      pan.addTarget { [unowned self] recognizer in
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        self.states.append(pan.state)
        if pan.state == .began { self.beganTranslation = pan.translation(in: nil) }
        if pan.state == .ended || pan.state == .cancelled {
          self.endVelocity = pan.velocity(in: nil)
          self.endTranslation = pan.translation(in: nil)
        }
      }
    }
  }

  @Test("Logitech mouse: the pan begins and ends exactly twice (the 2 drags)")
  func logitechPans() throws {
    let url = try #require(Fixtures.sourceRecording(matching: "logitech"))
    let recording = try GestureLogReader.read(contentsOf: url).recording
    let harness = Harness()
    harness.window.deliver(TouchInterpreter.touchFrames(for: recording))
    #expect(harness.states.filter { $0 == .began }.count == 2)
    #expect(harness.states.filter { $0 == .ended }.count == 2)
    #expect(!harness.states.contains(.cancelled))
  }

  @Test("began needs the hysteresis; translation counts from touch-down")
  func hysteresis() {
    let harness = Harness()
    let w = harness.window
    w.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 100))], at: .zero)
    w.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 105, y: 100))],
      at: .microseconds(10_000))
    #expect(harness.states.isEmpty)  // 5 pt < 8 pt
    w.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 109, y: 100))],
      at: .microseconds(20_000))
    #expect(harness.states == [.began])
    #expect(harness.beganTranslation == CGPoint(x: 9, y: 0))
    w.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 109, y: 100))],
      at: .microseconds(30_000))
    #expect(harness.states == [.began, .ended])
    #expect(harness.endTranslation == CGPoint(x: 9, y: 0))
  }

  @Test("a second finger landing does not make the translation jump")
  func centroidContinuity() {
    let harness = Harness()
    let w = harness.window
    w.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 100))], at: .zero)
    w.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 120, y: 100))],
      at: .microseconds(10_000))
    w.deliver(
      [TouchPoint(id: 2, phase: .began, location: CGPoint(x: 220, y: 300))],
      at: .microseconds(20_000))
    // Both move +10 in x: the translation grows by 10, not by the centroid's jump.
    w.deliver(
      [
        TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 130, y: 100)),
        TouchPoint(id: 2, phase: .moved, location: CGPoint(x: 230, y: 300)),
      ], at: .microseconds(30_000))
    #expect(harness.pan.translation(in: nil) == CGPoint(x: 30, y: 0))
  }

  @Test("touches still down at the end: the pan is cancelled")
  func cancelledAtEnd() {
    let recording = Recording(devices: [
      RecordedDevice(
        description: Synthetic.fineTouchscreen,
        events: Synthetic.drag(from: (1000, 1000), to: (6000, 1000), duration: 0.2, rate: 100)
          .events.dropLast(2).map { $0 })  // no lift
    ])
    let harness = Harness()
    harness.window.deliver(TouchInterpreter.touchFrames(for: recording))
    #expect(harness.states.first == .began)
    #expect(harness.states.last == .cancelled)
  }

  @Test("a pause longer than 40 ms before the lift ends with zero velocity")
  func pauseBeforeLift() {
    let harness = Harness()
    let w = harness.window
    for i in 0...10 {
      let phase: TouchPhase = i == 0 ? .began : .moved
      w.deliver(
        [TouchPoint(id: 1, phase: phase, location: CGPoint(x: 100 + CGFloat(i) * 10, y: 100))],
        at: .microseconds(Int64(i) * 10_000))
    }
    w.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 200, y: 100))],
      at: .microseconds(100_000 + 60_000))
    #expect(harness.endVelocity == .zero)

    let quick = Harness()
    for i in 0...10 {
      let phase: TouchPhase = i == 0 ? .began : .moved
      quick.window.deliver(
        [TouchPoint(id: 1, phase: phase, location: CGPoint(x: 100 + CGFloat(i) * 10, y: 100))],
        at: .microseconds(Int64(i) * 10_000))
    }
    quick.window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 200, y: 100))],
      at: .microseconds(100_000 + 10_000))
    // 10 pt per 10 ms = 1000 pt/s.
    #expect(abs((quick.endVelocity?.x ?? 0) - 1000) < 1e-6)
  }

  @Test("the velocity follows each sample; asked twice between two samples it is the same")
  func velocityFollowsEachSample() {
    let harness = Harness()
    let w = harness.window
    var previous: CGPoint?
    for i in 0...8 {
      let phase: TouchPhase = i == 0 ? .began : .moved
      // Speeding up: each step 6 pt longer than the one before.
      let location = CGPoint(x: 100, y: 100 + CGFloat(i * i) * 3)
      w.deliver(
        [TouchPoint(id: 1, phase: phase, location: location)], at: .microseconds(Int64(i) * 10_000)
      )
      let first = harness.pan.velocity(in: nil)
      #expect(harness.pan.velocity(in: nil) == first)
      if i >= 3, let previous { #expect(first.y > previous.y, "sample \(i)") }
      previous = first
    }
  }

  @Test("setTranslation sets the reported translation and resets the velocity")
  func setTranslation() {
    let harness = Harness()
    let w = harness.window
    for i in 0...5 {
      let phase: TouchPhase = i == 0 ? .began : .moved
      w.deliver(
        [TouchPoint(id: 1, phase: phase, location: CGPoint(x: 100, y: 100 + CGFloat(i) * 10))],
        at: .microseconds(Int64(i) * 10_000))
    }
    #expect(harness.pan.velocity(in: nil).y > 0)
    harness.pan.setTranslation(.zero, in: nil)
    #expect(harness.pan.translation(in: nil) == .zero)
    #expect(harness.pan.velocity(in: nil) == .zero)
    w.deliver(
      [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 100, y: 160))],
      at: .microseconds(60_000))
    #expect(harness.pan.translation(in: nil) == CGPoint(x: 0, y: 10))
  }

  /// Apple's PhotoTransitioning sample (`AssetTransitionDriver.updateInteraction`) sets the
  /// translation to zero on every `.began` and `.changed`, and at `.ended` reads
  /// `velocity(in:)` to tell a flick (over 1 200 pt/s) from a drag. On a device that flick is
  /// seen, so the reset UIKit documents does not forget the finger's motion: a lift with no new
  /// movement after the last reset still has the finger's velocity.
  @Test("a handler that resets the translation on every change still sees the flick at the lift")
  func resettingOnEveryChangeKeepsTheFlick() {
    let harness = Harness()
    var beforeTheNextEvent: [CGPoint] = []
    harness.pan.addTarget { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer,
        pan.state == .began || pan.state == .changed
      else { return }
      pan.setTranslation(.zero, in: nil)
      beforeTheNextEvent.append(pan.velocity(in: nil))
    }
    let w = harness.window
    // 20 pt every 10 ms: 2 000 pt/s down, then the finger lifts where it last was.
    for i in 0...8 {
      let phase: TouchPhase = i == 0 ? .began : .moved
      w.deliver(
        [TouchPoint(id: 1, phase: phase, location: CGPoint(x: 100, y: 100 + CGFloat(i) * 20))],
        at: .microseconds(Int64(i) * 10_000))
    }
    w.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 100, y: 260))],
      at: .microseconds(88_000))
    #expect(harness.states.last == .ended)
    #expect(!beforeTheNextEvent.isEmpty)
    #expect(beforeTheNextEvent.allSatisfy { $0 == .zero }, "reset until the next event")
    let velocity = harness.endVelocity?.y ?? 0
    #expect(velocity > 1_200, "the sample's flick threshold")
    #expect(abs(velocity - 2_000) < 100)
  }

  @Test("more touches than the maximum before beginning: the pan fails")
  func maximumTouches() {
    let harness = Harness()
    harness.pan.maximumNumberOfTouches = 1
    let w = harness.window
    w.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 100, y: 100))], at: .zero)
    w.deliver(
      [TouchPoint(id: 2, phase: .began, location: CGPoint(x: 200, y: 100))],
      at: .microseconds(10_000))
    w.deliver(
      [
        TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 150, y: 100)),
        TouchPoint(id: 2, phase: .moved, location: CGPoint(x: 250, y: 100)),
      ], at: .microseconds(20_000))
    #expect(harness.states.isEmpty)
  }
}
