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
    abstract: "evemu parsing versus libevemu's C reader on a ≥ 50 MB file, plus native and libinput.")

  @Option(help: "The smallest evemu file to generate, in MB.")
  var megabytes = 60

  @Option(help: "Folder for the generated files.")
  var directory = "/tmp"

  @Option(help: "Timed repetitions of each reader (the best is reported).")
  var repetitions = 3

  @Option(help: "Frames of the (slower) libinput record measurement.")
  var libinputFrames = 20_000

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
        "event counts differ: file \(file.events), libevemu \(libevemu.count), GestureLog \(ours.count)")
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
    report("libinput record write", events: small.eventCount, seconds: FormatsBenchFiles.now() - start)
    start = FormatsBenchFiles.now()
    let loaded = try LibinputRecordReader.read(text: yaml, file: "bench.yml")
    report(
      "libinput record read (libyaml events)", events: loaded.recording.eventCount,
      seconds: FormatsBenchFiles.now() - start)
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
