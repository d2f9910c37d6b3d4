import Foundation

/// The documented stand-in for text layout: how wide a string is in a font and how many lines
/// it takes in a width. There are no glyphs headlessly; this model is deterministic and close
/// enough to San Francisco for frames that depend on text (labels sized to fit, buttons,
/// stack views) to land within a few points of a device.
///
/// - Each character advances by a fraction of the point size: 0.28 em for a space, 0.3 em for
///   narrow letters and punctuation (`i l j t f r . , ; : ! ' | `), 0.85 em for `m w M W`,
///   0.65 em for other capitals, 0.56 em for digits, 1.0 em for CJK ideographs, kana, hangul
///   and emoji, 0.52 em for everything else. Bold and heavier weights add 5 %.
/// - A line is ``lineHeightFactor`` (1.2) × the point size high.
/// - Wrapping is greedy at spaces (a word wider than the line is broken by character); `\n`
///   starts a line.
/// - Sizes are rounded up to whole points, as UIKit rounds text sizes up to pixels.
public enum TextMeasurement {
  /// Line height as a multiple of the point size.
  public static let lineHeightFactor: CGFloat = 1.2

  /// The advance of one character in ems.
  static func advance(of character: Character) -> CGFloat {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if character == " " { return 0.28 }
    if "iljtfr.,;:!'|".contains(character) { return 0.3 }
    if "mwMW".contains(character) { return 0.85 }
    if character.isUppercase { return 0.65 }
    if character.isNumber, value < 0x80 { return 0.56 }
    if (0x1100...0x11FF).contains(value) || (0x2E80...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFF00...0xFF60).contains(value) || (0x1F300...0x1FAFF).contains(value)
    {
      return 1.0
    }
    return 0.52
  }

  /// The width of `text` on one line in `font`, unrounded.
  public static func width(of text: Substring, font: UIFont) -> CGFloat {
    var ems: CGFloat = 0
    for character in text { ems += advance(of: character) }
    let boldFactor: CGFloat = font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? 1.05 : 1
    return ems * font.pointSize * boldFactor
  }

  /// The lines `text` breaks into within `width` (unlimited when `width` is not positive or
  /// infinite).
  public static func lines(of text: String, font: UIFont, width: CGFloat) -> [Substring] {
    var result: [Substring] = []
    let limit = width > 0 && width.isFinite ? width : .infinity
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if limit == .infinity || Self.width(of: paragraph, font: font) <= limit {
        result.append(paragraph)
        continue
      }
      var lineStart = paragraph.startIndex
      var lastBreak: String.Index?
      var index = paragraph.startIndex
      while index < paragraph.endIndex {
        let next = paragraph.index(after: index)
        if paragraph[index] == " " { lastBreak = index }
        if Self.width(of: paragraph[lineStart..<next], font: font) > limit, index > lineStart {
          if let breakAt = lastBreak, breakAt > lineStart {
            result.append(paragraph[lineStart..<breakAt])
            lineStart = paragraph.index(after: breakAt)
          } else {
            result.append(paragraph[lineStart..<index])
            lineStart = index
          }
          lastBreak = nil
          index = lineStart
          continue
        }
        index = next
      }
      result.append(paragraph[lineStart..<paragraph.endIndex])
    }
    return result
  }

  /// The size `text` takes in `font`, wrapped within `width` and cut to `maximumLines` lines
  /// (0 = no limit), rounded up to whole points. An empty string measures zero.
  public static func size(
    of text: String, font: UIFont, width: CGFloat = .infinity, maximumLines: Int = 0
  ) -> CGSize {
    guard !text.isEmpty else { return .zero }
    var lines = self.lines(of: text, font: font, width: width)
    if maximumLines > 0, lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) }
    var widest: CGFloat = 0
    for line in lines { widest = max(widest, self.width(of: line, font: font)) }
    if width > 0, width.isFinite { widest = min(widest, width) }
    return CGSize(
      width: widest.rounded(.up),
      height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
  }
}
