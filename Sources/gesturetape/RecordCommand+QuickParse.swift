import ArgumentParser

extension RecordCommand {
  /// The stored properties ``quickParse(_:)`` sets, as `Mirror` labels them. A test checks
  /// that they are all of ``RecordCommand``'s: a new option must be added here and to the
  /// quick parser, or reading it would find the property in its unparsed state.
  static let quickParsedProperties = [
    "_devices", "_output", "_duration", "_grab", "_showKeycodes", "_adb", "_serial",
  ]

  /// The command for a plain, well-formed `record` argument list, parsed without
  /// ArgumentParser; nil for anything else (help, `--`, an unknown or repeated option, a
  /// missing or invalid value), which then goes through ArgumentParser so that what is printed
  /// stays ArgumentParser's.
  ///
  /// Why: ArgumentParser discovers a command's options by reflection, which makes the Swift
  /// runtime instantiate metadata and scan protocol conformances across the whole binary. For a
  /// command that runs for a second that is nothing; for the recorder, which stays resident
  /// beside the input it records, it is about 3 MB of the binary mapped in for good
  /// (docs/PERFORMANCE.md, "Recorder"). Accepted lines mean exactly what ArgumentParser makes
  /// of them: `RecordParseTests` compares both on thousands of generated lines.
  static func quickParse(_ arguments: [String]) -> RecordCommand? {
    var devices: [String] = []
    var output: String?
    var duration: Double?
    var grab = false
    var showKeycodes = false
    var seen: Set<String> = []
    var index = arguments.startIndex

    /// The value of an option: `--name=value` or the next argument, which must not look like
    /// an option (ArgumentParser then reports a missing value).
    func value(of name: String, inline: String?) -> String? {
      if let inline { return inline }
      let next = arguments.index(after: index)
      guard next < arguments.endIndex, !arguments[next].hasPrefix("-") else { return nil }
      index = next
      return arguments[next]
    }

    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument.hasPrefix("-") {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let inline = parts.count == 2 ? String(parts[1]) : nil
        let option: String
        switch name {
        case "-o", "--output": option = "output"
        case "--duration": option = "duration"
        case "--grab": option = "grab"
        case "--show-keycodes": option = "show-keycodes"
        default: return nil
        }
        // `-o=x` and repeated options are left to ArgumentParser.
        guard seen.insert(option).inserted, !(name == "-o" && inline != nil) else { return nil }
        switch option {
        case "output":
          guard let text = value(of: name, inline: inline) else { return nil }
          output = text
        case "duration":
          guard let text = value(of: name, inline: inline), let seconds = Double(text) else {
            return nil
          }
          duration = seconds
        case "grab":
          guard inline == nil else { return nil }
          grab = true
        default:
          guard inline == nil else { return nil }
          showKeycodes = true
        }
      } else {
        // `help` is ArgumentParser's word, not a device.
        guard argument != "help" else { return nil }
        devices.append(argument)
      }
      index = arguments.index(after: index)
    }

    var command = RecordCommand()
    command.devices = devices
    command.output = output
    command.duration = duration
    command.grab = grab
    command.showKeycodes = showKeycodes
    // `--adb` and `--serial` are left to ArgumentParser: a quick line records evdev devices.
    command.adb = false
    command.serial = nil
    guard (try? command.validate()) != nil else { return nil }
    return command
  }
}
