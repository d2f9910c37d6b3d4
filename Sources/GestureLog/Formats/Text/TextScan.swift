/// Whether bytes are well-formed UTF-8, eight bytes at a time until a byte outside ASCII needs
/// the whole rule: the libinput record reader checks every line it hands libyaml, and the file
/// it refuses is refused at its first byte that is not UTF-8 (``firstInvalidPosition(in:)``).
struct TextScan: Equatable {
  /// Whether the bytes are well-formed UTF-8 (the Unicode Standard, table 3-7: no overlong
  /// forms, no surrogates, nothing above U+10FFFF).
  var isValidUTF8 = true

  /// Scans `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    let end = bytes.count
    var index = 0
    while index < end {
      if index &+ 8 <= end,
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index &+= 8
        continue
      }
      if base[index] < 0x80 {
        index &+= 1
        continue
      }
      guard let length = Self.sequenceLength(base, index, end) else {
        isValidUTF8 = false
        return
      }
      index &+= length
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
