import Foundation
import Replay
import TestSupport
import Testing

@testable import HeroReplay
@testable import ReplayCore
@testable import ReplayHunt
@testable import ReplayReports

/// Numbers in reports and failure messages: fixed decimals, no locale, and no trap for any
/// double (an expectation file may hold any JSON number).
@Suite("Report number formatting")
struct ReplayFormatTests {
  @Test(
    arguments: [
      (0.5, 2, "0.50"), (-0.004, 2, "0.00"), (2, 0, "2"), (-12.345, 1, "-12.3"),
      (1e308, 2, "1e+308"), (-1.7976931348623157e308, 3, "-1.7976931348623157e+308"),
      (.infinity, 2, "inf"), (.nan, 2, "nan"),
    ])
  func number(value: Double, decimals: Int, expected: String) {
    #expect(ReplayFormat.number(value, decimals: decimals) == expected)
  }

  /// What the expectation-file fuzzer found (Fuzz/Sources/FuzzExpectations): a view position of
  /// 1e308 trapped while the check's description was written, so `--expect` crashed.
  @Test func anExpectationWithAHugePositionLoadsAndDescribesItsCheck() throws {
    let url = Fixtures.fixture("fuzzed/expect-position-1e308.json")
    let expectations = try ReplayExpectations.decode(try Data(contentsOf: url))
    #expect(expectations.checks.contains { $0.description.contains("1e+308") })
  }
}
