import ReplayCore

/// Draws a `ReplayResult` as SVG, for people: on the left the screen with the finger's path
/// and the paths of the views with a heroID (of the views that moved, in an app without Hero);
/// on the right, over a shared time axis, their y
/// position, their x position (when the gesture moves sideways) and the transition's progress
/// with the handler's threshold. Every panel has ticks, values and a label; the release, the
/// transition's start and end are marked across the time panels and labelled in a band of their
/// own; the legend sits below the panels and lists only what was drawn. The layout places text
/// by estimated widths (`SVGDocument/textWidth(_:fontSize:)`) so that no label overlaps
/// another or leaves the canvas, whatever the recording (`PlotGeometryTests` checks it on every
/// shipped recording and on extremes). Hand-written SVG, no dependencies.
public enum ReplayPlot {
  /// The plot of `result` on a screen of `screenWidth` × `screenHeight` points.
  ///
  /// - Parameters:
  ///   - result: the replay to draw (a result with no display frame draws its input alone).
  ///   - screenWidth: the width of the screen panel, in points of the replay's screen.
  ///   - screenHeight: the height of the screen panel, in points.
  /// - Returns: a self-contained SVG document.
  public static func svg(
    _ result: ReplayResult, screenWidth: Double = 375, screenHeight: Double = 667
  ) -> String {
    var plot = Drawing(result: result, screenWidth: screenWidth, screenHeight: screenHeight)
    return plot.render()
  }

  static let fingerColor = "#1f77b4"
  static let palette = [
    "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf",
  ]

  /// The dash pattern of the dashed series at `index`: each its own, so views whose lines
  /// coincide show both colours in turn.
  static func dash(for index: Int) -> String {
    let patterns = ["6,3", "2,3", "9,3,2,3", "4,5", "12,4", "2,2,6,2", "1,4"]
    return patterns[index % patterns.count]
  }

  /// One series drawn in the plot.
  struct Series {
    var name: String
    var color: String
    var dashed: Bool
    /// (time in s, position) samples.
    var samples: [(time: Double, point: ReplayPoint)]
  }

  /// The layout and drawing of one plot.
  private struct Drawing {
    let result: ReplayResult
    let screenWidth: Double
    let screenHeight: Double
    var svg = SVGDocument()

    let margin = 16.0
    let tickSize = 10.0
    let labelSize = 11.0
    let chartWidth = 560.0

    init(result: ReplayResult, screenWidth: Double, screenHeight: Double) {
      self.result = result
      self.screenWidth = max(screenWidth, 1)
      self.screenHeight = max(screenHeight, 1)
    }

    // MARK: Data

    var finger: Series {
      var down = result.input.filter { $0.touchCount > 0 }
      if down.isEmpty { down = result.input }
      return Series(
        name: "finger (● down, ■ up)", color: ReplayPlot.fingerColor, dashed: false,
        samples: down.filter { $0.location.x.isFinite && $0.location.y.isFinite }
          .map { ($0.time.seconds, $0.location) })
    }

    /// The views with a heroID, in order of first appearance, as many as there are colours;
    /// when none has one (an app without Hero), the views that moved.
    var views: (drawn: [Series], notDrawn: Int) {
      var ids: [String] = []
      for frame in result.timeline {
        for view in frame.views where view.heroID != nil && !ids.contains(view.id) {
          ids.append(view.id)
        }
      }
      if ids.isEmpty { ids = movedViews }
      let drawn = ids.prefix(ReplayPlot.palette.count).enumerated().map { index, id in
        Series(
          name: id, color: ReplayPlot.palette[index], dashed: true,
          samples: result.timeline.compactMap { frame in
            guard let view = frame.view(id), view.position.x.isFinite, view.position.y.isFinite
            else { return nil }
            return (frame.time.seconds, view.position)
          })
      }
      return (drawn, ids.count - drawn.count)
    }

