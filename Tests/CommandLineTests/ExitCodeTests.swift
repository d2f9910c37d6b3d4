import Foundation
import TestSupport
import Testing

/// docs/CLI.md's table of exit codes and messages is the test: every row is run from the
/// repository's root, and the exit code and the message must be what the row says.
@Suite("Exit codes and messages (docs/CLI.md)")
struct ExitCodeTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// The rows between `<!-- exit-code-table -->` and `<!-- /exit-code-table -->`.
  static func rows() throws -> [Row] {
    let text = try String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/CLI.md"), encoding: .utf8)
    guard let start = text.range(of: "<!-- exit-code-table -->"),
      let end = text.range(of: "<!-- /exit-code-table -->")
    else { return [] }
    return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "`"))
      }
      guard cells.count == 3, cells[0].hasPrefix("gesturetape "), let status = Int32(cells[1])
      else { return nil }
      return Row(
        arguments: cells[0].split(separator: " ").dropFirst().map(String.init), status: status,
        message: cells[2])
    }
  }

  @Test("the table covers every subcommand on bad input")
  func tableCoversEverySubcommand() throws {
    let rows = try Self.rows()
    let commands = Set(rows.compactMap(\.arguments.first))
    for command in [
      "inspect", "convert", "devices", "record", "replay", "plot", "view", "explore",
    ] {
      #expect(commands.contains(command), "no row for \(command)")
    }
    #expect(Set(rows.map(\.status)) == [0, 1, 2])
  }

  @Test("each row's exit code and message", arguments: try ExitCodeTests.rows())
  func row(_ row: Row) throws {
    let run = try ReplayCommandTests.run(row.arguments)
    #expect(run.status == row.status, "\(run.error)")
    let output = run.output + run.error
    #expect(output.contains(row.message), "\(output.suffix(600))")
    #expect(!output.contains("NSCocoaErrorDomain") && !output.contains("UserInfo="))
  }
}
