import DemoScene
import Foundation
import GestureTapeTesting
import TestSupport
import Testing

/// Outcome robustness: every shipped recording into the demo scene at 30, 60 and 120 Hz and
/// 0.5× to 2×. The table in docs/TESTING.md (between the replay-matrix markers) is pinned: a
/// difference fails with a diff; run with GESTURETAPE_RECORD=failed to rewrite it.
@MainActor
@Suite("Outcome robustness matrix")
struct RobustnessMatrixTests {
  static let begin = "<!-- replay-matrix:begin -->"
  static let end = "<!-- replay-matrix:end -->"

  @Test func documentedTableMatches() throws {
    let matrix = ReplayMatrix.run(try ShippedRecordings.load()) { DemoReplayScene() }
    let generated = matrix.markdown
    let doc = Fixtures.repositoryRoot.appendingPathComponent("docs/TESTING.md")
    let text = try String(contentsOf: doc, encoding: .utf8)
    let start = try #require(text.range(of: Self.begin), "docs/TESTING.md lacks \(Self.begin)")
    let stop = try #require(text.range(of: Self.end), "docs/TESTING.md lacks \(Self.end)")
    let documented = String(text[start.upperBound..<stop.lowerBound])
      .trimmingCharacters(in: .newlines)
    guard documented != generated else { return }
    let mode = RecordMode.resolve(nil)
    if mode == .failed || mode == .all {
      let updated = text.replacingCharacters(
        in: start.upperBound..<stop.lowerBound, with: "\n" + generated + "\n")
      try updated.write(to: doc, atomically: true, encoding: .utf8)
      Issue.record("Rewrote the replay matrix in docs/TESTING.md; check and commit it.")
    } else {
      let old = documented.split(separator: "\n").map(String.init)
      let new = generated.split(separator: "\n").map(String.init)
      Issue.record(
        """
        The replay matrix differs from docs/TESTING.md (−: documented, +: now):
        \(diffLines(old, new))
        If the change is intended, run with GESTURETAPE_RECORD=failed and commit the doc.
        """)
    }
  }

  @Test func flipsNameTheDecidingNumber() throws {
    let matrix = ReplayMatrix.run(try ShippedRecordings.load()) { DemoReplayScene() }
    for row in matrix.rows where row.flips {
      let explanation = try #require(row.flipExplanation)
      let outcomes = Set(row.cells.map(\.outcome))
      if outcomes.contains(.finished) && outcomes.contains(.cancelled) {
        #expect(explanation.contains("decided by"), "\(row.recording)")
      }
      if outcomes.contains(.noTransition) {
        #expect(explanation.contains("no transition at"), "\(row.recording)")
      }
    }
  }

  @Test func outcomeAgreesWithTheDecisionInEveryCell() throws {
    let matrix = ReplayMatrix.run(try ShippedRecordings.load()) { DemoReplayScene() }
    for row in matrix.rows {
      for cell in row.cells {
        guard let decision = cell.decision else { continue }
        // The seed handler: end() when progress + velocity.y / height > 0.3, else cancel().
        let expected: ReplayOutcome.Kind = decision.sum > 0.3 ? .finished : .cancelled
        #expect(cell.outcome == expected, "\(row.recording) \(cell.frameRate) Hz \(cell.speed)×")
      }
    }
  }

  private func diffLines(_ old: [String], _ new: [String]) -> String {
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let a = index < old.count ? old[index] : nil
      let b = index < new.count ? new[index] : nil
      if a == b { continue }
      if let a { lines.append("− " + a) }
      if let b { lines.append("+ " + b) }
    }
    return lines.joined(separator: "\n")
  }
}