    /// The views whose position changed by more than a point during the replay, in order of
    /// first appearance.
    var movedViews: [String] {
      var first: [String: ReplayPoint] = [:]
      var order: [String] = []
      var moved: Set<String> = []
      for frame in result.timeline {
        for view in frame.views {
          if let start = first[view.id] {
            if start.distance(to: view.position) > 1 { moved.insert(view.id) }
          } else {
            first[view.id] = view.position
            order.append(view.id)
          }
        }
      }
      return order.filter { moved.contains($0) }
    }

    var progress: [(time: Double, value: Double)] {
      result.timeline.compactMap { frame in
        guard let progress = frame.progress, progress.isFinite else { return nil }
        return (frame.time.seconds, progress)
      }
    }

    var markers: [(name: String, label: String, time: Double)] {
      let outcome = result.outcome
      var list: [(String, String, VirtualInstant)] = []
      if let time = outcome.transitionStart { list.append(("start", "start", time)) }
      if let time = outcome.release { list.append(("release", "release", time)) }
      if let time = outcome.end { list.append(("end", "end (\(outcome.kind.rawValue))", time)) }
      return list.map { ($0.0, "\($0.1) \(ReplayFormat.time($0.2))", $0.2.seconds) }
    }

    var duration: Double {
      let times = [
        result.timeline.last?.time, result.input.last?.time, result.outcome.end,
        result.outcome.release,
      ].compactMap { $0 }
      return max((times.max() ?? .zero).seconds, 0.001)
    }

    // MARK: Layout and drawing

    /// The page's columns: the screen on the left, the time panels on the right.
    private struct Columns {
      let scale: Double
      let screenX: Double
      let screenW: Double
      let screenH: Double
      let chartX: Double
      let width: Double
    }

    /// Marker labels sit in rows starting here, above the time panels.
    private let bandTop = 56.0

    mutating func render() -> String {
      let fingerSeries = finger
      let (viewSeries, hiddenViews) = views
      let all = (fingerSeries.samples.isEmpty ? [] : [fingerSeries]) + viewSeries
      let progressSamples = progress
      let decision = result.decisions.last
      let markerList = markers
      let timeAxis = PlotAxis(minimum: 0, maximum: duration, ticks: 8)

      let scale = min(300 / screenWidth, 480 / screenHeight, 1)
      let screenW = screenWidth * scale
      let chartX = margin + 40 + screenW + 72
      let columns = Columns(
        scale: scale, screenX: margin + 40, screenW: screenW, screenH: screenHeight * scale,
        chartX: chartX, width: chartX + chartWidth + 118)

      drawHeader(width: columns.width, decision: decision)
      let bandHeight = drawMarkerLabels(markerList, timeAxis: timeAxis, columns: columns)
      let panelTop = bandTop + bandHeight + 22

      // Whether the gesture moves sideways: some series spans 24 points or more in x.
      let sideways = all.contains { series in
        let xs = series.samples.map(\.point.x)
        return (xs.max() ?? 0) - (xs.min() ?? 0) >= 24
      }
      var panels: [(title: String, height: Double, kind: PanelKind)] = [
        ("y position (pt)", 170, .position(\.y))
      ]
      if sideways { panels.append(("x position (pt)", 120, .position(\.x))) }
      panels.append(("transition progress", 120, .progress))
      let drawn = drawTimePanels(
        panels, series: all, progress: progressSamples, decision: decision, timeAxis: timeAxis,
        chartX: chartX, top: panelTop)
      let lastBottom = drawn.bottoms.last ?? panelTop
      svg.text(
        "time (s)", x: chartX + chartWidth, y: lastBottom + 28, size: labelSize, anchor: "end",
        role: "axis-label")
      drawMarkerLines(
        markerList, timeAxis: timeAxis, chartX: chartX,
        firstTitle: panels[0].title, bandBottom: bandTop + bandHeight, panelTop: panelTop,
        bottoms: drawn.bottoms)
      drawScreen(series: all, finger: fingerSeries, columns: columns, top: panelTop)

      // The legend: below everything, only what was drawn.
      var entries: [(text: String, color: String, style: LegendStyle)] = all.enumerated().map {
        ($1.name, $1.color, $1.dashed ? .pattern(ReplayPlot.dash(for: $0)) : .solid)
      }
      if hiddenViews > 0 {
        entries.append(("+\(hiddenViews) more views not drawn", "#555", .none))
      }
      if !progressSamples.isEmpty { entries.append(("progress", "#333", .solid)) }
      if drawn.threshold { entries.append(("decision threshold", "#b00", .dashed)) }
      if drawn.sum { entries.append(("sum the handler compared", "#b00", .dot)) }
      if !markerList.isEmpty {
        entries.append((markerList.map(\.name).joined(separator: " / "), "#888", .dotted))
      }
      let legendTop = max(lastBottom + 44, panelTop + columns.screenH + 44) + 12
      let bottom = drawLegend(entries, top: legendTop, width: columns.width)
      return svg.rendered(width: columns.width, height: bottom + 14)
    }

