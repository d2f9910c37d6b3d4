import Foundation
import Kinematics
import TestSupport
import Testing

/// Flutter's velocity-tracker test stream (Tests/Fixtures/flutter-velocity-data.json: the
/// events of `velocity_tracker_data.dart`, the expectations and 0.1 % tolerance of
/// `velocity_tracker_test.dart`) through the default ``VelocityTracker``.
///
/// Flutter stamps events in whole milliseconds and compares ages as integers; several lifts
/// have a sample exactly 100 ms older than the newest, which Flutter keeps. The tracker keeps
/// them too because it compares in integer nanoseconds — in floating-point seconds the same
/// age came out as 0.10000000000582 s on the recorded clock and the sample was dropped.
@Suite("Flutter velocity data")
struct FlutterVelocityTests {
  struct Stream: Decodable {
    var name: String
    var events: [Event]
    var expected_at_up: [[Double]]
  }
  /// `[kind, t_ms, pointer, x, y]`.
  struct Event: Decodable {
    var kind: String
    var milliseconds: Int64
    var x: Double
    var y: Double

    init(from decoder: any Decoder) throws {
      var row = try decoder.unkeyedContainer()
      kind = try row.decode(String.self)
      milliseconds = try row.decode(Int64.self)
      _ = try row.decode(Int.self)
      x = try row.decode(Double.self)
      y = try row.decode(Double.self)
    }
  }
  struct File: Decodable {
    var streams: [Stream]
  }

  let streams: [Stream]

  init() throws {
    let data = try Data(contentsOf: Fixtures.fixture("flutter-velocity-data.json"))
    streams = try JSONDecoder().decode(File.self, from: data).streams
  }

  /// Flutter's `_withinTolerance`: |actual − expected| / |expected| < 0.001.
  static func within(_ actual: Double, _ expected: Double) -> Bool {
    abs((actual - expected) / expected) < 0.001
  }

  /// The velocity at every lift, with every time moved by `shift` milliseconds (Flutter's
  /// harness: down and move add a sample, up reads the estimate).
  func velocities(of stream: Stream, shift: (Int64) -> Int64) -> [CGPoint?] {
    var tracker = VelocityTracker()
    var result: [CGPoint?] = []
    for event in stream.events {
      let instant = VirtualInstant(nanoseconds: shift(event.milliseconds) * 1_000_000)
      switch event.kind {
      case "down":
        tracker.reset()
        tracker.addSample(at: instant, position: CGPoint(x: event.x, y: event.y))
      case "move":
        tracker.addSample(at: instant, position: CGPoint(x: event.x, y: event.y))
      default:
        tracker.lift(at: instant)
        result.append(tracker.velocity())
      }
    }
    return result
  }

  @Test(
    "all 14 lifts within Flutter's 0.1 %, as recorded and shifted to start at 0",
    arguments: ["as recorded", "shifted to start at 0"])
  func everyLift(clock: String) throws {
    var checked = 0
    for stream in streams {
      let first = try #require(stream.events.first).milliseconds
      let shift: (Int64) -> Int64 = clock == "as recorded" ? { $0 } : { $0 - first }
      let lifts = velocities(of: stream, shift: shift)
      try #require(lifts.count == stream.expected_at_up.count, "\(stream.name)")
      for (index, (velocity, expected)) in zip(lifts, stream.expected_at_up).enumerated() {
        let v = try #require(velocity, "\(stream.name) lift \(index): no estimate")
        #expect(
          Self.within(Double(v.x), expected[0]) && Self.within(Double(v.y), expected[1]),
          "\(stream.name) lift \(index): (\(v.x), \(v.y)) vs \(expected)")
        checked += 1
      }
    }
    #expect(checked == 14)
  }

  @Test("the same estimates, bit for bit, through the seconds API and any shift of the clock")
  func secondsAPIAndShifts() throws {
    var generator = SplitMix64(seed: 0x5EC0_17D5)
    for stream in streams {
      let reference = velocities(of: stream, shift: { $0 })
      for _ in 0..<20 {
        // 0 to 10⁶ s, in whole milliseconds (the stream's unit).
        let offset = Int64(generator.next() % 1_000_000_000) - 216_000_000
        #expect(velocities(of: stream, shift: { $0 + offset }) == reference, "offset \(offset) ms")
      }
      // The seconds API rounds to the same nanoseconds.
      var tracker = VelocityTracker()
      var viaSeconds: [CGPoint?] = []
      for event in stream.events {
        let seconds = Double(event.milliseconds) / 1000
        if event.kind == "down" { tracker.reset() }
        if event.kind == "up" {
          tracker.lift(at: .seconds(seconds))
          viaSeconds.append(tracker.velocity())
        } else {
          tracker.addSample(at: .seconds(seconds), position: CGPoint(x: event.x, y: event.y))
        }
      }
      #expect(viaSeconds == reference, "\(stream.name)")
    }
  }
}
