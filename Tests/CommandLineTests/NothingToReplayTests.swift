import Foundation
import GestureLog
import TestSupport
import Testing

/// A recording with nothing to deliver under a reading says why and what to try, and `plot`
/// and `view` still draw its input.
@Suite("Nothing to replay")
struct NothingToReplayTests {
  /// A mouse that moves 40 counts right and 30 down with no button pressed.
  static func hoveringMouse() throws -> String {
    let mouse = DeviceDescription(
      name: "hovering mouse",
      codes: [
        InputCode.EV_SYN: [0], InputCode.EV_KEY: [InputCode.BTN_LEFT, InputCode.BTN_RIGHT],
        InputCode.EV_REL: [InputCode.REL_X, InputCode.REL_Y],
      ])
    var events: [InputEvent] = []
    for i in 0..<20 {
      let time = Timestamp(microseconds: Int64(i) * 10_000)
      events.append(InputEvent(time: time, type: InputCode.EV_REL, code: InputCode.REL_X, value: 2))
      events.append(
        InputEvent(
          time: time, type: InputCode.EV_REL, code: InputCode.REL_Y,
          value: i.isMultiple(of: 2) ? 2 : 1))
      events.append(InputEvent(time: time, type: InputCode.EV_SYN, code: 0, value: 0))
    }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("hovering-\(UUID().uuidString).gtape")
    try GestureLogWriter.write(
      Recording(devices: [RecordedDevice(description: mouse, events: events)]), as: .native,
      to: url)
    return url.path
  }

  @Test("replay says why and what to try; plot and view draw the input anyway")
  func saysWhyAndDrawsTheInput() throws {
    let path = try Self.hoveringMouse()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let replay = try ReplayCommandTests.run(["replay", path])
    #expect(replay.status == 2)
    #expect(replay.error.contains("nothing to replay"))
    #expect(replay.error.contains("a mouse is a touch only while its left button is held"))
    #expect(replay.error.contains("gesturetape inspect"))

    let svg = FileManager.default.temporaryDirectory
      .appendingPathComponent("hovering-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: svg) }
    let plot = try ReplayCommandTests.run(["plot", path, "-o", svg.path])
    #expect(plot.status == 0, "\(plot.error)")
    #expect(plot.error.contains("only the input is drawn"))
    let drawing = try String(contentsOf: svg, encoding: .utf8)
    #expect(drawing.contains("<polyline"), "the pointer's path is drawn")
    #expect(plot.output.contains("20 input frames"), "\(plot.output)")

    let html = FileManager.default.temporaryDirectory
      .appendingPathComponent("hovering-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: html) }
    let view = try ReplayCommandTests.run(["view", path, "-o", html.path])
    #expect(view.status == 0, "\(view.error)")
    #expect(try String(contentsOf: html, encoding: .utf8).contains("nothing-to-replay") == false)
  }
}

/// "Why nothing happened" names the gesture replayed by its `inspect` line.
@Suite("Why nothing happened, from the command line")
struct WhyNothingHappenedCommandTests {
  @Test("the replayed gesture's inspect line is in the section")
  func namesTheGestureByItsInspectLine() throws {
    let file = "recordings/cypress-clickpad-2fg-press.gtape"
    let replay = try ReplayCommandTests.run(["replay", file])
    let inspect = try ReplayCommandTests.run(["inspect", file])
    let line = try #require(
      inspect.output.split(separator: "\n").first { $0.contains(" s  device 0  ") })
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    #expect(replay.output.contains("Why nothing happened:"))
    #expect(
      replay.output.contains("  Replayed: gesture 0 of 1: \(trimmed) (as `gesturetape inspect`"),
      "\(replay.output)")
  }
}

/// Every shipped real recording, in evemu and in libinput record form, plots; and replays or
/// says why with something to try.
@Suite("Every recording plots")
struct EveryRecordingPlotsTests {
  static var shipped: [String] { ReplayCommandTests.shipped }

  @Test("as evemu and as libinput record", arguments: EveryRecordingPlotsTests.shipped)
  func plots(_ name: String) throws {
    let loaded = try GestureLogReader.read(
      contentsOf: Fixtures.recordings.appendingPathComponent(name))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("plots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var formats: [(GestureLogFormat, String)] = [(.libinputRecord, "yml")]
    if loaded.recording.devices.count == 1 { formats.append((.evemu, "evemu")) }
    for (format, ext) in formats {
      let file = folder.appendingPathComponent("\(name).\(ext)")
      try GestureLogWriter.write(loaded.recording, as: format, to: file)
      let svg = folder.appendingPathComponent("\(name).\(ext).svg")
      let plot = try ReplayCommandTests.run(["plot", file.path, "-o", svg.path])
      #expect(plot.status == 0, "\(ext): \(plot.error)")
      #expect(FileManager.default.fileExists(atPath: svg.path))
      let replay = try ReplayCommandTests.run(["replay", file.path])
      #expect(replay.status != 2 || replay.error.contains("try:"), "\(ext): \(replay.error)")
    }
  }
}
