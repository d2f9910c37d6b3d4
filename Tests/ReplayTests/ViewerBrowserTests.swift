import DemoScene
import Foundation
import GestureLog
import Replay
import TestSupport
import Testing

@testable import HeroReplay
@testable import ReplayCore
@testable import ReplayHunt
@testable import ReplayReports

/// The replay viewer in a real browser: Debian's headless Chromium opens the file at fixed
/// frames (`#frame=N`); what the page drew (the window element's data attributes) must be the
/// `ReplayResult`'s views and finger at that frame, and nothing may be thrown. Screenshots go
/// to `.build/gesturetape-artifacts/viewer-screenshots/` to be looked at.
@MainActor
@Suite("Replay viewer in Chromium", .serialized)
struct ViewerBrowserTests {
  static let chromium = URL(fileURLWithPath: "/usr/bin/chromium")

  /// What the page drew at one frame.
  struct Drawn {
    var frame: Int
    var views: [[String: Any]]
    var finger: [String: Double]?
    var errors: String
    var browserErrors: [String]
    /// The page's DOM after drawing.
    var dom: String = ""
    /// Each label's rectangle on the canvas, `[x, y, width, height]`.
    var labels: [[Double]] = []
    /// The ids of the views marked as failing.
    var marked: [String] = []
    /// Each finger drawn, `[x, y]`.
    var fingers: [[Double]] = []
    /// The page's layout record (viewport, first failure, window).
    var layout: [String: Any] = [:]
  }

