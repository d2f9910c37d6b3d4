/// One pass over a text's bytes: whether they are well-formed UTF-8, and whether they hold a line
/// break other than a line feed. The libinput record reader needs both before it parses: the
/// first to refuse a file that is not text, the second because libyaml counts such breaks as
/// lines and the fast lane, which counts line feeds, must then stay out. Eight bytes are checked
/// at a time until a byte outside ASCII needs the whole UTF-8 rule.
struct TextScan: Equatable {
  /// Whether the bytes are well-formed UTF-8 (the Unicode Standard, table 3-7: no overlong
  /// forms, no surrogates, nothing above U+10FFFF).
  var isValidUTF8 = true
  /// Whether a carriage return (0x0D) occurs (before the first byte that is not UTF-8).
  var hasCarriageReturn = false
  /// Whether NEL (U+0085), LINE SEPARATOR (U+2028) or PARAGRAPH SEPARATOR (U+2029) occurs.
  var hasUnicodeLineBreak = false

  /// Scans `bytes`, except the ranges in `skipping` (ascending, not overlapping: parts another
  /// reader has checked already).
  init(_ bytes: UnsafeBufferPointer<UInt8>, skipping: [Range<Int>] = []) {
    guard let base = bytes.baseAddress else { return }
    var start = 0
    for skipped in skipping + [bytes.count..<bytes.count] {
      scan(base, start, min(skipped.lowerBound, bytes.count))
      guard isValidUTF8 else { return }
      start = skipped.upperBound
    }
  }

  private mutating func scan(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) {
    var index = start
    let high: UInt64 = 0x8080_8080_8080_8080
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    while index < end {
      if index + 8 <= end {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if word & high == 0 {
          // Exactly one bit per byte equal to 0x0D, with no borrow between bytes.
          let y = word ^ 0x0D0D_0D0D_0D0D_0D0D
          if ~(((y & low) &+ low) | y | low) != 0 { hasCarriageReturn = true }
          index += 8
          continue
        }
      }
      let byte = base[index]
      if byte < 0x80 {
        if byte == 0x0D { hasCarriageReturn = true }
        index += 1
        continue
      }
      guard let length = Self.sequenceLength(base, index, end) else {
        isValidUTF8 = false
        return
      }
      if length == 2, byte == 0xC2, base[index + 1] == 0x85 { hasUnicodeLineBreak = true }
      if length == 3, byte == 0xE2, base[index + 1] == 0x80,
        base[index + 2] == 0xA8 || base[index + 2] == 0xA9
      {
        hasUnicodeLineBreak = true
      }
      index += length
    }
  }

  /// The length of the well-formed multi-byte sequence at `index`, or nil.
  @inline(__always)
  private static func sequenceLength(
    _ base: UnsafePointer<UInt8>, _ index: Int, _ end: Int
  ) -> Int? {
    let lead = base[index]
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      second = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      second = 0x80...0x9F
    case 0xF0:
      length = 4
      second = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      second = 0x80...0x8F
    default: return nil
    }
    guard index + length <= end, second.contains(base[index + 1]) else { return nil }
    for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The 1-based line and byte column of the first byte of `bytes` that is not UTF-8 (the
  /// position after the last well-formed character).
  static func firstInvalidPosition(in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)
  {
    var line = 1
    var column = 1
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += UTF8.width(scalar)
      }
    }
    return (line, column)
  }
}
