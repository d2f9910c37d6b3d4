import DemoScene
import Foundation
import GestureLog
import HeadlessUI
import HeroEngine
import InputDevices
import Replay
import TestSupport
import Testing

/// Hostile recordings: times at the edge of Int64, idle spans of days, descriptions
/// that cannot be mapped. Each used to crash (SIGILL), hang or answer nonsense silently; each
/// now gives a located error or warning, or a bounded replay.
@MainActor
@Suite("Hostile recordings")
struct HostileInputTests {
  /// A one-finger virtio touchscreen in the native format: `axes` overrides the axis list,
  /// `frames` are (time µs, events) with events as `type,code,value`.
  static func touchscreen(
    axes: String? = nil, properties: String = "[[1,\"INPUT_PROP_DIRECT\"]]",
    frames: [(Int64, String)]
  ) -> String {
    let defaultAxes = """
      {"code":47,"min":0,"max":10},{"code":53,"min":0,"max":32767},\
      {"code":54,"min":0,"max":32767},{"code":57,"min":0,"max":65535}
      """
    var text = "{\"gesturetape\":1}\n"
    text += "{\"device\":0,\"name\":\"hostile\",\"properties\":\(properties),"
    text += "\"codes\":[[0,\"EV_SYN\",[[0,\"SYN_REPORT\"]]],[1,\"EV_KEY\",[[330,\"BTN_TOUCH\"]]],"
    text += "[3,\"EV_ABS\",[[47,\"ABS_MT_SLOT\"],[53,\"ABS_MT_POSITION_X\"],"
    text += "[54,\"ABS_MT_POSITION_Y\"],[57,\"ABS_MT_TRACKING_ID\"]]]],"
    text += "\"axes\":[\(axes ?? defaultAxes)]}\n"
    for (time, events) in frames {
      text += "{\"d\":0,\"t\":\(time),\"e\":[\(events)]}\n"
    }
    return text
  }

  static let down = "[3,57,1],[3,53,16000],[3,54,12000],[1,330,1],[0,0,0]"
  static func move(_ y: Int) -> String { "[3,54,\(y)],[0,0,0]" }
  static let up = "[3,57,-1],[1,330,0],[0,0,0]"

  /// Reads `text` as `format`, then does what inspect and replay do with it; returns the
  /// reader's error if it rejected the file.
  @discardableResult
  static func readSegmentAndReplay(
    _ text: String, as format: GestureLogFormat = .native
  ) throws -> GestureLogError? {
    let loaded: LoadedRecording
    do {
      loaded = try GestureLogReader.read(text: text, fileName: "hostile", as: format)
    } catch {
      return error
    }
    _ = RecordingSummary(recording: loaded.recording, classify: { _ in "touchscreen" })
    _ = GestureSegmenter.segments(of: loaded.recording)
    var settings = ReplaySettings()
    settings.gesture = nil
    do {
      _ = try Replayer(settings: settings).replay(loaded.recording, into: DemoReplayScene())
    } catch {
      // A typed replay error is an answer; anything that traps is not.
    }
    return nil
  }

  static let edges: [Int64] = [
    .min, .min + 1, -(1 << 53), -(1 << 52) - 1, -(1 << 52), -1, 0, 1, 1 << 52, (1 << 52) + 1,
    1 << 53, .max - 1, .max,
  ]

