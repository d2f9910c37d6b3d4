import Testing

@testable import GestureLog
@testable import TestSupport

/// The libinput record reader's fast lane reads regular `events` lists with a line parser
/// (LibinputEventBlocks) and hands libyaml their lines as empty lines; in other lists it hands
/// libyaml most event lines shortened (LibinputEventLines), decoded by the reader itself. It must
/// never change what a file means or how it fails: every file here is read both ways and the
/// results compared — the recording, the warnings, or the problem with its line and column.
@Suite("libinput record fast lane")
struct LibinputFastLaneTests {
  /// What reading a file gave.
  enum Outcome: Equatable {
    case loaded(Recording, [LibinputRecordNotice])
    case failed(LibinputRecordProblem)
  }

  /// Both ways of reading `text`; how many event lines the fast lane shortened, and how many
  /// events it read in whole lists with the line parser.
  static func bothWays(
    _ text: String
  ) -> (fast: Outcome, plain: Outcome, shortened: Int, blockEvents: Int) {
    func read(_ fastLane: Bool) -> (Outcome, Int, Int) {
      var parser = LibinputRecordParser()
      parser.usesFastLane = fastLane
      do {
        let recording = try parser.parse(text)
        return (.loaded(recording, parser.notices), parser.shortenedLines, parser.blockEvents)
      } catch {
        return (.failed(error), 0, 0)
      }
    }
    let fast = read(true)
    return (fast.0, read(false).0, fast.1, fast.2)
  }

  @Test("random recordings read the same both ways, every event by the line parser")
  func randomRecordings() {
    for seed in UInt64(0)..<60 {
      let recording = InteropRecordingGenerator.recording(seed: seed)
      let text = LibinputRecordWriter.write(recording)
      let result = Self.bothWays(text)
      #expect(result.fast == result.plain, "seed \(seed)")
      #expect(result.blockEvents == recording.eventCount, "seed \(seed)")
      #expect(result.shortened == 0, "seed \(seed)")
    }
  }

  @Test("lists the line parser declines go through the shortening lane, and read the same")
  func declinedLists() {
    var shortened = 0
    var events = 0
    for seed in UInt64(0)..<30 {
      let recording = InteropRecordingGenerator.recording(seed: seed)
      // A `- libinput:` item at the end of every list: YAML the line parser leaves to libyaml.
      let text = LibinputRecordWriter.write(recording).replacing(
        "\n    events:\n",
        with: "\n    events:\n      - libinput:\n          - {time: 0.0, type: DEVICE_ADDED}\n")
      let result = Self.bothWays(text)
      #expect(result.fast == result.plain, "seed \(seed)")
      #expect(result.blockEvents == 0, "seed \(seed)")
      shortened += result.shortened
      events += recording.eventCount
    }
    // All but the first two lines of each chain (and lines whose next line is not an event).
    #expect(shortened > events * 8 / 10, "\(shortened) of \(events) event lines shortened")
  }

  /// `text` with the first `target` replaced by `replacement`.
  static func replacingFirst(_ target: String, with replacement: String, in text: String) -> String
  {
    guard let range = text.firstRange(of: target) else { return text }
    var result = text
    result.replaceSubrange(range, with: replacement)
    return result
  }

  /// Line-level damage of every kind the fast lane must see through.
  static func mutate(_ text: String, seed: UInt64) -> String {
    var rng = SplitMix64(seed: seed)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let index = Int.random(in: 0..<lines.count, using: &rng)
      let line = lines[index]
      let indent = String(line.prefix { $0 == " " })
      switch Int.random(in: 0..<16, using: &rng) {
      case 0: lines.remove(at: index)
      case 1: lines.insert(line, at: index)
      case 2: lines[index] = "  " + line
      case 3: lines[index] = String(line.dropFirst(min(2, indent.count)))
      case 4: lines.insert("", at: index)
      case 5: lines.insert(indent + "# a comment", at: index)
      case 6: lines[index] = Self.replacingFirst(", ", with: ", 0x1", in: line)
      case 7: lines[index] = Self.replacingFirst("[", with: "[ \"", in: line)
      case 8: lines.insert(indent + "- libinput:\n" + indent + "  - [0, 0, 0, 0, 0]", at: index)
      case 9: lines.insert(indent + "note: |", at: index)
      case 10: lines.insert(indent + "note: \"open", at: index)
      case 11: lines[index] = line + " extra"
      case 12: lines[index] = Self.replacingFirst("]", with: "", in: line)
      case 13: lines.insert(indent + "  continued plain text", at: index)
      case 14: lines[index] = Self.replacingFirst(", ", with: ", 99999999999, ", in: line)
      default: lines[index] = Self.replacingFirst(" ", with: "\t", in: line)
      }
    }
    var result = lines.joined(separator: "\n")
    if Int.random(in: 0..<4, using: &rng) == 0 {
      result = String(result.prefix(Int.random(in: 0...result.count, using: &rng)))
    }
    return result
  }

  @Test("damaged files fail or load the same both ways (1 000 mutations)")
  func damagedFiles() {
    var fastRuns = 0
    for seed in UInt64(0)..<1_000 {
      let text = LibinputRecordWriter.write(InteropRecordingGenerator.recording(seed: seed % 40))
      let damaged = Self.mutate(text, seed: seed)
      let result = Self.bothWays(damaged)
      #expect(result.fast == result.plain, "seed \(seed)")
      if result.shortened > 0 || result.blockEvents > 0 { fastRuns += 1 }
    }
    // Most damage makes the file fail (the fast lane then gives way to the plain reading); the
    // files that still load must have gone through the fast lane often enough to mean something.
    #expect(fastRuns > 150, "the fast lane read \(fastRuns) damaged files to the end")
  }

  @Test(
    "event-like lines inside scalars are not shortened",
    arguments: [
      // A block scalar whose content looks like frames.
      "  - evdev:\n      name: |\n        - evdev:\n          - [0, 0, 0, 0, 0]\n",
      // A double-quoted scalar spanning lines.
      "  - evdev:\n      name: \"a\n          - [0, 0, 0, 0, 0] # x\n        b\"\n",
      // A plain scalar continued on deeper lines.
      "  - evdev:\n      name: a\n        - [0, 0, 0, 0, 0]\n",
    ])
  func scalarsLookingLikeEvents(insert: String) {
    let text = LibinputRecordWriter.write(InteropRecordingGenerator.recording(seed: 7))
    guard let range = text.range(of: "    events:\n") else {
      Issue.record("no events list in the generated file")
      return
    }
    var damaged = text
    damaged.insert(contentsOf: "    events:\n" + insert, at: range.lowerBound)
    let result = Self.bothWays(damaged)
    #expect(result.fast == result.plain)
  }

  @Test("a shortened line that libyaml would read otherwise is caught, and the file read plainly")
  func continuationAfterShortenedLine() {
    // The last event of a frame followed by a deeper line: shortened, `0` would continue as a
    // plain scalar; the fast lane must not shorten it.
    let text = LibinputRecordWriter.write(InteropRecordingGenerator.recording(seed: 3))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.lastIndex(where: { $0.contains("- [") }) else {
      Issue.record("no event line")
      return
    }
    var damaged = lines
    damaged.insert(String(repeating: " ", count: 12) + "deeper", at: index + 1)
    let result = Self.bothWays(damaged.joined(separator: "\n"))
    #expect(result.fast == result.plain)
  }
}
