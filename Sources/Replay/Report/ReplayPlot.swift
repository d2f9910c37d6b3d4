import Foundation

/// Draws a ``ReplayResult`` as SVG: on the left the screen with the finger's path and the paths
/// of the views with a heroID; on the right their vertical position over time, with the
/// release and the end of the transition marked. Hand-written SVG, no dependencies.
public enum ReplayPlot {
  /// The plot of `result` on a screen of `screenWidth` × `screenHeight` points.
  public static func svg(
    _ result: ReplayResult, screenWidth: Double = 375, screenHeight: Double = 667
  ) -> String {
    let scale = 0.8
    let margin = 30.0
    let screenW = screenWidth * scale
    let screenH = screenHeight * scale
    let chartX = margin * 2 + screenW
    let chartW = 520.0
    let chartH = screenH
    let width = chartX + chartW + margin
    let height = screenH + margin * 3
    let palette = ["#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]
    func n(_ v: Double) -> String { ReplayFormat.number(v, decimals: 1) }
    func esc(_ s: String) -> String {
      s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
    func sx(_ x: Double) -> Double { margin + x * scale }
    func sy(_ y: Double) -> Double { margin * 2 + y * scale }

    var views: [String] = []
    for frame in result.timeline {
      for view in frame.views where view.heroID != nil && !views.contains(view.id) {
        views.append(view.id)
      }
    }
    views = Array(views.prefix(palette.count))
    let lastTime = max(result.timeline.last?.time ?? 1, result.input.last?.time ?? 1, 1)
    func tx(_ t: Int64) -> Double { chartX + Double(t) / Double(lastTime) * chartW }
    func ty(_ y: Double) -> Double { margin * 2 + min(max(y, -100), screenHeight + 100) * scale }

    var out: [String] = []
    out.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"sans-serif\" font-size=\"11\">")
    out.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>")
    let title = "\(result.source): \(result.outcome.kind.rawValue), \(result.settings.frameRate) Hz, "
      + "\(ReplayFormat.compact(result.settings.speed))×"
    out.append("<text x=\"\(n(margin))\" y=\"\(n(margin))\" font-size=\"14\">\(esc(title))</text>")
    out.append(
      "<rect x=\"\(n(sx(0)))\" y=\"\(n(sy(0)))\" width=\"\(n(screenW))\" height=\"\(n(screenH))\" "
        + "fill=\"#f7f7f7\" stroke=\"#333\"/>")
    out.append(
      "<rect x=\"\(n(chartX))\" y=\"\(n(margin * 2))\" width=\"\(n(chartW))\" "
        + "height=\"\(n(chartH))\" fill=\"none\" stroke=\"#333\"/>")
    out.append(
      "<text x=\"\(n(chartX))\" y=\"\(n(margin * 2 - 6))\">y (points) over time "
        + "(0 – \(ReplayFormat.time(lastTime)))</text>")

    func polyline(_ points: [(Double, Double)], color: String, dash: Bool = false) -> String {
      let list = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
      return "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\""
        + (dash ? " stroke-dasharray=\"5,3\"" : "") + "/>"
    }
    // Finger.
    let finger = result.input.map { (sx($0.location.x), sy($0.location.y)) }
    if !finger.isEmpty {
      out.append(polyline(finger, color: "#1f77b4"))
      out.append(
        polyline(result.input.map { (tx($0.time), ty($0.location.y)) }, color: "#1f77b4"))
      if let first = finger.first {
        out.append("<circle cx=\"\(n(first.0))\" cy=\"\(n(first.1))\" r=\"4\" fill=\"#1f77b4\"/>")
      }
      if let last = finger.last {
        out.append(
          "<rect x=\"\(n(last.0 - 4))\" y=\"\(n(last.1 - 4))\" width=\"8\" height=\"8\" "
            + "fill=\"#1f77b4\"/>")
      }
    }
    // Views.
    for (index, id) in views.enumerated() {
      let color = palette[index]
      let track = result.timeline.compactMap { frame in frame.view(id).map { (frame.time, $0) } }
      out.append(polyline(track.map { (sx($0.1.position.x), sy($0.1.position.y)) }, color: color,
        dash: true))
      out.append(polyline(track.map { (tx($0.0), ty($0.1.position.y)) }, color: color, dash: true))
    }
    // Markers.
    for (label, time) in [("release", result.outcome.release), ("end", result.outcome.end)] {
      guard let time else { continue }
      out.append(
        "<line x1=\"\(n(tx(time)))\" y1=\"\(n(margin * 2))\" x2=\"\(n(tx(time)))\" "
          + "y2=\"\(n(margin * 2 + chartH))\" stroke=\"#999\" stroke-dasharray=\"2,2\"/>")
      out.append(
        "<text x=\"\(n(tx(time) + 3))\" y=\"\(n(margin * 2 + 12))\" fill=\"#555\">"
          + "\(label) \(ReplayFormat.time(time))</text>")
    }
    // Legend.
    var legendY = margin * 2 + chartH + 18
    out.append(
      "<text x=\"\(n(margin))\" y=\"\(n(legendY))\" fill=\"#1f77b4\">━ finger (● down, ■ up)"
        + "</text>")
    var legendX = margin + 160
    for (index, id) in views.enumerated() {
      out.append(
        "<text x=\"\(n(legendX))\" y=\"\(n(legendY))\" fill=\"\(palette[index])\">┅ "
          + "\(esc(id))</text>")
      legendX += 110
      if legendX > width - 100 {
        legendX = margin + 160
        legendY += 14
      }
    }
    if let decision = result.decisions.last {
      out.append(
        "<text x=\"\(n(chartX))\" y=\"\(n(margin * 2 + chartH + 18))\">"
          + "\(esc(decision.summary))</text>")
    }
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }
}
