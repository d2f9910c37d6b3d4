import Foundation
import GestureLog
import Testing

/// A libinput record as libinput 1.2x writes it for two devices, with the keys the reader must
/// skip (`libinput:` header and event items, `hid:`, `udev:`, null `quirks:`, `system.dmi`).
private let twoDeviceFile = """
  # libinput record
  version: 1
  ndevices: 2
  libinput:
    version: "1.23.0"
    git: "unknown"
  system:
    os: "debian:12"
    kernel: "6.1.0-13-amd64"
    dmi: "dmi:bvnLENOVO"
  devices:
    - node: /dev/input/event5
      evdev:
        # Name: ITE Touchpad
        name: "ITE Tech. Touchpad"
        id: [3, 1165, 21, 273]
        codes:
          0: [0, 1, 2, 3, 4] # EV_SYN
          1: [272, 325, 330, 333] # EV_KEY
          3: [0, 1, 47, 53, 54, 57] # EV_ABS
        absinfo:
          0: [0, 1051, 0, 0, 12]
          1: [0, 680, 0, 0, 12]
          47: [0, 4, 0, 0, 0]
          53: [0, 1051, 0, 0, 12]
          54: [0, 680, 0, 0, 12]
          57: [0, 65535, 0, 0, 0]
        properties: [0, 2]
      hid: [0x05, 0x01, 0x09, 0x02]
      udev:
        properties:
        - ID_INPUT=1
        - ID_INPUT_TOUCHPAD=1
        virtual: false
      quirks:
      events:
        - evdev:
          - [  1, 500000,   3,  57,    81] # EV_ABS / ABS_MT_TRACKING_ID 81
          - [  1, 500000,   3,  53,   326] # EV_ABS / ABS_MT_POSITION_X 326
          - [  1, 500000,   1, 330,     1] # EV_KEY / BTN_TOUCH 1
          - [  1, 500000,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +0ms
          libinput:
            - {time: 1.500000, type: TOUCH_DOWN, slot: 0, seat_slot: 0}
        - libinput:
            - {time: 1.510000, type: POINTER_MOTION, delta: [1.0, 2.0]}
        - hid:
            time: [1, 510000]
            hidraw0: [1, 2, 3]
        - evdev:
          - [  1, 520000,   3,  57,    -1] # EV_ABS / ABS_MT_TRACKING_ID -1
          - [  1, 520000,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +20ms
    - node: /dev/input/event2
      evdev:
        name: "Logitech Mouse"
        id: [3, 1133, 49271, 273]
        codes:
          0: [0, 1, 2, 4]
          1: [272, 273]
          2: [0, 1, 8]
          4: [4]
        properties: []
      events:
        - evdev:
          - [  0, 250000,   2,   0,    -3]
          - [  0, 250000,   0,   0,     0]
  """

