import Testing

@testable import GestureLog
@testable import TestSupport

/// TextScan decides whether a libinput record file is UTF-8 and holds line breaks other than line
/// feeds, eight bytes at a time: it must agree with the standard library's validation and with a
/// plain search.
@Suite("TextScan")
struct TextScanTests {
  static func scan(_ bytes: [UInt8]) -> TextScan {
    bytes.withUnsafeBufferPointer { TextScan($0) }
  }

  @Test("agrees with String(validating:) and a plain search on random bytes")
  func randomBytes() {
    var rng = SplitMix64(seed: 11)
    // Mostly ASCII with line breaks, then sprinkled with lead and continuation bytes of every
    // kind, so that both the fast path and every rule of the slow path are met.
    let pieces: [[UInt8]] = [
      Array("abc def\n".utf8), [0x0A], [0x0D], [0xC2, 0x85], [0xE2, 0x80, 0xA8],
      [0xE2, 0x80, 0xA9],
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
      let scan = Self.scan(bytes)
      let valid = String(validating: bytes, as: UTF8.self)
      #expect(scan.isValidUTF8 == (valid != nil), "\(bytes)")
      guard let valid else { continue }
      #expect(scan.hasCarriageReturn == bytes.contains(0x0D), "\(bytes)")
      let unicodeBreak = valid.unicodeScalars.contains {
        $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}"
      }
      #expect(scan.hasUnicodeLineBreak == unicodeBreak, "\(bytes)")
    }
  }

  @Test("a carriage return is found at every offset of the fast path, and not in skipped ranges")
  func carriageReturns() {
    for length in 1..<40 {
      for position in 0..<length {
        var bytes = [UInt8](repeating: 0x61, count: length)
        bytes[position] = 0x0D
        #expect(Self.scan(bytes).hasCarriageReturn)
        let skipped = bytes.withUnsafeBufferPointer {
          TextScan($0, skipping: [position..<(position + 1)])
        }
        #expect(!skipped.hasCarriageReturn)
      }
    }
  }

  @Test("bytes that are not UTF-8 in a skipped range are not seen; elsewhere they are")
  func skippedRanges() {
    let bytes: [UInt8] = Array("abc".utf8) + [0xFF] + Array("def".utf8) + [0xC0] + Array("g".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(!TextScan(buffer).isValidUTF8)
      #expect(!TextScan(buffer, skipping: [3..<4]).isValidUTF8)
      #expect(TextScan(buffer, skipping: [3..<4, 7..<8]).isValidUTF8)
      #expect(TextScan.firstInvalidPosition(in: buffer) == (1, 4))
    }
  }
}
