import ArgumentParser
import Evdev
import GestureLog
import GestureTapeCommands
import InputDevices

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturetape devices`: every `/dev/input/event*` with its name, kind, ids and
/// capabilities.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the input devices (/dev/input/event*) with their kind and capabilities.",
    discussion: """
      Devices are opened read-only and only described: their clock is not changed and no \
      event is read. Reading them needs membership of the 'input' group, or root.
      """
  )

  @Option(help: "The directory of the device nodes.")
  var directory = "/dev/input"

  @Flag(help: "List every code of every event type instead of counts for long lists.")
  var verbose = false

  func run() throws {
    let entries: [DeviceScanner.Entry]
    do {
      entries = try DeviceScanner(directory: directory).scan()
    } catch {
      if error.errorNumber == ENOENT {
        RecordConsole.error(
          "gesturetape: \(directory) does not exist: this machine has no input devices the"
            + " kernel exposes through evdev (a container or a VM without input devices?)")
      } else {
        RecordConsole.error("gesturetape: \(error)")
      }
      throw ExitCode(CommandErrors.inputError)
    }
    if entries.isEmpty {
      RecordConsole.error("gesturetape: no event devices in \(directory)")
      throw ExitCode(CommandErrors.inputError)
    }
    var denied = 0
    for entry in entries {
      switch entry.result {
      case .success(let description):
        print(DeviceListing.text(path: entry.path, description: description, verbose: verbose))
      case .failure(let error):
        if error.isPermissionDenied { denied += 1 }
        print("\(entry.path)  (cannot read: \(error.systemMessage))")
      }
    }
    if denied > 0 {
      RecordConsole.error(
        "gesturetape: \(denied) of \(entries.count) devices could not be opened: permission"
          + " denied. Add yourself to the 'input' group (sudo usermod -aG input $USER, then log"
          + " in again) or run as root.")
      if denied == entries.count { throw ExitCode(CommandErrors.inputError) }
    }
  }
}

/// The text `gesturetape devices` prints for one device, and the kind it shows.
enum DeviceListing {
  /// The five kinds the listing shows (touchscreen, touchpad, mouse, keyboard, other), from the
  /// HID layer's classification.
  static func kind(of description: DeviceDescription) -> String {
    let kind = DeviceClassifier.classify(description).kind
    switch kind {
    case .mouse, .pointingStick: return "mouse"
    case .touchscreen: return "touchscreen"
    case .keyboard: return "keyboard"
    case .other: return "other"
    default: return kind.isTouchpadLike ? "touchpad" : "other"
    }
  }

  /// `path  kind  "name"` and indented lines for ids, properties and codes.
  static func text(path: String, description: DeviceDescription, verbose: Bool) -> String {
    var lines = ["\(path)  \(kind(of: description))  \"\(description.name)\""]
    lines.append(
      "    id: bus 0x\(hex(description.bustype)) vendor 0x\(hex(description.vendor))"
        + " product 0x\(hex(description.product)) version 0x\(hex(description.version))")
    if !description.properties.isEmpty {
      let names = description.properties.map { InputCode.propertyName($0) ?? "property \($0)" }
      lines.append("    properties: " + names.joined(separator: " "))
    }
    for type in description.eventTypes where type != InputCode.EV_SYN {
      let typeName = InputCode.typeName(type) ?? "type \(type)"
      let codes = description.codes[type] ?? []
      if type == InputCode.EV_ABS {
        for code in codes {
          let name = InputCode.codeName(type: type, code: code) ?? "code \(code)"
          guard let axis = description.axis(code) else {
            lines.append("    EV_ABS \(name)")
            continue
          }
          let resolution = axis.resolution > 0 ? " res \(axis.resolution)" : ""
          lines.append("    EV_ABS \(name) \(axis.minimum)..\(axis.maximum)\(resolution)")
        }
      } else if codes.count > 12 && !verbose {
        lines.append("    \(typeName): \(codes.count) codes")
      } else {
        let names = codes.map { InputCode.codeName(type: type, code: $0) ?? "code \($0)" }
        lines.append("    \(typeName): " + names.joined(separator: " "))
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