    /// The title (recording, outcome, frame rate, speed) and the decision, cut to fit.
    private mutating func drawHeader(width: Double, decision: ReplayDecision?) {
      let title =
        "\(result.source): \(result.outcome.kind.rawValue), \(result.settings.frameRate) Hz, "
        + "\(ReplayFormat.compact(result.settings.speed))×"
      svg.text(
        SVGDocument.fitting(title, width: width - 2 * margin, fontSize: 14), x: margin, y: 24,
        size: 14, role: "title")
      let subtitle = decision.map { "Decision: \($0.summary)" } ?? "No decision recorded."
      svg.text(
        SVGDocument.fitting(subtitle, width: width - 2 * margin, fontSize: labelSize), x: margin,
        y: 42, size: labelSize, fill: "#444", role: "subtitle")
    }

    /// The markers' labels in a band of rows above the time panels, no two overlapping (a label
    /// that would run off the right edge ends at its marker instead). Returns the band's height.
    private mutating func drawMarkerLabels(
      _ markers: [(name: String, label: String, time: Double)], timeAxis: PlotAxis,
      columns: Columns
    ) -> Double {
      var rows: [[(Double, Double)]] = []
      var placed: [(label: String, x: Double, anchor: String, row: Int)] = []
      for marker in markers.sorted(by: { $0.time < $1.time }) {
        let x = timeAxis.map(marker.time, from: columns.chartX, to: columns.chartX + chartWidth)
        let textWidth = SVGDocument.textWidth(marker.label, fontSize: tickSize)
        let fitsRight = x + 3 + textWidth <= columns.width - margin
        let span = fitsRight ? (x + 3, x + 3 + textWidth) : (x - 3 - textWidth, x - 3)
        var row = 0
        while row < rows.count,
          rows[row].contains(where: { span.0 < $0.1 + 8 && $0.0 < span.1 + 8 })
        {
          row += 1
        }
        if row == rows.count { rows.append([]) }
        rows[row].append(span)
        placed.append((marker.label, fitsRight ? x + 3 : x - 3, fitsRight ? "start" : "end", row))
      }
      for label in placed {
        svg.text(
          label.label, x: label.x, y: bandTop + 11 + Double(label.row) * 14, size: tickSize,
          fill: "#555", anchor: label.anchor, role: "marker-label")
      }
      return Double(rows.count) * 14
    }

