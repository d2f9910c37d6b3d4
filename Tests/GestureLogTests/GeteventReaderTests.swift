import Foundation
import GestureLog
import TestSupport
import Testing

/// What Android's getevent prints, read as it prints it (docs/GETEVENT.md): the
/// line shapes of -lt, -t, -l and neither; headers, prompts and notes around the events;
/// several devices interleaved; both multitouch protocols; a capture cut off; -p descriptions.
@Suite("getevent")
struct GeteventReaderTests {
  /// A one-finger drag on a protocol B panel whose first contact names no slot, captured with
  /// `getevent -lt` watching every node (a volume key on another node in between), with the
  /// prompt and a note around it, as a PC saves `adb shell` output: CRLF line ends.
  static let labelled = """
    $ adb shell getevent -lt
    add device 1: /dev/input/event4
      name:     "ff_key"
    add device 2: /dev/input/event2
      name:     "synaptics_tcm_touch"
    could not get driver version for /dev/input/mice, Not a typewriter
    [  582809.526611] /dev/input/event0: EV_KEY       KEY_VOLUMEDOWN       DOWN                
    [  582809.526611] /dev/input/event0: EV_SYN       SYN_REPORT           00000000            
    [  582809.526611] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00007c75            
    [  582809.526611] /dev/input/event2: EV_KEY       BTN_TOUCH            DOWN                
    [  582809.526611] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000002a5            
    [  582809.526611] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003fd            
    [  582809.526611] /dev/input/event2: EV_ABS       ABS_MT_TOOL_TYPE     MT_TOOL_FINGER      
    [  582809.526611] /dev/input/event2: EV_SYN       SYN_REPORT           00000000            
    [  582809.543212] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003a0            
    [  582809.543212] /dev/input/event2: EV_SYN       SYN_REPORT           00000000             rate 60
    [  582809.559800] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff            
    [  582809.559800] /dev/input/event2: EV_KEY       BTN_TOUCH            UP                  
    [  582809.559800] /dev/input/event2: EV_SYN       SYN_REPORT           00000000            
    ^C
    $ that was a short drag up
    """.replacingOccurrences(of: "\n", with: "\r\n")

  static func read(_ text: String) throws -> LoadedRecording {
    try GestureLogReader.read(text: text, fileName: "capture.txt")
  }

