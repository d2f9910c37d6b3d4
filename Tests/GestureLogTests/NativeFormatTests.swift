import Foundation
import GestureLog
import TestSupport
import Testing

@Suite("Native format")
struct NativeFormatTests {
  static let pad = DeviceDescription(
    name: "Pad \"one\"", bustype: 0x18, vendor: 0x6cb, product: 0xcd7d, version: 0x100,
    properties: [InputCode.INPUT_PROP_POINTER],
    codes: [InputCode.EV_SYN: [0, 1, 3], InputCode.EV_ABS: [InputCode.ABS_MT_SLOT]],
    absoluteAxes: [AbsoluteAxis(code: InputCode.ABS_MT_SLOT, value: 1, minimum: 0, maximum: 4)])

  @Test("the documented line layout, names beside numbers")
  func layout() throws {
    let events = [
      InputEvent(time: Timestamp(microseconds: 0), type: 3, code: 0x2f, value: 1),
      InputEvent(time: Timestamp(microseconds: 2), type: 0, code: 0, value: 0),
      InputEvent(time: Timestamp(microseconds: 9), type: 3, code: 0x2f, value: -1),
    ]
    let recording = Recording(
      devices: [
        RecordedDevice(
          description: Self.pad, events: events,
          markers: [Marker(time: Timestamp(microseconds: 5), kind: .synDropped)])
      ],
      metadata: RecordingMetadata(recorder: "test", timeOrigin: 1000, clock: "monotonic"))
    let text = try GestureLogWriter.text(recording, as: .native)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(
      lines[0] == #"{"gesturetape":1,"recorder":"test","clock":"monotonic","timeOrigin":1000}"#)
    #expect(lines[1].hasPrefix(#"{"device":0,"name":"Pad \"one\"","bustype":24,"vendor":1739,"#))
    #expect(lines[1].contains(#""properties":[[0,"INPUT_PROP_POINTER"]]"#))
    #expect(lines[1].contains(#"[3,"EV_ABS",[[47,"ABS_MT_SLOT"]]]"#))
    #expect(
      lines[1].contains(
        #"{"code":47,"name":"ABS_MT_SLOT","value":1,"min":0,"max":4,"fuzz":0,"flat":0,"resolution":0}"#
      ))
    // The first frame's time is its SYN_REPORT's (2 µs); the slot event carries -2.
    #expect(lines[2] == #"{"d":0,"t":2,"e":[[3,47,1,"ABS_MT_SLOT",-2],[0,0,0,"SYN_REPORT"]]}"#)
    #expect(lines[3] == #"{"marker":"syn_dropped","d":0,"t":5}"#)
    #expect(lines[4] == #"{"d":0,"t":9,"e":[[3,47,-1,"ABS_MT_SLOT"]]}"#)
    let back = try GestureLogReader.read(text: text)
    #expect(back.format == .native)
    #expect(back.recording == recording)
    #expect(back.warnings.map(\.kind) == [.incompleteFrame])
  }