    /// The time panels from `top` down; returns their bottoms and whether the threshold and the
    /// compared sum were drawn.
    private mutating func drawTimePanels(
      _ panels: [(title: String, height: Double, kind: PanelKind)], series all: [Series],
      progress progressSamples: [(time: Double, value: Double)], decision: ReplayDecision?,
      timeAxis: PlotAxis, chartX: Double, top panelTop: Double
    ) -> (bottoms: [Double], threshold: Bool, sum: Bool) {
      var top = panelTop
      var bottoms: [Double] = []
      var thresholdDrawn = false
      var sumDrawn = false
      for panel in panels {
        svg.text(
          panel.title, x: chartX, y: top - 7, size: labelSize, fill: "#222", role: "panel-title")
        svg.rect(
          x: chartX, y: top, width: chartWidth, height: panel.height, fill: "#fcfcfc",
          stroke: "#333", role: "panel")
        let bottom = top + panel.height
        let valueAxis: PlotAxis
        switch panel.kind {
        case .position(let coordinate):
          let values = all.flatMap { $0.samples.map { $0.point[keyPath: coordinate] } }
          valueAxis = PlotAxis(
            minimum: values.min() ?? 0, maximum: values.max() ?? screenHeight,
            ticks: max(2, Int(panel.height / 34)))
          // y grows downwards, as on the screen; x grows upwards (the screen's right is the
          // panel's up), so a swipe right rises.
          let growsDown = coordinate == \ReplayPoint.y
          func py(_ value: Double) -> Double {
            growsDown
              ? valueAxis.map(value, from: top, to: bottom)
              : valueAxis.map(value, from: bottom, to: top)
          }
          drawValueTicks(valueAxis, x: chartX, map: py)
          let width = chartWidth
          let placed = all.map { series in
            series.samples.map { sample in
              (
                x: timeAxis.map(sample.time, from: chartX, to: chartX + width),
                y: py(sample.point[keyPath: coordinate])
              )
            }
          }
          drawSeries(all, placed)
        case .progress:
          // Progress and the threshold on their own scale (0…1 unless they leave it); the sum
          // the handler compared is a labelled value, pinned to the panel's edge when it lies
          // beyond, so a large velocity term cannot squeeze the comparison into a few pixels.
          var values = progressSamples.map(\.value) + [0, 1]
          if let decision { values.append(decision.threshold) }
          valueAxis = PlotAxis(
            minimum: values.min() ?? 0, maximum: values.max() ?? 1,
            ticks: max(2, Int(panel.height / 34)))
          // Progress grows upwards.
          func py(_ value: Double) -> Double { valueAxis.map(value, from: bottom, to: top) }
          drawValueTicks(valueAxis, x: chartX, map: py)
          svg.polyline(
            progressSamples.map {
              (timeAxis.map($0.time, from: chartX, to: chartX + chartWidth), py($0.value))
            }, stroke: "#333", role: "data")
          if let decision {
            let y = py(decision.threshold)
            svg.line(
              chartX, y, chartX + chartWidth, y, stroke: "#b00", dash: "4,3", role: "threshold")
            svg.text(
              "threshold \(ReplayFormat.compact(decision.threshold))", x: chartX + chartWidth + 6,
              y: y + 4, size: tickSize, fill: "#b00", role: "threshold-label")
            thresholdDrawn = true
            let x = timeAxis.map(decision.time.seconds, from: chartX, to: chartX + chartWidth)
            let sum = decision.sum
            let beyond = sum > valueAxis.upper ? 1 : sum < valueAxis.lower ? -1 : 0
            let sumY = beyond > 0 ? top + 4 : beyond < 0 ? bottom - 4 : py(sum)
            svg.circle(x: x, y: sumY, radius: 3.5, fill: "#b00", role: "data")
            let arrow = beyond > 0 ? " ↑" : beyond < 0 ? " ↓" : ""
            // In the right margin beside the threshold's label, never on top of it.
            var labelY = sumY + 4
            let thresholdLabelY = py(decision.threshold) + 4
            if abs(labelY - thresholdLabelY) < 12 {
              labelY = thresholdLabelY + (labelY >= thresholdLabelY ? 12 : -12)
            }
            svg.text(
              "sum \(ReplayFormat.number(sum, decimals: 3))\(arrow)", x: chartX + chartWidth + 6,
              y: labelY, size: tickSize, fill: "#b00", role: "sum-label")
            sumDrawn = true
          }
        }
        drawTimeTicks(timeAxis, x: chartX, y: bottom)
        bottoms.append(bottom)
        top = bottom + 50
      }
      return (bottoms, thresholdDrawn, sumDrawn)
    }

