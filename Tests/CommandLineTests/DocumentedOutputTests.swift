import Foundation
import GestureLog
import TestSupport
import Testing

/// What the docs show is what the tools print: every `$ gesturetape …` block of docs/*.md and the
/// READMEs is run (when the files it names exist) and compared with its output — exactly, or,
/// for a block that elides with "…", line by line in order; and recordings/README.md's table
/// of shipped recordings agrees with the files.
@Suite("Documented output")
struct DocumentedOutputTests {
  struct Block: CustomTestStringConvertible, Sendable {
    var file: String
    var arguments: [String]
    var lines: [String]
    var testDescription: String { "\(file): gesturetape \(arguments.joined(separator: " "))" }
  }

  static func blocks() throws -> [Block] {
    let root = Fixtures.repositoryRoot
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    var blocks: [Block] = []
    for file in docs + ["README.md", "recordings/README.md"] {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      let fences = text.components(separatedBy: "```")
      for (index, fence) in fences.enumerated() where index % 2 == 1 {
        var lines = fence.components(separatedBy: "\n").dropFirst()  // the fence's language
        guard let first = lines.first, first.hasPrefix("$ gesturetape ") else { continue }
        lines = lines.dropFirst()
        let arguments = first.dropFirst("$ gesturetape ".count).split(separator: " ").map(
          String.init)
        // Only what can run here: every path it names exists.
        let paths = arguments.filter {
          $0.contains("/") || $0.hasSuffix(".gtape") || $0.hasSuffix(".yml")
        }
        guard arguments.first != "devices", arguments.first != "record",
          paths.allSatisfy({
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
          })
        else { continue }
        blocks.append(Block(file: file, arguments: arguments, lines: Array(lines)))
      }
    }
    return blocks
  }

  @Test("at least the sweep table and the inspect examples are checked")
  func blocksAreFound() throws {
    let blocks = try Self.blocks()
    #expect(
      blocks.contains { $0.file == "docs/KNOWN-HERO-BUGS.md" && $0.arguments.contains("--sweep") })
    #expect(blocks.contains { $0.file == "docs/CLI.md" && $0.arguments.first == "inspect" })
  }

  @Test("each block's output", arguments: try DocumentedOutputTests.blocks())
  func block(_ block: Block) throws {
    let run = try ReplayCommandTests.run(block.arguments)
    let actual = run.output.components(separatedBy: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let documented = block.lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    if documented.contains(where: { $0.contains("…") }) {
      var position = 0
      for line in documented where !line.contains("…") {
        guard let found = actual[position...].firstIndex(of: line) else {
          Issue.record("\(block.file): \"\(line)\" is not printed (in this order)")
          return
        }
        position = found + 1
      }
    } else {
      #expect(actual.filter { !$0.isEmpty } == documented, "\(run.output)")
    }
  }

  @Test("recordings/README.md's table: events, frames and duration of every shipped recording")
  func recordingsTable() throws {
    let root = Fixtures.repositoryRoot
    let text = try String(
      contentsOf: root.appendingPathComponent("recordings/README.md"), encoding: .utf8)
    var rows: [String: (events: Int, frames: Int, duration: String)] = [:]
    var inTable = false
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("| file |") {
        inTable = true
        continue
      }
      guard inTable else { continue }
      // A blank line ends the table: rows after it are lost to a reader.
      guard line.hasPrefix("|") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 6, let events = Int(cells[3]), let frames = Int(cells[4]) else {
        continue
      }
      rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = (
        events, frames, cells[5]
      )
    }
    let shipped = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("recordings").path
    ).filter { $0.hasSuffix(".gtape") }.sorted()
    #expect(!shipped.isEmpty)
    for name in shipped {
      guard let row = rows[name] else {
        Issue.record("recordings/README.md's table has no row for \(name)")
        continue
      }
      let recording = try GestureLogReader.read(
        contentsOf: root.appendingPathComponent("recordings/\(name)")
      ).recording
      let events = recording.devices.reduce(0) { $0 + $1.events.count }
      let frames = recording.devices.reduce(0) { total, device in
        total + device.frames.reduce(0) { count, _ in count + 1 }
      }
      let times = recording.devices.flatMap { $0.events.map(\.time.microseconds) }
      let duration = Double((times.max() ?? 0) - (times.min() ?? 0)) / 1e6
      #expect(row.events == events, "\(name) events")
      #expect(row.frames == frames, "\(name) frames")
      #expect(row.duration == String(format: "%.3f s", duration), "\(name) duration")
    }
  }
}