  // 1. Time has a documented range: every reader rejects a time beyond ±2⁵² µs at its line
  // and column; times inside it go through the segmenter, inspect's summary and replay.
  @Test func int64EdgeTimesAreRejectedWithAPlaceOrReplayed() throws {
    var seeds = SystemRandomNumberGenerator()
    let random = (0..<20).map { _ in Int64.random(in: .min ... .max, using: &seeds) }
    for first in Self.edges + random {
      for second in [first, 0, Int64(1 << 52), -(1 << 52)] {
        let native = Self.touchscreen(frames: [(first, Self.down), (second, Self.up)])
        let error = try Self.readSegmentAndReplay(native)
        let outside = !Timestamp.isWithinLimit(first) || !Timestamp.isWithinLimit(second)
        #expect((error != nil) == outside, "native \(first), \(second)")
        if let error {
          #expect(error.kind == .numberOutOfRange, "\(first), \(second)")
          #expect(error.line == (Timestamp.isWithinLimit(first) ? 4 : 3))
          #expect(error.column == 12)
        }
      }
      // evemu: seconds and microseconds, non-negative by grammar.
      if first >= 0 {
        let seconds = first / 1_000_000
        let micros = first % 1_000_000
        let evemu = """
          # EVEMU 1.3
          N: hostile
          I: 0006 0627 0003 0001
          P: 02 00 00 00 00 00 00 00
          B: 00 0b 00 00 00 00 00 00 00
          A: 35 0 32767 0 0 0
          A: 36 0 32767 0 0 0
          E: \(seconds).\(String(format: "%06lld", micros)) 0003 0035 100
          E: \(seconds).\(String(format: "%06lld", micros)) 0000 0000 0000

          """
        let error = try Self.readSegmentAndReplay(evemu, as: .evemu)
        #expect((error != nil) == !Timestamp.isWithinLimit(first), "evemu \(first)")
        if let error { #expect(error.line == 8 && error.column == 4, "\(error)") }
      }
      // libinput record: [sec, usec, type, code, value].
      let seconds = first / 1_000_000
      let micros = abs(first % 1_000_000)
      let yaml = """
        # libinput record
        version: 1
        ndevices: 1
        devices:
          - evdev:
              name: "hostile"
              id: [6, 1575, 3, 1]
              codes:
                0: [0]
                3: [53, 54]
              absinfo:
                53: [0, 32767, 0, 0, 0]
                54: [0, 32767, 0, 0, 0]
              properties: [1]
            events:
              - evdev:
                - [\(seconds), \(micros), 3, 53, 100]
                - [\(seconds), \(micros), 0, 0, 0]

        """
      let error = try Self.readSegmentAndReplay(yaml, as: .libinputRecord)
      let combined = seconds.multipliedReportingOverflow(by: 1_000_000)
      let inside =
        !combined.overflow
        && Timestamp.isWithinLimit(
          combined.partialValue.addingReportingOverflow(micros).partialValue)
      #expect((error != nil) == !inside, "libinput \(first)")
      if let error { #expect(error.line == 17 && error.column == 12, "\(error)") }
    }
  }

  // A Recording built in code (no reader to bound it) cannot trap the segmenter, and replay
  // refuses its times with a typed error.
  @Test func extremeTimesBuiltInCodeAreRefusedByReplay() throws {
    let text = Self.touchscreen(frames: [(0, Self.down), (1000, Self.up)])
    var recording = try GestureLogReader.read(text: text, fileName: "x").recording
    recording.devices[0].events[recording.devices[0].events.count - 1].time =
      Timestamp(microseconds: .max)
    for index in recording.devices[0].events.indices.dropFirst(5) {
      recording.devices[0].events[index].time = Timestamp(microseconds: .max)
    }
    _ = GestureSegmenter.segments(of: recording)
    var settings = ReplaySettings()
    settings.gesture = nil
    #expect(throws: ReplayError.self) {
      try Replayer(settings: settings).replay(recording, into: DemoReplayScene())
    }
    let stretched = TouchFrame.drag(
      from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300),
      duration: .nanoseconds(200_000_000))
    var slow = ReplaySettings()
    slow.speed = 1e-12
    #expect(throws: ReplayError.self) {
      try Replayer(settings: slow).replay(stretched, into: DemoReplayScene())
    }
  }

  // 3. Replay cost follows the input: a finger down at 0 s and up at 1 000 000 s replays in a
  // handful of display frames, the idle span recorded, and a time inside it answers with the
  // frame a device would still show.
  @Test func aLongIdleSpanIsSkippedAndSummarised() throws {
    let text = Self.touchscreen(frames: [(0, Self.down), (1_000_000_000_000, Self.up)])
    let recording = try GestureLogReader.read(text: text, fileName: "idle").recording
    let result = try Replayer().replay(recording, into: DemoReplayScene())
    #expect(result.timeline.count < 2_000, "\(result.timeline.count) frames")
    let span = try #require(result.idleSpans.first)
    #expect(span.frameCount > 59_000_000)
    #expect(span.end < 1_000_000_000_000_000)
    let inside = try #require(result.displayFrame(at: 500_000_000_000_000))
    #expect(inside.index == span.firstFrame - 1)
    #expect(result.input.last?.time == 1_000_000_000_000_000)
    #expect(result.outcome.kind == .noTransition)
  }

  // …and a replay that keeps something running past the limit stops with the numbers.
  @Test func theDisplayFrameLimitIsATypedError() throws {
    var settings = ReplaySettings()
    settings.maximumDisplayFrames = 50
    let drag = TouchFrame.drag(
      from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 500),
      duration: .nanoseconds(2_000_000_000))
    #expect(throws: ReplayError.tooLong(displayFrames: 50, limit: 50, virtualTime: 816_666_666)) {
      try Replayer(settings: settings).replay(drag, into: DemoReplayScene())
    }
  }

  // 4. Descriptions are validated: located warnings from the reader, and replay refuses a
  // device whose positions cannot be mapped.
  @Test func unmappableDescriptionsAreWarnedAndRefused() throws {
    let cases: [(axes: String, kind: DescriptionProblem.Kind, fatal: Bool)] = [
      (
        "{\"code\":53,\"min\":500,\"max\":500},{\"code\":54,\"min\":0,\"max\":32767}", .emptyRange,
        true
      ),
      (
        "{\"code\":53,\"min\":32767,\"max\":0},{\"code\":54,\"min\":0,\"max\":32767}",
        .invertedRange, true
      ),
      (
        "{\"code\":47,\"min\":0,\"max\":10},{\"code\":53,\"min\":0,\"max\":32767,\"resolution\":-3},"
          + "{\"code\":54,\"min\":0,\"max\":32767},{\"code\":57,\"min\":0,\"max\":65535}",
        .absurdResolution, false
      ),
      (
        "{\"code\":47,\"min\":0,\"max\":199},{\"code\":53,\"min\":0,\"max\":32767},"
          + "{\"code\":54,\"min\":0,\"max\":32767},{\"code\":57,\"min\":0,\"max\":65535}",
        .slots, false
      ),
      ("{\"code\":57,\"min\":0,\"max\":65535}", .missingAxis, true),
    ]
    for entry in cases {
      let text = Self.touchscreen(
        axes: entry.axes, frames: [(0, Self.down), (10_000, Self.move(14000)), (20_000, Self.up)])
      let loaded = try GestureLogReader.read(text: text, fileName: "desc.gtape")
      let problems = loaded.recording.devices[0].description.problems
      #expect(problems.contains { $0.kind == entry.kind }, "\(entry.kind)")
      let warning = try #require(loaded.warnings.first { $0.kind == .invalidDescription })
      #expect(warning.line == 2 && warning.column == 1)
      #expect(warning.description.hasPrefix("desc.gtape:2:1: warning: device 0: "))
      do {
        let result = try Replayer().replay(loaded.recording, into: DemoReplayScene())
        #expect(!entry.fatal, "\(entry.kind) should be refused")
        #expect(result.warnings.contains { $0.code == "device-description" }, "\(entry.kind)")
      } catch {
        #expect(entry.fatal, "\(entry.kind): \(error)")
        guard case .unmappableDevice(let detail) = error else {
          Issue.record("\(entry.kind): \(error)")
          continue
        }
        #expect(detail.contains("device 0 (hostile)"))
      }
    }
  }
}

