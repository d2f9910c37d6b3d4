import ReplayCore

/// A small SVG writer for the report's plots: elements in drawing order, numbers with one
/// decimal, text escaped, and text widths estimated from the font size so that a layout can
/// keep labels apart and inside the canvas (the same estimate the plot's geometry test uses).
struct SVGDocument {
  private(set) var elements: [String] = []

  /// The estimated advance width of `text` at `fontSize`: 0.62 em per ASCII character, 1 em for
  /// anything else (symbols such as ● ━ → ≤). Generous for DejaVu Sans and Helvetica, whose
  /// widest common glyphs are about 0.6 em.
  static func textWidth(_ text: String, fontSize: Double) -> Double {
    text.unicodeScalars.reduce(0) { $0 + ($1.isASCII ? 0.62 : 1.0) } * fontSize
  }

  /// `text` cut to fit `width` at `fontSize`, with an ellipsis when cut.
  static func fitting(_ text: String, width: Double, fontSize: Double) -> String {
    guard textWidth(text, fontSize: fontSize) > width else { return text }
    var result = ""
    for character in text {
      let candidate = result + String(character)
      if textWidth(candidate + "…", fontSize: fontSize) > width { break }
      result = candidate
    }
    return result + "…"
  }

  static func number(_ value: Double) -> String { ReplayFormat.number(value, decimals: 1) }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A text whose baseline starts at (`x`, `y`) (or ends there with `anchor: "end"`).
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, fill: String = "#222",
    anchor: String = "start", role: String
  ) {
    let n = Self.number
    elements.append(
      "<text class=\"\(role)\" x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" "
        + "text-anchor=\"\(anchor)\" fill=\"\(fill)\">\(Self.escape(text))</text>")
  }

  mutating func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String,
    width: Double = 1, dash: String? = nil, role: String
  ) {
    let n = Self.number
    elements.append(
      "<line class=\"\(role)\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" "
        + "stroke=\"\(stroke)\" stroke-width=\"\(n(width))\""
        + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>")
  }

  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil,
    role: String
  ) {
    let n = Self.number
    elements.append(
      "<rect class=\"\(role)\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" "
        + "height=\"\(n(height))\" fill=\"\(fill)\""
        + (stroke.map { " stroke=\"\($0)\"" } ?? "") + "/>")
  }

  mutating func circle(x: Double, y: Double, radius: Double, fill: String, role: String) {
    let n = Self.number
    elements.append(
      "<circle class=\"\(role)\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(radius))\" "
        + "fill=\"\(fill)\"/>")
  }

  mutating func polyline(
    _ points: [(x: Double, y: Double)], stroke: String, width: Double = 2, dash: String? = nil,
    role: String
  ) {
    guard !points.isEmpty else { return }
    let n = Self.number
    let list = Self.thinned(points).map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
    elements.append(
      "<polyline class=\"\(role)\" points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" "
        + "stroke-width=\"\(n(width))\"" + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "")
        + "/>")
  }

  /// `points` with at most four per half-pixel column of x — the first, the lowest, the highest
  /// and the last — which draws the same line: a ten-minute replay's 36 000 frames become a few
  /// thousand points per series instead of an SVG of megabytes.
  static func thinned(_ points: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
    guard points.count > 64 else { return points }
    var result: [(x: Double, y: Double)] = []
    var column: [(x: Double, y: Double)] = []
    var columnKey = Double.nan
    func flush() {
      guard let first = column.first, let last = column.last else { return }
      var kept = [first]
      if let low = column.min(by: { $0.y < $1.y }), let high = column.max(by: { $0.y < $1.y }) {
        // In drawing order, so the line still passes through both.
        let extremes =
          column.firstIndex { $0 == low } ?? 0 <= column.firstIndex { $0 == high } ?? 0
          ? [low, high] : [high, low]
        kept += extremes
      }
      kept.append(last)
      for point in kept where result.last.map({ $0 != point }) ?? true { result.append(point) }
      column.removeAll(keepingCapacity: true)
    }
    for point in points {
      let key = (point.x * 2).rounded()
      if key != columnKey {
        flush()
        columnKey = key
      }
      column.append(point)
    }
    flush()
    return result
  }

  /// The document, `width` × `height`, white background.
  func rendered(width: Double, height: Double) -> String {
    let n = Self.number
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"DejaVu Sans, Helvetica, "
        + "Arial, sans-serif\">",
      "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "fill=\"white\"/>",
    ]
    lines += elements
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }
}