  /// Opens `page` at `#frame=N` (or at `fragment` when given, "" for none) in a 1400 × 1100
  /// window, then dumps the DOM (or takes a screenshot).
  static func open(
    _ page: URL, frame: Int, keys: [String] = [], screenshot: URL? = nil, fragment: String? = nil
  ) throws -> Drawn? {
    var arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--user-data-dir=\(FileManager.default.temporaryDirectory.path)/gesturetape-chromium-\(UUID().uuidString)",
      "--enable-logging=stderr", "--v=0",
    ]
    arguments.append("--window-size=1400,1100")
    if let screenshot {
      arguments.append("--screenshot=\(screenshot.path)")
    } else {
      arguments.append("--dump-dom")
    }
    let address =
      fragment.map { $0.isEmpty ? "" : "#" + $0 }
      ?? ("#frame=\(frame)" + (keys.isEmpty ? "" : "&keys=" + keys.joined(separator: ",")))
    arguments.append(page.absoluteString + address)
    let run = try CommandRun.run(chromium, arguments)
    // The page's console: an uncaught error is logged as "Uncaught …" from the file's source.
    let browserErrors = run.errors.split(separator: "\n").map(String.init)
      .filter { $0.contains("CONSOLE") || $0.contains("Uncaught") }
    guard screenshot == nil else {
      return Drawn(frame: frame, views: [], finger: nil, errors: "", browserErrors: browserErrors)
    }
    guard let canvas = run.output.firstRange(of: "<canvas id=\"window\"") else { return nil }
    let tag = run.output[canvas.lowerBound...].prefix { $0 != ">" }
    func attribute(_ name: String, in tag: Substring = tag) -> String? {
      guard let start = tag.firstRange(of: "\(name)=\"") else { return nil }
      let value = tag[start.upperBound...].prefix { $0 != "\"" }
      return String(value).replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&amp;", with: "&")
    }
    func json(_ text: String?) -> Any? {
      text.flatMap {
        try? JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)
      }
    }
    let body = run.output.firstRange(of: "<body").map {
      run.output[$0.lowerBound...].prefix { $0 != ">" }
    }
    guard let frameText = attribute("data-frame"), let drawnFrame = Int(frameText),
      let viewsJSON = attribute("data-views"), let fingerJSON = attribute("data-finger"),
      let views = try JSONSerialization.jsonObject(with: Data(viewsJSON.utf8)) as? [[String: Any]]
    else { return nil }
    let finger =
      try JSONSerialization.jsonObject(
        with: Data(fingerJSON.utf8), options: .fragmentsAllowed) as? [String: Double]
    var errors = ""
    if let pre = run.output.firstRange(of: "<pre id=\"errors\">") {
      errors = String(run.output[pre.upperBound...].prefix { $0 != "<" })
    }
    return Drawn(
      frame: drawnFrame, views: views, finger: finger, errors: errors,
      browserErrors: browserErrors, dom: run.output,
      labels: json(attribute("data-labels")) as? [[Double]] ?? [],
      marked: json(attribute("data-marked")) as? [String] ?? [],
      fingers: json(attribute("data-fingers")) as? [[Double]] ?? [],
      layout: body.flatMap { json(attribute("data-layout", in: $0)) } as? [String: Any] ?? [:])
  }

  /// Whether Chromium is there; a missing browser is a failure that says what to install.
  static func chromiumIsInstalled() -> Bool {
    guard FileManager.default.isExecutableFile(atPath: chromium.path) else {
      Issue.record(
        "Chromium is missing: apt-get install chromium (Scripts/install-dependencies.sh)")
      return false
    }
    return true
  }

  /// The shipped flick-down recording replayed into the demo scene.
  static func flickDown() throws -> ReplayResult {
    let name = "virtio-touchscreen-1fg-flick-down.gtape"
    return try Replayer().replay(
      try GestureLogReader.read(contentsOf: Fixtures.recordings.appendingPathComponent(name))
        .recording, into: DemoReplayScene(), source: name)
  }

  @Test(
    "scrubbed to fixed frames, the page draws the result's views and finger, and throws nothing")
  func drawsTheResult() throws {
    guard Self.chromiumIsInstalled() else { return }
    let result = try Self.flickDown()
    let directory = Fixtures.repositoryRoot.appendingPathComponent(
      ".build/gesturetape-artifacts/viewer-screenshots")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let page = directory.appendingPathComponent("flick-down.html")
    try ReplayViewer.html(result).write(to: page, atomically: true, encoding: .utf8)

    let releaseFrame = result.timeline.firstIndex { $0.time >= (result.outcome.release ?? 0) } ?? 0
    let frames = [0, 5, releaseFrame, result.timeline.count / 2, result.timeline.count - 1]
    for frame in frames {
      let drawn = try #require(
        try Self.open(page, frame: frame), "frame \(frame): no window element")
      #expect(drawn.frame == frame)
      #expect(drawn.errors.isEmpty, "frame \(frame): \(drawn.errors)")
      #expect(drawn.browserErrors.isEmpty, "frame \(frame): \(drawn.browserErrors)")
      // Every view of the frame, where the result has it.
      let expected = result.timeline[frame].views
      #expect(drawn.views.count == expected.count, "frame \(frame)")
      for view in expected {
        guard let shown = drawn.views.first(where: { $0["id"] as? String == view.id }) else {
          Issue.record("frame \(frame): \(view.id) not drawn")
          continue
        }
        for (key, value) in [
          ("x", view.position.x), ("y", view.position.y), ("width", view.width),
          ("height", view.height), ("alpha", view.opacity), ("scale", view.scale),
        ] {
          let drawnValue = (shown[key] as? NSNumber)?.doubleValue ?? .nan
          #expect(abs(drawnValue - value) <= 0.01, "frame \(frame) \(view.id).\(key)")
        }
      }
      // The finger: the last input sample at or before the frame, drawn only while down.
      let time = result.timeline[frame].time
      let sample = result.input.last { $0.time <= time }
      if let sample, sample.touchCount > 0 {
        #expect(abs((drawn.finger?["x"] ?? .nan) - sample.location.x) <= 0.01, "frame \(frame)")
        #expect(abs((drawn.finger?["y"] ?? .nan) - sample.location.y) <= 0.01, "frame \(frame)")
      } else {
        #expect(drawn.finger == nil, "frame \(frame)")
      }
      _ = try Self.open(
        page, frame: frame,
        screenshot: directory.appendingPathComponent("flick-down-frame-\(frame).png"))
    }
  }

  @Test("the arrow keys step a frame, Home and End jump")
  func keyboard() throws {
    guard Self.chromiumIsInstalled() else { return }
    let result = try Self.flickDown()
    let page = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-keys-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: page) }
    try ReplayViewer.html(result).write(to: page, atomically: true, encoding: .utf8)
    let last = result.timeline.count - 1
    for (start, keys, expected) in [
      (3, ["ArrowRight", "ArrowRight"], 5), (5, ["ArrowLeft"], 4), (7, ["End"], last),
      (7, ["Home"], 0), (0, ["ArrowLeft"], 0), (last, ["ArrowRight"], last),
    ] {
      let drawn = try #require(try Self.open(page, frame: start, keys: keys))
      #expect(drawn.frame == expected, "\(start) + \(keys)")
      #expect(drawn.views.count == result.timeline[expected].views.count)
      #expect(drawn.errors.isEmpty && drawn.browserErrors.isEmpty)
    }
  }

  @Test("a replay with nothing in it (no input, no frames) opens without an error")
  func emptyReplay() throws {
    guard Self.chromiumIsInstalled() else { return }
    let (_, result) = PlotGeometryTests.extremes[0]
    let page = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-empty-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: page) }
    try ReplayViewer.html(result).write(to: page, atomically: true, encoding: .utf8)
    for keys in [[], ["ArrowRight"], ["End", "ArrowLeft"]] {
      let drawn = try #require(try Self.open(page, frame: 0, keys: keys))
      #expect(drawn.frame == 0 && drawn.views.isEmpty && drawn.finger == nil)
      #expect(drawn.errors.isEmpty && drawn.browserErrors.isEmpty, "\(keys)")
    }
  }

  @Test("a replay of thousands of frames opens and scrubs to its end")
  func longReplay() throws {
    guard Self.chromiumIsInstalled() else { return }
    let (_, result) = PlotGeometryTests.extremes[2]  // ten minutes, 36 000 frames
    let directory = FileManager.default.temporaryDirectory
    let page = directory.appendingPathComponent("gesturetape-long-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: page) }
    try ReplayViewer.html(result).write(to: page, atomically: true, encoding: .utf8)
    let last = result.timeline.count - 1
    let drawn = try #require(try Self.open(page, frame: last))
    #expect(drawn.frame == last)
    #expect(drawn.errors.isEmpty && drawn.browserErrors.isEmpty)
    #expect(drawn.views.count == result.timeline[last].views.count)
  }

  @Test("a session's steps are listed with their screens, marked, and followed while scrubbing")
  func sessionSteps() throws {
    guard Self.chromiumIsInstalled() else { return }
    let scene = DemoReplayScene()
    let flick = Fixtures.recordings.appendingPathComponent(
      "virtio-touchscreen-1fg-flick-down.gtape")
    let result = try Replayer().replay(
      contentsOf: flick,
      after: [.wait(.seconds(0.3)), .tap(.point(x: 30, y: 600)), .wait(.seconds(0.2))],
      into: scene)
    let page = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-steps-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: page) }
    try ReplayViewer.html(result).write(to: page, atomically: true, encoding: .utf8)
    let gesture = try #require(result.steps.last)
    let frame = try #require(result.timeline.firstIndex { $0.time >= gesture.start })
    let tapFrame = try #require(result.timeline.firstIndex { $0.time >= result.steps[1].start })
    for (opened, step) in [(0, 0), (tapFrame, 1), (frame, 3)] {
      let drawn = try #require(try Self.open(page, frame: opened))
      #expect(drawn.errors.isEmpty && drawn.browserErrors.isEmpty)
      #expect(drawn.dom.contains("data-step=\"\(step)\""), "frame \(opened): step \(step)")
      #expect(drawn.dom.contains("<section id=\"steps\">"), "shown, not hidden")
      #expect(drawn.dom.contains("tap point (30.00, 600.00)"))
      #expect(drawn.dom.contains("on ImageViewController"))
      #expect(drawn.dom.contains("<b>(under test)</b>"))
      #expect(drawn.dom.contains("at the end: ImageGalleryViewController"))
    }
    // A single replay has no steps: the section stays hidden.
    let single = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-single-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: single) }
    try ReplayViewer.html(try Self.flickDown()).write(to: single, atomically: true, encoding: .utf8)
    let drawn = try #require(try Self.open(single, frame: 0))
    #expect(drawn.dom.contains("<section id=\"steps\" hidden=\"\">"))
  }
}
