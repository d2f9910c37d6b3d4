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

/// The failure artifact in a real browser: a replay that fails its checks opens on the first
/// failing frame with every failed check (name, expected, actual, message) on the first screen,
/// the failing view marked, each message linked to its frame; labels never overlap; views off
/// screen keep the screen's scale; every finger is its own dot. The screenshot of the failing
/// page is what docs/images/viewer-failure.png shows.
@MainActor
@Suite("Replay viewer of a failure, in Chromium", .serialized)
struct ViewerFailureBrowserTests {
  typealias Browser = ViewerBrowserTests

  /// The flick-down replay checked against wrong expectations: the outcome (it finished) and
  /// image_4's end position.
  static func failingFlick() throws -> (ReplayResult, [ReplayFailure]) {
    let result = try Browser.flickDown()
    let checks: [ReplayCheck] = [
      .outcome(.cancelled),
      .view(.named("image_4"), at: .end, .position(ReplayPoint(x: 100, y: 300))),
    ]
    return (result, checks.compactMap { $0.evaluate(result) })
  }

  static func page(_ html: String, named name: String) throws -> URL {
    let directory = Fixtures.repositoryRoot.appendingPathComponent(
      ".build/gesturetape-artifacts/viewer-screenshots")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let page = directory.appendingPathComponent(name)
    try html.write(to: page, atomically: true, encoding: .utf8)
    return page
  }

  @Test("a failed replay opens on its first failing frame with the checks on the first screen")
  func opensOnTheFailure() throws {
    guard Browser.chromiumIsInstalled() else { return }
    let (result, failures) = try Self.failingFlick()
    try #require(failures.count == 2)
    let first = try #require(failures[0].frameIndex(in: result))
    let page = try Self.page(
      ReplayViewer.html(result, failures: failures), named: "flick-down-failed.html")

    let drawn = try #require(try Browser.open(page, frame: 0, fragment: ""))
    #expect(drawn.frame == first, "opens on the first failure's frame")
    #expect(drawn.errors.isEmpty && drawn.browserErrors.isEmpty, "\(drawn.browserErrors)")
    #expect(!drawn.dom.contains("<section id=\"failures\" hidden"), "the failures are shown")
    for failure in failures {
      #expect(drawn.dom.contains(Self.escaped(failure.check)), "\(failure.check)")
      #expect(drawn.dom.contains(Self.escaped(failure.expected ?? "—")))
      #expect(drawn.dom.contains(Self.escaped(failure.actual ?? "—")))
      let firstLine = String(failure.message.prefix { $0 != "\n" })
      #expect(drawn.dom.contains(Self.escaped(firstLine)), "\(firstLine)")
      let frame = failure.frameIndex(in: result) ?? -1
      #expect(drawn.dom.contains("href=\"#frame=\(frame)\""), "a link to frame \(frame)")
    }
    #expect(failures[0].expected == "cancelled" && failures[0].actual == "finished")
    // On the first screen: the first failure's box ends inside the viewport, and so does the
    // window's top.
    let viewport = try #require(drawn.layout["viewport"] as? [Double])
    let box = try #require(drawn.layout["firstFailure"] as? [Double])
    #expect(box[1] >= 0 && box[3] <= viewport[1], "first failure \(box) in \(viewport)")
    let window = try #require(drawn.layout["window"] as? [Double])
    #expect(window[1] < viewport[1])
    _ = try Browser.open(
      page, frame: 0,
      screenshot: page.deletingLastPathComponent().appendingPathComponent("viewer-failure.png"),
      fragment: "")

    // The view failure's link: its frame, with image_4 marked.
    let viewFrame = try #require(failures[1].frameIndex(in: result))
    #expect(failures[1].view == "image_4")
    let atView = try #require(try Browser.open(page, frame: viewFrame))
    #expect(atView.marked == ["image_4"])
    #expect(drawn.marked.isEmpty, "the outcome failure concerns no view")
  }

