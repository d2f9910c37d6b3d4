import Foundation
import GestureLog
import HeadlessUI
import InputDevices
import TestSupport
import Testing

/// Properties of the velocity estimate over synthetic recordings, with seeded randomness
/// (``SplitMix64``): a failure names its seed.
@Suite("Velocity properties")
struct VelocityPropertyTests {
  /// The end velocity of the only gesture of a one-device recording, in points per second.
  static func endVelocity(_ device: RecordedDevice) -> CGPoint? {
    GestureSegmenter.segments(of: Recording(devices: [device])).first?.endVelocity
  }

  /// Fine touchscreen units → points of the default mapping: x·375/10000, y·812/10000.
  static let pointsPerUnit = CGPoint(x: 0.0375, y: 0.0812)

  @Test("a straight drag at constant speed gives that speed within 1 %", arguments: 0..<20)
  func constantSpeed(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let rate = Double.random(in: 60...240, using: &rng)
    let duration = Double.random(in: 0.15...0.6, using: &rng)
    let from = (
      Double.random(in: 1000...4000, using: &rng), Double.random(in: 1000...4000, using: &rng)
    )
    let to = (
      Double.random(in: 6000...9000, using: &rng), Double.random(in: 5000...9000, using: &rng)
    )
    let device = Synthetic.drag(from: from, to: to, duration: duration, rate: rate)
    let velocity = try #require(Self.endVelocity(device), "seed \(seed)")
    // The recorded duration is steps/rate with steps = round(duration·rate).
    let steps = (duration * rate).rounded()
    let seconds = steps / rate
    let expected = CGPoint(
      x: (to.0 - from.0) * Self.pointsPerUnit.x / seconds,
      y: (to.1 - from.1) * Self.pointsPerUnit.y / seconds)
    // Positions are rounded to whole device units (≤ 0.04 pt), well inside 1 % of the speed.
    let speed = (expected.x * expected.x + expected.y * expected.y).squareRoot()
    let error =
      ((velocity.x - expected.x) * (velocity.x - expected.x)
      + (velocity.y - expected.y) * (velocity.y - expected.y)).squareRoot()
    #expect(error <= speed * 0.01, "seed \(seed): \(velocity) vs \(expected)")
  }

  /// A random wiggly one-finger path on the touchscreen (device units).
  static func randomPath(seed: UInt64) -> RecordedDevice {
    var rng = SplitMix64(seed: seed)
    var s = Synthetic.Stream()
    var x = Double.random(in: 300...700, using: &rng)
    var y = Double.random(in: 300...700, using: &rng)
    let vx = Double.random(in: -20...20, using: &rng)
    let vy = Double.random(in: -20...20, using: &rng)
    s.abs(InputCode.ABS_MT_TRACKING_ID, 1)
    for _ in 0..<Int.random(in: 10...40, using: &rng) {
      x += vx + Double.random(in: -3...3, using: &rng)
      y += vy + Double.random(in: -3...3, using: &rng)
      s.abs(InputCode.ABS_MT_POSITION_X, Int32(x.rounded()))
      s.abs(InputCode.ABS_MT_POSITION_Y, Int32(y.rounded()))
      s.report(step: Int64.random(in: 4_000...16_000, using: &rng))
    }
    s.abs(InputCode.ABS_MT_TRACKING_ID, -1)
    s.syn()
    return RecordedDevice(description: Synthetic.touchscreen, events: s.events)
  }

  @Test("reversing a recording's path negates the velocity", arguments: 0..<20)
  func reversal(seed: UInt64) throws {
    let device = Self.randomPath(seed: seed)
    // Mirror every position through the axis range (v → 1000 − v): the same motion backwards.
    var mirrored = device
    mirrored.events = device.events.map { event in
      var event = event
      if event.type == InputCode.EV_ABS
        && (event.code == InputCode.ABS_MT_POSITION_X || event.code == InputCode.ABS_MT_POSITION_Y)
      {
        event.value = 1000 - event.value
      }
      return event
    }
    let forward = try #require(Self.endVelocity(device))
    let backward = try #require(Self.endVelocity(mirrored))
    #expect(abs(forward.x + backward.x) < 1e-6 * max(1, abs(forward.x)), "seed \(seed)")
    #expect(abs(forward.y + backward.y) < 1e-6 * max(1, abs(forward.y)), "seed \(seed)")
  }

