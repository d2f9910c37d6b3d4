/// One error the Swift compiler printed: `FILE:LINE:COLUMN: error: MESSAGE`.
public struct CompilerDiagnostic: Hashable, Sendable {
  /// The file, as the compiler named it (an absolute path in a build).
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int
  /// The message after `error: `.
  public var message: String

  /// A diagnostic.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// Every distinct error of a build's output, in the order printed (SwiftPM prints some twice:
  /// once from the compiler and once in its summary; a note or warning is not an error), and
  /// the errors that name no file (SwiftPM's `command failed with exit code`, `cancelled` and
  /// `ExitCode(rawValue: 1)` are left out: they only say the others happened).
  ///
  /// - Parameter output: what `swift build` printed, standard output and error together.
  public static func errors(in output: String) -> (placed: [CompilerDiagnostic], unplaced: [String])
  {
    var placed: [CompilerDiagnostic] = []
    var seen: Set<CompilerDiagnostic> = []
    var unplaced: [String] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      let text = String(line)
      if let diagnostic = parse(text) {
        if seen.insert(diagnostic).inserted { placed.append(diagnostic) }
      } else if text.hasPrefix("error: ") {
        let message = String(text.dropFirst("error: ".count))
        guard !Self.saysOthersHappened(message), !unplaced.contains(message) else { continue }
        unplaced.append(message)
      }
    }
    return (placed, unplaced)
  }

  /// Whether an unplaced error only reports that others happened: a command that failed, the
  /// jobs SwiftPM cancelled after it, the exit status it ended with.
  static func saysOthersHappened(_ message: String) -> Bool {
    message.contains("command failed with exit code") || message == "cancelled"
      || message.hasPrefix("ExitCode(")
  }

  /// `FILE:LINE:COLUMN: error: MESSAGE`, or nil for any other line.
  static func parse(_ line: String) -> CompilerDiagnostic? {
    guard let marker = line.range(of: ": error: ") else { return nil }
    let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard place.count >= 3, let column = Int(place[place.count - 1]),
      let row = Int(place[place.count - 2])
    else { return nil }
    let file = place[..<(place.count - 2)].joined(separator: ":")
    guard !file.isEmpty, !file.contains(" ") || file.hasPrefix("/") else { return nil }
    return CompilerDiagnostic(
      file: file, line: row, column: column, message: String(line[marker.upperBound...]))
  }
}
