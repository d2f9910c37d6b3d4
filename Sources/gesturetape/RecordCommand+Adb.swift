import ArgumentParser
import Evdev
import Foundation
import GestureLog
import GestureTapeCommands

#if canImport(Glibc)
  import Glibc
#endif

/// `record --adb`: an Android phone's touchscreen over adb (docs/RECORDING.md, "An Android
/// phone"): `adb shell getevent -lp` describes it, `adb shell getevent -lt NODE` streams its
/// events, and each frame is written to the native log as it comes, until Ctrl-C or the phone
/// goes away.
enum AdbRecorder {
  /// A problem to tell the user, with what to do.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The `adb` on the PATH.
  static func locate() throws(Failure) -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/adb"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    throw Failure(
      description: "adb not found on the PATH: install Android's platform tools (Debian: "
        + "`sudo apt-get install adb`), or put their folder on the PATH")
  }

  /// Runs `adb ARGUMENTS` to its end: its exit status, output and error output.
  static func run(_ adb: String, _ arguments: [String]) throws(Failure) -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: adb)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    do {
      try process.run()
    } catch {
      throw Failure(description: "cannot run \(adb): \(error.localizedDescription)")
    }
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  /// The serial of the phone to record: `serial` when it is attached and ready, else the only
  /// one attached.
  static func phone(_ adb: String, serial: String?) throws(Failure) -> String {
    let listing = try run(adb, ["devices"])
    guard listing.status == 0 else {
      throw Failure(description: "`adb devices` failed: \(listing.error.trimmed)")
    }
    let phones: [(serial: String, state: String)] = listing.output
      .split(whereSeparator: \.isNewline)
      .filter { !$0.hasPrefix("List of devices") && !$0.hasPrefix("*") }
      .compactMap { line in
        let parts = line.split(whereSeparator: { $0 == "\t" || $0 == " " })
        guard parts.count >= 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
      }
    func ready(_ phone: (serial: String, state: String)) throws(Failure) -> String {
      switch phone.state {
      case "device": return phone.serial
      case "unauthorized":
        throw Failure(
          description: "the phone \(phone.serial) refuses: unlock it and accept the \"Allow USB "
            + "debugging?\" prompt, then try again")
      default:
        throw Failure(
          description: "the phone \(phone.serial) is \(phone.state): reconnect its cable, or "
            + "run `adb kill-server`, then try again")
      }
    }
    if let serial {
      guard let phone = phones.first(where: { $0.serial == serial }) else {
        throw Failure(
          description: "no phone \(serial) attached (adb devices lists "
            + (phones.isEmpty ? "none" : phones.map(\.serial).joined(separator: ", ")) + ")")
      }
      return try ready(phone)
    }
    switch phones.count {
    case 0:
      throw Failure(
        description: "no phone attached: turn on Developer options and USB debugging on the "
          + "phone, connect it, and check that `adb devices` lists it (docs/RECORDING.md)")
    case 1: return try ready(phones[0])
    default:
      throw Failure(
        description:
          "\(phones.count) phones attached (\(phones.map(\.serial).joined(separator: ", "))): "
          + "name one with --serial")
    }
  }

  /// The touchscreen among `descriptions`: the node named, else the only node with multitouch
  /// positions (and INPUT_PROP_DIRECT when the phone reports properties).
  static func touchscreen(
    in descriptions: [(node: String, description: DeviceDescription)], named: String?
  ) throws(Failure) -> (node: String, description: DeviceDescription) {
    if let named {
      let path = named.hasPrefix("/") ? named : "/dev/input/" + named
      guard let found = descriptions.first(where: { $0.node == path }) else {
        throw Failure(
          description: "the phone has no \(path) (it has "
            + descriptions.map { "\($0.node) \"\($0.description.name)\"" }.joined(separator: ", ")
            + ")")
      }
      return found
    }
    let touch = descriptions.filter {
      $0.description.supports(type: InputCode.EV_ABS, code: InputCode.ABS_MT_POSITION_X)
    }
    let direct = touch.filter { $0.description.hasProperty(InputCode.INPUT_PROP_DIRECT) }
    let candidates = direct.isEmpty ? touch : direct
    switch candidates.count {
    case 1: return candidates[0]
    case 0:
      throw Failure(
        description: "the phone reports no touchscreen (no node with ABS_MT_POSITION_X in "
          + "`getevent -lp`); its nodes: "
          + descriptions.map { "\($0.node) \"\($0.description.name)\"" }.joined(separator: ", "))
    default:
      throw Failure(
        description: "several touchscreens: "
          + candidates.map { "\($0.node) \"\($0.description.name)\"" }.joined(separator: ", ")
          + "; name one (gesturetape record --adb /dev/input/eventN)")
    }
  }

  /// Records the phone's touchscreen into `file` until a stop signal or the end of getevent's
  /// output; returns the number of events written.
  static func record(
    adb: String, serial: String, node: String, description: DeviceDescription,
    sink: NativeLogFileSink, metadata baseMetadata: RecordingMetadata
  ) throws -> (events: Int, stopped: Int32?) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: adb)
    process.arguments = ["-s", serial, "shell", "getevent", "-lt", node]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // From here on Ctrl-C is read in the loop (adb, started before, still gets it too).
    let signals = try StopSignals()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let descriptor = output.fileHandleForReading.fileDescriptor
    var parser = GeteventLineParser(file: "adb shell getevent -lt \(node)")
    var pending: [UInt8] = []
    var frame: [InputEvent] = []
    var origin: Int64?
    var count = 0
    var stopped: Int32?
    var chunk = [UInt8](repeating: 0, count: 65_536)

    func begin(at time: Int64?) throws {
      var metadata = baseMetadata
      metadata.timeOrigin = time
      metadata.clock = time == nil ? nil : "monotonic"
      metadata.annotations.append(.init(key: GeteventReader.nodeKey(0), value: node))
      metadata.annotations.append(.init(key: "adb-serial", value: serial))
      try sink.begin(metadata: metadata, devices: [description])
    }

    func take(_ line: [UInt8]) throws {
      guard let found = try parser.event(onLine: String(decoding: line, as: UTF8.self)) else {
        return
      }
      var event = found.event
      if origin == nil {
        origin = event.time.microseconds
        try begin(at: origin)
      }
      event.time = Timestamp(microseconds: event.time.microseconds - (origin ?? 0))
      frame.append(event)
      if event.isSynReport {
        try sink.append(frame, device: 0)
        try sink.flush()
        count += frame.count
        frame.removeAll(keepingCapacity: true)
      }
    }

    reading: while true {
      var fds = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      if fds[1].revents != 0, let signal = signals.take() {
        stopped = signal
        break
      }
      if fds[0].revents != 0 {
        let read = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if read <= 0 { break reading }
        pending.append(contentsOf: chunk[0..<read])
        while let newline = pending.firstIndex(of: 0x0A) {
          let line = Array(pending[..<newline])
          pending.removeSubrange(...newline)
          try take(line)
        }
      }
    }
    // A line getevent was printing when it stopped is left out; an open frame is kept.
    if origin == nil { try begin(at: nil) }
    if !frame.isEmpty {
      try sink.append(frame, device: 0)
      count += frame.count
    }
    try sink.finish()
    return (count, stopped)
  }
}

