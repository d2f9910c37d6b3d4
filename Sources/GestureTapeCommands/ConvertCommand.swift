import ArgumentParser
import Foundation
import GestureLog

extension GestureLogFormat: ExpressibleByArgument {}

/// `gesturetape convert IN OUT [--to FORMAT]`: one gesture log format to another.
public struct ConvertCommand: ParsableCommand {
  /// The command's name, help and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert a gesture log between the native, evemu and libinput record formats.",
    discussion: """
      The input's format is detected from its content. The output format is --to, or else \
      OUT's extension: .gtape (native), .evemu (evemu), .yml or .yaml (libinput record). \
      Every event and the whole device description are kept. evemu holds one device only \
      (converting several devices to evemu is an error) and has no place for markers and \
      annotations: they are dropped with a warning.
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @Argument(help: "The gesture log to read (.gtape, evemu or libinput record YAML).")
  var input: String

  @Argument(help: "The file to write.")
  var output: String

  @Option(help: "The output format: native, evemu or libinput (default: from OUT's extension).")
  var to: GestureLogFormat?

  /// Checks the options.
  public func validate() throws {
    if to == nil, RecordingFiles.format(forExtensionOf: output) == nil {
      throw ValidationError(
        "Cannot tell the output format from '\(output)': use --to native|evemu|libinput "
          + "or an extension .gtape, .evemu, .yml or .yaml.")
    }
  }

  /// Runs the command.
  public func run() throws {
    let format = to ?? RecordingFiles.format(forExtensionOf: output) ?? .native
    let loaded = try RecordingFiles.load(input)
    if format == .evemu {
      let recording = loaded.recording
      let dropped =
        recording.devices.reduce(0) { $0 + $1.markers.count } + recording.metadata.annotations.count
      if dropped > 0 {
        RecordingFiles.printError(
          "\(output): warning: evemu has no place for markers and annotations; "
            + "\(dropped) of them are not written")
      }
    }
    try RecordingFiles.save(loaded.recording, to: output, format: format)
  }
}
