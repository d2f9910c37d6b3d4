import HeadlessUI
import Testing

/// `NSHashTable` and `NSMapTable`, which swift-corelibs-foundation lacks: weak members leave
/// when they go away; members are found by `isEqual` unless compared by identity, following
/// https://developer.apple.com/documentation/foundation/nshashtable and
/// https://developer.apple.com/documentation/foundation/nsmaptable.
@Suite("NSHashTable and NSMapTable")
struct HashTableTests {
  final class Observer {}

  @Test func aWeakTableForgetsMembersThatWentAway() {
    let table = NSHashTable<Observer>.weakObjects()
    let kept = Observer()
    do {
      let passing = Observer()
      table.add(passing)
      table.add(kept)
      table.add(kept)
      #expect(table.count == 2)
      #expect(table.allObjects.first === passing)
    }
    #expect(table.count == 1)
    #expect(table.allObjects.first === kept)
    #expect(table.contains(kept))
    table.remove(kept)
    #expect(table.count == 0)
  }

  @Test func equalObjectsAreOneMemberUnlessComparedByIdentity() {
    let a = NSString(string: "a")
    let b = NSString(string: "a")
    let byValue = NSHashTable<NSString>(options: [])
    byValue.add(a)
    byValue.add(b)
    #expect(byValue.count == 1)
    let byIdentity = NSHashTable<NSString>(options: .objectPointerPersonality)
    byIdentity.add(a)
    byIdentity.add(b)
    #expect(byIdentity.count == 2)
  }

  @Test func aMapTableWithWeakKeysDropsEntriesOfKeysThatWentAway() {
    let table = NSMapTable<Observer, NSString>.weakToStrongObjects()
    let kept = Observer()
    table.setObject("kept", forKey: kept)
    do {
      let passing = Observer()
      table.setObject("passing", forKey: passing)
      #expect(table.count == 2)
    }
    #expect(table.count == 1)
    #expect(table.object(forKey: kept) == "kept")
    table.setObject("again", forKey: kept)
    #expect(table.allValues == ["again"])
    table.removeObject(forKey: kept)
    #expect(table.count == 0)
    #expect(NSEC_PER_SEC == 1_000_000_000)
  }
}
