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

/// The plot read at a glance: progress and the threshold on their own scale with the compared
/// sum as a labelled value; every series visible; coinciding lines distinguishable; the x
/// position growing upwards and the y position downwards.
@MainActor
@Suite("Plot readability")
struct PlotReadabilityTests {
  static func svg(_ name: String) throws -> String {
    let result = try Replayer().replay(
      contentsOf: Fixtures.recordings.appendingPathComponent(name), into: DemoReplayScene())
    return ReplayPlot.svg(result)
  }

  /// The elements with `class="role"`.
  static func elements(_ svg: String, _ tag: String, role: String) -> [String] {
    svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<\(tag) class=\"\(role)\"") }
  }

  static func number(_ element: String, _ attribute: String) -> Double? {
    guard let range = element.range(of: " \(attribute)=\"") else { return nil }
    return Double(element[range.upperBound...].prefix { $0 != "\"" })
  }

  @Test("progress keeps its 0…1 scale; a sum beyond it is a labelled value at the edge")
  func progressScale() throws {
    let svg = try Self.svg("virtio-touchscreen-1fg-flick-down.gtape")
    // The progress panel is the last panel on the right.
    let panels = Self.elements(svg, "rect", role: "panel").filter {
      Self.number($0, "x") ?? 0 > 300
    }
    let panel = try #require(panels.last)
    let top = try #require(Self.number(panel, "y"))
    let height = try #require(Self.number(panel, "height"))
    let threshold = try #require(Self.elements(svg, "line", role: "threshold").first)
    let y = try #require(Self.number(threshold, "y1"))
    // 0.3 on a 0…1 axis: 30 % up from the bottom (the sum, 2.005, would put it at 15 %).
    #expect(
      abs((top + height - y) / height - 0.3) < 0.01, "threshold at \(y) in \(top)…\(top + height)")
    #expect(svg.contains(">sum 2.005 ↑<"))
  }

  @Test("a series of one sample is drawn as a dot")
  func oneSampleIsVisible() {
    let (_, result) = PlotGeometryTests.extremes[1]
    let svg = ReplayPlot.svg(result)
    let dots = Self.elements(svg, "circle", role: "data")
    #expect(dots.contains { $0.contains("fill=\"\(ReplayPlot.palette[0])\"") }, "\(dots)")
  }

  @Test("coinciding views get different dash patterns, drawn narrower on top")
  func coincidingLines() throws {
    let svg = try Self.svg("virtio-touchscreen-1fg-flick-down.gtape")
    let dashed = Self.elements(svg, "polyline", role: "data").filter {
      $0.contains("stroke-dasharray")
    }
    let patterns = dashed.compactMap { line -> String? in
      guard let range = line.range(of: "stroke-dasharray=\"") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != "\"" })
    }
    // Each view is drawn on the screen panel and the y panel: one pattern per view.
    let perView = Array(patterns.prefix(patterns.count / 2))
    #expect(Set(perView.prefix(7)).count == min(perView.count, 7), "\(perView)")
  }

  @Test("the x position grows upwards, the y position downwards")
  func axisDirections() throws {
    let svg = try Self.svg("wacom-intuos5-touch-2fg-horizontal-swipe.gtape")
    let titles = Self.elements(svg, "text", role: "panel-title")
    #expect(titles.contains { $0.contains(">x position (pt)<") })
    let panels = Self.elements(svg, "rect", role: "panel").filter {
      Self.number($0, "x") ?? 0 > 300
    }
    try #require(panels.count == 3)
    func ticks(in panel: String) -> [(value: Double, y: Double)] {
      let top = Self.number(panel, "y") ?? 0
      let bottom = top + (Self.number(panel, "height") ?? 0)
      let left = Self.number(panel, "x") ?? 0
      return Self.elements(svg, "text", role: "tick").compactMap { tick in
        guard let x = Self.number(tick, "x"), abs(x - (left - 6)) < 0.5,
          let y = Self.number(tick, "y"), y >= top - 1, y <= bottom + 5,
          let value = Double(tick.split(separator: ">").last?.prefix { $0 != "<" } ?? "")
        else { return nil }
        return (value, y)
      }.sorted { $0.value < $1.value }
    }
    let yTicks = ticks(in: panels[0])
    let xTicks = ticks(in: panels[1])
    try #require(yTicks.count >= 2 && xTicks.count >= 2)
    #expect((yTicks.last?.y ?? 0) > (yTicks.first?.y ?? 0), "y grows downwards")
    #expect((xTicks.last?.y ?? 0) < (xTicks.first?.y ?? 0), "x grows upwards")
  }
}
