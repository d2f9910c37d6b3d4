import Testing

@testable import GestureLog

/// The line parser for whole `events` lists (LibinputEventBlocks): the layouts it takes, the
/// lines that make it decline a list, and the places where a list-looking text is not a list.
/// Every file is read both ways (LibinputFastLaneTests.bothWays): what the line parser reads
/// must mean exactly what libyaml reads.
@Suite("libinput record: events lists read by the line parser")
struct LibinputEventBlocksTests {
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
  static func read(_ text: String) -> (outcome: LibinputFastLaneTests.Outcome, blockEvents: Int) {
    let result = LibinputFastLaneTests.bothWays(text)
    #expect(result.fast == result.plain)
    return (result.fast, result.blockEvents)
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
    let (outcome, blockEvents) = Self.read(Self.file(events: events))
    let count = Self.eventCount(outcome)
    #expect(count > 0)
    #expect(blockEvents == count)
  }

  @Test("a key after the list is read by libyaml, and the list by the line parser")
  func keyAfterList() {
    let text = Self.file(
      events: Self.frames,
      after: "    udev:\n      properties: [ID_INPUT=1]\n    quirks: []\n")
    let (outcome, blockEvents) = Self.read(text)
    #expect(Self.eventCount(outcome) == 6)
    #expect(blockEvents == 6)
  }

  @Test("two devices: two lists, each read by the line parser")
  func twoDevices() {
    let one = Self.file(events: Self.frames)
    let device = one[one.range(of: "  - node:")!.lowerBound...]
    let text = one.replacing("ndevices: 1", with: "ndevices: 2") + device
    let (outcome, blockEvents) = Self.read(text)
    #expect(Self.eventCount(outcome) == 12)
    #expect(blockEvents == 12)
  }

  @Test("frames without SYN_REPORT give the same warnings at the same places")
  func incompleteFrames() {
    let events = Self.frames.replacing(
      "        - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms\n",
      with: ""
    ).replacing(
      "        - [  0,  11879,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +11ms\n",
      with: "")
    let (outcome, blockEvents) = Self.read(Self.file(events: events))
    guard case .loaded(_, let notices) = outcome else {
      Issue.record("the file did not load: \(outcome)")
      return
    }
    #expect(blockEvents == 4)
    #expect(notices.map(\.kind) == [.incompleteFrame, .incompleteFrame])
    #expect(notices.map(\.line) == [18, 21])
    #expect(notices.map(\.column) == [9, 9])
  }

  @Test(
    "lines that make the line parser decline the list (libyaml and the reader's rules decide)",
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
      (
        "a libinput item", "      - evdev:\n        - [  0,  11879",
        "      - libinput:\n          - {time: 0.0}\n      - evdev:\n        - [  0,  11879"
      ),
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
      (
        "a flow list of frames", "      - evdev:\n        - [  0,  11879",
        "      - evdev: [[0, 11879, 3, 0, 12], [0, 11879, 0, 0, 0]]\n      - evdev:\n        - [  0,  11879"
      ),
    ])
  func declined(what: String, target: String, replacement: String) {
    let events = Self.frames.replacing(target, with: replacement)
    #expect(events != Self.frames, "\(what): the replacement did not apply")
    let (_, blockEvents) = Self.read(Self.file(events: events))
    #expect(blockEvents == 0, "\(what)")
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
    // The scan proposes the look-alike as a list; the reader must not take it.
    var storage = text
    let proposed = storage.withUTF8 {
      LibinputEventBlocks.blocks(in: $0).count
    }
    #expect(proposed == 2)
    let result = LibinputFastLaneTests.bothWays(text)
    #expect(result.fast == result.plain)
    #expect(result.blockEvents == 0)
  }

  @Test("a list whose last line has no line break is read by libyaml")
  func noFinalLineBreak() {
    let text = String(Self.file(events: Self.frames).dropLast())
    let (outcome, blockEvents) = Self.read(text)
    #expect(Self.eventCount(outcome) == 6)
    #expect(blockEvents == 0)
  }
}

extension LibinputEventBlocksTests {
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
            _ = try parser.parse(bytes: buffer)
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
