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

/// `gesturetape plot` draws something a person can read: no label over another, nothing
/// outside the canvas, the legend outside the data — checked from the SVG itself (text boxes
/// estimated from font size and string length) on every shipped recording and on extremes.
@MainActor
@Suite("Plot geometry")
struct PlotGeometryTests {
  @Test("the checker finds what was wrong with the plot before its axes were drawn")
  func oldPlotFails() throws {
    let old = try String(
      contentsOf: Fixtures.fixture("plots/before-issue-19.svg"), encoding: .utf8)
    let problems = SVGGeometry(svg: old).problems
    // The "end …" label ran off the right edge; the decision line sat on the legend.
    #expect(problems.contains { $0.hasPrefix("outside") && $0.contains("end ") })
    #expect(problems.contains { $0.hasPrefix("overlapping texts") && $0.contains("progress") })
  }

  @Test("every shipped recording's plot is laid out cleanly", arguments: DeterminismTests.shipped)
  func shippedRecording(_ url: URL) throws {
    let recording = try GestureLogReader.read(contentsOf: url).recording
    let result = try Replayer().replay(
      recording, into: DemoReplayScene(), source: url.lastPathComponent)
    let svg = ReplayPlot.svg(result)
    let geometry = SVGGeometry(svg: svg)
    #expect(geometry.problems == [], "\(url.lastPathComponent)")
    // Axes with values and labels.
    #expect(geometry.texts.contains { $0.label == "time (s)" })
    #expect(geometry.texts.contains { $0.label == "y position (pt)" })
    #expect(geometry.texts.filter { $0.role == "tick" }.count >= 10)
    // The legend lists only what was drawn.
    let legend = geometry.texts.filter { $0.role == "legend" }.map(\.label)
    #expect(legend.contains { $0.hasPrefix("decision threshold") } == !result.decisions.isEmpty)
    #expect(
      legend.contains("progress") == result.timeline.contains { $0.progress != nil })
    if let release = result.outcome.release {
      #expect(
        geometry.texts.contains {
          $0.role == "marker-label" && $0.label == "release \(ReplayFormat.time(release))"
        })
    }
  }

  @Test("x is drawn over time when the gesture moves sideways, not otherwise")
  func sidewaysPanel() throws {
    func panels(_ name: String) throws -> [String] {
      let url = Fixtures.recordings.appendingPathComponent(name)
      let result = try Replayer().replay(
        try GestureLogReader.read(contentsOf: url).recording, into: DemoReplayScene(), source: name)
      return SVGGeometry(svg: ReplayPlot.svg(result)).texts.filter { $0.role == "panel-title" }.map(
        \.label)
    }
    #expect(
      try panels("wacom-intuos5-touch-2fg-horizontal-swipe.gtape").contains("x position (pt)"))
    #expect(try !panels("virtio-touchscreen-1fg-slow-drag-down.gtape").contains("x position (pt)"))
  }

  // MARK: Extremes

  nonisolated static func synthetic(
    duration: Int64, inputCount: Int, views: Int, frames: Int, outcome: ReplayOutcome,
    source: String = "synthetic.gtape", decision: Bool = true, far: Bool = false
  ) -> ReplayResult {
    let input = (0..<inputCount).map { index in
      ReplayInputSample(
        index: index, time: .nanoseconds(duration * Int64(index) / Int64(max(inputCount, 1))),
        touchCount: 1,
        location: ReplayPoint(
          x: far ? 1e6 : 100 + Double(index % 50), y: far ? -1e6 : 200 + Double(index) * 0.5))
    }
    let timeline = (0..<frames).map { index in
      ReplayDisplayFrame(
        index: index, time: .nanoseconds(duration * Int64(index) / Int64(max(frames, 1))),
        progress: Double(index) / Double(max(frames, 1)),
        views: (0..<views).map { view in
          ReplayViewState(
            id: "view_\(view)_with_a_long_accessibility_identifier", heroID: "hero_\(view)",
            position: ReplayPoint(x: Double(view * 10), y: Double(index % 700)), width: 50,
            height: 50)
        })
    }
    let decisions =
      decision
      ? [
        ReplayDecision(
          time: outcome.release ?? 0, rule: "progress + velocity.y / height > 0.3",
          terms: [
            .init(name: "progress", value: 0.2), .init(name: "velocity.y / height", value: 9.5),
          ],
          threshold: 0.3, choice: "finish")
      ] : []
    return ReplayResult(
      source: source, settings: ReplaySettings(), outcome: outcome, input: input,
      timeline: timeline, decisions: decisions)
  }

  nonisolated static let extremes: [(String, ReplayResult)] = [
    (
      "empty: no input, no frames, no transition",
      synthetic(
        duration: 0, inputCount: 0, views: 0, frames: 0,
        outcome: ReplayOutcome(kind: .noTransition), decision: false)
    ),
    (
      "one sample",
      synthetic(
        duration: 1_000, inputCount: 1, views: 1, frames: 1,
        outcome: ReplayOutcome(kind: .noTransition), decision: false)
    ),
    (
      "ten minutes, 36 000 frames",
      synthetic(
        duration: 600_000_000_000, inputCount: 60_000, views: 3, frames: 36_000,
        outcome: ReplayOutcome(
          kind: .finished, transitionStart: 1_000_000, release: 599_000_000_000,
          end: 600_000_000_000))
    ),
    (
      "forty views",
      synthetic(
        duration: 2_000_000_000, inputCount: 100, views: 40, frames: 120,
        outcome: ReplayOutcome(
          kind: .cancelled, transitionStart: 10_000_000, release: 1_000_000_000, end: 1_500_000_000)
      )
    ),
    (
      "start, release and end at the same instant",
      synthetic(
        duration: 500_000_000, inputCount: 30, views: 2, frames: 30,
        outcome: ReplayOutcome(
          kind: .finished, transitionStart: 250_000_000, release: 250_000_000, end: 250_000_000))
    ),
    (
      "markers at both ends of the time axis",
      synthetic(
        duration: 500_000_000, inputCount: 30, views: 2, frames: 30,
        outcome: ReplayOutcome(kind: .stuck, transitionStart: 0, release: 0, end: 500_000_000))
    ),
    (
      "a long name, far-away points",
      synthetic(
        duration: 800_000_000, inputCount: 40, views: 2, frames: 48,
        outcome: ReplayOutcome(
          kind: .finished, transitionStart: 0, release: 400_000_000, end: 800_000_000),
        source: String(repeating: "a-very-long-recording-name-", count: 12) + ".gtape", far: true)
    ),
  ]

  @Test("extremes are laid out cleanly", arguments: 0..<PlotGeometryTests.extremes.count)
  func extreme(_ index: Int) {
    let (name, result) = Self.extremes[index]
    let geometry = SVGGeometry(svg: ReplayPlot.svg(result))
    #expect(geometry.problems == [], "\(name)")
    #expect(geometry.width > 0 && geometry.height > 0)
  }

  @Test("a ten-minute replay's time panels keep at most four points per half pixel")
  func longReplayIsThinned() {
    let (_, result) = Self.extremes[2]  // 36 000 frames, 60 000 input samples
    let svg = ReplayPlot.svg(result)
    // Every line over time (the finger's and 3 views' y and x, the progress) is thinned; only the
    // synthetic finger's zigzag on the screen panel (60 000 points, 40 px apart) stays whole.
    let counts = svg.split(separator: "\n").filter { $0.hasPrefix("<polyline class=\"data\"") }
      .map { $0.split(separator: " ").filter { $0.contains(",") }.count }
    #expect(counts.filter { $0 <= 4 * 1_121 }.count >= counts.count - 1, "\(counts)")
    // The thinned line keeps both ends and the extremes of every column.
    let points = (0..<10_000).map { (x: Double($0) / 100, y: sin(Double($0) / 50)) }
    let thinned = SVGDocument.thinned(points)
    #expect(thinned.count <= 4 * 201)
    #expect(thinned.first! == points.first! && thinned.last! == points.last!)
    #expect(thinned.map(\.y).min() == points.map(\.y).min())
    #expect(thinned.map(\.y).max() == points.map(\.y).max())
  }

  @Test("views beyond the palette are counted in the legend, not drawn over each other")
  func manyViews() {
    let (_, result) = Self.extremes[3]
    let legend = SVGGeometry(svg: ReplayPlot.svg(result)).texts.filter { $0.role == "legend" }
    #expect(legend.contains { $0.label == "+33 more views not drawn" })
  }
}