/// A replay keeps nothing alive: the scene's window and controllers are freed once the scene
/// goes, so long test suites and the replay fuzzer do not grow.
@MainActor
@Suite("Replay lifetime")
struct ReplayLifetimeTests {
  @Test func theWindowAndControllersAreFreedAfterAReplay() throws {
    weak var window: UIWindow?
    weak var root: UIViewController?
    weak var engine: HeroTransition?
    do {
      let scene = DemoReplayScene()
      let result = try Replayer().replay(
        contentsOf: Fixtures.recordings.appendingPathComponent(
          "virtio-touchscreen-1fg-flick-down.gtape"),
        into: scene)
      #expect(result.outcome.kind == .finished)
      window = scene.window
      root = scene.rootViewController
      engine = scene.heroEngine
      #expect(window != nil && root != nil && engine != nil)
    }
    #expect(window == nil)
    #expect(root == nil)
    #expect(engine == nil)
  }

  // Found by the replay fuzzer (memory grew ~3 KB per replay): a tap the collection view's pan
  // held back kept its event, the event its touch (a cycle through UITouch.heldEvent); and a
  // controller left presented kept its presenter's placement, the placement the window.
  @Test func aHeldTapAndAControllerLeftPresentedFreeEverything() throws {
    let tap = [
      TouchFrame(
        time: VirtualInstant(nanoseconds: 0),
        touches: [.init(id: 1, location: CGPoint(x: 5, y: 5), phase: .began)]),
      TouchFrame(
        time: VirtualInstant(nanoseconds: 1000),
        touches: [.init(id: 1, location: CGPoint(x: 5, y: 5), phase: .ended)]),
    ]
    weak var window: UIWindow?
    weak var viewer: UIViewController?
    weak var touched: UIView?
    weak var recognizer: UIGestureRecognizer?
    do {
      let scene = DemoReplayScene()
      let result = try Replayer().replay(tap, into: scene)
      #expect(result.outcome.kind == .noTransition)
      window = scene.window
      viewer = scene.imageViewController
      touched = scene.window?.hitTest(CGPoint(x: 5, y: 5), with: nil)
      recognizer = scene.imageViewController?.collectionView?.gestureRecognizers?.first
      #expect(window != nil && viewer != nil && touched != nil && recognizer != nil)
    }
    #expect(window == nil)
    #expect(viewer == nil)
    #expect(touched == nil)
    #expect(recognizer == nil)
  }
}
