import Testing

@testable import GestureLog
@testable import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The fast lane's feeder (LibinputEventFeeder): the layouts it reads, the lines that make it
/// leave an item to libyaml, the places where list-looking text is not a list, and reading a
/// file through a small buffer. Every file is read both ways (LibinputFastLaneTests.bothWays):
/// what the feeder reads must mean exactly what libyaml reads.
@Suite("libinput record: the fast lane's feeder")
struct LibinputEventFeederTests {
  /// A one-device file: the description, then `events` (its lines as given).
  static func file(events: String, after: String = "") -> String {
    """
    version: 1
    ndevices: 1
    devices:
      - node: /dev/input/event5
        evdev:
          name: "Test pad"
          id: [3, 1, 2, 1]
          codes:
            0: [0]
            1: [330]
            3: [0, 1]
          absinfo:
            0: [0, 100, 0, 0, 1]
            1: [0, 100, 0, 0, 1]
          properties: []

    """ + events + after
  }

  /// Two frames of three events each, as `libinput record` writes them.
  static let frames = """
        events:
          - evdev:
            - [  0,      0,   3,   0,      10] # EV_ABS / ABS_X 10
            - [  0,      0,   1, 330,       1] # EV_KEY / BTN_TOUCH 1
            - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
          - evdev:
            - [  0,  11879,   3,   0,      12] # EV_ABS / ABS_X 12 (+2)
            - [  0,  11879,   3,   1,      40] # EV_ABS / ABS_Y 40
            - [  0,  11879,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +11ms

    """

  /// Reads `text` both ways; they must agree.
  static func read(_ text: String) -> (outcome: LibinputFastLaneTests.Outcome, fastLaneEvents: Int)
  {
    let result = LibinputFastLaneTests.bothWays(text)
    #expect(result.fast == result.plain)
    return (result.fast, result.fastLaneEvents)
  }

  /// The number of events a loaded outcome holds (-1 when it failed).
  static func eventCount(_ outcome: LibinputFastLaneTests.Outcome) -> Int {
    if case .loaded(let recording, _) = outcome { return recording.eventCount }
    return -1
  }

  @Test(
    "layouts the line parser reads",
    arguments: [
      // libinput's own layout.
      frames,
      // The compact layout: items at the key's indentation.
      frames.replacing("      - evdev:", with: "    - evdev:").replacing(
        "        - [", with: "      - ["),
      // Events deeper than the items' key.
      frames.replacing("        - [", with: "            - ["),
      // Comments and blank lines anywhere, a comment after the key and after an item.
      frames.replacing("    events:\n", with: "    events: # recorded\n\n  # note\n")
        .replacing("      - evdev:\n", with: "      - evdev:   # frame\n        # inside\n\n")
        .replacing(
          "+0ms\n", with: "+0ms\n                                 # Touch device in neutral state\n"
        ),
      // No comments at all, and spaces after the brackets.
      "    events:\n      - evdev:\n        - [0, 0, 3, 0, 10]\n        - [ 0 , 0 , 0 , 0 , 0 ]  \n",
      // libinput's columns filled to their widths, and a negative value; spaces before the end.
      frames.replacing("[  0,      0,   3,   0,      10]", with: "[999, 999999,   3,   0, 9999999]")
        .replacing("[  0,  11879,   3,   1,      40]", with: "[999, 999999,   3,   1, -999999]  "),
      // Numbers wider than libinput's columns.
      frames.replacing("[  0,      0,   3,   0,      10]", with: "[1000, 0, 3, 0, 12345678]"),
    ])
  func layouts(events: String) {
    let (outcome, fastLaneEvents) = Self.read(Self.file(events: events))
    let count = Self.eventCount(outcome)
    #expect(count > 0)
    #expect(fastLaneEvents == count)
  }

  @Test("a key after the list is read by libyaml, and the list by the line parser")
  func keyAfterList() {
    let text = Self.file(
      events: Self.frames,
      after: "    udev:\n      properties: [ID_INPUT=1]\n    quirks: []\n")
    let (outcome, fastLaneEvents) = Self.read(text)
    #expect(Self.eventCount(outcome) == 6)
    #expect(fastLaneEvents == 6)
  }

