import DemoScene
import Foundation
import GestureLog
import ReplayCore
import TestSupport
import Testing

/// `recordings/pixel-sailfish-18-flings.gtape`: the 18 flings AOSP recorded by hand on a Pixel
/// (`SailfishFling*` in `Tests/Fixtures/android-velocity-data.json`), written as a native
/// recording by `Scripts/aosp-fling-recording.py`. The recording must hold exactly AOSP's
/// touches, and replaying them must measure what Android measured.
@MainActor
@Suite("Phone flings (AOSP, Pixel)")
struct PhoneFlingTests {
  static let file = "pixel-sailfish-18-flings.gtape"
  /// The recording's units: hundredths of a display pixel.
  static let unitsPerPixel = 100.0
  /// The Pixel's display, 1080 × 1920 px, in the demo's 375 × 667 pt window.
  static let pointsPerPixelY = 667.0 / 1920.0

  struct AOSPData: Decodable {
    struct Pointer: Decodable {
      var x: Double
      var y: Double
    }
    struct Motion: Decodable {
      var t_ns: Int64
      var action: String?
      var pointers: [Pointer]?
    }
    struct Check: Decodable {
      var strategy: String
      var axis: String
      var expected: Double?
    }
    struct Take: Decodable {
      var test: String
      var motions: [Motion]
      var checks: [Check]
    }
    var tests: [Take]
  }

  /// One touch of the recording: its samples (µs since its touch-down, x and y in units).
  struct Touch: Equatable {
    var samples: [[Int64]] = []
  }

  static func takes() throws -> (names: [String], data: [String: AOSPData.Take]) {
    let recording = try GestureLogReader.read(
      contentsOf: Fixtures.recordings.appendingPathComponent(file)
    ).recording
    let names = try #require(
      recording.metadata.annotations.first { $0.key == "takes" }?.value
    ).components(separatedBy: ", ")
    let json = try Data(contentsOf: Fixtures.fixture("android-velocity-data.json"))
    let tests = try JSONDecoder().decode(AOSPData.self, from: json).tests
      .filter { $0.test.hasPrefix("SailfishFling") }
    return (names, Dictionary(uniqueKeysWithValues: tests.map { ($0.test, $0) }))
  }

  /// The recording's touches, read back from its evdev events (protocol B, one slot).
  static func recordedTouches() throws -> [Touch] {
    let recording = try GestureLogReader.read(
      contentsOf: Fixtures.recordings.appendingPathComponent(file)
    ).recording
    var touches: [Touch] = []
    var start: Int64 = 0
    var x: Int64 = 0
    var y: Int64 = 0
    var down = false
    var lifted = false
    for event in try #require(recording.devices.first).events {
      switch (event.type, event.code) {
      case (3, 57) where event.value >= 0:
        touches.append(Touch())
        start = event.time.microseconds
        down = true
      case (3, 57):
        lifted = true
      case (3, 53): x = Int64(event.value)
      case (3, 54): y = Int64(event.value)
      case (0, 0) where down:
        touches[touches.count - 1].samples.append([event.time.microseconds - start, x, y])
        if lifted {
          down = false
          lifted = false
        }
      default: break
      }
    }
    return touches
  }

  @Test("the recording holds AOSP's 18 Pixel flings, sample for sample")
  func theRecordingIsAOSPsData() throws {
    let (names, data) = try Self.takes()
    #expect(names.count == 18)
    #expect(Set(names) == Set(data.keys))
    let touches = try Self.recordedTouches()
    try #require(touches.count == names.count)
    for (name, touch) in zip(names, touches) {
      let motions = try #require(data[name]).motions
      let first = motions[0].t_ns
      var expected: [[Int64]] = []
      for motion in motions {
        let pointer = try #require(motion.pointers?.first)
        let sample = [
          (motion.t_ns - first) / 1000,
          Int64((pointer.x * Self.unitsPerPixel).rounded()),
          Int64((pointer.y * Self.unitsPerPixel).rounded()),
        ]
        // A move to where the finger already is has no event: evdev reports changes only.
        if motion.action == "MOVE", let last = expected.last, last.dropFirst() == sample.dropFirst()
        {
          continue
        }
        expected.append(sample)
      }
      #expect(touch.samples == expected, "\(name)")
    }
  }

  @Test("every downward fling finishes the demo's dismissal at the velocity Android measured")
  func downwardFlingsFinishAtAndroidsVelocity() throws {
    let (names, data) = try Self.takes()
    let url = Fixtures.recordings.appendingPathComponent(Self.file)
    for (index, name) in names.enumerated() {
      let result = try Replayer(settings: .init(gesture: index))
        .replay(contentsOf: url, into: DemoReplayScene())
      guard name.contains("Down") else {
        // The demo dismisses on a pull down only: a fling up starts nothing.
        #expect(result.outcome.kind == .noTransition, "\(name)")
        continue
      }
      #expect(result.outcome.kind == .finished, "\(name)")
      let lsq2Y = try #require(
        data[name]?.checks.first { $0.strategy == "LSQ2" && $0.axis == "Y" }?.expected)
      let velocity = try #require(result.releaseSample?.velocity.y, "\(name)")
      // Android's LSQ2 velocity in px/s, in the demo's points: the same within 1 %.
      let android = lsq2Y * Self.pointsPerPixelY
      #expect(abs(velocity - android) <= 0.01 * abs(android), "\(name): \(velocity) vs \(android)")
    }
  }
}
