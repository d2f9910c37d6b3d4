import Testing

@testable import GestureLog
@testable import TestSupport

/// TextScan decides whether the lines of a libinput record file are UTF-8, eight bytes at a
/// time: it must agree with the standard library's validation, wherever the bytes fall.
@Suite("TextScan")
struct TextScanTests {
  static func scan(_ bytes: [UInt8]) -> TextScan {
    bytes.withUnsafeBufferPointer { TextScan($0) }
  }

  @Test("agrees with String(validating:) on random bytes")
  func randomBytes() {
    var rng = SplitMix64(seed: 11)
    // Mostly ASCII, sprinkled with lead and continuation bytes of every kind, so that both the
    // fast path and every rule of the slow path are met.
    let pieces: [[UInt8]] = [
      Array("abc def\n".utf8), [0x0A], [0x0D], [0xC2, 0x85], [0xE2, 0x80, 0xA8],
      Array("é".utf8), Array("€".utf8), Array("𝄞".utf8), [0xC0, 0x80], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80], [0x80], [0xFF], [0xF0, 0x9F, 0x98],
      [0x7F], [0x00],
    ]
    for _ in 0..<3_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...40, using: &rng) {
        if Int.random(in: 0..<4, using: &rng) == 0 {
          bytes += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
        } else {
          bytes += Array(String(repeating: "x", count: Int.random(in: 0...11, using: &rng)).utf8)
        }
      }
      #expect(
        Self.scan(bytes).isValidUTF8 == (String(validating: bytes, as: UTF8.self) != nil),
        "\(bytes)")
    }
  }

  @Test("a byte that is not UTF-8 is found at every offset of the fast path, and placed")
  func everyOffset() {
    for length in 1..<40 {
      for position in 0..<length {
        var bytes = [UInt8](repeating: 0x61, count: length)
        bytes[position] = 0xFF
        #expect(!Self.scan(bytes).isValidUTF8)
        bytes.withUnsafeBufferPointer {
          #expect(TextScan.firstInvalidPosition(in: $0) == (1, position + 1))
        }
      }
    }
  }
}
