/// Text output as bytes, with the number formatting the writers need (`%d`, `%04d`, `%04x`,
/// `%06u`) and no Foundation formatting in the hot path.
struct ByteBuffer {
  var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  var count: Int { bytes.count }

  @inline(__always)
  mutating func append(_ byte: UInt8) { bytes.append(byte) }

  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// `%d` of a signed number.
  @inline(__always)
  mutating func decimal(_ value: Int64) {
    if value < 0 { bytes.append(0x2D) }
    unsigned(value.magnitude, width: 0)
  }

  /// An unsigned number, zero-padded to `width` digits.
  @inline(__always)
  mutating func unsigned(_ value: UInt64, width: Int) {
    var digits: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)  // 40 bytes
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { raw in
      repeat {
        raw[count] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
        rest /= 10
        count += 1
      } while rest > 0
      var padding = width - count
      while padding > 0 {
        bytes.append(0x30)
        padding -= 1
      }
      var index = count
      while index > 0 {
        index -= 1
        bytes.append(raw[index])
      }
    }
  }

  /// `%04d`: at least four characters, zero-padded after the sign (`-001`, `0443`, `21000`).
  @inline(__always)
  mutating func paddedDecimal(_ value: Int64, width: Int) {
    if value < 0 {
      bytes.append(0x2D)
      unsigned(value.magnitude, width: width - 1)
    } else {
      unsigned(UInt64(value), width: width)
    }
  }

  /// Lower-case hexadecimal, zero-padded to `width` digits (`%04x`).
  @inline(__always)
  mutating func hex(_ value: UInt64, width: Int) {
    var digits = 1
    while digits < 16, value >> (4 * UInt64(digits)) != 0 { digits += 1 }
    var padding = width - digits
    while padding > 0 {
      bytes.append(0x30)
      padding -= 1
    }
    var index = digits
    while index > 0 {
      index -= 1
      let nibble = UInt8(truncatingIfNeeded: (value >> (4 * UInt64(index))) & 0xF)
      bytes.append(nibble < 10 ? 0x30 &+ nibble : 0x57 &+ nibble)
    }
  }

  /// A JSON string literal: quotes, backslash and control characters escaped.
  mutating func jsonString(_ text: String) {
    bytes.append(0x22)
    for byte in text.utf8 {
      switch byte {
      case 0x22: append("\\\"")
      case 0x5C: append("\\\\")
      case 0x0A: append("\\n")
      case 0x0D: append("\\r")
      case 0x09: append("\\t")
      case 0..<0x20:
        append("\\u00")
        hex(UInt64(byte), width: 2)
      default: bytes.append(byte)
      }
    }
    bytes.append(0x22)
  }

  /// Spaces up to `column` characters since `start` (for `%-20s`).
  mutating func pad(from start: Int, to width: Int) {
    var written = bytes.count - start
    while written < width {
      bytes.append(0x20)
      written += 1
    }
  }
}
