import Foundation
import Replay
import Testing

@testable import HeroReplay
@testable import ReplayCore
@testable import ReplayHunt
@testable import ReplayReports

/// A view state holds its names interned: it must still behave as the plain value it was
/// (equality, hashing, mutation, JSON) and copy without reference counting.
@Suite struct ReplayViewStateTests {
  private func state(_ id: String, heroID: String? = nil, x: Double = 10) -> ReplayViewState {
    ReplayViewState(
      id: id, heroID: heroID, position: ReplayPoint(x: x, y: 20), width: 30, height: 40,
      opacity: 0.5, scale: 2)
  }

  @Test func equalNamesAreEqualStatesWhereverTheStringsCameFrom() {
    // Built from different string storage (a literal, and one assembled at run time that is too
    // long to be stored inline): still the same names.
    let long = "a view id that is longer than fifteen bytes"
    let assembled = ["a view id", "that is longer", "than fifteen bytes"].joined(separator: " ")
    let a = state(long, heroID: "hero")
    let b = state(assembled, heroID: String("hero-".dropLast()))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b]).count == 1)
  }

  @Test func anyDifferenceMakesThemDifferent() {
    let base = state("card", heroID: "card_1")
    #expect(base != state("card", heroID: nil))
    #expect(base != state("card", heroID: "card_2"))
    #expect(base != state("card2", heroID: "card_1"))
    #expect(base != state("card", heroID: "card_1", x: 11))
    // An id equal to another state's heroID is not the same names.
    #expect(state("card_1", heroID: nil) != state("card", heroID: "card_1"))
  }

  @Test func settingANameChangesOnlyThatName() {
    var view = state("card", heroID: "card_1")
    view.id = "renamed"
    #expect(view.id == "renamed")
    #expect(view.heroID == "card_1")
    view.heroID = nil
    #expect(view.id == "renamed")
    #expect(view.heroID == nil)
    #expect(view == state("renamed"))
    // The copy made before is untouched.
    let before = state("card", heroID: "card_1")
    var after = before
    after.heroID = "other"
    #expect(before.heroID == "card_1")
  }

  @Test func encodesAsBeforeAndDecodesBack() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let withHero = state("card", heroID: "card_1")
    let json = String(decoding: try encoder.encode(withHero), as: UTF8.self)
    #expect(
      json
        == #"{"height":40,"heroID":"card_1","id":"card","opacity":0.5,"position":{"x":10,"y":20},"scale":2,"width":30}"#
    )
    #expect(try JSONDecoder().decode(ReplayViewState.self, from: Data(json.utf8)) == withHero)
    // No heroID: the key is left out, as for any optional.
    let plain = String(decoding: try encoder.encode(state("root")), as: UTF8.self)
    #expect(!plain.contains("heroID"))
    #expect(try JSONDecoder().decode(ReplayViewState.self, from: Data(plain.utf8)) == state("root"))
  }

  @Test func aMissingFieldIsADecodingError() {
    let json = #"{"id":"card","position":{"x":1,"y":2},"width":3,"height":4,"scale":1}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ReplayViewState.self, from: Data(json.utf8))
    }
  }

  @Test func statesCopyWithoutReferenceCounting() {
    // What the interned names are for: an array of states copies like bytes.
    #expect(_isPOD(ReplayViewState.self))
  }
}