  @Test("two devices: two lists, each read by the line parser")
  func twoDevices() {
    let one = Self.file(events: Self.frames)
    let device = one[one.range(of: "  - node:")!.lowerBound...]
    let text = one.replacing("ndevices: 1", with: "ndevices: 2") + device
    let (outcome, fastLaneEvents) = Self.read(text)
    #expect(Self.eventCount(outcome) == 12)
    #expect(fastLaneEvents == 12)
  }

  @Test("frames without SYN_REPORT give the same warnings at the same places")
  func incompleteFrames() {
    let events = Self.frames.replacing(
      "        - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms\n",
      with: ""
    ).replacing(
      "        - [  0,  11879,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +11ms\n",
      with: "")
    let (outcome, fastLaneEvents) = Self.read(Self.file(events: events))
    guard case .loaded(_, let notices) = outcome else {
      Issue.record("the file did not load: \(outcome)")
      return
    }
    #expect(fastLaneEvents == 4)
    #expect(notices.map(\.kind) == [.incompleteFrame, .incompleteFrame])
    #expect(notices.map(\.line) == [18, 21])
    #expect(notices.map(\.column) == [9, 9])
  }

  @Test(
    "lines that make the feeder leave an item to libyaml (libyaml and the reader's rules decide)",
    arguments: [
      ("a plus sign", "[  0,      0,   3,   0,      10]", "[  0,      0,   3,   0,     +10]"),
      ("hexadecimal", "[  0,      0,   3,   0,      10]", "[  0,      0, 0x3,   0,      10]"),
      ("a leading zero", "[  0,      0,   3,   0,      10]", "[  0,      0,  03,   0,      10]"),
      (
        "a leading zero in libinput's columns", "[  0,      0,   3,   0,      10]",
        "[  0,      0,   3,   0,     010]"
      ),
      (
        "a space inside a number", "[  0,      0,   3,   0,      10]",
        "[  0,      0,   3,   0,     1 0]"
      ),
      (
        "a sign without digits", "[  0,      0,   3,   0,      10]",
        "[  0,      0,   3,   0,       -]"
      ),
      (
        "negative microseconds", "[  0,      0,   3,   0,      10]",
        "[  0,     -1,   3,   0,      10]"
      ),
      ("a quoted number", "[  0,      0,   3,   0,      10]", "[  0,      0, \"3\",   0,     10]"),
      ("a tab", "[  0,      0,   3,   0,      10]", "[  0,      0,\t3,   0,      10]"),
      ("a comment with no space", "10] # EV_ABS / ABS_X 10", "10]# EV_ABS / ABS_X 10"),
      ("a comment outside ASCII", "# EV_ABS / ABS_X 10", "# EV_ABS / ABS_X 10 — é"),
      (
        "a type out of range", "[  0,      0,   3,   0,      10]",
        "[  0,      0,  40,   0,      10]"
      ),
      ("microseconds out of range", "[  0,  11879,   3,   1,", "[  0, 1000000,   3,   1,"),
      ("four numbers", "[  0,      0,   3,   0,      10]", "[  0,      0,   3,   0]"),
      ("a sibling key in an item", "+0ms\n", "+0ms\n        libinput:\n          - {time: 0.0}\n"),
      (
        "an event one column deeper than an item's dash", "        - [  0,  11879,   3,   0",
        "       - [  0,  11879,   3,   0"
      ),
      (
        "events at two indentations", "        - [  0,  11879,   3,   0",
        "          - [  0,  11879,   3,   0"
      ),
      ("a line between the key's and the items' indentation", "+11ms\n", "+11ms\n     x: 1\n"),
      (
        "an anchor", "      - evdev:\n        - [  0,  11879",
        "      - evdev: &frame\n        - [  0,  11879"
      ),
    ])
  func declined(what: String, target: String, replacement: String) {
    let events = Self.frames.replacing(target, with: replacement)
    #expect(events != Self.frames, "\(what): the replacement did not apply")
    let (_, fastLaneEvents) = Self.read(Self.file(events: events))
    // The damaged item (or the whole file, when it fails) is not the fast lane's.
    #expect(fastLaneEvents <= 3, "\(what)")
  }

