import Foundation
import GestureLog
import TestSupport
import Testing

/// Runs the built `gesturetape` executable on the real recordings.
@Suite("gesturetape binary")
struct BinaryTests {
  /// The `gesturetape` executable in the build products directory, beside the test bundle.
  static func executable() throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("gesturetape")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    throw BinaryMissing()
  }

  struct BinaryMissing: Error, CustomStringConvertible {
    var description: String {
      "the gesturetape executable is not beside the test bundle: run `swift build` first"
    }
  }

  typealias Run = CommandRun

  /// Runs the executable with its streams going to temporary files (no pipes to drain, no
  /// threads blocked while tests run in parallel).
  static func run(_ arguments: [String]) throws -> Run {
    try CommandRun.run(try executable(), arguments)
  }

  /// What SOURCES.md (recordings/sources/SOURCES.md) lists for each real recording: events
  /// (E: lines), frames (SYN_REPORTs), duration (last − first event, ms), and the most fingers
  /// its gesture uses (from the "gesture / content" column: "two-finger scroll" → 2,
  /// "up to three fingers" → 3, "4-finger pinch" → 4, a mouse → 0).
  static let facts:
    [(fragment: String, events: Int, frames: Int, milliseconds: Int64, fingers: Int)] = [
      ("synaptics-clickpad-2fg-scroll-down", 332, 43, 1350, 2),
      ("cypress-clickpad-2fg-press", 278, 37, 572, 2),
      ("elantech-touchpad-1fg-motion", 1557, 297, 7426, 1),
      ("bcm5974-touchpad-3fg-click", 2586, 150, 2262, 3),
      ("wacom-intuos5-touch-2fg-horizontal-swipe", 1564, 216, 2330, 2),
      ("nexus4-touchscreen-swipe-3fg-4fg-pinch", 4953, 577, 7866, 4),
      ("atmel-maxtouch-touchscreen-1fg-drag-up-down", 502, 150, 2200, 1),
      ("logitech-ultrathin-touch-mouse-drag-wheel", 1109, 406, 9664, 0),
    ]

  struct Report: Decodable {
    var file: String
    var format: String
    var summary: RecordingSummary
  }

  @Test(
    "inspect --json reports the facts SOURCES.md lists, for the evemu and the .gtape",
    arguments: facts.map(\.fragment))
  func inspectFacts(_ fragment: String) throws {
    let fact = try #require(Self.facts.first { $0.fragment == fragment })
    let source = try #require(Fixtures.sourceRecording(matching: fragment))
    let native = Fixtures.recordings.appendingPathComponent(
      try #require(
        FileManager.default.contentsOfDirectory(atPath: Fixtures.recordings.path)
          .first { $0.hasPrefix(fragment) && $0.hasSuffix(".gtape") }))
    for (file, format) in [(source, "evemu"), (native, "native")] {
      let run = try Self.run(["inspect", file.path, "--json"])
      #expect(run.status == 0, "\(run.errors)")
      let report = try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
      #expect(report.format == format)
      let summary = report.summary
      #expect(summary.deviceCount == 1)
      #expect(summary.eventCount == fact.events, "\(fragment)")
      #expect(summary.frameCount == fact.frames, "\(fragment)")
      #expect((summary.durationMicroseconds + 500) / 1000 == fact.milliseconds, "\(fragment)")
      #expect(summary.devices.first?.fingers.maxFingers == fact.fingers, "\(fragment)")
    }
  }

  /// The two recordings made by `gesturetape record` in the real-kernel VM, against the plans
  /// in Tests/Integration/vm/drive.py (DEMO_PLANS). Events: the touch-down frame has
  /// TRACKING_ID, X, Y, BTN_TOUCH, SYN (5); each move has Y and SYN, plus X where the drift
  /// changed the rounded X (flick: 3 pt over 19 moves ≈ 14 units a move, so every move;
  /// drag: 1 pt over 120 moves ≈ 0.73 units a move, so 87 of them); the lift has
  /// TRACKING_ID −1, BTN_TOUCH 0, SYN (3). Flick: 5 + 19·3 + 3 = 65 events, 21 frames;
  /// drag: 5 + 120·2 + 87 + 3 = 335 events, 122 frames. Durations are the guest kernel's
  /// timestamps, planned 160 ms and 1350 ms from touch-down to lift, within 10 ms.
  static let nativeFacts: [(name: String, events: Int, frames: Int, milliseconds: Int64)] = [
    ("virtio-touchscreen-1fg-flick-down.gtape", 65, 21, 160),
    ("virtio-touchscreen-1fg-slow-drag-down.gtape", 335, 122, 1350),
  ]

  @Test(
    "inspect --json reports the planned shape of the natively recorded demo gestures",
    arguments: nativeFacts.map(\.name))
  func inspectNativeRecording(_ name: String) throws {
    let fact = try #require(Self.nativeFacts.first { $0.name == name })
    let file = Fixtures.recordings.appendingPathComponent(name)
    let run = try Self.run(["inspect", file.path, "--json"])
    #expect(run.status == 0, "\(run.errors)")
    let report = try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
    #expect(report.format == "native")
    let summary = report.summary
    #expect(summary.deviceCount == 1)
    #expect(summary.eventCount == fact.events, "\(name)")
    #expect(summary.frameCount == fact.frames, "\(name)")
    #expect(abs(summary.durationMicroseconds / 1000 - fact.milliseconds) <= 10, "\(name)")
    #expect(summary.devices.first?.fingers.maxFingers == 1, "\(name)")
  }

  @Test("inspect prints text with the device, its kind, and the counts")
  func inspectText() throws {
    let source = try #require(Fixtures.sourceRecording(matching: "logitech"))
    let run = try Self.run(["inspect", source.path])
    #expect(run.status == 0)
    #expect(run.output.contains("1 device, 1109 events, 406 frames, 9.664 s"))
    #expect(run.output.contains("device 0: Ultrathin Touch Mouse (mouse)"))
    // SOURCES.md: 4 left clicks with 18 key repeats while held, and 2 right clicks.
    #expect(run.output.contains("BTN_LEFT ×4 (18 repeats)"))
    #expect(run.output.contains("EV_SYN / SYN_REPORT"))
  }

  @Test("a malformed file prints a compiler-style diagnostic and exits non-zero")
  func diagnostics() throws {
    let bad = Fixtures.fixture("malformed/libinput-usec-out-of-range.yml")
    let run = try Self.run(["inspect", bad.path])
    #expect(run.status != 0)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("\(bad.path):14:15: error: expected microseconds"))
    let missing = try Self.run(["inspect", "/nonexistent/file.gtape"])
    #expect(missing.status != 0)
    #expect(
      missing.errors.hasPrefix("/nonexistent/file.gtape: error: cannot read the file: No such file")
    )
  }

  @Test("convert evemu → libinput → native → evemu keeps the recording")
  func convertChain() throws {
    let source = try #require(Fixtures.sourceRecording(matching: "cypress"))
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let yaml = directory.appendingPathComponent("a.yml").path
    let native = directory.appendingPathComponent("b.gtape").path
    let evemu = directory.appendingPathComponent("c.txt").path
    #expect(try Self.run(["convert", source.path, yaml]).status == 0)
    #expect(try Self.run(["convert", yaml, native]).status == 0)
    #expect(try Self.run(["convert", native, evemu, "--to", "evemu"]).status == 0)
    let original = try GestureLogReader.read(path: source.path).recording
    #expect(try GestureLogReader.read(path: yaml).format == .libinputRecord)
    #expect(try GestureLogReader.read(path: native).recording == original)
    #expect(try GestureLogReader.read(path: evemu).recording == original)
  }
}
