import ArgumentParser
import Evdev
import GestureTapeCommands

/// The interactive device picker of `gesturetape record`, on standard error.
enum DevicePicker {
  /// Lists the devices and reads the chosen numbers from standard input.
  static func pick() throws -> [String] {
    let entries: [DeviceScanner.Entry]
    do {
      entries = try DeviceScanner().scan()
    } catch {
      RecordConsole.error("gesturetape: \(error)")
      throw ExitCode(CommandErrors.inputError)
    }
    let readable = entries.filter { if case .success = $0.result { true } else { false } }
    guard !readable.isEmpty else {
      let denied = entries.contains {
        if case .failure(let error) = $0.result { error.isPermissionDenied } else { false }
      }
      RecordConsole.error(
        denied
          ? "gesturetape: no device can be opened: permission denied. Add yourself to the"
            + " 'input' group or run as root."
          : "gesturetape: no input devices found in /dev/input")
      throw ExitCode(CommandErrors.inputError)
    }
    RecordConsole.error("Available devices:")
    for entry in readable {
      guard case .success(let description) = entry.result else { continue }
      RecordConsole.error(
        "  \(entry.number):\t\(DeviceListing.kind(of: description))\t\(description.name)")
    }
    RecordConsole.write("Select the device event number(s), separated by spaces: ")
    guard let line = readLine() else { throw ExitCode(CommandErrors.inputError) }
    let numbers = line.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Int($0) }
    let valid = Set(readable.map(\.number))
    guard !numbers.isEmpty, numbers.allSatisfy(valid.contains) else {
      RecordConsole.error("gesturetape: '\(line)' is not a device number from the list")
      throw ExitCode(CommandErrors.inputError)
    }
    return numbers.map { "/dev/input/event\($0)" }
  }
}

/// The progress line on a terminal: events, duration, fingers down.
enum RecordProgressLine {
  /// Rewrites the progress line.
  static func show(_ progress: RecorderProgress) {
    let tenths = progress.elapsed / 100_000
    RecordConsole.write(
      "\r  \(progress.events) events  \(tenths / 10).\(tenths % 10) s"
        + "  \(progress.fingersDown) finger(s) down   ")
  }
}