  @Test(
    "text that looks like a list but is not one is never taken",
    arguments: [
      // Inside a block scalar: libyaml reports no key there.
      (
        "      name: |\n",
        "      name: |\n        events:\n          - evdev:\n            - [0, 0, 0, 0, 0]\n"
      ),
      // Inside a double-quoted scalar spanning lines.
      (
        "      name: \"Test pad\"\n",
        "      name: \"Test\n        events:\n          - evdev:\n            - [0, 0, 0, 0, 0]\n        pad\"\n"
      ),
      // At the top level, not in a device.
      ("version: 1\n", "version: 1\nevents:\n  - evdev:\n    - [0, 0, 0, 0, 0]\n"),
    ])
  func notLists(target: String, replacement: String) {
    var text = Self.file(events: Self.frames)
    if target == "      name: |\n" {
      text = text.replacing("      name: \"Test pad\"\n", with: replacement)
    } else {
      text = text.replacing(target, with: replacement)
    }
    // The feeder reads the look-alike as a list; the reader must not take it.
    #expect(Self.listsRead(text) == 2)
    let result = LibinputFastLaneTests.bothWays(text)
    #expect(result.fast == result.plain)
    #expect(result.fastLaneEvents == 0)
  }

  /// How many lists with items the feeder reads in `text`, fed to its end.
  static func listsRead(_ text: String) -> Int {
    var storage = text
    return storage.withUTF8 { bytes in
      let feeder = LibinputEventFeeder(
        source: LibinputLineSource(bytes: bytes, file: "t.yml"), findsLists: true)
      var buffer = [UInt8](repeating: 0, count: 4096)
      while buffer.withUnsafeMutableBufferPointer({
        $0.baseAddress.map { feeder.read(into: $0, size: 4096) } ?? 0
      }) > 0 {}
      return feeder.lists.count(where: { !$0.segments.isEmpty })
    }
  }

  @Test("a last line with no line break is left to libyaml")
  func noFinalLineBreak() {
    let text = String(Self.file(events: Self.frames).dropLast())
    let (outcome, fastLaneEvents) = Self.read(text)
    #expect(Self.eventCount(outcome) == 6)
    #expect(fastLaneEvents == 3)
  }
}

extension LibinputEventFeederTests {
  @Test("bytes that are not UTF-8 are refused at the same place, in a list or out of one")
  func notUTF8() throws {
    let text = Self.file(events: Self.frames)
    for target in ["Test pad", "EV_ABS / ABS_X 10", "SYN_REPORT (0) ---------- +11ms"] {
      var bytes = Array(text.utf8)
      let range = try #require(text.utf8.firstRange(of: target.utf8))
      let offset = text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
      bytes.insert(0xFF, at: offset)
      for fastLane in [true, false] {
        var parser = LibinputRecordParser()
        parser.usesFastLane = fastLane
        let problem = bytes.withUnsafeBufferPointer { buffer in
          do throws(LibinputRecordProblem) {
            _ = try parser.parse(LibinputLineSource(bytes: buffer, file: "t.yml"))
            return LibinputRecordProblem?.none
          } catch {
            return error
          }
        }
        #expect(problem?.kind == .invalidText, "\(target)")
        #expect(problem?.found == "bytes that are not UTF-8")
        let before = bytes[..<offset]
        let line = before.count(where: { $0 == 0x0A }) + 1
        let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        #expect(problem?.line == line && problem?.column == column, "\(target)")
      }
    }
  }
}

extension LibinputEventFeederTests {
  /// The frames with `item` (lines at the items' indentation) between the two frames.
  static func framesAround(_ item: String) -> String {
    frames.replacing(
      "      - evdev:\n        - [  0,  11879",
      with: item + "      - evdev:\n        - [  0,  11879")
  }

  @Test(
    "an item libyaml reads between two the feeder reads: both frames the feeder's",
    arguments: [
      "      - libinput:\n          - {time: 0.5, type: POINTER_MOTION, delta: [1.0, 0.0]}\n",
      "      - libinput: {time: 0.5, type: POINTER_MOTION}\n",
      "      - evdev: [[0, 5000, 3, 0, 11], [0, 5000, 0, 0, 0]]\n",
      "      - hid:\n          time: [0, 5000]\n          hidraw0: [1, 2, 3]\n",
      // A block scalar keeping its trailing blank lines: they stay its own.
      "      - libinput:\n          note: |+\n            text\n\n",
    ])
  func itemBetweenRuns(item: String) {
    let (outcome, fastLaneEvents) = Self.read(Self.file(events: Self.framesAround(item)))
    #expect(Self.eventCount(outcome) >= 6)
    #expect(fastLaneEvents == 6)
  }

