import ArgumentParser
import Evdev
import GestureLog
import GestureTapeCommands

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturetape record`: record input devices into a gesture log until Ctrl-C.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record input devices into a gesture log (.gtape).",
    discussion: """
      Records until Ctrl-C (SIGINT), SIGTERM or SIGHUP, the --duration, or until every \
      device is unplugged. The log is written as FILE.partial, flushed at least every \
      100 ms, and renamed to FILE when the recording stops cleanly; a .partial file left \
      by a crash loads too. Keyboard key codes are hidden unless --show-keycodes: a \
      gesture log must never hold a password. Devices are opened read-only and not \
      grabbed unless --grab.

      With --adb, records an Android phone's touchscreen over adb instead (developer \
      options and USB debugging on, the phone listed by `adb devices`): its description \
      from `adb shell getevent -lp`, its events from `adb shell getevent -lt NODE`, written \
      frame by frame until Ctrl-C or the phone goes away. The touchscreen is the phone's \
      only multitouch node, or the NODE named; --serial picks the phone when several are \
      attached. See docs/RECORDING.md.

      Examples:
        gesturetape record                          (pick a device)
        gesturetape record /dev/input/event5 -o swipe.gtape
        gesturetape record event5 event7 --duration 10
        gesturetape record --adb -o phone-swipe.gtape
        gesturetape record --adb --serial 0123456789ABCDEF /dev/input/event2
      """
  )

  @Argument(help: "Devices: /dev/input/eventN, eventN or N (see `gesturetape devices`).")
  var devices: [String] = []

  @Option(name: .shortAndLong, help: "The log to write (default: recording-DATE.gtape).")
  var output: String?

  // parsing: .unconditional, so `--duration -1` is refused with its reason, not "Missing value".
  @Option(parsing: .unconditional, help: "Stop after this many seconds.")
  var duration: Double?

  @Flag(help: "Grab the devices: nothing else sees their events while recording.")
  var grab = false

  @Flag(help: "Record keyboard key codes in clear (hidden by default).")
  var showKeycodes = false

  @Flag(help: "Record an Android phone's touchscreen over adb (see the discussion).")
  var adb = false

  @Option(help: "With --adb: the phone's serial, as `adb devices` lists it.")
  var serial: String?

  func validate() throws {
    if serial != nil, !adb { throw ValidationError("--serial goes with --adb") }
    if adb, devices.count > 1 {
      throw ValidationError("with --adb, name at most one node (the phone's touchscreen)")
    }
    if adb, duration != nil || grab {
      throw ValidationError("--duration and --grab do not go with --adb")
    }
    if let duration, !(duration > 0) || !duration.isFinite {
      throw ValidationError("--duration must be a positive number of seconds (got \(duration))")
    }
  }

  func run() throws {
    if adb { return try runAdb() }
    var paths = devices.map(Self.devicePath)
    if paths.isEmpty {
      guard RecordConsole.inputIsTerminal else {
        throw ValidationError(
          "name the device(s) to record, e.g. `gesturetape record /dev/input/event3`"
            + " (standard input is not a terminal, so there is no picker; see"
            + " `gesturetape devices`)")
      }
      paths = try DevicePicker.pick()
    }
    // Block the stop signals before anything else: from here on Ctrl-C is read in the loop.
    let signals: StopSignals
    do {
      signals = try StopSignals()
    } catch {
      RecordConsole.error("gesturetape: \(error)")
      throw ExitCode(CommandErrors.inputError)
    }
    var handles: [LibevdevDevice] = []
    for path in paths {
      do {
        handles.append(try LibevdevDevice(path: path))
      } catch {
        RecordConsole.error("gesturetape: \(error)")
        throw ExitCode(CommandErrors.inputError)
      }
    }
    let (file, sink) = try openSink()
    var configuration = RecorderConfiguration()
    configuration.duration = duration.map { Int64($0 * 1_000_000) }
    configuration.grab = grab
    configuration.showKeycodes = showKeycodes
    configuration.metadata = Self.metadata()
    let showProgress = RecordConsole.errorIsTerminal
    if showProgress { configuration.progressInterval = 250_000 }
    let progress: ((RecorderProgress) -> Void)? =
      showProgress ? { RecordProgressLine.show($0) } : nil
    let recorder = Recorder(
      devices: handles, sink: sink, configuration: configuration, clock: MonotonicClock(),
      waiter: PollWaiter(signals: signals), progress: progress)

    let names = handles.map { "\($0.path) \"\($0.deviceDescription.name)\"" }
    RecordConsole.error(
      "Recording \(names.joined(separator: ", ")) to \(sink.partialPath)"
        + " (Ctrl-C to stop)")
    do throws(RecorderError) {
      let report = try recorder.run()
      if showProgress { RecordConsole.write("\n") }
      RecordConsole.error(Self.summary(report, file: file, devices: handles))
    } catch {
      if showProgress { RecordConsole.write("\n") }
      switch error {
      case .output(let failure):
        RecordConsole.error("gesturetape: \(failure)")
        RecordConsole.error("gesturetape: what was recorded is in \(sink.partialPath)")
      case .device(let failure):
        RecordConsole.error("gesturetape: \(failure)")
        try? sink.finish()
      }
      throw ExitCode(CommandErrors.inputError)
    }
  }

  /// The log to write (`--output`, else a dated name) opened as `FILE.partial`; a message and
  /// exit 2 when it cannot be created.
  func openSink() throws -> (file: String, sink: NativeLogFileSink) {
    let file = output ?? Self.defaultFileName()
    do {
      return (file, try NativeLogFileSink(path: file))
    } catch {
      RecordConsole.error("gesturetape: \(error)")
      throw ExitCode(CommandErrors.inputError)
    }
  }

  /// `/dev/input/event5` for `5`, `event5` or the path itself.
  static func devicePath(_ argument: String) -> String {
    if let number = Int(argument), number >= 0 { return "/dev/input/event\(number)" }
    if argument.hasPrefix("event"), !argument.contains("/") { return "/dev/input/" + argument }
    return argument
  }

  /// `recording-20261122-034501.gtape` in the current directory (local time).
  static func defaultFileName() -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    let date = "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))"
    let clock = "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
    return "recording-\(date)-\(clock).gtape"
  }

  /// `2026-11-22T03:45:01Z`: the current time in UTC, as ISO 8601 (what Foundation's
  /// `ISO8601DateFormatter` writes by default). Computed with the C library so the recorder
  /// does not load Foundation's calendar and ICU data, a few megabytes of resident memory.
  static func utcTimestamp(_ seconds: Int = time(nil)) -> String {
    var now = seconds
    var parts = tm()
    gmtime_r(&now, &parts)
    let date = "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    return date + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }

  /// `7` → `07`.
  private static func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// The recorder, the date and the kernel release.
  static func metadata() -> RecordingMetadata {
    var name = utsname()
    uname(&name)
    let release = withUnsafeBytes(of: name.release) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return RecordingMetadata(
      recorder: "gesturetape record", date: utcTimestamp(),
      kernel: release)
  }

  static func summary(_ report: RecorderReport, file: String, devices: [LibevdevDevice]) -> String {
    // Tenths of a second, rounded: 1 234 567 µs → "1.2".
    let tenths = (report.elapsed + 50_000) / 100_000
    let seconds = "\(tenths / 10).\(tenths % 10)"
    var text = "Recorded \(report.eventCount) events in \(seconds) s to \(file)"
    switch report.reason {
    case .signal(let number): text += " (stopped by signal \(number))"
    case .duration: text += " (duration reached)"
    case .allDevicesRemoved: text += " (every device was removed)"
    }
    for (index, drops) in report.dropsPerDevice.enumerated() where drops > 0 {
      text += "\n  \(devices[index].path): \(drops) kernel drop(s), resynchronised (see markers)"
    }
    for index in report.removedDevices {
      text += "\n  \(devices[index].path): removed during the recording"
    }
    return text
  }
}