@Suite("LibinputRecordReader")
struct LibinputRecordReaderTests {
  @Test("reads devices, descriptions and evdev frames and skips libinput/hid/udev keys")
  func readsTwoDevices() throws {
    let loaded = try LibinputRecordReader.read(text: twoDeviceFile, file: "two.yml")
    #expect(loaded.format == .libinputRecord)
    #expect(loaded.warnings.isEmpty)
    let recording = loaded.recording
    #expect(recording.devices.count == 2)
    let touchpad = recording.devices[0].description
    #expect(touchpad.name == "ITE Tech. Touchpad")
    #expect(
      [touchpad.bustype, touchpad.vendor, touchpad.product, touchpad.version] == [3, 1165, 21, 273])
    #expect(touchpad.codes[1] == [272, 325, 330, 333])
    #expect(touchpad.properties == [0, 2])
    #expect(touchpad.axis(53) == AbsoluteAxis(code: 53, minimum: 0, maximum: 1051, resolution: 12))
    #expect(recording.metadata.kernel == "6.1.0-13-amd64")
    #expect(recording.metadata.recorder == "libinput record 1.23.0")
    // Only the two evdev frames of device 0 (4 + 2 events); the libinput: and hid: items
    // contribute nothing.
    #expect(recording.devices[0].events.count == 6)
    #expect(recording.devices[1].events.count == 2)
    #expect(recording.devices[0].events[0].value == 81)
    #expect(recording.devices[0].events[4].value == -1)
    #expect(recording.devices[1].events[0].value == -3)
  }

  @Test("times become offsets from the earliest first event, keeping the devices' spacing")
  func multiDeviceTiming() throws {
    let recording = try LibinputRecordReader.read(text: twoDeviceFile, file: "two.yml").recording
    // The mouse's first frame (0.250000 s) is the earliest: it becomes 0, the touchpad's
    // 1.500000 s becomes 1.25 s and its second frame 1.27 s.
    #expect(recording.devices[1].events[0].time.microseconds == 0)
    #expect(recording.devices[0].events[0].time.microseconds == 1_250_000)
    #expect(recording.devices[0].events[5].time.microseconds == 1_270_000)
    #expect(recording.metadata.timeOrigin == 250_000)
    #expect(recording.metadata.clock == LibinputRecordWriter.recordingStartClock)
    // Written back, the file's own times return (0.250000 and 1.500000).
    let written = LibinputRecordWriter.write(recording)
    #expect(written.contains("- [  0, 250000,   2,   0,      -3]"))
    #expect(written.contains("- [  1, 500000,   3,  57,      81]"))
    let again = try LibinputRecordReader.read(text: written, file: "again.yml").recording
    #expect(again == recording)
  }

  @Test("an ndevices that differs from the device list is a warning")
  func deviceCountMismatch() throws {
    let text = twoDeviceFile.replacingOccurrences(of: "ndevices: 2", with: "ndevices: 3")
    let loaded = try LibinputRecordReader.read(text: text, file: "three.yml")
    #expect(loaded.warnings.map(\.kind) == [.deviceCountMismatch])
    #expect(loaded.warnings.first?.line == 3)
    #expect(loaded.recording.devices.count == 2)
  }

  @Test("a file cut inside its events loads the complete frames with a truncation warning")
  func truncatedEvents() throws {
    // Cut in the middle of the mouse's only event line: "- [  0, 250000,   2,   0,    -3]".
    guard let range = twoDeviceFile.range(of: "250000,   2,") else {
      Issue.record("fixture changed")
      return
    }
    let cut = String(twoDeviceFile[..<range.lowerBound])
    let loaded = try LibinputRecordReader.read(text: cut, file: "cut.yml")
    #expect(loaded.warnings.contains { $0.kind == .truncated })
    #expect(loaded.recording.devices.count == 2)
    #expect(loaded.recording.devices[0].events.count == 6)
    #expect(loaded.recording.devices[1].events.isEmpty)
  }

  @Test("a last frame without SYN_REPORT is kept with an incomplete-frame warning")
  func incompleteLastFrame() throws {
    let text = """
      version: 1
      ndevices: 1
      devices:
        - evdev:
            name: "m"
            id: [0, 0, 0, 0]
            codes: {0: [0], 2: [0]}
          events:
            - evdev:
              - [0, 0, 2, 0, 5]
      """
    let loaded = try LibinputRecordReader.read(text: text, file: "open.yml")
    #expect(loaded.warnings.map(\.kind) == [.incompleteFrame])
    #expect(loaded.recording.devices[0].events.count == 1)
  }

  @Test("errors carry the file, the YAML line and column, what was found and expected")
  func errorPlaces() {
    let cases: [(text: String, kind: GestureLogError.Kind, line: Int, column: Int)] = [
      // version 2 on line 1, the value starts at column 10.
      ("version: 2\ndevices: []\n", .unsupportedVersion, 1, 10),
      // no devices key: reported at the root mapping (1:1).
      ("version: 1\nndevices: 1\n", .missingField, 1, 1),
      // usec 1000000 on line 8: "        - [0, 1000000, 0, 0, 0]": 8 spaces, "- [0, " → the
      // number starts at column 15.
      (
        "version: 1\ndevices:\n  - evdev: {name: a, id: [0, 0, 0, 0], codes: {0: [0]}}\n"
          + "    events:\n      - evdev:\n        - [0, 0, 0, 0, 0]\n      - evdev:\n"
          + "        - [0, 1000000, 0, 0, 0]\n",
        .numberOutOfRange, 8, 15
      ),
      // a YAML syntax error: an unclosed flow sequence.
      ("version: 1\ndevices: [\n", .unexpectedToken, 3, 1),
    ]
    for item in cases {
      #expect(throws: GestureLogError.self) {
        try LibinputRecordReader.read(text: item.text, file: "bad.yml")
      }
      do {
        _ = try LibinputRecordReader.read(text: item.text, file: "bad.yml")
      } catch {
        #expect(error.kind == item.kind, "\(item.text)")
        #expect(error.file == "bad.yml")
        #expect(error.line == item.line, "\(error)")
        #expect(error.column == item.column, "\(error)")
        #expect(!error.expected.isEmpty && !error.found.isEmpty)
      }
    }
  }
}