  @Test(
    "after an item line that could go on (a quote, an open bracket), the rest is libyaml's",
    arguments: [
      "      - libinput: {time: 0.5,\n          type: POINTER_MOTION}\n",
      "      - libinput:\n          note: \"a quote\"\n",
      "      - libinput:\n          note: 'it''s'\n",
    ])
  func itemThatCouldGoOn(item: String) {
    let (outcome, fastLaneEvents) = Self.read(Self.file(events: Self.framesAround(item)))
    #expect(Self.eventCount(outcome) == 6)
    #expect(fastLaneEvents == 3)
  }

  @Test("an item whose content starts on the line after its dash is read plainly, the same")
  func itemOnTheNextLine() {
    let text = Self.file(events: Self.framesAround("      -\n        libinput: {time: 0.5}\n"))
    let (outcome, fastLaneEvents) = Self.read(text)
    #expect(Self.eventCount(outcome) == 6)
    #expect(fastLaneEvents == 0)
  }

  /// `text` read from a file through a buffer of `bufferSize` bytes, and from memory.
  static func fromFile(
    _ text: String, bufferSize: Int
  ) throws -> (file: LibinputFastLaneTests.Outcome, memory: LibinputFastLaneTests.Outcome) {
    let path = "/tmp/gesturetape-feeder-\(getpid())-\(bufferSize).yml"
    defer { unlink(path) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    try #require(written == bytes.count)
    func outcome(_ read: (inout LibinputRecordParser) throws(LibinputRecordProblem) -> Recording)
      -> LibinputFastLaneTests.Outcome
    {
      var parser = LibinputRecordParser()
      do throws(LibinputRecordProblem) {
        return .loaded(try read(&parser), parser.notices)
      } catch {
        return .failed(error)
      }
    }
    let reading = open(path, O_RDONLY)
    try #require(reading >= 0)
    defer { close(reading) }
    let file = outcome { parser throws(LibinputRecordProblem) in
      try parser.parse(
        LibinputLineSource(descriptor: reading, file: path, bufferSize: bufferSize))
    }
    let memory = outcome { parser throws(LibinputRecordProblem) in try parser.parse(text) }
    return (file, memory)
  }

  @Test(
    "a file read through a small buffer reads as in memory: items kept across refills, long lines")
  func smallBuffer() throws {
    for seed in UInt64(0)..<20 {
      var recording = InteropRecordingGenerator.recording(seed: seed)
      // A name longer than the buffer: the buffer grows.
      recording.devices[0].description.name = String(repeating: "Long name ", count: 30)
      let text = LibinputRecordWriter.write(recording)
      for bufferSize in [16, 100, 4096] {
        let read = try Self.fromFile(text, bufferSize: bufferSize)
        #expect(read.file == read.memory, "seed \(seed), buffer \(bufferSize)")
        if case .failed(let problem) = read.file { Issue.record("\(problem)") }
      }
      let damaged = LibinputFastLaneTests.mutate(text, seed: seed)
      let read = try Self.fromFile(damaged, bufferSize: 64)
      #expect(read.file == read.memory, "damaged, seed \(seed)")
    }
  }
}

extension LibinputEventFeederTests {
  @Test("libyaml's line numbers map back to the file's around the lines left out")
  func lineMap() {
    let map = LibinputLineMap()
    #expect(map.fileLine(7) == 7)
    map.leaveOut(line: 5, count: 3)  // file lines 5, 6, 7
    map.leaveOut(line: 8, count: 2)  // 8, 9: right after, one run
    map.leaveOut(line: 20, count: 1)  // 20
    // Handed lines 1-4 are the file's; handed 5 is file 10; handed 14 is file 19; handed 15
    // is file 21.
    for (handed, file) in [(1, 1), (4, 4), (5, 10), (14, 19), (15, 21), (30, 36), (2, 2), (5, 10)] {
      #expect(map.fileLine(handed) == file, "handed line \(handed)")
    }
  }
}