extension String {
  fileprivate var trimmed: String {
    trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

extension RecordCommand {
  /// `record --adb`.
  func runAdb() throws {
    func fail(_ failure: AdbRecorder.Failure) -> ExitCode {
      RecordConsole.error("gesturetape: \(failure.description)")
      return ExitCode(CommandErrors.inputError)
    }
    let adb: String
    let phone: String
    let chosen: (node: String, description: DeviceDescription)
    do throws(AdbRecorder.Failure) {
      adb = try AdbRecorder.locate()
      phone = try AdbRecorder.phone(adb, serial: serial)
      let described = try AdbRecorder.run(adb, ["-s", phone, "shell", "getevent", "-lp"])
      guard described.status == 0 else {
        throw AdbRecorder.Failure(
          description: "`adb shell getevent -lp` failed on \(phone): "
            + described.error.trimmed)
      }
      let descriptions: [(node: String, description: DeviceDescription)]
      do {
        descriptions = try GeteventReader.descriptions(text: described.output, file: "getevent -lp")
      } catch {
        throw AdbRecorder.Failure(description: "the phone's `getevent -lp`: \(error.description)")
      }
      chosen = try AdbRecorder.touchscreen(in: descriptions, named: devices.first)
    } catch {
      throw fail(error)
    }
    let (file, sink) = try openSink()
    var metadata = Self.metadata()
    metadata.recorder = "gesturetape record --adb"
    metadata.kernel = nil
    RecordConsole.error(
      "Recording \(chosen.node) \"\(chosen.description.name)\" on \(phone) to "
        + "\(sink.partialPath) (Ctrl-C to stop)")
    let result: (events: Int, stopped: Int32?)
    do {
      result = try AdbRecorder.record(
        adb: adb, serial: phone, node: chosen.node, description: chosen.description, sink: sink,
        metadata: metadata)
    } catch {
      RecordConsole.error("gesturetape: \(error)")
      RecordConsole.error("gesturetape: what was recorded is in \(sink.partialPath)")
      throw ExitCode(CommandErrors.inputError)
    }
    RecordConsole.error(
      "Recorded \(result.events) events to \(file)"
        + (result.stopped.map { " (stopped by signal \($0))" } ?? " (getevent ended)"))
  }
}
