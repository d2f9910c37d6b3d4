import ArgumentParser
import Foundation
import GestureLog

/// Reading and writing gesture log files for the subcommands: warnings go to standard error,
/// errors are printed as compiler diagnostics (`file:line:col: error: …`) and end the command
/// with a non-zero status.
enum RecordingFiles {
  /// Loads `path` in whatever format its content has; prints the reader's warnings.
  static func load(_ path: String, printsWarnings: Bool = true) throws -> LoadedRecording {
    do {
      let loaded = try readFile(path)
      if printsWarnings {
        for warning in loaded.warnings { printError(warning.description) }
      }
      return loaded
    } catch {
      printError(error.description)
      throw ExitCode(CommandErrors.inputError)
    }
  }

  /// Writes `recording` to `path` in `format`.
  static func save(_ recording: Recording, to path: String, format: GestureLogFormat) throws {
    do {
      try writeFile(recording, to: path, format: format)
    } catch {
      printError(error.description)
      throw ExitCode(CommandErrors.inputError)
    }
  }

  /// The format a file name's extension stands for, if any.
  static func format(forExtensionOf path: String) -> GestureLogFormat? {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "gtape": .native
    case "evemu", "evm", "events": .evemu
    case "yml", "yaml": .libinputRecord
    case "getevent": .getevent
    default: nil
    }
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  private static func readFile(_ path: String) throws(GestureLogError) -> LoadedRecording {
    try GestureLogReader.read(path: path)
  }

  private static func writeFile(
    _ recording: Recording, to path: String, format: GestureLogFormat
  ) throws(GestureLogError) {
    try GestureLogWriter.write(recording, as: format, to: URL(fileURLWithPath: path))
  }
}
