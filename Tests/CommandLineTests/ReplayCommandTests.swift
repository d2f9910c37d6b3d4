import Foundation
import TestSupport
import Testing

/// `gesturetape replay` and `gesturetape plot` run as the built binary: every shipped
/// recording passes its expectation file through the CLI, a wrong expectation exits 1 and says
/// what failed, bad input exits 2, and plot writes an SVG.
@Suite("gesturetape replay and plot (binary)")
struct ReplayCommandTests {
  /// The `gesturetape` executable beside the test bundle (`swift build --build-tests` builds
  /// it into the same folder).
  static var binary: URL {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0])
    var folder = runner.deletingLastPathComponent()
    // The runner is …/debug/GestureTapePackageTests.xctest (a file on Linux).
    if folder.lastPathComponent.hasSuffix(".xctest") { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent("gesturetape")
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = Fixtures.repositoryRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  static var shipped: [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.recordings.path))
      ?? []
    return names.filter { $0.hasSuffix(".gtape") }.sorted()
  }

  @Test func anUnknownSceneIsAUsageErrorThatListsTheScenes() throws {
    let recording = "recordings/virtio-touchscreen-1fg-flick-down.gtape"
    let unknown = try Self.run(["replay", recording, "--scene", "cards"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("unknown scene 'cards'"))
    #expect(unknown.error.contains("demo (default)"))
    let named = try Self.run(["replay", recording, "--scene", "demo"])
    #expect(named.status == 0)
    #expect(named.output.contains("Outcome: finished"))
    let plot = try Self.run(["plot", recording, "--scene", "nope", "-o", "/dev/null"])
    #expect(plot.status == 2)
  }

  @Test func binaryExists() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path)")
  }

  @Test(arguments: ReplayCommandTests.shipped)
  func shippedRecordingPassesItsExpectations(_ name: String) throws {
    let base = String(name.dropLast(".gtape".count))
    let run = try Self.run([
      "replay", "recordings/\(name)", "--expect", "recordings/\(base).expect.json",
    ])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    #expect(run.output.contains("Expectations: all passed"))
    #expect(run.output.contains("Outcome: "))
    #expect(run.output.contains("Digest: "))
  }

  @Test func failedExpectationExitsOne() throws {
    let name = "logitech-ultrathin-touch-mouse-drag-wheel"
    let original = try Data(
      contentsOf: Fixtures.recordings.appendingPathComponent("\(name).expect.json"))
    var text = String(decoding: original, as: UTF8.self)
    // The shipped file expects "cancelled"; ask for "finished".
    text = text.replacingOccurrences(of: "\"cancelled\"", with: "\"finished\"")
    let wrong = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-wrong-\(UUID().uuidString).expect.json")
    try Data(text.utf8).write(to: wrong)
    defer { try? FileManager.default.removeItem(at: wrong) }
    let run = try Self.run(["replay", "recordings/\(name).gtape", "--expect", wrong.path])
    #expect(run.status == 1)
    #expect(run.output.contains("Expectations: 1 FAILED"))
    #expect(run.output.contains("Expected the transition to be finished, but it was cancelled"))
    #expect(run.output.contains("Deciding number: progress"))

    // With --artifacts the failed replay's viewer is written and named on standard error.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-artifacts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kept = try Self.run([
      "replay", "recordings/\(name).gtape", "--expect", wrong.path, "--artifacts", folder.path,
    ])
    #expect(kept.status == 1)
    let page = folder.appendingPathComponent("\(name).html")
    #expect(kept.error.contains("Replay viewer: \(page.path)"))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("id=\"replay-data\"") && html.contains("\(name).gtape"))
    // A passing run writes nothing.
    let passing = try Self.run([
      "replay", "recordings/\(name).gtape", "--expect",
      "recordings/\(name).expect.json", "--artifacts", folder.path + "-passing",
    ])
    #expect(passing.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "-passing"))
  }

  /// A misspelt member stops the run with its place (it no longer passes having checked nothing);
  /// a file written for another recording is checked with a warning.
  @Test func expectationFilesAreStrictOnTheCommandLine() throws {
    let name = "virtio-touchscreen-1fg-slow-drag-down"
    let folder = FileManager.default.temporaryDirectory
    let misspelt = folder.appendingPathComponent(
      "gesturetape-misspelt-\(UUID().uuidString).expect.json")
    try Data("{\n  \"version\": 1,\n  \"outcom\": \"cancelled\"\n}\n".utf8).write(to: misspelt)
    defer { try? FileManager.default.removeItem(at: misspelt) }
    let run = try Self.run(["replay", "recordings/\(name).gtape", "--expect", misspelt.path])
    #expect(run.status == 2)
    #expect(
      run.error.contains(
        "\(misspelt.path):3:3: outcom: unknown member \"outcom\"; did you mean \"outcome\"?"))
    #expect(!run.output.contains("all passed"))

    let other = folder.appendingPathComponent("gesturetape-other-\(UUID().uuidString).expect.json")
    try Data(#"{"version": 1, "recording": "elsewhere.gtape", "outcome": "cancelled"}"#.utf8).write(
      to: other)
    defer { try? FileManager.default.removeItem(at: other) }
    let warned = try Self.run(["replay", "recordings/\(name).gtape", "--expect", other.path])
    #expect(warned.status == 0, "\(warned.error)")
    #expect(
      warned.error.contains(
        "gesturetape: warning: the expectation file is for elsewhere.gtape, but \(name).gtape is replayed"
      ))
  }

  @Test func viewWritesOneSelfContainedPage() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-view-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try Self.run([
      "view", "recordings/virtio-touchscreen-1fg-flick-down.gtape", "-o", output.path,
    ])
    #expect(run.status == 0, "\(run.error)")
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<svg") && html.contains("id=\"scrub\""))
    // Self-contained: nothing fetched from anywhere.
    for reference in ["src=\"http", "href=\"http", "<link", "@import", "url(", "<script src"] {
      #expect(!html.contains(reference), "\(reference)")
    }
    let usage = try Self.run(["view", "recordings/virtio-touchscreen-1fg-flick-down.gtape"])
    #expect(usage.status == 2)
  }

  @Test func jsonReportAndSettings() throws {
    let run = try Self.run([
      "replay", "recordings/logitech-ultrathin-touch-mouse-drag-wheel.gtape", "--json",
      "--frame-rate", "120", "--speed", "2",
    ])
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let settings = object?["settings"] as? [String: Any]
    #expect(settings?["frameRate"] as? Int == 120)
    #expect(settings?["speed"] as? Double == 2)
    #expect((object?["digest"] as? String)?.count == 16)
  }

  @Test func badInputExitsWithAMessage() throws {
    let missing = try Self.run(["replay", "recordings/none.gtape"])
    #expect(missing.status == 2)
    #expect(missing.error.contains("none.gtape"))
    let rate = try Self.run(["replay", "recordings/none.gtape", "--frame-rate", "50"])
    #expect(rate.status != 0)
    #expect(rate.error.contains("30, 60 or 120"))
  }

  @Test func plotWritesAnSVG() throws {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-plot-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try Self.run([
      "plot", "recordings/logitech-ultrathin-touch-mouse-drag-wheel.gtape", "-o", out.path,
    ])
    #expect(run.status == 0, "\(run.error)")
    let svg = try String(contentsOf: out, encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains("<polyline"))
    #expect(svg.contains("image_4"))
  }
}
