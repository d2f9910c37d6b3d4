import Replay
import Testing

@testable import HeroReplay
@testable import ReplayCore
@testable import ReplayHunt
@testable import ReplayReports

/// The digest's hash is FNV-1a 64: checked against the published test vectors.
@Suite("Digest hash")
struct CanonicalEncoderTests {
  @Test func fnv1aVectors() {
    // FNV-1a 64 of "" is the offset basis; of "a" it is 0xaf63dc4c8601ec8c; of "foobar",
    // 0x85944171f73967e8 (the reference test vectors of the FNV authors).
    #expect(hash("") == 0xcbf2_9ce4_8422_2325)
    #expect(hash("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(hash("foobar") == 0x8594_4171_f739_67e8)
  }

  @Test func hexIsSixteenLowercaseDigits() {
    var encoder = CanonicalEncoder()
    for byte in Array("a".utf8) { encoder.byte(byte) }
    #expect(encoder.hexDigest == "af63dc4c8601ec8c")
  }

  @Test func negativeZeroAndNaNAreCanonical() {
    var a = CanonicalEncoder()
    var b = CanonicalEncoder()
    a.double(-0.0)
    b.double(0.0)
    #expect(a.hash == b.hash)
    var c = CanonicalEncoder()
    var d = CanonicalEncoder()
    c.double(.nan)
    d.double(-.nan)
    #expect(c.hash == d.hash)
  }

  private func hash(_ text: String) -> UInt64 {
    var encoder = CanonicalEncoder()
    for byte in Array(text.utf8) { encoder.byte(byte) }
    return encoder.hash
  }
}
