import Foundation
import GestureTapeCommands
import Replay
import TestSupport
import Testing

/// Option values a person types by mistake get their reason, not ArgumentParser's "Missing
/// value"; outputs must carry the extension of what is written; `--version` answers.
@Suite("Command-line options")
struct CommandLineOptionsTests {
  static let flick = "recordings/virtio-touchscreen-1fg-flick-down.gtape"

  @Test func negativeValuesAreRefusedWithTheirReason() throws {
    let rate = try ReplayCommandTests.run(["replay", Self.flick, "--frame-rate", "-60"])
    #expect(rate.status == 2)
    #expect(rate.error.contains("--frame-rate must be 30, 60 or 120 (got -60)"))
    #expect(!rate.error.contains("Missing value"))
    let speed = try ReplayCommandTests.run(["replay", Self.flick, "--speed", "-2"])
    #expect(speed.error.contains("--speed must be between 0.001 and 1000 (got -2.0)"))
    let tiny = try ReplayCommandTests.run(["replay", Self.flick, "--speed", "1e-9"])
    #expect(tiny.status == 2)
    #expect(tiny.error.contains("--speed must be between 0.001 and 1000 (got 1e-09)"))
    #expect(ReplayFormat.compact(1e-9) == "1e-09")
    #expect(ReplayFormat.compact(0.25) == "0.25")
    let gesture = try ReplayCommandTests.run(["replay", Self.flick, "--gesture", "-1"])
    #expect(gesture.error.contains("--gesture must be 0 or more (got -1)"))
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("neg.svg").path
    let plot = try ReplayCommandTests.run(["plot", Self.flick, "-o", output, "--frame-rate", "-30"])
    #expect(plot.status == 2)
    #expect(plot.error.contains("--frame-rate must be 30, 60 or 120 (got -30)"))
  }

  @Test func outputsCarryTheExtensionOfWhatIsWritten() throws {
    let folder = FileManager.default.temporaryDirectory
    let wrongView = folder.appendingPathComponent("gesturetape-\(UUID().uuidString).svg")
    let view = try ReplayCommandTests.run(["view", Self.flick, "-o", wrongView.path])
    #expect(view.status == 2)
    #expect(view.error.contains("view writes HTML; name the output NAME.html (got .svg)"))
    #expect(!FileManager.default.fileExists(atPath: wrongView.path))
    let wrongPlot = folder.appendingPathComponent("gesturetape-\(UUID().uuidString)")
    let plot = try ReplayCommandTests.run(["plot", Self.flick, "-o", wrongPlot.path])
    #expect(plot.error.contains("plot writes SVG; name the output NAME.svg (got no extension)"))
    let right = folder.appendingPathComponent("gesturetape-\(UUID().uuidString).SVG")
    defer { try? FileManager.default.removeItem(at: right) }
    #expect(try ReplayCommandTests.run(["plot", Self.flick, "-o", right.path]).status == 0)
  }

  @Test func versionAnswers() throws {
    let run = try ReplayCommandTests.run(["--version"])
    #expect(run.status == 0)
    #expect(
      run.output.trimmingCharacters(in: .whitespacesAndNewlines) == GestureTapeVersion.current)
  }

  @Test func helpListsTheScenesAndTheExitCodes() throws {
    let run = try ReplayCommandTests.run(["--help"])
    #expect(run.status == 0)
    let text = run.output.replacingOccurrences(of: "\n", with: " ")
    #expect(text.contains("Scenes for replay, plot and view (--scene): demo (default):"))
    #expect(text.contains("demo-nav:"))
    #expect(text.contains("Exit status: 0 done and every check passed; 1 a check failed; 2"))
  }

  @Test func plotAndViewTakeEveryReplayOption() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("variant-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: output) }
    let view = try ReplayCommandTests.run([
      "view", Self.flick, "-o", output.path, "--scene", "demo-nav", "--release", "same-turn",
      "--touchpad-reading", "pointer", "--recognizer",
      "UIPanGestureRecognizer@UICollectionView(viewer)",
    ])
    #expect(view.status == 0, "\(view.error)")
    // The frozen variant opens on its failure.
    let page = try String(contentsOf: output, encoding: .utf8)
    #expect(page.contains("\"check\":\"responds\""))
    let all = try ReplayCommandTests.run([
      "plot", "recordings/nexus4-touchscreen-swipe-3fg-4fg-pinch.gtape", "--all-gestures", "-o",
      output.deletingPathExtension().appendingPathExtension("svg").path,
    ])
    #expect(all.status == 0, "\(all.error)")
    try? FileManager.default.removeItem(
      at: output.deletingPathExtension().appendingPathExtension("svg"))
  }
}
