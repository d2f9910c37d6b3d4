import Foundation
import TestSupport
import Testing

@testable import AppCompatibility
@testable import SourcePorting

/// The Swift 4 names: how `explore` tells an app written for Swift 4 (and so builds it in that
/// mode), and that HeadlessUI's Swift 4 declarations are the table's (Swift4NamesTests compiles
/// code that uses them, in Swift 4 mode).
@Suite("Swift 4 names: the language mode an app was written for")
struct SwiftVersionNamesTests {
  @Test func aSwift4NameIsEvidenceWithItsFileAndLine() {
    let sources: [(path: String, text: String)] = [
      ("A.swift", "import UIKit\nlet mode = RunLoop.Mode.common\n"),
      (
        "B.swift",
        "// UIControlState in a comment is no evidence\nfunc f(_ s: UIControlState) {}\n"
      ),
    ]
    let evidence = SwiftVersionNames.swift4Evidence(in: sources)
    #expect(evidence == .init(name: "UIControlState", file: "B.swift", line: 2))
    #expect(evidence?.description.contains("B.swift:2") == true)
  }

  @Test func currentNamesAndCurrentMethodBasesAreNoEvidence() {
    let current: [(path: String, text: String)] = [
      (
        "A.swift",
        "view.bringSubviewToFront(v)\nchild.didMove(toParent: self)\n"
          + "// view.bringSubview(toFront: v), commented out\nlet s: UIControl.State = .normal\n"
      )
    ]
    #expect(SwiftVersionNames.swift4Evidence(in: current) == nil)
    let old: [(path: String, text: String)] = [
      ("A.swift", "child.didMove(toParentViewController: self)\n")
    ]
    #expect(SwiftVersionNames.swift4Evidence(in: old)?.name == "didMove")
  }

  /// Every old type name HeadlessUI declares is in the table, renamed to what the table says.
  @Test func headlessUIsSwift4TypeNamesAreTheTables() throws {
    let file = Fixtures.repositoryRoot.appendingPathComponent(
      "Sources/HeadlessUI/Swift4Names/Swift4TypeNames.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    // `@available(…, renamed: "NEW")` then `public typealias OLD = NEW`, NEW possibly wrapped at
    // a dot.
    let pattern =
      #"@available\(swift, obsoleted: 4\.2, renamed: "([^"]+)"\)\s+public typealias (\w+) =\s+(\w+(?:\s*\.\w+)*)"#
    let regex = try NSRegularExpression(pattern: pattern)
    let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
    let group = { (match: NSTextCheckingResult, index: Int) in
      Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
    }
    var declared = 0
    for match in matches {
      let (renamed, old) = (group(match, 1), group(match, 2))
      let new = group(match, 3).filter { !$0.isWhitespace }
      #expect(SwiftVersionNames.swift42[old] == new, "\(old)")
      #expect(renamed == new, "\(old)")
      declared += 1
    }
    #expect(declared == text.components(separatedBy: "public typealias ").count - 1)
    #expect(declared > 40)
  }
}
