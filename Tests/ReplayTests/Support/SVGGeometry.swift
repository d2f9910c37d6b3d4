import Foundation
import Replay

@testable import HeroReplay
@testable import ReplayCore
@testable import ReplayHunt
@testable import ReplayReports

/// What a plot's SVG draws, read back for geometry checks: the canvas, every text with a box
/// estimated from its font size and string (SVGDocument's estimate: 0.62 em per ASCII character,
/// 1 em otherwise; from 0.8 em above the baseline to 0.25 em below), and the box of every other
/// element. Reads the plain SVG the report writes (one element per line), old and new.
struct SVGGeometry {
  struct Box: CustomStringConvertible {
    var minX, minY, maxX, maxY: Double
    var role: String
    var label: String

    func overlaps(_ other: Box, by slack: Double = 0.5) -> Bool {
      minX + slack < other.maxX && other.minX + slack < maxX && minY + slack < other.maxY
        && other.minY + slack < maxY
    }

    var description: String {
      "\(role) '\(label)' [\(Int(minX))…\(Int(maxX)) × \(Int(minY))…\(Int(maxY))]"
    }
  }

  var width = 0.0
  var height = 0.0
  var texts: [Box] = []
  var shapes: [Box] = []

  init(svg: String) {
    var defaultFontSize = 16.0
    for raw in svg.split(separator: "\n") {
      let line = String(raw)
      let attributes = Self.attributes(line)
      func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
      if line.hasPrefix("<svg") {
        width = number("width") ?? 0
        height = number("height") ?? 0
        defaultFontSize = number("font-size") ?? defaultFontSize
      } else if line.hasPrefix("<text") {
        let content = Self.unescape(Self.content(line))
        let size = number("font-size") ?? defaultFontSize
        let x = number("x") ?? 0
        let y = number("y") ?? 0
        let advance = SVGDocument.textWidth(content, fontSize: size)
        let start: Double
        switch attributes["text-anchor"] {
        case "middle": start = x - advance / 2
        case "end": start = x - advance
        default: start = x
        }
        texts.append(
          Box(
            minX: start, minY: y - 0.8 * size, maxX: start + advance, maxY: y + 0.25 * size,
            role: attributes["class"] ?? "text", label: content))
      } else if line.hasPrefix("<line") {
        let xs = [number("x1") ?? 0, number("x2") ?? 0]
        let ys = [number("y1") ?? 0, number("y2") ?? 0]
        shapes.append(
          Box(
            minX: xs.min() ?? 0, minY: ys.min() ?? 0, maxX: xs.max() ?? 0, maxY: ys.max() ?? 0,
            role: attributes["class"] ?? "line", label: ""))
      } else if line.hasPrefix("<rect") {
        let x = number("x") ?? 0
        let y = number("y") ?? 0
        // A percentage (the old background) covers the canvas.
        let w = number("width") ?? width
        let h = number("height") ?? height
        shapes.append(
          Box(
            minX: x, minY: y, maxX: x + w, maxY: y + h, role: attributes["class"] ?? "rect",
            label: ""))
      } else if line.hasPrefix("<circle") {
        let x = number("cx") ?? 0
        let y = number("cy") ?? 0
        let r = number("r") ?? 0
        shapes.append(
          Box(
            minX: x - r, minY: y - r, maxX: x + r, maxY: y + r,
            role: attributes["class"] ?? "circle", label: ""))
      } else if line.hasPrefix("<polyline") {
        let points = (attributes["points"] ?? "").split(separator: " ").compactMap {
          pair -> (Double, Double)? in
          let parts = pair.split(separator: ",").compactMap { Double($0) }
          return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
        guard !points.isEmpty else { continue }
        shapes.append(
          Box(
            minX: points.map(\.0).min() ?? 0, minY: points.map(\.1).min() ?? 0,
            maxX: points.map(\.0).max() ?? 0, maxY: points.map(\.1).max() ?? 0,
            role: attributes["class"] ?? "polyline", label: ""))
      }
    }
  }

  /// Everything wrong with the layout: elements outside the canvas, overlapping texts, text over
  /// a panel's data area (titles, ticks, markers' labels and the legend all sit outside them).
  var problems: [String] {
    var problems: [String] = []
    for box in texts + shapes
    where box.minX < -0.5 || box.minY < -0.5 || box.maxX > width + 0.5 || box.maxY > height + 0.5 {
      problems.append("outside the \(Int(width))×\(Int(height)) canvas: \(box)")
    }
    for (index, text) in texts.enumerated() {
      for other in texts[(index + 1)...] where text.overlaps(other) {
        problems.append("overlapping texts: \(text) and \(other)")
      }
    }
    let panels = shapes.filter { $0.role == "panel" }
    for text in texts {
      for panel in panels where text.overlaps(panel) {
        problems.append("text over a panel: \(text)")
      }
    }
    return problems
  }

  private static func attributes(_ line: String) -> [String: String] {
    var result: [String: String] = [:]
    let head = line.prefix { $0 != ">" }
    var rest = Substring(head)
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].split(separator: " ").last.map(String.init) ?? ""
      let afterEquals = rest[rest.index(after: equals)...]
      guard afterEquals.first == "\"" else { break }
      let valueStart = afterEquals.index(after: afterEquals.startIndex)
      guard let valueEnd = afterEquals[valueStart...].firstIndex(of: "\"") else { break }
      result[name] = String(afterEquals[valueStart..<valueEnd])
      rest = afterEquals[afterEquals.index(after: valueEnd)...]
    }
    return result
  }

  private static func content(_ line: String) -> String {
    guard let open = line.firstIndex(of: ">"), let close = line.range(of: "</text>") else {
      return ""
    }
    return String(line[line.index(after: open)..<close.lowerBound])
  }

  private static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
  }
}