    /// Marker lines through each time panel (not through the titles and tick labels between
    /// them), joined to their labels above the first panel where that crosses no title.
    private mutating func drawMarkerLines(
      _ markers: [(name: String, label: String, time: Double)], timeAxis: PlotAxis,
      chartX: Double, firstTitle: String, bandBottom: Double, panelTop: Double,
      bottoms: [Double]
    ) {
      let firstTitleEnd = chartX + SVGDocument.textWidth(firstTitle, fontSize: labelSize)
      for marker in markers {
        let x = timeAxis.map(marker.time, from: chartX, to: chartX + chartWidth)
        var panelTopY = panelTop
        for bottom in bottoms {
          svg.line(x, panelTopY, x, bottom, stroke: "#888", dash: "2,3", role: "marker")
          panelTopY = bottom + 50
        }
        if x > firstTitleEnd + 2 {
          svg.line(x, bandBottom, x, panelTop, stroke: "#888", dash: "2,3", role: "marker")
        }
      }
    }

    /// Every series through `place`: the first drawn widest, each later one narrower on top,
    /// so lines that coincide stay distinguishable (each shows as a band of its colour around
    /// the next); a series of one sample is a dot, not an invisible line.
    private mutating func drawSeries(_ all: [Series], _ placed: [[(x: Double, y: Double)]]) {
      for (index, series) in all.enumerated() {
        let points = placed[index]
        if points.count == 1, let point = points.first {
          svg.circle(x: point.x, y: point.y, radius: 3, fill: series.color, role: "data")
          continue
        }
        let width = max(1, 2 + 2.5 * Double(all.count - 1 - index) / Double(max(all.count - 1, 1)))
        svg.polyline(
          points, stroke: series.color, width: width,
          dash: series.dashed ? ReplayPlot.dash(for: index) : nil,
          role: "data")
      }
    }

    /// The screen with its ticks and every series' path (clamped to the screen's edges), the
    /// finger's first point (●) and last (■).
    private mutating func drawScreen(
      series all: [Series], finger fingerSeries: Series, columns: Columns, top panelTop: Double
    ) {
      let screenX = columns.screenX
      let screenW = columns.screenW
      let screenH = columns.screenH
      let scale = columns.scale
      svg.text("screen (pt)", x: screenX, y: panelTop - 7, size: labelSize, role: "panel-title")
      svg.rect(
        x: screenX, y: panelTop, width: screenW, height: screenH, fill: "#f4f4f4", stroke: "#333",
        role: "panel")
      let screenXAxis = PlotAxis(minimum: 0, maximum: screenWidth, ticks: max(2, Int(screenW / 45)))
      let screenYAxis = PlotAxis(
        minimum: 0, maximum: screenHeight, ticks: max(2, Int(screenH / 50)))
      let width = screenWidth
      let height = screenHeight
      func sx(_ x: Double) -> Double { screenX + min(max(x, 0), width) * scale }
      func sy(_ y: Double) -> Double { panelTop + min(max(y, 0), height) * scale }
      for tick in screenXAxis.ticks where tick <= screenWidth + 1e-9 {
        svg.line(
          sx(tick), panelTop + screenH, sx(tick), panelTop + screenH + 4, stroke: "#333",
          role: "tick")
        svg.text(
          screenXAxis.label(tick), x: sx(tick), y: panelTop + screenH + 15, size: tickSize,
          anchor: "middle", role: "tick")
      }
      for tick in screenYAxis.ticks where tick <= screenHeight + 1e-9 {
        svg.line(screenX - 4, sy(tick), screenX, sy(tick), stroke: "#333", role: "tick")
        svg.text(
          screenYAxis.label(tick), x: screenX - 6, y: sy(tick) + 3.5, size: tickSize,
          anchor: "end", role: "tick")
      }
      svg.text(
        "x (pt)", x: screenX + screenW, y: panelTop + screenH + 30, size: labelSize,
        anchor: "end", role: "axis-label")
      drawSeries(all, all.map { $0.samples.map { (x: sx($0.point.x), y: sy($0.point.y)) } })
      if let first = fingerSeries.samples.first {
        svg.circle(
          x: sx(first.point.x), y: sy(first.point.y), radius: 4, fill: ReplayPlot.fingerColor,
          role: "data")
      }
      if let last = fingerSeries.samples.last {
        svg.rect(
          x: sx(last.point.x) - 4, y: sy(last.point.y) - 4, width: 8, height: 8,
          fill: ReplayPlot.fingerColor, role: "data")
      }
    }

