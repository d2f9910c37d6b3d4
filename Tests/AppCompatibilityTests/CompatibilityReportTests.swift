import Foundation
import TestSupport
import Testing

@testable import AppCompatibility

@Suite("The compatibility table")
struct CompatibilityReportTests {
  static func app(
    _ name: String, _ stage: AppExploration.Stage, blockers: [Cause] = [], screens: Int = 0
  ) -> AppExploration {
    var app = AppExploration(app: name, stage: stage)
    app.blockers = blockers.map { Blocker(cause: $0, file: "A.swift", line: 1, message: "m | x") }
    app.screens = (0..<screens).map {
      ExploredScreen(name: "S\($0)", steps: [], controls: [], gestures: [])
    }
    return app
  }

  let report = CompatibilityReport(
    apps: [
      app("One", .ported, blockers: [Cause(.missingModule, "Firebase"), Cause(.other, "x")]),
      app("Two", .ported, blockers: [Cause(.missingModule, "Firebase", note: "no copy")]),
      app(
        "Three", .ported,
        blockers: [Cause(.missingDeclaration, "UIView.snapshotView"), Cause(.other, "x")]),
      app("Four", .explored, screens: 3),
    ], command: "gesturetape explore --corpus apps --write docs/COMPATIBILITY.md")

  @Test func causesAreRankedByTheAppsTheyStopFirst() {
    let ranked = report.rankedCauses
    #expect(
      ranked.map(\.cause.description) == [
        "missing module: Firebase", "missing declaration: UIView.snapshotView", "other: x",
      ])
    #expect(ranked.map(\.stopsFirst) == [2, 1, 0])
    #expect(ranked.map(\.appearsIn) == [2, 1, 2])
  }

  @Test func everyRowHasEveryColumnAndEveryAppARow() throws {
    let text = report.markdown
    try Self.checkFormat(text, apps: ["One", "Two", "Three", "Four"])
    #expect(text.contains("4 apps: 4 ported, 1 built, 1 launched, 1 explored"))
    #expect(text.contains("m \\| x"), "a | in a message does not split its cell")
  }

  @Test func theJSONHasEveryAppsBlockersAndTheRanking() throws {
    let data = try JSONEncoder().encode(report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["command"] as? String == report.command)
    let apps = try #require(object["apps"] as? [[String: Any]])
    #expect(apps.map { $0["app"] as? String } == ["One", "Two", "Three", "Four"])
    #expect((apps[0]["blockers"] as? [Any])?.count == 2, "every blocker, not only the first")
    let causes = try #require(object["causes"] as? [[String: Any]])
    #expect(causes.map { $0["stopsFirst"] as? Int } == [2, 1, 0])
    #expect(causes.map { $0["appearsIn"] as? Int } == [2, 1, 2])
  }

  /// The page's shape: the header line, both tables with their columns, one row per app.
  static func checkFormat(_ text: String, apps: [String]) throws {
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "# Compatibility: real apps, ported, built, launched and explored")
    let appHeader = CompatibilityReport.row(CompatibilityReport.appColumns)
    let causeHeader = CompatibilityReport.row(CompatibilityReport.causeColumns)
    let appStart = try #require(lines.firstIndex(of: appHeader))
    let causeStart = try #require(lines.firstIndex(of: causeHeader))
    func cells(_ line: String) -> Int {
      line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count - 1
    }
    let appRows = lines[(appStart + 2)...].prefix { $0.hasPrefix("| ") }
    #expect(appRows.map(cells).allSatisfy { $0 == CompatibilityReport.appColumns.count })
    #expect(
      appRows.map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) } == apps)
    let causeRows = lines[(causeStart + 2)...].prefix { $0.hasPrefix("| ") }
    #expect(causeRows.map(cells).allSatisfy { $0 == CompatibilityReport.causeColumns.count })
  }

  @Test func theShippedTableHasEveryCorpusApp() throws {
    let page = Fixtures.repositoryRoot.appendingPathComponent("docs/COMPATIBILITY.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    let header = CompatibilityReport.row(CompatibilityReport.appColumns)
    let start = try #require(lines.firstIndex(of: header))
    let apps = lines[(start + 2)...].prefix { $0.hasPrefix("| ") }.map {
      $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)
    }
    try Self.checkFormat(text, apps: apps)
    // The corpus, where this checkout has it beside it: every app has its row.
    let corpus = Fixtures.repositoryRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/apps")
    if let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) {
      #expect(apps == names.filter { !$0.hasPrefix(".") }.sorted())
    }
    #expect(apps.count >= 68)
  }
}
