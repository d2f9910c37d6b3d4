import HeadlessUI
import Testing

/// `IdentityTable` answers as `Dictionary<ObjectIdentifier, Value>` does, through growth,
/// removal (with the keys after a removed one moved back) and in-place modification.
@Suite("Identity table")
struct IdentityTableTests {
  final class Key {}

  /// A seeded generator, so a failure replays.
  struct SplitMix {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  @Test(arguments: [1, 2, 3])
  func agreesWithADictionary(seed: UInt64) {
    let objects = (0..<300).map { _ in Key() }
    var table = IdentityTable<Int>()
    var model: [ObjectIdentifier: Int] = [:]
    var random = SplitMix(state: seed)
    for step in 0..<20_000 {
      let key = ObjectIdentifier(objects[random.next(objects.count)])
      switch random.next(5) {
      case 0, 1:
        table[key] = step
        model[key] = step
      case 2:
        table[key] = nil
        model[key] = nil
      case 3:
        // Modify in place: add to a present value, or create one.
        table[key, default: -1] += 1
        model[key, default: -1] += 1
      default:
        #expect(table[key] == model[key], "step \(step)")
      }
      #expect(table.count == model.count)
    }
    for object in objects {
      #expect(table[ObjectIdentifier(object)] == model[ObjectIdentifier(object)])
    }
    table.removeAll()
    #expect(table.count == 0)
    for object in objects { #expect(table[ObjectIdentifier(object)] == nil) }
  }

  @Test func modifyingToNilRemoves() {
    let a = Key()
    let b = Key()
    var table = IdentityTable<String>(minimumCapacity: 4)
    table[ObjectIdentifier(a)] = "a"
    table[ObjectIdentifier(b)] = "b"
    table[ObjectIdentifier(a)]?.append("!")
    #expect(table[ObjectIdentifier(a)] == "a!")
    modify(&table[ObjectIdentifier(a)]) { $0 = nil }
    #expect(table[ObjectIdentifier(a)] == nil)
    #expect(table[ObjectIdentifier(b)] == "b")
    #expect(table.count == 1)
  }

  final class Box {
    var number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test func modifyValueChangesAPresentValueInPlaceAndNothingElse() {
    let a = Key()
    let b = Key()
    let absent = Key()
    var table = IdentityTable<Box>()
    table[ObjectIdentifier(a)] = Box(1)
    table[ObjectIdentifier(b)] = Box(2)
    var uniquelyHeld = false
    table.modifyValue(of: ObjectIdentifier(a)) { value in
      // Moved out of the table, not copied: the body holds the only reference (what keeps a
      // copy-on-write value from copying its storage).
      uniquelyHeld = isKnownUniquelyReferenced(&value)
      value = Box(value.number + 10)
    }
    #expect(uniquelyHeld)
    #expect(table[ObjectIdentifier(a)]?.number == 11)
    var called = false
    table.modifyValue(of: ObjectIdentifier(absent)) { _ in called = true }
    #expect(!called)
    #expect(table[ObjectIdentifier(absent)] == nil)
    #expect(table[ObjectIdentifier(b)]?.number == 2)
    #expect(table.count == 2)
  }

  private func modify<T>(_ value: inout T?, _ body: (inout T?) -> Void) { body(&value) }
}