    /// The legend's entries in rows from `top`, wrapped at the canvas' width; returns the last
    /// row's baseline.
    private mutating func drawLegend(
      _ entries: [(text: String, color: String, style: LegendStyle)], top: Double, width: Double
    ) -> Double {
      var legendX = margin
      var legendY = top
      for entry in entries {
        let entryWidth = 26 + SVGDocument.textWidth(entry.text, fontSize: labelSize)
        if legendX > margin, legendX + entryWidth > width - margin {
          legendX = margin
          legendY += 18
        }
        switch entry.style {
        case .solid:
          svg.line(
            legendX, legendY - 4, legendX + 18, legendY - 4, stroke: entry.color, width: 2,
            role: "legend-swatch")
        case .dashed:
          svg.line(
            legendX, legendY - 4, legendX + 18, legendY - 4, stroke: entry.color, width: 2,
            dash: "6,3", role: "legend-swatch")
        case .dotted:
          svg.line(
            legendX, legendY - 4, legendX + 18, legendY - 4, stroke: entry.color, dash: "2,3",
            role: "legend-swatch")
        case .pattern(let dash):
          svg.line(
            legendX, legendY - 4, legendX + 18, legendY - 4, stroke: entry.color, width: 2,
            dash: dash, role: "legend-swatch")
        case .dot:
          svg.circle(
            x: legendX + 9, y: legendY - 4, radius: 3.5, fill: entry.color, role: "legend-swatch")
        case .none:
          break
        }
        svg.text(
          SVGDocument.fitting(entry.text, width: width - 2 * margin - 24, fontSize: labelSize),
          x: legendX + 24, y: legendY, size: labelSize,
          fill: entry.color == "#888" ? "#555" : entry.color, role: "legend")
        legendX += entryWidth + 22
      }
      return legendY
    }

    private enum PanelKind {
      case position(KeyPath<ReplayPoint, Double>)
      case progress
    }

    private enum LegendStyle {
      case solid, dashed, dotted, dot, none
      /// A line with this dash pattern.
      case pattern(String)
    }

    /// Value ticks and labels on the left of a panel.
    private mutating func drawValueTicks(_ axis: PlotAxis, x: Double, map: (Double) -> Double) {
      for tick in axis.ticks {
        let y = map(tick)
        svg.line(x - 4, y, x, y, stroke: "#333", role: "tick")
        svg.text(
          axis.label(tick), x: x - 6, y: y + 3.5, size: tickSize, anchor: "end", role: "tick")
      }
    }

    /// Time ticks and labels under a panel.
    private mutating func drawTimeTicks(_ axis: PlotAxis, x: Double, y: Double) {
      for tick in axis.ticks {
        let tx = axis.map(tick, from: x, to: x + chartWidth)
        svg.line(tx, y, tx, y + 4, stroke: "#333", role: "tick")
        svg.text(axis.label(tick), x: tx, y: y + 15, size: tickSize, anchor: "middle", role: "tick")
      }
    }
  }
}
