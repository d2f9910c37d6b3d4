import Evdev
import Foundation
import GestureLog
import Testing

@Suite("NativeLogFileSink")
struct NativeLogFileSinkTests {
  /// A fresh directory, removed after `body`.
  func inTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gtape-sink-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  func lines(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test("writes FILE.partial while recording and renames it on finish")
  func partialThenRename() throws {
    try inTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("swipe.gtape").path
      let sink = try NativeLogFileSink(path: path)
      #expect(sink.partialPath == path + ".partial")
      try sink.begin(metadata: RecordingMetadata(recorder: "test"), devices: [Devices.mouse])
      try sink.append(
        [ev(10, InputCode.EV_REL, InputCode.REL_X, 4), syn(10), syn(20)], device: 0)
      try sink.flush()
      #expect(FileManager.default.fileExists(atPath: path + ".partial"))
      #expect(!FileManager.default.fileExists(atPath: path))
      // Header, device, then one line per frame: two frames were appended.
      #expect(try lines(path + ".partial").count == 4)
      try sink.finish()
      #expect(!FileManager.default.fileExists(atPath: path + ".partial"))
      #expect(try lines(path).count == 4)
    }
  }

  @Test("an unfinished recording stays as .partial with every flushed line complete")
  func killedRecording() throws {
    try inTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("killed.gtape").path
      do {
        let sink = try NativeLogFileSink(path: path)
        try sink.begin(metadata: RecordingMetadata(), devices: [Devices.touchpad])
        try sink.append([syn(1), syn(2), syn(3)], device: 0)
        try sink.mark(Marker(time: Timestamp(microseconds: 4), kind: .deviceRemoved), device: 0)
        try sink.flush()
        // Dropped without finish(), as a killed recorder would leave it.
      }
      #expect(!FileManager.default.fileExists(atPath: path))
      let written = try lines(path + ".partial")
      #expect(written.count == 6)  // header, device, 3 frames, marker
      #expect(written.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
      #expect(written.last?.contains("device_removed") == true)
      // The native reader loads the partial file: 3 events, the marker, the description.
      let text = try String(contentsOfFile: path + ".partial", encoding: .utf8)
      let loaded = try NativeLogReader.read(text: text, file: path + ".partial")
      let device = try #require(loaded.recording.devices.first)
      #expect(device.description == Devices.touchpad)
      #expect(device.events.count == 3)
      #expect(device.markers.map(\.kind) == [.deviceRemoved])
    }
  }

  @Test("an incomplete frame at the end of a batch continues on the next line")
  func incompleteFrame() throws {
    try inTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("cut.gtape").path
      let sink = try NativeLogFileSink(path: path)
      try sink.begin(metadata: RecordingMetadata(), devices: [Devices.mouse])
      try sink.append([ev(5, InputCode.EV_REL, InputCode.REL_X, 1)], device: 0)
      try sink.append([ev(5, InputCode.EV_REL, InputCode.REL_Y, 2), syn(5)], device: 0)
      try sink.finish()
      let frames = try lines(path).filter { $0.hasPrefix("{\"d\"") }
      #expect(frames.count == 2)
      #expect(frames[0].contains("REL_X") && !frames[0].contains("SYN_REPORT"))
      #expect(frames[1].contains("REL_Y") && frames[1].contains("SYN_REPORT"))
    }
  }

  @Test("a directory that cannot be written is a sink error naming the partial file")
  func unwritable() {
    let path = "/nonexistent-\(UUID().uuidString)/x.gtape"
    #expect {
      _ = try NativeLogFileSink(path: path)
    } throws: { error in
      guard let error = error as? RecordingSinkError else { return false }
      return error.path == path + ".partial" && error.errorNumber == ENOENT
    }
  }

  @Test("a full disk (/dev/full) stops the recorder with a disk-full error")
  func diskFull() throws {
    try inTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("full.gtape").path
      // The partial file is a link to /dev/full, where every write fails with ENOSPC.
      try FileManager.default.createSymbolicLink(
        atPath: path + ".partial", withDestinationPath: "/dev/full")
      let sink = try NativeLogFileSink(path: path)
      let clock = FakeClock()
      let mouse = FakeDevice(path: "mouse", description: Devices.mouse)
      let recorder = Recorder(
        devices: [mouse], sink: sink, clock: clock,
        waiter: FakeWaiter(
          clock: clock,
          steps: [
            .init(after: 1_000) { mouse.pending = [.event(syn(clock.time))] }
          ]))
      #expect {
        try recorder.run()
      } throws: { error in
        guard case RecorderError.output(let output) = error else { return false }
        return output.isNoSpace && output.description.contains("disk is full")
      }
    }
  }
}
