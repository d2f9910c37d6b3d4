import Replay
import Testing

@testable import HeroReplay
@testable import ReplayCore
@testable import ReplayHunt
@testable import ReplayReports

/// The layout's list of ids given out answers as a set does, below and past the length where
/// it turns into one.
@Suite struct TakenIDsTests {
  @Test(arguments: [5, TakenIDs.scanLimit, TakenIDs.scanLimit + 1, 200])
  func answersAsASet(count: Int) {
    var taken = TakenIDs(capacity: count)
    var reference = Set<String>()
    // Each id comes twice, the second time after others: every answer is asked both ways.
    let ids = (0..<count).map { "view_\($0)" }
    for (index, id) in (ids + ids.reversed()).enumerated() {
      #expect(taken.contains(id) == reference.contains(id), "\(id) at \(index)")
      taken.insert(id)
      reference.insert(id)
      #expect(taken.contains(id))
    }
    #expect(!taken.contains("view_\(count)"))
    #expect(!taken.contains(""))
  }
}
