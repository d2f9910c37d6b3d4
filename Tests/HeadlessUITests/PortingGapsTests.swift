import Foundation
import TestSupport
import Testing

/// docs/PORTING.md's table of what HeadlessUI does not have stays true: every type, member and
/// module its first column names is absent from the sources. The table said
/// `UIPageViewController` and `beginIgnoringInteractionEvents()` were missing after both were
/// built; a new user reading it would have written glue for nothing.
@Suite("PORTING.md's list of what is missing")
struct PortingGapsTests {
  /// The first-column cells of the table after "What is not there".
  static func missingCells() throws -> [String] {
    let text = try String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/PORTING.md"),
      encoding: .utf8)
    guard let start = text.range(of: "What is not there, and what to do instead") else {
      return []
    }
    var cells: [String] = []
    var inTable = false
    let lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines {
      if line.hasPrefix("|") {
        inTable = true
        let cell = line.split(separator: "|").first.map(String.init) ?? ""
        if !cell.contains("---"), cell.trimmingCharacters(in: .whitespaces) != "missing" {
          cells.append(cell)
        }
      } else if inTable {
        break
      }
    }
    return cells
  }

  /// The backticked names of `cell`.
  static func names(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Every Swift source of HeadlessUI, joined.
  static let sources: String = {
    let root = Fixtures.repositoryRoot.appendingPathComponent("Sources/HeadlessUI")
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return (files ?? []).filter { $0.hasSuffix(".swift") }.sorted().compactMap {
      try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
  }()

  /// Where `name` is declared in HeadlessUI: a type (`UIMenu`, `UIButton.Configuration` as a
  /// nested type in `UIButton`'s body or an extension of it), a member
  /// (`Type.member(label:…)`, as `func member(label`), or a global (`var`/`let`/`func`).
  static func declaration(of name: String) -> String? {
    let parts = name.split(separator: ".").map(String.init)
    let last = parts.last ?? name
    if let paren = last.firstIndex(of: "(") {
      let base = NSRegularExpression.escapedPattern(for: String(last[..<paren]))
      let labels = last[last.index(after: paren)...].split(separator: ":").map(String.init)
      let firstLabel = NSRegularExpression.escapedPattern(for: labels.first ?? "")
      return match(#"func \#(base)\(\s*\#(firstLabel)"#)
    }
    let kinds = "(class|struct|enum|protocol|typealias|actor|var|let)"
    let type = NSRegularExpression.escapedPattern(for: last)
    if parts.count == 2 {
      // A nested type counts only in its outer type's body or an extension of it.
      let outer = NSRegularExpression.escapedPattern(for: parts[0])
      let openings = #"(class|struct|enum|extension) \#(outer)[ :{<]"#
      guard let regex = try? NSRegularExpression(pattern: openings) else { return nil }
      let whole = NSRange(sources.startIndex..., in: sources)
      for found in regex.matches(in: sources, range: whole) {
        guard let range = Range(found.range, in: sources) else { continue }
        let body = String(sources[range.lowerBound...].prefix(12_000))
        if let inner = match(#"\#(kinds) \#(type)[ :{<]"#, in: body) {
          return "\(parts[0]) { \(inner) }"
        }
      }
      return nil
    }
    return match(#"(\#(kinds)|func) \#(type)[ :({<]"#)
  }

  /// The first match of `pattern` in `text` (HeadlessUI's sources unless given).
  static func match(_ pattern: String, in text: String = sources) -> String? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(found.range, in: text)
    else { return nil }
    return String(text[range])
  }

  @Test func theTableIsThere() throws {
    let cells = try Self.missingCells()
    #expect(cells.count >= 4, "\(cells)")
    #expect(cells.flatMap(Self.names(in:)).count >= 10)
  }

  @Test func nothingTheTableCallsMissingIsDeclared() throws {
    var declared: [String] = []
    let modules = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.repositoryRoot.appendingPathComponent("Sources").path)
    for cell in try Self.missingCells() {
      for name in Self.names(in: cell) {
        if cell.contains("modules") {
          if modules.contains(name) { declared.append("\(name): Sources/\(name)") }
        } else if let place = Self.declaration(of: name) {
          declared.append("\(name): \(place)")
        }
      }
    }
    #expect(declared.isEmpty, "docs/PORTING.md calls these missing: \(declared)")
  }

  /// The check finds what is there: the two names the table wrongly listed, and others.
  @Test func theCheckFindsDeclarations() {
    #expect(Self.declaration(of: "UIPageViewController") != nil)
    #expect(
      Self.declaration(of: "UIApplication.shared.beginIgnoringInteractionEvents()") != nil)
    #expect(Self.declaration(of: "UIImage.Configuration") != nil)
    #expect(Self.declaration(of: "UIView.animate(withDuration:animations:)") != nil)
    #expect(Self.declaration(of: "UIMenu") != nil)
    #expect(Self.declaration(of: "UISplitViewController") == nil)
    #expect(Self.declaration(of: "UIButton.Configuration") != nil)
  }
}
