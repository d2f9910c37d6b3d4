import Foundation

/// A query's order and window.
struct QueryConstraints {
  enum Order {
    case key, value
    case child(String)
  }

  var order = Order.key
  var start: Any?
  var end: Any?
  var first: Int?
  var last: Int?
}

/// The local tree of a database: values, which locations are known, and the observers.
final class DatabaseTree: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var root: Any?
  /// Locations written locally: they and everything below are known.
  private var known: [[String]] = []
  private var observers: [DatabaseHandle: Observer] = [:]
  private var nextHandle: DatabaseHandle = 0
  private var pushCount = 0

  final class Observer {
    let query: DatabaseQuery
    let eventType: DataEventType
    let once: Bool
    let block: (DataSnapshot, String?) -> Void
    var told = false
    /// The children last told, by key, with their values (for child events).
    var children: [(key: String, raw: Any?)] = []

    init(
      query: DatabaseQuery, eventType: DataEventType, once: Bool,
      block: @escaping (DataSnapshot, String?) -> Void
    ) {
      self.query = query
      self.eventType = eventType
      self.once = once
      self.block = block
    }
  }

  static func components(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init)
  }

  /// A push ID: `-` and 19 characters of a counter in Firebase's alphabet, so that keys sort in
  /// the order they were made, as Firebase's do.
  func pushID() -> String {
    lock.lock()
    defer { lock.unlock() }
    pushCount += 1
    let alphabet = Array("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")
    var number = pushCount
    var characters: [Character] = []
    for _ in 0..<19 {
      characters.append(alphabet[number % alphabet.count])
      number /= alphabet.count
    }
    return "-" + String(characters.reversed())
  }

  /// Whether the cache holds `path`: it, a location above it or one below it was written (a
  /// parent of written children shows them; which locations Firebase's offline cache answers
  /// for a partly written parent is not documented — this stand-in's choice).
  func isKnown(_ path: [String]) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return known.contains { path.starts(with: $0) || $0.starts(with: path) }
  }

  // MARK: Values

  /// A value as the tree keeps it: dictionaries of `String` keys, arrays as dictionaries keyed
  /// "0", "1"…, numbers, strings, booleans; nil for `nil` and `NSNull`.
  static func stored(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if value is NSNull { return nil }
    if let dictionary = value as? [AnyHashable: Any] {
      var result: [String: Any] = [:]
      for (key, member) in dictionary {
        if let member = stored(member) { result["\(key)"] = member }
      }
      return result.isEmpty ? nil : result
    }
    if let array = value as? [Any] {
      var result: [String: Any] = [:]
      for (index, member) in array.enumerated() {
        if let member = stored(member) { result[String(index)] = member }
      }
      return result.isEmpty ? nil : result
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { stored($0.value) }
    }
    return value
  }

  /// A stored value as a snapshot gives it: a dictionary whose keys are 0…n-1 as an array, as
  /// Firebase reads one.
  static func readable(_ raw: Any?) -> Any? {
    guard let dictionary = raw as? [String: Any] else { return raw }
    let indices = dictionary.keys.compactMap { Int($0) }
    if indices.count == dictionary.count, let maximum = indices.max(), maximum < 2 * indices.count,
      indices.allSatisfy({ $0 >= 0 }),
      !dictionary.keys.contains(where: { $0.hasPrefix("0") && $0 != "0" })
    {
      var array: [Any] = Array(repeating: NSNull(), count: maximum + 1)
      for (key, value) in dictionary { array[Int(key)!] = readable(value) ?? NSNull() }
      return array
    }
    return dictionary.mapValues { readable($0) ?? NSNull() }
  }

  static func value(in raw: Any?, at path: [String]) -> Any? {
    var current = raw
    for key in path {
      guard let dictionary = current as? [String: Any] else { return nil }
      current = dictionary[key]
    }
    return current
  }

  private static func setting(_ value: Any?, in raw: Any?, at path: ArraySlice<String>) -> Any? {
    guard let key = path.first else { return value }
    var dictionary = (raw as? [String: Any]) ?? [:]
    dictionary[key] = setting(value, in: dictionary[key], at: path.dropFirst())
    return dictionary.isEmpty ? nil : dictionary
  }

  func set(_ value: Any?, at path: [String]) {
    lock.lock()
    root = Self.setting(Self.stored(value), in: root, at: path[...])
    known.removeAll { $0.starts(with: path) }
    known.append(path)
    lock.unlock()
    changed()
  }

  func update(_ values: [AnyHashable: Any], at path: [String]) {
    lock.lock()
    for (key, value) in values.sorted(by: { "\($0.key)" < "\($1.key)" }) {
      let child = path + Self.components("\(key)")
      root = Self.setting(Self.stored(value), in: root, at: child[...])
      known.removeAll { $0.starts(with: child) }
      known.append(child)
    }
    lock.unlock()
    changed()
  }

  // MARK: Snapshots

  static func snapshot(
    key: String, raw: Any?, ref: DatabaseReference, order: QueryConstraints.Order
  ) -> DataSnapshot {
    var constraints = QueryConstraints()
    constraints.order = order
    return snapshot(key: key, raw: raw, ref: ref, constraints: constraints)
  }

  static func snapshot(
    key: String, raw: Any?, ref: DatabaseReference, constraints: QueryConstraints
  ) -> DataSnapshot {
    var pairs = ((raw as? [String: Any]) ?? [:]).map { (key: $0.key, raw: $0.value as Any?) }
    func sortValue(_ pair: (key: String, raw: Any?)) -> Any? {
      switch constraints.order {
      case .key: return pair.key
      case .value: return pair.raw
      case .child(let child): return value(in: pair.raw, at: components(child))
      }
    }
    pairs.sort { lhs, rhs in
      let order = compare(sortValue(lhs), sortValue(rhs))
      return order == .orderedSame ? keyOrder(lhs.key, rhs.key) : order == .orderedAscending
    }
    if let start = constraints.start {
      pairs = pairs.filter { compare(sortValue($0), start) != .orderedAscending }
    }
    if let end = constraints.end {
      pairs = pairs.filter { compare(sortValue($0), end) != .orderedDescending }
    }
    if let first = constraints.first { pairs = Array(pairs.prefix(first)) }
    if let last = constraints.last { pairs = Array(pairs.suffix(last)) }
    let children = pairs.map { pair in
      snapshot(key: pair.key, raw: pair.raw, ref: ref.child(pair.key), order: .key)
    }
    let windowed =
      raw is [String: Any]
      ? (pairs.isEmpty
        ? nil : Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.raw as Any) })) : raw
    return DataSnapshot(key: key, raw: windowed, ref: ref, children: children)
  }

  /// Keys in Firebase's order: integers first, by value, then strings.
  static func keyOrder(_ lhs: String, _ rhs: String) -> Bool {
    switch (Int(lhs), Int(rhs)) {
    case (let a?, let b?): return a < b
    case (.some, nil): return true
    case (nil, .some): return false
    default: return lhs < rhs
    }
  }

  /// Firebase's order of values: nil, false, true, numbers, strings, objects.
  static func compare(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
    func rank(_ value: Any?) -> Int {
      switch value {
      case nil: return 0
      case let flag as Bool: return flag ? 2 : 1
      case is NSNumber, is Int, is Double: return 3
      case is String: return 4
      default: return 5
      }
    }
    let (a, b) = (rank(lhs), rank(rhs))
    if a != b { return a < b ? .orderedAscending : .orderedDescending }
    if a == 3, let x = number(lhs), let y = number(rhs) {
      return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }
    if a == 4, let x = lhs as? String, let y = rhs as? String {
      return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }
    return .orderedSame
  }

  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Int: return Double(value)
    case let value as Double: return value
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }

  func snapshot(_ query: DatabaseQuery) -> DataSnapshot {
    lock.lock()
    let raw = Self.value(in: root, at: query.path)
    lock.unlock()
    return Self.snapshot(
      key: query.path.last ?? "", raw: raw, ref: query.ref, constraints: query.constraints)
  }

  // MARK: Observers

  @discardableResult
  func observe(
    _ query: DatabaseQuery, _ eventType: DataEventType, once: Bool,
    _ block: @escaping (DataSnapshot, String?) -> Void
  ) -> DatabaseHandle {
    lock.lock()
    nextHandle += 1
    let handle = nextHandle
    observers[handle] = Observer(query: query, eventType: eventType, once: once, block: block)
    lock.unlock()
    if isKnown(query.path) { schedule(handle) }
    return handle
  }

  func removeObserver(_ handle: DatabaseHandle) {
    lock.lock()
    defer { lock.unlock() }
    observers[handle] = nil
  }

  func removeObservers(at path: [String]) {
    lock.lock()
    defer { lock.unlock() }
    observers = observers.filter { $0.value.query.path != path }
  }

  private func changed() {
    lock.lock()
    let handles = observers.keys.sorted()
    lock.unlock()
    for handle in handles {
      lock.lock()
      let observer = observers[handle]
      lock.unlock()
      if let observer, isKnown(observer.query.path) { schedule(handle) }
    }
  }

  /// Tells the observer `handle`, on the main queue, what changed since it was last told.
  private func schedule(_ handle: DatabaseHandle) {
    onMain { [self] in
      lock.lock()
      guard let observer = observers[handle] else {
        lock.unlock()
        return
      }
      lock.unlock()
      let snapshot = self.snapshot(observer.query)
      let children = snapshot.childList.map { (key: $0.key, raw: $0.raw) }
      var calls: [(DataSnapshot, String?)] = []
      switch observer.eventType {
      case .value:
        calls.append((snapshot, nil))
      case .childAdded:
        let old = Set(observer.children.map(\.key))
        for (index, child) in snapshot.childList.enumerated() where !old.contains(child.key) {
          calls.append((child, index > 0 ? snapshot.childList[index - 1].key : nil))
        }
      case .childRemoved:
        let new = Set(children.map(\.key))
        for child in observer.children where !new.contains(child.key) {
          calls.append(
            (
              DatabaseTree.snapshot(
                key: child.key, raw: child.raw, ref: observer.query.ref.child(child.key),
                order: .key), nil
            ))
        }
      case .childChanged:
        for child in snapshot.childList {
          if let before = observer.children.first(where: { $0.key == child.key }),
            !NSDictionary(dictionary: ["v": before.raw ?? NSNull()]).isEqual(
              to: ["v": child.raw ?? NSNull()])
          {
            calls.append((child, nil))
          }
        }
      case .childMoved:
        break
      }
      let firstTime = !observer.told
      observer.told = true
      observer.children = children
      if observer.once {
        guard firstTime,
          let first = calls.first ?? (observer.eventType == .value ? (snapshot, nil) : nil)
        else { return }
        lock.lock()
        observers[handle] = nil
        lock.unlock()
        observer.block(first.0, first.1)
        return
      }
      for (snapshot, previous) in calls { observer.block(snapshot, previous) }
    }
  }
}
