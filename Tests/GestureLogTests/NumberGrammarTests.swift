import Testing

@testable import GestureLog

/// Integers are read by each format's grammar: libinput record takes the forms
/// YAML 1.1 (PyYAML) and YAML 1.2 read alike, the native format takes JSON integers.
@Suite("Number grammar")
struct NumberGrammarTests {
  @Test(
    "libinput record: one sign, decimal without leading zeros, 0x, 0o",
    arguments: [
      ("0", 0), ("-0", 0), ("+5", 5), ("42", 42), ("-42", -42), ("0x1F", 31), ("0X1f", 31),
      ("-0x10", -16), ("+0x10", 16), ("0o17", 15), ("-0o17", -15), ("0O7", 7),
      ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
      ("0x7FFFFFFFFFFFFFFF", Int.max), ("-0x8000000000000000", Int.min),
    ])
  func yamlIntegersAccepted(text: String, value: Int) {
    #expect(LibinputRecordParser.parseInteger(text) == value, "\(text)")
  }

  @Test(
    "libinput record: forms outside the shared grammar are refused",
    arguments: [
      "", "-", "+", "--1", "+-1", "-0x-1", "-0x-8000000000000000", "0x", "0o", "0x-1", "010",
      "-007", "0b1", "1_000", "1:30", "1.0", "1e3", " 1", "1 ", "0o8", "0xG", "١",
      "9223372036854775808", "-9223372036854775809", "0x10000000000000000", ".inf", "~",
    ])
  func yamlIntegersRefused(text: String) {
    #expect(LibinputRecordParser.parseInteger(text) == nil, "\(text)")
  }

  @Test(
    "native: JSON integers only",
    arguments: [
      ("{\"d\":0,\"t\":+1,\"e\":[[0,0,0]]}", false), ("{\"d\":0,\"t\":01,\"e\":[[0,0,0]]}", false),
      ("{\"d\":0,\"t\":-0,\"e\":[[0,0,0]]}", true), ("{\"d\":0,\"t\":1.0,\"e\":[[0,0,0]]}", false),
      ("{\"d\":0,\"t\":1E2,\"e\":[[0,0,0]]}", false), ("{\"d\":0,\"t\":10,\"e\":[[0,0,0]]}", true),
      ("{\"d\":00,\"t\":1,\"e\":[[0,0,0]]}", false), ("{\"d\":0,\"t\":1,\"e\":[[0,0,-0]]}", true),
    ])
  func nativeIntegers(line: String, accepted: Bool) {
    let text = "{\"gesturetape\":1}\n{\"device\":0,\"name\":\"n\"}\n" + line + "\n"
    let loaded = try? GestureLogReader.read(text: text, fileName: "n.gtape", as: .native)
    #expect((loaded != nil) == accepted, "\(line)")
  }
}