  @Test func aLabelledCaptureOfEveryNodeIsReadAsPrinted() throws {
    let loaded = try Self.read(Self.labelled)
    #expect(loaded.format == .getevent)
    let devices = loaded.recording.devices
    // Nodes with events only, in the order first seen: the touchscreen (named by its header),
    // then the key node (no header: named by its path).
    #expect(devices.map(\.description.name) == ["synaptics_tcm_touch", "/dev/input/event0"])
    let touch = devices[0]
    #expect(touch.events.count == 11)
    #expect(Array(touch.frames).count == 3)
    #expect(touch.events.first?.time == .zero)
    #expect(touch.events.last?.time == Timestamp(microseconds: 33_189))
    let tracking = touch.events.filter { $0.code == InputCode.ABS_MT_TRACKING_ID }.map(\.value)
    #expect(tracking == [0x7c75, -1], "ffffffff is a lifted contact")
    #expect(
      touch.events.filter { $0.code == InputCode.BTN_TOUCH }.map(\.value) == [1, 0],
      "DOWN and UP")
    #expect(touch.events.contains { $0.code == InputCode.ABS_MT_TOOL_TYPE && $0.value == 0 })
    #expect(loaded.recording.metadata.timeOrigin == 582_809_526_611)
    #expect(
      loaded.recording.metadata.annotations.map(\.value) == [
        "/dev/input/event2", "/dev/input/event0",
      ])
    // No description: inferred, protocol B with slot 0 implied, a touchscreen; and said so.
    #expect(touch.description.hasProperty(InputCode.INPUT_PROP_DIRECT))
    #expect(touch.description.axis(InputCode.ABS_MT_SLOT) != nil)
    #expect(touch.description.axis(InputCode.ABS_MT_POSITION_X)?.maximum == 0x2a5)
    let inferred = loaded.warnings.filter { $0.kind == .missingDescription }
    #expect(inferred.count == 2)
    #expect(inferred.first?.line == 9)
    #expect(inferred.first?.message.contains("ABS_MT_POSITION_X 0…677") == true)
  }

  @Test func everyLineShapeGivesTheSameEvents() throws {
    let labelled = try Self.read(Self.labelled).recording.devices[0].events
    // -t without -l: hex; the same capture.
    let hex = """
      [  582809.526611] /dev/input/event2: 0003 0039 00007c75
      [  582809.526611] /dev/input/event2: 0001 014a 00000001
      [  582809.526611] /dev/input/event2: 0003 0035 000002a5
      [  582809.526611] /dev/input/event2: 0003 0036 000003fd
      [  582809.526611] /dev/input/event2: 0003 0037 00000000
      [  582809.526611] /dev/input/event2: 0000 0000 00000000
      [  582809.543212] /dev/input/event2: 0003 0036 000003a0
      [  582809.543212] /dev/input/event2: 0000 0000 00000000
      [  582809.559800] /dev/input/event2: 0003 0039 ffffffff
      [  582809.559800] /dev/input/event2: 0001 014a 00000000
      [  582809.559800] /dev/input/event2: 0000 0000 00000000
      """
    #expect(try Self.read(hex).recording.devices[0].events == labelled)
    // Early getevent (Android 2 and 4) printed `-t` as `SECONDS-MICROSECONDS: `, unpadded.
    let dashed = hex.split(separator: "\n").map { line -> String in
      let stamp = line.dropFirst().prefix { $0 != "]" }.trimmingCharacters(in: .whitespaces)
      let parts = stamp.split(separator: ".")
      return "\(parts[0])-\(Int(parts[1])!): " + line.drop { $0 != "]" }.dropFirst(2)
    }.joined(separator: "\n")
    #expect(dashed.hasPrefix("582809-526611: /dev/input/event2: 0003 0039"))
    #expect(FormatDetector.detect(text: dashed) == .getevent)
    #expect(try Self.read(dashed).recording.devices[0].events == labelled)
    // One node named (`getevent -lt /dev/input/event2`): no node prefix.
    let oneNode = hex.replacingOccurrences(of: "/dev/input/event2: ", with: "")
    let single = try Self.read(oneNode)
    #expect(single.recording.devices.count == 1)
    #expect(single.recording.devices[0].events == labelled)
    #expect(single.recording.devices[0].description.name == "getevent capture")
    // No timestamps (-l, or neither): frames 1/60 s apart, with a warning.
    let untimed = oneNode.split(separator: "\n").map { $0.dropFirst(18) }.joined(separator: "\n")
    let spaced = try Self.read(untimed)
    let times = Set(spaced.recording.devices[0].events.map(\.time.microseconds))
    #expect(times == [0, 16_667, 33_334])
    #expect(spaced.warnings.contains { $0.message.hasPrefix("no timestamps") })
    #expect(spaced.recording.metadata.timeOrigin == nil)
  }

  // Protocol A: SYN_MT_REPORT after each finger, an empty one lifting them all; no tracking
  // ids, no BTN_TOUCH. The inferred description has no slots (the interpreter reads it as
  // protocol A), and the two fingers are counted.
  @Test func protocolAIsReadAsPrinted() throws {
    let text = """
      [    10.000000] 0003 0035 00000064
      [    10.000000] 0003 0036 000000c8
      [    10.000000] 0000 0002 00000000
      [    10.000000] 0003 0035 0000012c
      [    10.000000] 0003 0036 00000190
      [    10.000000] 0000 0002 00000000
      [    10.000000] 0000 0000 00000000
      [    10.012000] 0000 0002 00000000
      [    10.012000] 0000 0000 00000000
      """
    let loaded = try Self.read(text)
    let device = loaded.recording.devices[0]
    #expect(device.description.axis(InputCode.ABS_MT_SLOT) == nil)
    #expect(device.events.filter { $0.code == InputCode.SYN_MT_REPORT }.count == 3)
    #expect(Array(device.frames).count == 2)
  }

  // An early single-touch panel: ABS_X, ABS_Y and BTN_TOUCH, no multitouch axes. Still a
  // touchscreen.
  @Test func aSingleTouchPanelIsATouchscreen() throws {
    let text = """
      1234-5000: 0001 014a 00000001
      1234-5000: 0003 0000 00000100
      1234-5000: 0003 0001 00000200
      1234-5000: 0000 0000 00000000
      1234-21000: 0003 0001 00000260
      1234-21000: 0000 0000 00000000
      1234-37000: 0001 014a 00000000
      1234-37000: 0000 0000 00000000
      """
    let device = try Self.read(text).recording.devices[0]
    #expect(device.description.hasProperty(InputCode.INPUT_PROP_DIRECT))
    #expect(device.description.axis(InputCode.ABS_MT_SLOT) == nil)
    #expect(device.events.last?.time == Timestamp(microseconds: 32_000))
  }

  // Stopped with Ctrl-C: the last line cut, the last frame unfinished. The cut line is left out
  // with a warning; the unfinished frame is kept and said so; the finger stays down (no lift
  // is made up).
  @Test func aCaptureCutOffKeepsWhatItHas() throws {
    let text = """
      [    10.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001
      [    10.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000064
      [    10.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
      [    10.016000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000070
      [    10.016000] /dev/input/event2: EV_ABS       ABS_MT_POSI
      """
    let loaded = try Self.read(text)
    let events = loaded.recording.devices[0].events
    #expect(events.count == 4)
    #expect(!events.contains { $0.code == InputCode.ABS_MT_TRACKING_ID && $0.value == -1 })
    #expect(loaded.warnings.contains { $0.kind == .truncated && $0.line == 5 })
    #expect(loaded.warnings.contains { $0.kind == .incompleteFrame })
  }

  // `adb shell` through a terminal ends lines with `\r\r\n`; a newer kernel's key name this
  // reader does not know leaves that event out (with one warning), not the capture.
  @Test func terminalLineEndsAndUnknownNamesDoNotStopIt() throws {
    let text = """
      [    10.000000] /dev/input/event0: EV_KEY       KEY_FUTURE_THING     DOWN\r
      [    10.000000] /dev/input/event0: EV_SYN       SYN_REPORT           00000000\r
      [    10.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001\r
      [    10.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000064\r
      [    10.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000\r
      [    10.010000] /dev/input/event0: EV_KEY       KEY_FUTURE_THING     UP\r
      [    10.010000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff\r
      [    10.010000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000\r

      """.replacingOccurrences(of: "\n", with: "\r\n")
    let loaded = try Self.read(text)
    let touch = try #require(loaded.recording.devices.first { $0.events.count == 5 })
    #expect(touch.events.map(\.value) == [1, 100, 0, -1, 0])
    #expect(
      loaded.warnings.filter { $0.message.hasPrefix("unknown event name KEY_FUTURE_THING") }.count
        == 1)
  }

  @Test func whatIsNotGeteventIsALocatedError() throws {
    // Marked as an event (a timestamp) but missing its value.
    let missing = "[    10.000000] /dev/input/event2: EV_ABS ABS_MT_POSITION_X\n"
    #expect {
      try Self.read(missing + "[    10.000000] /dev/input/event2: EV_SYN SYN_REPORT 00000000\n")
    } throws: { error in
      let error = error as? GestureLogError
      return error?.line == 1 && error?.column == 60
        && error?.description.contains("TYPE CODE VALUE") == true
    }
    // A code of another type.
    #expect {
      try Self.read("[    10.000000] EV_ABS BTN_TOUCH 00000001\n[    10.0] EV_SYN SYN_REPORT 0\n")
    } throws: { error in
      (error as? GestureLogError)?.description.contains("an event code of its type") == true
    }
    // A text that is none of the formats.
    #expect {
      try Self.read("hello\nthis is not a capture\n")
    } throws: { error in
      (error as? GestureLogError)?.description.contains("getevent lines") == true
    }
    // getevent asked for explicitly, with no events in it.
    #expect {
      try GestureLogReader.read(text: "$ adb devices\n", fileName: "x", as: .getevent)
    } throws: { error in
      (error as? GestureLogError)?.description.contains("no getevent events") == true
    }
  }

  /// `getevent -lp` of the panel above and a key node.
  static let description = """
    add device 3: /dev/input/event2
      name:     "synaptics_tcm_touch"
      events:
        KEY (0001): BTN_TOOL_FINGER       BTN_TOUCH            
        ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                    ABS_MT_POSITION_X     : value 0, min 0, max 1199, fuzz 0, flat 0, resolution 0
                    ABS_MT_POSITION_Y     : value 0, min 0, max 2669, fuzz 0, flat 0, resolution 0
                    ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
      input props:
        INPUT_PROP_DIRECT
    add device 4: /dev/input/event0
      name:     "gpio-keys"
      events:
        KEY (0001): 0072* 0073 
      input props:
        <none>
    """

  // `-d` adds the HID descriptor after the properties: not properties.
  @Test func aHIDDescriptorAfterTheDescriptionIsLeftOut() throws {
    let text = Self.description.replacingOccurrences(
      of: "    INPUT_PROP_DIRECT\n",
      with:
        "    INPUT_PROP_DIRECT\n  HID descriptor: 0018:06CB:CD8B.0001\n\n    05 01 09 02 a1 01\n")
    let descriptions = try GeteventReader.descriptions(text: text, file: "lpd.txt")
    #expect(descriptions.first?.description.properties == [InputCode.INPUT_PROP_DIRECT])
  }

  @Test func aDescriptionIsPairedByNode() throws {
    let descriptions = try GeteventReader.descriptions(text: Self.description, file: "lp.txt")
    #expect(descriptions.map(\.node) == ["/dev/input/event2", "/dev/input/event0"])
    let panel = descriptions[0].description
    #expect(panel.axis(InputCode.ABS_MT_POSITION_Y)?.maximum == 2669)
    #expect(panel.hasProperty(InputCode.INPUT_PROP_DIRECT))
    #expect(descriptions[1].description.codes[InputCode.EV_KEY] == [0x72, 0x73])
    let (described, unmatched) = GeteventReader.describing(
      try Self.read(Self.labelled), with: descriptions)
    #expect(unmatched.isEmpty)
    #expect(described.recording.devices[0].description == panel)
    #expect(!described.warnings.contains { $0.kind == .missingDescription })
    // In one file, as record --adb writes it: the description comes with the events.
    let together = try Self.read(Self.description + "\n" + Self.labelled)
    #expect(together.recording.devices[0].description == panel)
    #expect(!together.warnings.contains { $0.kind == .missingDescription })
  }

  @Test func itIsDetectedFromItsContent() {
    #expect(FormatDetector.detect(text: Self.labelled) == .getevent)
    #expect(FormatDetector.detect(text: "0003 0035 00000064\n0000 0000 00000000\n") == .getevent)
    #expect(FormatDetector.detect(text: "add device 1: /dev/input/event3\n") == .getevent)
    #expect(
      FormatDetector.detect(text: "0003 0035 00000064\n") == nil, "one bare line is not enough")
    #expect(FormatDetector.detect(text: "N: a device\nI: 0003 1 2 3\n") == .evemu)
  }

  // Every shipped recording written as getevent text comes back with the same devices and
  // events (markers have no place there; LEDs and switches keep what is on).
  @Test(arguments: Fixtures.allSourceRecordings.map(\.lastPathComponent))
  func aRecordingWrittenAsGeteventComesBackWhole(_ name: String) throws {
    let original = try GestureLogReader.read(
      contentsOf: Fixtures.sourceRecordings.appendingPathComponent(name)
    ).recording
    let text = GeteventWriter.write(original)
    let back = try GestureLogReader.read(text: text, fileName: "\(name).getevent")
    #expect(back.format == .getevent)
    #expect(back.recording.devices.count == original.devices.count)
    for (read, written) in zip(back.recording.devices, original.devices) {
      // LEDs and switches come back as what is on (getevent marks nothing off).
      var expected = written.description
      expected.leds = expected.leds.filter(\.value)
      expected.switches = expected.switches.filter(\.value)
      #expect(read.description == expected)
      #expect(read.events == written.events)
    }
    #expect(back.recording.metadata.timeOrigin == (original.metadata.timeOrigin ?? 0))
  }
}
