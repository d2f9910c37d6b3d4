/// A table from object identities to values, for the engine's per-view and per-recognizer
/// lookups that run for every view of every transition.
///
/// `Dictionary<ObjectIdentifier, Value>` hashes each key with SipHash (about a hundred
/// instructions); an object's address is already unique and well spread, so this table takes a
/// slot from its bits with one multiplication (Fibonacci hashing) and probes linearly. It has no
/// iteration: the order of addresses differs from run to run, and a replay must not depend on it.
///
/// As with `ObjectIdentifier` keys anywhere, a key names an object only while it lives: fill a
/// table with objects something else keeps alive, or check the value against the object. The
/// table is public and inlinable so that the modules using it get code specialized for their
/// value type (a `package` generic is not specialized across modules).
public struct IdentityTable<Value> {
  /// Each slot's key (the identity's bits; 0 is an empty slot, never an object's address).
  @usableFromInline var keys: [UInt]
  @usableFromInline var values: [Value?]
  /// `64 - log2(keys.count)`: a hash's top bits index the slots.
  @usableFromInline var shift: UInt
  /// The number of keys.
  @inlinable public var count: Int { storedCount }
  @usableFromInline var storedCount = 0

  /// An empty table with room for `minimumCapacity` keys before it grows (no storage until
  /// the first key without one).
  @inlinable
  public init(minimumCapacity: Int = 0) {
    keys = []
    values = []
    shift = 0
    if minimumCapacity > 0 { resize(to: Self.capacity(for: minimumCapacity)) }
  }

  /// The slot count (a power of two, at least 8) that keeps `count` keys at most half full.
  @inlinable
  static func capacity(for count: Int) -> Int {
    var capacity = 8
    while capacity < count * 2 { capacity *= 2 }
    return capacity
  }

  /// The value of `key` (nil: none); setting nil removes it.
  @inlinable
  public subscript(key: ObjectIdentifier) -> Value? {
    get {
      guard count > 0 else { return nil }
      let bits = UInt(bitPattern: key)
      var slot = home(of: bits)
      let mask = keys.count - 1
      while true {
        let stored = keys[slot]
        if stored == bits { return values[slot] }
        if stored == 0 { return nil }
        slot = (slot + 1) & mask
      }
    }
    set {
      let bits = UInt(bitPattern: key)
      if let newValue {
        insert(newValue, bits: bits)
      } else {
        remove(bits: bits)
      }
    }
    _modify {
      let bits = UInt(bitPattern: key)
      if let slot = find(bits) {
        // In place: the value is not copied out and back.
        yield &values[slot]
        if values[slot] == nil { remove(bits: bits) }
      } else {
        var value: Value? = nil
        yield &value
        if let value { insert(value, bits: bits) }
      }
    }
  }

  /// The value of `key`, or `defaultValue` when it has none; setting stores the value.
  @inlinable
  public subscript(key: ObjectIdentifier, default defaultValue: @autoclosure () -> Value) -> Value
  {
    get { self[key] ?? defaultValue() }
    set { self[key] = newValue }
  }

  /// Calls `body` with `key`'s value, moved out and back in (so it stays uniquely referenced and
  /// changes in place); nothing for a key without a value. Not a `_modify` accessor: for a
  /// large value that allocates its frame on every call.
  @inlinable
  public mutating func modifyValue(of key: ObjectIdentifier, _ body: (inout Value) -> Void) {
    guard let slot = find(UInt(bitPattern: key)), var value = values[slot].take() else { return }
    body(&value)
    values[slot] = value
  }

  /// Removes every key, keeping the storage.
  @inlinable
  public mutating func removeAll() {
    guard count > 0 else { return }
    for slot in keys.indices where keys[slot] != 0 {
      keys[slot] = 0
      values[slot] = nil
    }
    storedCount = 0
  }

  @inlinable @inline(__always)
  func home(of bits: UInt) -> Int {
    Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  @inlinable
  func find(_ bits: UInt) -> Int? {
    guard count > 0 else { return nil }
    var slot = home(of: bits)
    let mask = keys.count - 1
    while true {
      let stored = keys[slot]
      if stored == bits { return slot }
      if stored == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  @inlinable
  mutating func insert(_ value: Value, bits: UInt) {
    if let slot = find(bits) {
      values[slot] = value
      return
    }
    if (count + 1) * 2 > keys.count { resize(to: Self.capacity(for: count + 1)) }
    var slot = home(of: bits)
    let mask = keys.count - 1
    while keys[slot] != 0 { slot = (slot + 1) & mask }
    keys[slot] = bits
    values[slot] = value
    storedCount += 1
  }

  /// Removes a key and moves back the keys after it that probed past its slot (no
  /// tombstones: a lookup still stops at the first empty slot).
  @inlinable
  mutating func remove(bits: UInt) {
    guard var hole = find(bits) else { return }
    let mask = keys.count - 1
    keys[hole] = 0
    values[hole] = nil
    storedCount -= 1
    var slot = (hole + 1) & mask
    while keys[slot] != 0 {
      let wanted = home(of: keys[slot])
      // The key may fill the hole when its home is not in (hole, slot] (cyclically).
      let stays =
        hole <= slot ? (hole < wanted && wanted <= slot) : (hole < wanted || wanted <= slot)
      if !stays {
        keys[hole] = keys[slot]
        values[hole] = values[slot]
        keys[slot] = 0
        values[slot] = nil
        hole = slot
      }
      slot = (slot + 1) & mask
    }
  }

  @inlinable
  mutating func resize(to capacity: Int) {
    let oldKeys = keys
    let oldValues = values
    keys = Array(repeating: 0, count: capacity)
    values = Array(repeating: nil, count: capacity)
    shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
    let mask = capacity - 1
    for index in oldKeys.indices where oldKeys[index] != 0 {
      var slot = home(of: oldKeys[index])
      while keys[slot] != 0 { slot = (slot + 1) & mask }
      keys[slot] = oldKeys[index]
      values[slot] = oldValues[index]
    }
  }
}
