import ArgumentParser
import Foundation
import GestureLog

extension GestureLogFormat: ExpressibleByArgument {}

/// `gesturetape convert IN OUT [--to FORMAT]`: one gesture log format to another.
public struct ConvertCommand: ParsableCommand {
  /// The command's name, help and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract:
      "Convert a gesture log between the native, evemu, libinput record and getevent formats.",
    discussion: """
      The input's format is detected from its content. The output format is --to, or else \
      OUT's extension: .gtape (native), .evemu (evemu), .yml or .yaml (libinput record), \
      .getevent (getevent text: the description as getevent -lp prints it, the events as \
      getevent -t does, the hex form sendevent-style replayers read). Every event and the \
      whole device description are kept. evemu holds one device only (converting several \
      devices to evemu is an error) and has no place for markers and annotations: they are \
      dropped with a warning; getevent text has no place for markers either.

      A getevent capture made without -p has no device description: its axes are inferred \
      from the events, with a warning. --description FILE pairs the output of \
      `adb shell getevent -lp` (or -p) with it, device by device (same node, else same name, \
      else the one touchscreen of each).
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @Argument(help: "The gesture log to read (.gtape, evemu, libinput record YAML or getevent).")
  var input: String

  @Argument(help: "The file to write.")
  var output: String

  @Option(
    help: "The output format: native, evemu, libinput or getevent (default: from OUT's extension).")
  var to: GestureLogFormat?

  @Option(
    help: ArgumentHelp(
      "The devices' descriptions as `getevent -lp` prints them, for a getevent capture.",
      valueName: "file"),
    completion: .file())
  var description: String?

  /// Checks the options.
  public func validate() throws {
    if to == nil, RecordingFiles.format(forExtensionOf: output) == nil {
      throw ValidationError(
        "Cannot tell the output format from '\(output)': use --to native|evemu|libinput|getevent "
          + "or an extension .gtape, .evemu, .yml, .yaml or .getevent.")
    }
  }

  /// Runs the command.
  public func run() throws {
    let format = to ?? RecordingFiles.format(forExtensionOf: output) ?? .native
    var loaded = try RecordingFiles.load(input, printsWarnings: description == nil)
    if let description {
      // The warnings once described (an inferred description's is gone).
      loaded = try Self.describe(loaded, with: description)
      for warning in loaded.warnings { RecordingFiles.printError(warning.description) }
    }
    if format == .evemu || format == .getevent {
      let recording = loaded.recording
      let dropped =
        recording.devices.reduce(0) { $0 + $1.markers.count } + recording.metadata.annotations.count
      if dropped > 0 {
        RecordingFiles.printError(
          "\(output): warning: \(format.rawValue) has no place for markers and annotations; "
            + "\(dropped) of them are not written")
      }
    }
    try RecordingFiles.save(loaded.recording, to: output, format: format)
  }

  /// `loaded` with the devices described by the getevent -p text at `path`; a located error
  /// (exit 2) when it describes nothing, a warning for each device it does not describe.
  static func describe(_ loaded: LoadedRecording, with path: String) throws -> LoadedRecording {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      RecordingFiles.printError(
        "gesturetape: \(path): error: cannot read the description: \(error.localizedDescription)")
      throw ExitCode(CommandErrors.inputError)
    }
    let descriptions: [(node: String, description: DeviceDescription)]
    do {
      descriptions = try GeteventReader.descriptions(text: text, file: path)
    } catch {
      RecordingFiles.printError("gesturetape: \(error.description)")
      throw ExitCode(CommandErrors.inputError)
    }
    let (described, unmatched) = GeteventReader.describing(loaded, with: descriptions)
    for index in unmatched {
      RecordingFiles.printError(
        "\(path): warning: no description for device \(index) "
          + "(\(loaded.recording.devices[index].description.name))")
    }
    return described
  }
}