  @Test("several devices interleave in time order, each keeping its own order")
  func interleaving() throws {
    func frame(_ time: Int64) -> [InputEvent] {
      [InputEvent(time: Timestamp(microseconds: time), type: 0, code: 0, value: 0)]
    }
    let recording = Recording(devices: [
      RecordedDevice(
        description: DeviceDescription(name: "a"), events: frame(0) + frame(30) + frame(10)),
      RecordedDevice(description: DeviceDescription(name: "b"), events: frame(5) + frame(20)),
    ])
    let text = try GestureLogWriter.text(recording, as: .native)
    let frameLines = text.split(separator: "\n").filter { $0.hasPrefix(#"{"d""#) }
    // Merge by the head of each device: a@0, b@5, b@20, a@30, a@10 (a keeps 30 before 10).
    #expect(
      frameLines.map { String($0.prefix(14)) } == [
        "{\"d\":0,\"t\":0,\"", "{\"d\":1,\"t\":5,\"", "{\"d\":1,\"t\":20,", "{\"d\":0,\"t\":30,",
        "{\"d\":0,\"t\":10,",
      ])
    #expect(try GestureLogReader.read(text: text).recording == recording)
  }

  @Test("a recorder killed at any byte leaves a file whose complete lines all load")
  func killedAtAnyByte() throws {
    let recording = RecordingGenerator.recording(
      seed: 7, options: .init(maximumDevices: 2, maximumFrames: 6))
    let bytes = NativeLogWriter.encode(recording)
    let lineEnds = bytes.indices.filter { bytes[$0] == 0x0A }
    for cut in 1..<bytes.count {
      let prefix = Array(bytes[..<cut])
      let completeLines = lineEnds.filter { $0 < cut }.count
      if completeLines == 0 && bytes[cut] != 0x0A {
        // Not even the header survived: there is nothing to load.
        #expect(throws: GestureLogError.self) {
          try NativeLogReader.read(bytes: prefix, file: "cut")
        }
        continue
      }
      let loaded = try NativeLogReader.read(bytes: prefix, file: "cut")
      let cutInsideLine = bytes[cut - 1] != 0x0A
      if cutInsideLine {
        // Either the partial line was complete JSON (cut just before its line break) or it was
        // dropped with a warning.
        let complete = cut < bytes.count && bytes[cut] == 0x0A
        #expect(complete || loaded.warnings.contains { $0.kind == .truncated }, "cut at \(cut)")
      }
      #expect(loaded.recording.devices.count <= recording.devices.count)
    }
  }

