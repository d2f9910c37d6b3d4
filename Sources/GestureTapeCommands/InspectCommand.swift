import ArgumentParser
import Foundation
import GestureLog

/// `gesturetape inspect FILE [--json]`: what a gesture log holds.
public struct InspectCommand: ParsableCommand {
  /// The command's name, help and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Describe a gesture log: devices, timing, event counts, fingers and buttons.",
    discussion: """
      Prints, for every device of the recording: its name, ids and kind (touchpad, \
      clickpad, mouse, touchscreen, …), its events and frames, duration, frame rate (from \
      the median SYN_REPORT interval), fingers seen (MT slots, tracking ids, BTN_TOOL_*TAP), \
      buttons pressed, gaps longer than 3× the median frame interval, SYN_DROPPED events and \
      markers, and the number of events of each type and code. FILE may be a .gtape, evemu, \
      libinput record or getevent file; its format is detected from the content.
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @Argument(
    help: "The gesture log to describe (.gtape, evemu, libinput record YAML or getevent).")
  var file: String

  @Flag(help: "Print the summary as JSON (sorted keys) instead of text.")
  var json = false

  /// Runs the command.
  public func run() throws {
    let loaded = try RecordingFiles.load(file)
    let text = try Self.report(of: loaded, file: file, json: json)
    print(text, terminator: json ? "\n" : "")
  }

  /// What `inspect` prints for a loaded recording: the summary and the gestures, as text or
  /// as JSON (the fuzz harnesses run it after each reader).
  public static func report(of loaded: LoadedRecording, file: String, json: Bool) throws -> String {
    let summary = RecordingSummary(
      recording: loaded.recording, classify: InspectCommand.deviceKind(of:))
    let gestures = InspectCommand.gesturesSection(for: loaded.recording)
    if json {
      let report = InspectReport(
        file: file, format: loaded.format.rawValue, summary: summary, gestures: gestures?.json,
        warnings: loaded.warnings.map(\.description))
      return try InspectReport.encode(report)
    }
    var text = "\(file): \(loaded.format.rawValue), " + summary.textReport()
    if let gestures { text += "\n" + gestures.text }
    return text
  }
}

/// What `inspect --json` prints: the file, its format, the summary and, where
/// ``InspectCommand/gesturesSection(for:)`` gives one, the gesture segmentation.
struct InspectReport: Encodable {
  var file: String
  var format: String
  var summary: RecordingSummary
  /// The gesture segmentation (absent from the JSON when there is none).
  var gestures: [GestureReportEntry]?
  /// The reader's located warnings (`FILE:LINE:COL: warning: …`), also printed to stderr.
  var warnings: [String] = []

  /// The report as pretty-printed JSON with sorted keys.
  static func encode(_ report: InspectReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }
}
