/// Number and time formatting shared by reports and failure messages (locale-free, stable).
public enum ReplayFormat {
  /// `value` rounded to `decimals` places (0…9), without exponent and without locale; a value
  /// that overflows when scaled (beyond about 1e306) and a non-finite one in Swift's spelling.
  ///
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point, clamped to 0…9.
  public static func number(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "\(value)" }
    let places = max(0, min(decimals, 9))
    var scale: Double = 1
    for _ in 0..<places { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    // A value near the largest double overflows when scaled: Swift's own spelling (`1e+308`).
    guard rounded.isFinite else { return "\(value)" }
    let negative = rounded < 0
    let magnitude = abs(rounded)
    let whole = magnitude.rounded(.down)
    var text = whole < 1e15 ? String(Int64(whole)) : "\(whole)"
    if places > 0 {
      let fraction = Int64(((magnitude - whole) * scale).rounded())
      var digits = String(fraction)
      while digits.count < places { digits = "0" + digits }
      text += "." + digits
    }
    return (negative && rounded != 0 ? "-" : "") + text
  }

  /// `value` with at most `decimals` places and no trailing zeros: `0.5`, `2`, `0.125`.
  /// A value too small for `decimals` keeps three significant digits.
  ///
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: the most places after the point, clamped to 0…9.
  public static func compact(_ value: Double, decimals: Int = 3) -> String {
    // A value too small for the decimals keeps three significant digits (a speed of 1e-9 is
    // not "0×").
    var limit = 1.0
    for _ in 0..<decimals { limit /= 10 }
    if value != 0, value.isFinite, abs(value) < limit / 2 {
      return String(format: "%.3g", value)
    }
    var text = number(value, decimals: decimals)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }

  /// An instant as seconds with three decimals, e.g. `0.517 s`.
  public static func time(_ instant: VirtualInstant) -> String {
    number(instant.seconds, decimals: 3) + " s"
  }

  /// A duration as seconds with three decimals, e.g. `3.000 s`.
  public static func time(_ duration: VirtualDuration) -> String {
    number(duration.seconds, decimals: 3) + " s"
  }

  /// `rows` (the first is the header) as aligned columns two spaces apart, the last column
  /// unpadded, with a line of dashes under the header.
  package static func table(_ rows: [[String]]) -> [String] {
    guard let header = rows.first else { return [] }
    var widths = [Int](repeating: 0, count: header.count)
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], cell.count)
      }
    }
    var lines: [String] = []
    for (number, row) in rows.enumerated() {
      var text = ""
      for (index, cell) in row.enumerated() {
        let padded =
          index == row.count - 1
          ? cell : cell + String(repeating: " ", count: max(widths[index] - cell.count, 0))
        text += (index == 0 ? "" : "  ") + padded
      }
      lines.append(text)
      if number == 0 {
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
      }
    }
    return lines
  }
}
