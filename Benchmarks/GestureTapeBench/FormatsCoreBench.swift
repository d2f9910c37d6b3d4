import ArgumentParser
import Foundation
import GestureLog

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturetape-bench formats-core`: evemu parsing, native reading (whole and streaming) and
/// both writers on generated files of at least 50 MB, in events per second, with the peak
/// memory of each load against the in-memory size of its events.
struct FormatsCoreBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "formats-core",
    abstract: "evemu and native readers and writers on ≥ 50 MB files: events/s and peak memory.")

  @Option(help: "Touchpad frames to generate (11 events each).")
  var frames = 160_000

  @Option(help: "Folder for the generated files.")
  var directory = "/tmp"

  @Option(help: "Timed repetitions of each read (the best is reported).")
  var repetitions = 3

  @Flag(help: "Keep the generated files.")
  var keep = false

  func run() throws {
    let recording = FormatsBenchFiles.touchpadRecording(frames: frames)
    let events = recording.eventCount
    let eventBytes = events * MemoryLayout<InputEvent>.stride
    print("events: \(events) (\(FormatsBenchFiles.megabytes(eventBytes)) in memory)")

    let evemuPath = "\(directory)/gesturetape-bench-core.evemu"
    let nativePath = "\(directory)/gesturetape-bench-core.gtape"
    defer {
      if !keep {
        try? FileManager.default.removeItem(atPath: evemuPath)
        try? FileManager.default.removeItem(atPath: nativePath)
      }
    }

    // Writers (the files the readers then read).
    var start = FormatsBenchFiles.now()
    let evemuBytes = try GestureLogWriter.write(recording, as: .evemu)
    var seconds = FormatsBenchFiles.now() - start
    try FormatsBenchFiles.save(evemuBytes, to: evemuPath)
    report("evemu write", events: events, bytes: evemuBytes.count, seconds: seconds)
    start = FormatsBenchFiles.now()
    let nativeBytes = NativeLogWriter.encode(recording)
    seconds = FormatsBenchFiles.now() - start
    try FormatsBenchFiles.save(nativeBytes, to: nativePath)
    report("native write", events: events, bytes: nativeBytes.count, seconds: seconds)
    let evemuSize = evemuBytes.count
    let nativeSize = nativeBytes.count

    // Readers, each with its peak memory above the resident size before it started.
    try measure("evemu read", path: evemuPath, size: evemuSize, eventBytes: eventBytes) {
      try GestureLogReader.read(path: evemuPath).recording.eventCount
    }
    try measure("native read", path: nativePath, size: nativeSize, eventBytes: eventBytes) {
      try GestureLogReader.read(path: nativePath).recording.eventCount
    }
    // getevent: the hex form (`-t`, what GeteventWriter writes) and the labelled one (`-lt`,
    // what people capture), each device's events prefixed by timestamp and node.
    let geteventPath = "\(directory)/gesturetape-bench-core.getevent"
    let labelledPath = "\(directory)/gesturetape-bench-core-labelled.getevent"
    defer {
      if !keep {
        try? FileManager.default.removeItem(atPath: geteventPath)
        try? FileManager.default.removeItem(atPath: labelledPath)
      }
    }
    let geteventText = GeteventWriter.write(recording)
    try FormatsBenchFiles.save(Array(geteventText.utf8), to: geteventPath)
    let labelled = FormatsBenchFiles.labelled(geteventText)
    try FormatsBenchFiles.save(Array(labelled.utf8), to: labelledPath)
    try measure(
      "getevent read (-t)", path: geteventPath, size: geteventText.utf8.count,
      eventBytes: eventBytes
    ) {
      try GestureLogReader.read(path: geteventPath).recording.eventCount
    }
    try measure(
      "getevent read (-lt)", path: labelledPath, size: labelled.utf8.count, eventBytes: eventBytes
    ) {
      try GestureLogReader.read(path: labelledPath).recording.eventCount
    }
    try measure("native stream", path: nativePath, size: nativeSize, eventBytes: eventBytes) {
      let reader = try NativeLogStreamReader(path: nativePath)
      var count = 0
      while let entry = try reader.next() {
        if case .events(_, let events) = entry { count += events.count }
      }
      return count
    }
  }

  private func measure(
    _ label: String, path: String, size: Int, eventBytes: Int, _ body: () throws -> Int
  ) throws {
    var best = Double.infinity
    var peak = 0
    var count = 0
    for _ in 0..<max(1, repetitions) {
      let baseline = PeakMemory.reset()
      let start = FormatsBenchFiles.now()
      count = try body()
      let seconds = FormatsBenchFiles.now() - start
      peak = max(peak, PeakMemory.peak() - baseline)
      best = min(best, seconds)
    }
    report(label, events: count, bytes: size, seconds: best)
    let ratio = Double(peak) / Double(max(eventBytes, 1))
    print(
      "  \(label): peak memory +\(FormatsBenchFiles.megabytes(peak)) = "
        + String(format: "%.2f", ratio) + "× the events' in-memory size")
  }

  private func report(_ label: String, events: Int, bytes: Int, seconds: Double) {
    let rate = Double(events) / seconds
    print(
      "\(label): \(FormatsBenchFiles.megabytes(bytes)) in "
        + String(
          format: "%.3f s: %.2f M events/s, %.0f MB/s", seconds, rate / 1e6,
          Double(bytes) / seconds / 1e6))
  }
}

/// Generated recordings and files for the format benchmarks, shared with the libevemu
/// comparison (`FormatsInteropBench`): one touchpad, two fingers moving, 11 events per frame.
enum FormatsBenchFiles {
  /// getevent `-t` text as `-lt` prints it: type and code names padded as getevent pads them,
  /// values of keys as DOWN/UP, the others as 8 hex digits and 12 blanks.
  static func labelled(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count * 2)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let parts = line.split(separator: " ", omittingEmptySubsequences: true)
      guard parts.count >= 5, line.hasPrefix("["),
        let type = UInt16(parts[parts.count - 3], radix: 16),
        let code = UInt16(parts[parts.count - 2], radix: 16)
      else {
        if !line.isEmpty { out += line + "\n" }
        continue
      }
      let prefix = line[..<line.range(of: ": ")!.upperBound]
      let typeName = InputCode.typeName(type) ?? String(format: "%04x", type)
      let codeName = InputCode.codeName(type: type, code: code) ?? String(format: "%04x", code)
      let value = String(parts[parts.count - 1])
      let shown: String =
        type == InputCode.EV_KEY ? (value == "00000000" ? "UP" : "DOWN") : value
      out += prefix
      out += typeName.padding(toLength: 12, withPad: " ", startingAt: 0)
      out += " " + codeName.padding(toLength: 20, withPad: " ", startingAt: 0)
      out += " " + shown.padding(toLength: 20, withPad: " ", startingAt: 0) + "\n"
    }
    return out
  }

  /// A two-finger touchpad recording of `frames` frames, 7 ms apart (realistic value ranges,
  /// negative tracking ids when fingers lift, an absolute monotonic time origin).
  static func touchpadRecording(frames: Int) -> Recording {
    let description = DeviceDescription(
      name: "Bench Touchpad", bustype: 0x18, vendor: 0x6cb, product: 0xcd7d, version: 0x100,
      properties: [InputCode.INPUT_PROP_POINTER, InputCode.INPUT_PROP_BUTTONPAD],
      codes: [
        InputCode.EV_SYN: [0, 1, 3],
        InputCode.EV_KEY: [
          InputCode.BTN_LEFT, InputCode.BTN_TOOL_FINGER, InputCode.BTN_TOUCH,
          InputCode.BTN_TOOL_DOUBLETAP,
        ],
        InputCode.EV_ABS: [0, 1, 0x2f, 0x35, 0x36, 0x39],
        InputCode.EV_MSC: [InputCode.MSC_TIMESTAMP],
      ],
      absoluteAxes: [
        AbsoluteAxis(code: 0, minimum: 0, maximum: 3260, resolution: 32),
        AbsoluteAxis(code: 1, minimum: 0, maximum: 2282, resolution: 32),
        AbsoluteAxis(code: 0x2f, minimum: 0, maximum: 4),
        AbsoluteAxis(code: 0x35, minimum: 0, maximum: 3260, resolution: 32),
        AbsoluteAxis(code: 0x36, minimum: 0, maximum: 2282, resolution: 32),
        AbsoluteAxis(code: 0x39, minimum: 0, maximum: 65535),
      ])
    var events: [InputEvent] = []
    events.reserveCapacity(frames * 11)
    for frame in 0..<frames {
      let time = Timestamp(microseconds: Int64(frame) * 7_013)
      let phase = Int32(frame % 400)
      let x0 = 400 + phase * 6
      let y0 = 300 + (phase * 3) % 1800
      func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        events.append(InputEvent(time: time, type: type, code: code, value: value))
      }
      add(3, 0x2f, 0)
      if phase == 399 { add(3, 0x39, -1) } else { add(3, 0x35, x0) }
      add(3, 0x36, y0)
      add(3, 0x2f, 1)
      add(3, 0x35, x0 + 500)
      add(3, 0x36, y0 - 40)
      add(3, 0, x0)
      add(3, 1, y0)
      add(4, InputCode.MSC_TIMESTAMP, Int32(truncatingIfNeeded: frame &* 7_000))
      add(1, InputCode.BTN_TOOL_DOUBLETAP, phase == 399 ? 0 : 1)
      add(0, 0, 0)
    }
    return Recording(
      devices: [RecordedDevice(description: description, events: events)],
      metadata: RecordingMetadata(timeOrigin: 75_280_046, clock: "monotonic"))
  }

  /// Writes an evemu file of at least `minimumBytes` at `path`; returns its event count and size.
  static func writeEvemuFile(path: String, minimumBytes: Int) throws -> (events: Int, bytes: Int) {
    // About 57 bytes per evemu event line with its comment.
    let frames = max(1, minimumBytes / (57 * 11) + 1)
    var recording = touchpadRecording(frames: frames)
    var bytes = try GestureLogWriter.write(recording, as: .evemu)
    while bytes.count < minimumBytes {
      recording = touchpadRecording(frames: recording.eventCount / 11 * 5 / 4)
      bytes = try GestureLogWriter.write(recording, as: .evemu)
    }
    try save(bytes, to: path)
    return (recording.eventCount, bytes.count)
  }

  /// Writes bytes to a file.
  static func save(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// A monotonic clock reading in seconds (benchmarks only).
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// `12.3 MB`.
  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1e6)
  }
}

/// The process's peak resident memory, resettable (Linux `/proc/self/clear_refs`, `VmHWM`).
enum PeakMemory {
  /// Resets the peak to the current resident size and returns that size in bytes.
  static func reset() -> Int {
    if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
      handle.write(Data("5".utf8))
      try? handle.close()
    }
    return field("VmRSS")
  }

  /// The peak resident size since the last reset, in bytes.
  static func peak() -> Int { field("VmHWM") }

  private static func field(_ name: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.filter(\.isNumber)
      return (Int(digits) ?? 0) * 1024
    }
    return 0
  }
}
