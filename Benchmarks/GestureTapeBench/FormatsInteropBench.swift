import ArgumentParser
import CLibevemu
import Foundation
import GestureLog

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturetape-bench formats-interop`: evemu parsing of one ≥ 50 MB file by GestureLog's
/// reader and by libevemu's C reader (`evemu_new` + `evemu_read` for the description, then
/// `evemu_read_event` over a `FILE*`), side by side in the same run, plus native reading and
/// libinput record reading and writing, in events per second.
struct FormatsInteropBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "formats-interop",
    abstract:
      "evemu parsing versus libevemu's C reader on a ≥ 50 MB file, plus native and libinput.")

  @Option(help: "The smallest evemu file to generate, in MB.")
  var megabytes = 60

  @Option(help: "Folder for the generated files.")
  var directory = "/tmp"

  @Option(help: "Timed repetitions of each reader (the best is reported).")
  var repetitions = 3

  @Option(help: "Frames of the (slower) libinput record measurement.")
  var libinputFrames = 20_000

  @Flag(help: "Skip libinput's Python tools (about a minute and a half).")
  var skipPython = false

  func run() throws {
    let evemuPath = "\(directory)/gesturetape-bench-interop.evemu"
    let nativePath = "\(directory)/gesturetape-bench-interop.gtape"
    defer {
      try? FileManager.default.removeItem(atPath: evemuPath)
      try? FileManager.default.removeItem(atPath: nativePath)
    }
    let file = try FormatsBenchFiles.writeEvemuFile(
      path: evemuPath, minimumBytes: megabytes * 1_000_000)
    print("evemu file: \(FormatsBenchFiles.megabytes(file.bytes)), \(file.events) events")

    let libevemu = try best { try Self.libevemuRead(path: evemuPath) }
    let ours = try best { try GestureLogReader.read(path: evemuPath).recording.eventCount }
    guard libevemu.count == file.events, ours.count == file.events else {
      throw ValidationError(
        "event counts differ: file \(file.events), libevemu \(libevemu.count), GestureLog \(ours.count)"
      )
    }
    report("libevemu evemu_read_event", events: libevemu.count, seconds: libevemu.seconds)
    report("GestureLog evemu reader", events: ours.count, seconds: ours.seconds)
    print(String(format: "GestureLog / libevemu speed: %.2f×", libevemu.seconds / ours.seconds))

    let recording = try GestureLogReader.read(path: evemuPath).recording
    try FormatsBenchFiles.save(NativeLogWriter.encode(recording), to: nativePath)
    let native = try best { try GestureLogReader.read(path: nativePath).recording.eventCount }
    report("GestureLog native reader", events: native.count, seconds: native.seconds)

    let small = FormatsBenchFiles.touchpadRecording(frames: libinputFrames)
    var start = FormatsBenchFiles.now()
    let yaml = LibinputRecordWriter.write(small)
    report(
      "libinput record write", events: small.eventCount, seconds: FormatsBenchFiles.now() - start)
    let libinput = try best {
      try LibinputRecordReader.read(text: yaml, file: "bench.yml").recording.eventCount
    }
    guard libinput.count == small.eventCount else {
      throw ValidationError("libinput record read \(libinput.count) of \(small.eventCount) events")
    }
    report(
      "libinput record read (libyaml events)", events: libinput.count, seconds: libinput.seconds)
    // Memory: the reader's peak resident growth, against the events it returns (16 bytes each).
    let (peak, loaded) = try Self.peakResidentGrowth {
      try LibinputRecordReader.read(text: yaml, file: "bench.yml").recording
    }
    let eventBytes = loaded.eventCount * MemoryLayout<InputEvent>.stride
    print(
      "libinput record read memory: peak +\(FormatsBenchFiles.megabytes(peak)) for "
        + "\(FormatsBenchFiles.megabytes(eventBytes)) of events = "
        + String(format: "%.2f×", Double(peak) / Double(eventBytes)))

    // The same events as a libinput record file and as an evemu file, each read from its file
    // by GestureLogReader (format detection included), in this run.
    let yamlPath = "\(directory)/gesturetape-bench-interop.yml"
    let sameEvemuPath = "\(directory)/gesturetape-bench-interop-same.evemu"
    defer {
      try? FileManager.default.removeItem(atPath: yamlPath)
      try? FileManager.default.removeItem(atPath: sameEvemuPath)
    }
    try FormatsBenchFiles.save(Array(yaml.utf8), to: yamlPath)
    try GestureLogWriter.write(small, as: .evemu, to: URL(fileURLWithPath: sameEvemuPath))
    print(
      "libinput record file: \(FormatsBenchFiles.megabytes(yaml.utf8.count)), \(small.eventCount) events"
    )
    let libinputFile = try best { try GestureLogReader.read(path: yamlPath).recording.eventCount }
    let evemuSame = try best {
      try GestureLogReader.read(path: sameEvemuPath).recording.eventCount
    }
    guard libinputFile.count == small.eventCount, evemuSame.count == small.eventCount else {
      throw ValidationError("the same-events files read a different number of events")
    }
    report("libinput record file read", events: libinputFile.count, seconds: libinputFile.seconds)
    report("evemu file read, the same events", events: evemuSame.count, seconds: evemuSame.seconds)
    print(
      String(
        format: "libinput record / evemu, the same events: %.2f× the time",
        libinputFile.seconds / evemuSame.seconds))
    // libinput's own Python tools on the same file (PyYAML's safe_load, then their analysis).
    for tool in ["libinput-analyze-per-slot-delta", "libinput-analyze-recording"] where !skipPython
    {
      let script = "/usr/libexec/libinput/\(tool)"
      guard FileManager.default.fileExists(atPath: script) else {
        print("\(tool): not installed (Debian: libinput-tools)")
        continue
      }
      start = FormatsBenchFiles.now()
      let status = try Self.runQuietly("/usr/bin/python3", [script, yamlPath])
      let seconds = FormatsBenchFiles.now() - start
      if status == 0 {
        print(
          "\(tool) (Python, PyYAML): \(small.eventCount) events in "
            + String(
              format: "%.1f s = %.4f M events/s", seconds, Double(small.eventCount) / seconds / 1e6)
        )
      } else {
        print("\(tool): exit status \(status) (python3-libevdev and python3-yaml installed?)")
      }
    }
  }

  /// Runs `path` with `arguments`, its output discarded; returns its exit status.
  static func runQuietly(_ path: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The growth of the process's peak resident memory while `body` runs (Linux: the peak is
  /// reset through /proc/self/clear_refs first), and what `body` returned.
  static func peakResidentGrowth<R>(_ body: () throws -> R) throws -> (Int, R) {
    func status(_ key: String) -> Int {
      guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key) }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
      else { return 0 }
      return kilobytes * 1024
    }
    // Every large block straight from and back to the kernel (no dynamic threshold, no reuse of
    // freed heap pages that are still resident), so that the peak counts what `body` allocates.
    mallopt(M_MMAP_THRESHOLD, 128 * 1024)
    mallopt(M_TRIM_THRESHOLD, 128 * 1024)
    malloc_trim(0)
    try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let before = status("VmRSS:")
    let result = try body()
    return (max(0, status("VmHWM:") - before), result)
  }

  /// Reads the file with libevemu: the description, then every event; returns the count.
  static func libevemuRead(path: String) throws -> Int {
    guard let file = fopen(path, "r") else { throw ValidationError("cannot open \(path)") }
    defer { fclose(file) }
    guard let device = evemu_new(nil) else { throw ValidationError("evemu_new failed") }
    defer { evemu_delete(device) }
    guard evemu_read(device, file) > 0 else { throw ValidationError("evemu_read failed") }
    var event = input_event()
    var count = 0
    while evemu_read_event(file, &event) > 0 { count += 1 }
    return count
  }

  private func best(_ body: () throws -> Int) throws -> (count: Int, seconds: Double) {
    var fastest = Double.infinity
    var count = 0
    for _ in 0..<max(1, repetitions) {
      let start = FormatsBenchFiles.now()
      count = try body()
      fastest = min(fastest, FormatsBenchFiles.now() - start)
    }
    return (count, fastest)
  }

  private func report(_ label: String, events: Int, seconds: Double) {
    print(
      "\(label): \(events) events in "
        + String(format: "%.3f s = %.2f M events/s", seconds, Double(events) / seconds / 1e6))
  }
}