  @Test("playing a constant-speed drag backwards in time negates the velocity", arguments: 0..<10)
  func timeReversal(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let rate = Double.random(in: 60...240, using: &rng)
    let from = (Double.random(in: 1000...4000, using: &rng), 5000.0)
    let to = (
      Double.random(in: 6000...9000, using: &rng), Double.random(in: 1000...9000, using: &rng)
    )
    let forward = Synthetic.drag(from: from, to: to, duration: 0.2, rate: rate)
    // The same samples in reverse order on the same clock: the drag from `to` to `from`.
    var positions: [(x: Int32, y: Int32)] = []
    var x: Int32 = 0
    for event in forward.events {
      if event.type == InputCode.EV_ABS && event.code == InputCode.ABS_MT_POSITION_X {
        x = event.value
      } else if event.type == InputCode.EV_ABS && event.code == InputCode.ABS_MT_POSITION_Y {
        positions.append((x, event.value))
      }
    }
    var reversed = forward
    var index = positions.count
    reversed.events = forward.events.map { event in
      var event = event
      if event.type == InputCode.EV_ABS && event.code == InputCode.ABS_MT_POSITION_X {
        index -= 1
        event.value = positions[index].x
      } else if event.type == InputCode.EV_ABS && event.code == InputCode.ABS_MT_POSITION_Y {
        event.value = positions[index].y
      }
      return event
    }
    let a = try #require(Self.endVelocity(forward))
    let b = try #require(Self.endVelocity(reversed))
    let speed = (a.x * a.x + a.y * a.y).squareRoot()
    #expect(abs(a.x + b.x) <= 0.01 * speed, "seed \(seed): \(a) vs \(b)")
    #expect(abs(a.y + b.y) <= 0.01 * speed, "seed \(seed): \(a) vs \(b)")
  }

  @Test("shifting all timestamps changes nothing", arguments: 0..<20)
  func timeShift(seed: UInt64) throws {
    let device = Self.randomPath(seed: seed)
    var rng = SplitMix64(seed: seed ^ 0xABCD)
    let shift = Int64.random(in: 1...10_000_000_000, using: &rng)
    var shifted = device
    shifted.events = device.events.map { event in
      var event = event
      event.time = Timestamp(microseconds: event.time.microseconds + shift)
      return event
    }
    let a = try #require(Self.endVelocity(device))
    let b = try #require(Self.endVelocity(shifted))
    #expect(abs(a.x - b.x) <= 1e-6 * max(1, abs(a.x)), "seed \(seed)")
    #expect(abs(a.y - b.y) <= 1e-6 * max(1, abs(a.y)), "seed \(seed)")
    // The touch frames are the same up to the shift.
    let framesA = TouchInterpreter.touchFrames(for: device)
    let framesB = TouchInterpreter.touchFrames(for: shifted)
    #expect(framesA.map(\.touches) == framesB.map(\.touches))
  }

  @Test("a drag resampled at 60 and 500 Hz ends with velocities within 5 %", arguments: 0..<10)
  func resampling(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    // A decelerating flick x(t) = a·t − b·t², sampled at two rates, lifted at 0.3 s.
    let a = Double.random(in: 2000...6000, using: &rng)  // units/s
    let b = Double.random(in: 0...(a / 2), using: &rng)  // keeps x' > 0 up to t = 1 s
    func device(rate: Double) -> RecordedDevice {
      var s = Synthetic.Stream()
      let steps = Int((0.3 * rate).rounded())
      s.abs(InputCode.ABS_MT_TRACKING_ID, 1)
      s.abs(InputCode.ABS_MT_POSITION_Y, 500)
      for i in 0...steps {
        let t = Double(i) / rate
        s.time = Int64((t * 1e6).rounded())
        s.abs(InputCode.ABS_MT_POSITION_X, Int32((50 + a * t - b * t * t).rounded()))
        s.syn()
      }
      s.abs(InputCode.ABS_MT_TRACKING_ID, -1)
      s.syn()
      return RecordedDevice(description: Synthetic.touchscreen, events: s.events)
    }
    let slow = try #require(Self.endVelocity(device(rate: 60)))
    let fast = try #require(Self.endVelocity(device(rate: 500)))
    #expect(abs(slow.x - fast.x) <= 0.05 * abs(fast.x), "seed \(seed): \(slow.x) vs \(fast.x)")
  }
}