  @Test("labels never overlap, on every tenth frame of a replay with many views")
  func labelsDoNotOverlap() throws {
    guard Browser.chromiumIsInstalled() else { return }
    let (result, failures) = try Self.failingFlick()
    let page = try Self.page(
      ReplayViewer.html(result, failures: failures), named: "flick-down-labels.html")
    for frame in stride(from: 0, to: result.timeline.count, by: 10) {
      let drawn = try #require(try Browser.open(page, frame: frame))
      #expect(drawn.labels.count == drawn.views.count, "one label per view, frame \(frame)")
      for (i, a) in drawn.labels.enumerated() {
        for b in drawn.labels[(i + 1)...] {
          let overlap =
            a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3]
            && b[1] < a[1] + a[3]
          #expect(!overlap, "frame \(frame): labels \(a) and \(b) overlap")
        }
      }
    }
  }

  @Test("a pinch draws one dot per finger")
  func oneDotPerFinger() throws {
    guard Browser.chromiumIsInstalled() else { return }
    let name = "nexus4-touchscreen-swipe-3fg-4fg-pinch.gtape"
    var settings = ReplaySettings()
    settings.gesture = 2
    let result = try Replayer(settings: settings).replay(
      try GestureLogReader.read(contentsOf: Fixtures.recordings.appendingPathComponent(name))
        .recording, into: DemoReplayScene(), source: name)
    let busiest = try #require(result.input.max { $0.touchCount < $1.touchCount })
    try #require(busiest.touchCount > 1)
    let frame = try #require(result.displayFrame(at: busiest.time)).index
    let sample = try #require(result.input.last { $0.time <= result.timeline[frame].time })
    let page = try Self.page(ReplayViewer.html(result), named: "pinch.html")
    let drawn = try #require(try Browser.open(page, frame: frame))
    #expect(drawn.fingers.count == sample.touchCount)
    for (dot, touch) in zip(drawn.fingers, sample.touches ?? []) {
      #expect(abs(dot[0] - touch.x) <= 0.01 && abs(dot[1] - touch.y) <= 0.01)
    }
  }

  @Test("a view far off screen does not shrink the screen: it is pinned to the margin")
  func offScreenViews() throws {
    var (_, result) = try #require(PlotGeometryTests.extremes.first { $0.0 == "forty views" })
    // Views 0 and 1 fly far off screen, right and up.
    for index in result.timeline.indices {
      result.timeline[index].views[0].position = ReplayPoint(x: 5_000, y: 300)
      result.timeline[index].views[1].position = ReplayPoint(x: 200, y: -4_000)
    }
    let data = ReplayViewer.ViewerData(result)
    #expect(data.bounds == [-24, -24, 375 + 48, 667 + 48])
    guard Browser.chromiumIsInstalled() else { return }
    let page = try Self.page(ReplayViewer.html(result), named: "off-screen.html")
    let last = result.timeline.count - 1
    let drawn = try #require(try Browser.open(page, frame: last))
    #expect(drawn.errors.isEmpty && drawn.browserErrors.isEmpty)
    var far = 0
    for view in drawn.views {
      let x = (view["x"] as? NSNumber)?.doubleValue ?? 0
      let y = (view["y"] as? NSNumber)?.doubleValue ?? 0
      let offscreen = view["offscreen"] as? Bool ?? false
      if abs(x) > 1000 || abs(y) > 1000 {
        far += 1
        #expect(offscreen, "\(view)")
      }
    }
    #expect(far > 0, "the replay has a view far off screen on its last frame")
  }

  /// `text` as the page's DOM holds it.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

/// What the viewer's gesture panel opens on.
@Suite("Replay viewer's gesture panel")
struct ViewerGesturePanelTests {
  /// A sample of `name` at input frame `frame` (10 ms apart), translated `y` points down.
  static func sample(_ name: String, _ frame: Int, _ state: GestureSampleState, _ y: Double)
    -> GestureSample
  {
    GestureSample(
      inputFrame: frame, time: .nanoseconds(Int64(frame) * 10_000_000), recognizer: name,
      state: state, translation: ReplayPoint(x: 0, y: y), velocity: .zero, location: nil,
      touchCount: 1)
  }

  @Test("without a transition it opens on the recognizer that moved, not one left possible")
  func opensOnTheMovingRecognizer() {
    let sample = Self.sample
    // The app's pan samples first and stays possible; the scroll view's pan pages the gallery.
    let result = ReplayResult(
      source: "scroll", settings: ReplaySettings(), outcome: ReplayOutcome(kind: .noTransition),
      gestureTrack: [
        sample("UIPanGestureRecognizer@UIView", 0, .possible, 0),
        sample("ScrollViewPanGestureRecognizer@UICollectionView", 0, .possible, 0),
        sample("UIPanGestureRecognizer@UIView", 1, .possible, 0),
        sample("ScrollViewPanGestureRecognizer@UICollectionView", 1, .began, 40),
        sample("ScrollViewPanGestureRecognizer@UICollectionView", 2, .ended, 120),
      ])
    let data = ReplayViewer.ViewerData(result)
    #expect(data.tracks.first?.recognizer == "ScrollViewPanGestureRecognizer@UICollectionView")
    #expect(data.tracks.count == 2)
  }

  @Test("in a browser, the panel follows the recognizer moving at each time")
  @MainActor
  func followsTheMovingRecognizer() throws {
    guard ViewerBrowserTests.chromiumIsInstalled() else { return }
    let sample = Self.sample
    let scroll = "ScrollViewPanGestureRecognizer@UICollectionView"
    let app = "UIPanGestureRecognizer@UIView"
    // A session: the scroll view's pan pages first (frames 1–3); later the app's pan drives a
    // transition (frames 6–8), so it is the report's recognizer.
    let result = ReplayResult(
      source: "session", settings: ReplaySettings(), outcome: ReplayOutcome(kind: .noTransition),
      gestureTrack: [
        sample(app, 0, .possible, 0), sample(scroll, 0, .possible, 0),
        sample(scroll, 1, .began, 20), sample(app, 1, .possible, 0),
        sample(scroll, 2, .changed, 60), sample(app, 2, .failed, 0),
        sample(scroll, 3, .ended, 90),
        sample(app, 6, .began, 20), sample(app, 7, .changed, 80), sample(app, 8, .ended, 150),
      ],
      timeline: (0..<10).map {
        ReplayDisplayFrame(
          index: $0, time: .nanoseconds(Int64($0) * 10_000_000), progress: nil, views: [])
      },
      engineCalls: [EngineCall(time: .nanoseconds(60_000_000), kind: .start, recognizer: app)])
    let page = try ViewerFailureBrowserTests.page(
      ReplayViewer.html(result), named: "moving-recognizer.html")
    for (frame, expected) in [(2, scroll), (7, app)] {
      let drawn = try #require(try ViewerBrowserTests.open(page, frame: frame))
      #expect(
        drawn.dom.contains("id=\"gesture\" data-recognizer=\"\(expected)\""), "frame \(frame)")
    }
  }
}
