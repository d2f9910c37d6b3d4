import Foundation
import GestureLog
import TestSupport
import Testing

/// Every command reads a getevent capture as it reads the other formats (docs/GETEVENT.md).
@Suite("Commands on getevent captures")
struct GeteventCommandsTests {
  static let capture = "Tests/Fixtures/getevent/phone-flick-lt.txt"
  static let description = "Tests/Fixtures/getevent/phone-lp.txt"

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("getevent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func inspectConvertPlotViewReplayAndHuntReadIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inspect = try ReplayCommandTests.run(["inspect", Self.capture])
    #expect(inspect.status == 0)
    #expect(
      inspect.output.contains("getevent, 1 device, 53 events, 20 frames"), "\(inspect.output)")
    #expect(inspect.output.contains("touchscreen, MT protocol B"))
    #expect(inspect.error.contains("no getevent -p description"), "the inferred axes are said")

    let paired = folder.appendingPathComponent("phone.gtape").path
    let convert = try ReplayCommandTests.run([
      "convert", Self.capture, paired, "--description", Self.description,
    ])
    #expect(convert.status == 0, "\(convert.error)")
    #expect(!convert.error.contains("no getevent -p description"), "paired: no warning")
    let back = try GestureLogReader.read(contentsOf: URL(fileURLWithPath: paired))
    #expect(back.recording.devices[0].description.axis(0x36)?.maximum == 2339)

    let plot = try ReplayCommandTests.run([
      "plot", Self.capture, "-o", folder.appendingPathComponent("p.svg").path,
    ])
    #expect(plot.status == 0, "\(plot.error)")
    let view = try ReplayCommandTests.run([
      "view", Self.capture, "-o", folder.appendingPathComponent("v.html").path,
    ])
    #expect(view.status == 0, "\(view.error)")
    let replay = try ReplayCommandTests.run(["replay", paired])
    #expect(replay.status == 0, "\(replay.error)")
    #expect(replay.output.contains("Outcome: finished"), "\(replay.output)")
    let hunt = try ReplayCommandTests.run([
      "hunt", paired, "--budget", "40", "--quiet", "--artifacts",
      folder.appendingPathComponent("hunt").path,
    ])
    #expect(hunt.status == 0, "\(hunt.output)")
    #expect(hunt.output.contains("No variant failed."))

    // And written as getevent text, for sendevent-style replayers.
    let text = folder.appendingPathComponent("phone.getevent").path
    let written = try ReplayCommandTests.run(["convert", paired, text])
    #expect(written.status == 0, "\(written.error)")
    let lines = try String(contentsOfFile: text, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains("[    1234.500000] /dev/input/event2: 0003 0039 000001c2"))
  }
}
