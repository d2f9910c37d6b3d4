import Testing

@testable import GestureLog
@testable import TestSupport

/// The libinput record reader's fast lane (LibinputEventFeeder) reads the regular items of the
/// `events` lists itself and hands libyaml their lines as empty lines. It must never change what
/// a file means or how it fails: every file here is read both ways and the results compared —
/// the recording, the warnings, or the problem with its line and column.
@Suite("libinput record fast lane")
struct LibinputFastLaneTests {
  /// What reading a file gave.
  enum Outcome: Equatable {
    case loaded(Recording, [LibinputRecordNotice])
    case failed(LibinputRecordProblem)
  }

  /// Both ways of reading `text`, and how many events the fast lane read itself.
  static func bothWays(_ text: String) -> (fast: Outcome, plain: Outcome, fastLaneEvents: Int) {
    func read(_ fastLane: Bool) -> (Outcome, Int) {
      var parser = LibinputRecordParser()
      parser.usesFastLane = fastLane
      do {
        let recording = try parser.parse(text)
        return (.loaded(recording, parser.notices), parser.fastLaneEvents)
      } catch {
        return (.failed(error), 0)
      }
    }
    let fast = read(true)
    return (fast.0, read(false).0, fast.1)
  }

  @Test("random recordings read the same both ways, every event by the fast lane")
  func randomRecordings() {
    for seed in UInt64(0)..<60 {
      let recording = InteropRecordingGenerator.recording(seed: seed)
      let text = LibinputRecordWriter.write(recording)
      let result = Self.bothWays(text)
      #expect(result.fast == result.plain, "seed \(seed)")
      #expect(result.fastLaneEvents == recording.eventCount, "seed \(seed)")
    }
  }

  @Test("items libyaml reads between the fast lane's runs: the same both ways, in order")
  func itemsBetweenRuns() {
    for seed in UInt64(0)..<30 {
      let recording = InteropRecordingGenerator.recording(seed: seed)
      // A `- libinput:` item before every fifth frame, as `libinput record --with-libinput`
      // writes them: YAML the fast lane leaves to libyaml.
      var frame = 0
      let lines = LibinputRecordWriter.write(recording).split(
        separator: "\n", omittingEmptySubsequences: false)
      var text = ""
      for line in lines {
        if line.hasPrefix("      - evdev:") {
          if frame % 5 == 0 {
            text +=
              "      - libinput:\n          - {time: 0.5, type: POINTER_MOTION, delta: [1.0, 0.0]}\n"
          }
          frame += 1
        }
        text += line + "\n"
      }
      let result = Self.bothWays(String(text.dropLast()))
      #expect(result.fast == result.plain, "seed \(seed)")
      #expect(result.fastLaneEvents == recording.eventCount, "seed \(seed)")
    }
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
      switch Int.random(in: 0..<20, using: &rng) {
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
      case 15: lines.insert(indent + "- libinput: {time: 1.0, type: DEVICE_ADDED}", at: index)
      case 16: lines.insert(indent + "-", at: index)
      case 17: lines.insert(indent + "- 'quoted", at: index)
      case 18: lines.insert(indent + "# comment é", at: index)
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
      if result.fastLaneEvents > 0 { fastRuns += 1 }
    }
    // Most damage makes the file fail (the fast lane then gives way to the plain reading); the
    // files that still load must have gone through the fast lane often enough to mean something.
    #expect(fastRuns > 150, "the fast lane read \(fastRuns) damaged files to the end")
  }

  @Test(
    "event-like lines inside scalars are not taken",
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
}
