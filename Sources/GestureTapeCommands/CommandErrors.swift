import ArgumentParser
import Foundation
import GestureLog
import Replay

/// The one exit-code scheme of every subcommand, and its error sentences.
///
/// - 0: done, and every check passed.
/// - 1: a check failed: an expectation, or a replay (or a sweep variant) that froze, stayed
///   stuck, crashed or completed twice.
/// - 2: the input, an option or the environment is wrong: a file that cannot be read, parsed or
///   written, an expectation file that is not valid, an unknown scene, an invalid option (the
///   usage errors ArgumentParser reports as 64 are turned into 2 by ``run(_:_:)``), no input
///   devices.
package enum CommandErrors {
  /// A check failed.
  package static let checkFailed: Int32 = 1
  /// The input, an option or the environment is wrong.
  package static let inputError: Int32 = 2

  /// Parses `arguments` as `Root`'s command line and runs it, exiting with the scheme's codes
  /// (a usage error exits 2 with ArgumentParser's message and usage).
  package static func run<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]?) -> Never
  {
    do {
      var command = try root.parseAsRoot(arguments)
      try command.run()
      exit(0)
    } catch {
      if root.exitCode(for: error) == .validationFailure {
        print(root.fullMessage(for: error))
        exit(inputError)
      }
      root.exit(withError: error)
    }
  }

  /// Writes `text` and a newline to standard error.
  package static func print(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// The line printed for a replay that could not run: a reader's error already names the
  /// file, line and column (`FILE:LINE:COL: error: …`); the others get the file in front.
  static func message(for error: ReplayError, file: String) -> String {
    if case .unreadable = error { return "\(error)" }
    return "gesturetape: \(file): \(error)"
  }

  /// A sentence for an error writing `what` to `path`: what failed and what to do.
  static func writeMessage(_ error: any Error, path: String, what: String) -> String {
    "gesturetape: cannot write \(what) to \(path): \(FileProblem.writing(path, error))"
  }

  /// Writes `text` to `path`, or prints the sentence for why it could not be and exits 2.
  static func write(_ text: String, to path: String, what: String) throws {
    do {
      try text.write(to: URL(fileURLWithPath: path), atomically: true, encoding: .utf8)
    } catch {
      print(writeMessage(error, path: path, what: what))
      throw ExitCode(inputError)
    }
  }

  /// Refuses an output whose extension is not `expected` (`plot -o x.html` would write SVG into a
  /// page a browser renders as text).
  static func checkExtension(of output: String, is expected: String, for command: String) throws {
    let actual = URL(fileURLWithPath: output).pathExtension.lowercased()
    guard actual == expected else {
      throw ValidationError(
        "\(command) writes \(expected.uppercased()); name the output NAME.\(expected) (got "
          + "\(actual.isEmpty ? "no extension" : ".\(actual)"))")
    }
  }
}
