import Foundation
import TestSupport
import Testing

/// What the reader warns about a damaged gesture log reaches every command that replays it:
/// `inspect` warned, while `replay`, `plot`, `view` and `--json` said nothing.
@Suite("Load warnings reach every command")
struct LoadWarningsTests {
  /// The flick with its last line cut: the native reader loads the rest and warns.
  static func truncatedCopy() throws -> URL {
    let source = Fixtures.recordings.appendingPathComponent(
      "virtio-touchscreen-1fg-flick-down.gtape")
    let bytes = try Data(contentsOf: source)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-truncated-\(UUID().uuidString).gtape")
    try bytes.dropLast(7).write(to: url)
    return url
  }

  @Test func replayPlotAndViewSayWhatTheReaderWarned() throws {
    let file = try Self.truncatedCopy()
    defer { try? FileManager.default.removeItem(at: file) }
    let warning = "\(file.path):23:93: warning: the file ends inside this line"

    let inspect = try ReplayCommandTests.run(["inspect", file.path])
    #expect(inspect.error.contains(warning), "the reader's warning, as inspect prints it")

    let replay = try ReplayCommandTests.run(["replay", file.path])
    #expect(replay.status == 0)
    // The result names the file as its source does, by its name (the digest must not depend
    // on the folder); the reader's own warning on standard error keeps the path.
    #expect(
      replay.output.contains(
        "Warning (recording-file) at —: \(file.lastPathComponent):23:93: warning: the file ends"))
    #expect(!replay.output.contains(file.path))

    let json = try ReplayCommandTests.run(["replay", file.path, "--json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let warnings = report["warnings"] as? [[String: Any]] ?? []
    #expect(warnings.contains { $0["code"] as? String == "recording-file" })

    let folder = FileManager.default.temporaryDirectory
    for (command, ext) in [("plot", "svg"), ("view", "html")] {
      let output = folder.appendingPathComponent("gesturetape-warned-\(UUID().uuidString).\(ext)")
      defer { try? FileManager.default.removeItem(at: output) }
      let run = try ReplayCommandTests.run([command, file.path, "-o", output.path])
      #expect(run.status == 0, "\(command): \(run.error)")
      #expect(
        run.error.contains("\(file.lastPathComponent):23:93: warning: the file ends"),
        "\(command) prints the reader's warning, the file by its name as in the result")
    }

    // An intact recording warns about nothing.
    let intact = try ReplayCommandTests.run([
      "replay", "recordings/virtio-touchscreen-1fg-flick-down.gtape", "--json",
    ])
    #expect(!intact.output.contains("recording-file"))
  }
}