  @Test("the streaming writer flushes into a file, the streaming reader reads it back")
  func streaming() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-stream-\(UUID().uuidString).gtape").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try NativeLogWriter(path: path, bufferLimit: 100)
    try writer.writeHeader(RecordingMetadata(recorder: "stream test"))
    let index = try writer.writeDevice(Self.pad)
    #expect(index == 0)
    var written: [[InputEvent]] = []
    for frame in 0..<50 {
      let time = Timestamp(microseconds: Int64(frame) * 8000)
      let events = [
        InputEvent(time: time, type: 3, code: 0x2f, value: Int32(frame % 4)),
        InputEvent(time: time, type: 0, code: 0, value: 0),
      ]
      written.append(events)
      try writer.writeEvents(events, device: 0)
      if frame == 10 {
        try writer.writeMarker(Marker(time: time, kind: .annotation("ten\n")), device: 0)
      }
    }
    try writer.close()
    let reader = try NativeLogStreamReader(path: path)
    var frames: [[InputEvent]] = []
    var markers: [Marker] = []
    var header: RecordingMetadata?
    while let entry = try reader.next() {
      switch entry {
      case .header(let metadata): header = metadata
      case .device(let index, let description):
        #expect(index == 0)
        #expect(description == Self.pad)
      case .events(let device, let events):
        #expect(device == 0)
        frames.append(events)
      case .marker(_, let marker): markers.append(marker)
      }
    }
    #expect(header?.recorder == "stream test")
    #expect(frames == written)
    #expect(markers == [Marker(time: Timestamp(microseconds: 80_000), kind: .annotation("ten\n"))])
    #expect(reader.warnings.isEmpty)
  }

  @Test("a full disk is a typed error, not a crash")
  func fullDisk() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let writer = try NativeLogWriter(path: "/dev/full", bufferLimit: 1)
    do {
      try writer.writeHeader(RecordingMetadata())
      Issue.record("writing to /dev/full succeeded")
    } catch {
      #expect(error.kind == .io)
      #expect(error.file == "/dev/full")
      #expect(error.description.contains("No space left on device"))
    }
  }

  @Test("times are normalised to the earliest first event on reading")
  func normalisation() throws {
    let text = """
      {"gesturetape":1,"timeOrigin":100}
      {"device":0,"name":"a"}
      {"d":0,"t":50,"e":[[0,0,0,"SYN_REPORT"]]}
      {"d":0,"t":80,"e":[[0,0,0,null]]}

      """
    let recording = try GestureLogReader.read(text: text).recording
    #expect(recording.devices.first?.events.map(\.time.microseconds) == [0, 30])
    #expect(recording.metadata.timeOrigin == 150)
  }

  @Test("hand-edited lines with blanks, escapes and no names read like the writer's lines")
  func handEditedLines() throws {
    let tidy = #"{"d":0,"t":5,"e":[[3,0,-1,"ABS_X",2],[0,0,0,"SYN_REPORT"]]}"#
    let loose = #"{ "d" : 0 , "t" : 5 , "e" : [ [ 3 , 0 , -1 , "AB\"S" , 2 ] , [0,0,0] ] }"#
    let header = "{\"gesturetape\":1}\n{\"device\":0,\"name\":\"a\"}\n"
    let first = try GestureLogReader.read(text: header + tidy + "\n").recording
    let second = try GestureLogReader.read(text: header + loose + "\n").recording
    #expect(first == second)
    // The events: ABS_X -1 at 5 + 2 = 7 µs, SYN_REPORT at 5 µs; normalised so 7 → 0.
    #expect(
      first.devices.first?.events == [
        InputEvent(time: .zero, type: 3, code: 0, value: -1),
        InputEvent(time: Timestamp(microseconds: -2), type: 0, code: 0, value: 0),
      ])
  }

  @Test("the example of docs/FORMAT.md loads as the spec describes it")
  func documentedExample() throws {
    let url = Fixtures.repositoryRoot.appendingPathComponent("docs/FORMAT.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let example = try #require(text.components(separatedBy: "## Example").dropFirst().first)
    let block = try #require(example.components(separatedBy: "```").dropFirst().first)
    let loaded = try GestureLogReader.read(
      text: String(block.drop { $0 == "\n" }), fileName: "FORMAT.md")
    #expect(loaded.format == .native)
    let recording = loaded.recording
    #expect(
      recording.devices.map(\.description.name) == [
        "SynPS/2 Synaptics TouchPad", "Logitech USB Mouse",
      ])
    // Touchpad: frames of 5, 2 and 3 events; mouse: one frame of 3.
    #expect(recording.devices.map(\.events.count) == [10, 3])
    #expect(
      recording.devices[0].markers.map(\.kind) == [
        .synDropped, .resync, .annotation("finger lifts here"),
      ])
    // The position event of the resync frame is 2 µs before the frame's 12000.
    #expect(recording.devices[0].events[5].time.microseconds == 11_998)
    #expect(recording.devices[1].events.first?.value == -3)
    #expect(recording.metadata.timeOrigin == 75_280_046)
    #expect(recording.metadata.annotations == [.init(key: "scene", value: "gallery dismiss")])
    #expect(recording.devices[0].description.axis(InputCode.ABS_X)?.resolution == 42)
  }

  @Test("the format is told from the content, not the name")
  func detection() {
    #expect(FormatDetector.detect(text: "{\"gesturetape\":1}\n") == .native)
    #expect(FormatDetector.detect(text: "# EVEMU 1.3\nN: x\n") == .evemu)
    #expect(FormatDetector.detect(text: "N: x\nI: 0001 0002 0003 0004\n") == .evemu)
    #expect(FormatDetector.detect(text: "# just a comment\nE: 0.000001 0000 0000 0000\n") == .evemu)
    #expect(FormatDetector.detect(text: "# libinput record\nversion: 1\n") == .libinputRecord)
    #expect(FormatDetector.detect(text: "version: 1\nndevices: 1\n") == .libinputRecord)
    #expect(FormatDetector.detect(text: "{\"other\":1}\n") == nil)
    #expect(FormatDetector.detect(text: "hello\n") == nil)
    #expect(FormatDetector.detect([UInt8]()) == nil)
  }
}
