/// Feeds a canonical byte encoding of values into a 64-bit FNV-1a hash
/// (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
struct CanonicalEncoder {
  private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func byte(_ value: UInt8) {
    hash ^= UInt64(value)
    hash = hash &* 0x0000_0100_0000_01b3
  }

  mutating func uint(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { byte(UInt8(truncatingIfNeeded: value >> shift)) }
  }

  mutating func int(_ value: Int64) { uint(UInt64(bitPattern: value)) }

  /// An instant, as its nanoseconds.
  mutating func int(_ value: VirtualInstant) { int(value.nanoseconds) }

  /// A duration, as its nanoseconds.
  mutating func int(_ value: VirtualDuration) { int(value.nanoseconds) }

  /// Doubles by bit pattern, with -0 folded to +0 and every NaN to one NaN.
  mutating func double(_ value: Double) {
    if value.isNaN { uint(0x7FF8_0000_0000_0000) } else { uint((value + 0).bitPattern) }
  }

  mutating func string(_ value: String) {
    let utf8 = Array(value.utf8)
    uint(UInt64(utf8.count))
    for b in utf8 { byte(b) }
  }

  mutating func point(_ value: ReplayPoint) {
    double(value.x)
    double(value.y)
  }

  mutating func optional<T>(_ value: T?, _ body: (inout CanonicalEncoder, T) -> Void) {
    if let value {
      byte(1)
      body(&self, value)
    } else {
      byte(0)
    }
  }

  mutating func array<T>(_ values: [T], _ body: (inout CanonicalEncoder, T) -> Void) {
    uint(UInt64(values.count))
    for value in values { body(&self, value) }
  }

  var hexDigest: String {
    let digits = Array("0123456789abcdef")
    var text = ""
    for shift in stride(from: 60, through: 0, by: -4) {
      text.append(digits[Int((hash >> UInt64(shift)) & 0xF)])
    }
    return text
  }
}
