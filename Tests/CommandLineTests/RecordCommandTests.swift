import Foundation
import TestSupport
import Testing

@testable import gesturetape

/// The recorder writes its date without Foundation's formatters (they load ICU's calendar data,
/// megabytes of resident memory); what it writes must still be what `ISO8601DateFormatter`
/// writes.
@Suite("Recorder metadata")
struct RecordMetadataTests {
  @Test(
    "the UTC timestamp equals ISO8601DateFormatter's",
    arguments: [0, 951_782_400, 1_700_000_000, 1_795_000_000, 4_102_444_799, 1_234_567_890])
  func utcTimestamp(seconds: Int) {
    let expected = ISO8601DateFormatter().string(
      from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    #expect(RecordCommand.utcTimestamp(seconds) == expected)
  }

  @Test("the default file name is recording-YYYYMMDD-HHMMSS.gtape")
  func defaultFileName() {
    let name = RecordCommand.defaultFileName()
    #expect(name.hasPrefix("recording-") && name.hasSuffix(".gtape"))
    let stamp = name.dropFirst("recording-".count).dropLast(".gtape".count)
    #expect(stamp.count == 15 && stamp.filter(\.isNumber).count == 14, "\(name)")
  }
}

/// A plain `gesturetape record …` line is parsed without ArgumentParser
/// (`RecordCommand.quickParse`, for the recorder's memory); what it accepts must mean exactly
/// what ArgumentParser makes of it, and what it refuses goes to ArgumentParser.
@Suite("Record's quick parse")
struct RecordQuickParseTests {
  /// Tokens a record line is made of, the awkward ones included.
  static let vocabulary = [
    "event5", "3", "/dev/input/event7", "a b", "help", "-", "--", "-o", "--output",
    "--output=x.gtape",
    "-o=y", "out.gtape", "--duration", "--duration=2.5", "--duration=0", "2.5", "-1", "0", "inf",
    "nan", "1e3", " 2", "--grab", "--grab=yes", "--show-keycodes", "-h", "--help", "--bogus", "-g",
    "",
  ]

  @Test("every line it accepts parses the same in ArgumentParser (5 000 generated lines)")
  func sameAsArgumentParser() throws {
    var generator = SplitMix64(seed: 18)
    var accepted = 0
    for _ in 0..<5_000 {
      let count = Int(generator.next() % 7)
      let line = (0..<count).map { _ in
        Self.vocabulary[Int(generator.next() % UInt64(Self.vocabulary.count))]
      }
      guard let quick = RecordCommand.quickParse(line) else { continue }
      accepted += 1
      let parsed = try #require(
        try? GestureTapeCommand.parseAsRoot(["record"] + line) as? RecordCommand,
        "ArgumentParser refuses \(line), which the quick parse accepted")
      #expect(quick.devices == parsed.devices, "\(line)")
      #expect(quick.output == parsed.output, "\(line)")
      #expect(quick.duration == parsed.duration, "\(line)")
      #expect(quick.grab == parsed.grab, "\(line)")
      #expect(quick.showKeycodes == parsed.showKeycodes, "\(line)")
    }
    // The generator must reach the quick path often, or the comparison proves nothing.
    #expect(accepted > 500, "only \(accepted) generated lines took the quick path")
  }

  @Test(
    "the documented lines take the quick path",
    arguments: [
      ["event5"], ["/dev/input/event3", "-o", "a.gtape"],
      ["3", "7", "--duration", "2.5", "--grab"],
      ["--show-keycodes", "event1", "--output", "x.gtape"], [], ["--output=x.gtape", "4"],
    ])
  func documentedLines(arguments: [String]) {
    #expect(RecordCommand.quickParse(arguments) != nil)
  }

  @Test(
    "help, usage errors and anything unusual go to ArgumentParser",
    arguments: [
      ["--help"], ["-h"], ["help"], ["--duration"], ["--bogus"], ["--duration", "-1", "e"],
      ["--duration", "0"], ["--duration", "nan"], ["-o"], ["--grab", "--grab"], ["--", "event1"],
      ["-o", "a", "-o", "b"], ["-o=a"],
    ])
  func refused(arguments: [String]) {
    #expect(RecordCommand.quickParse(arguments) == nil)
  }

  @Test("it sets every stored property of RecordCommand")
  func coversEveryProperty() {
    let labels = Mirror(reflecting: RecordCommand()).children.compactMap(\.label)
    #expect(labels.sorted() == RecordCommand.quickParsedProperties.sorted())
  }
}
