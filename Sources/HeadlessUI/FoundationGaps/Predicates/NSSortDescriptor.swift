import Foundation

/// Foundation's sort descriptors by key, which swift-corelibs-foundation leaves out (it has
/// only Swift key paths): Core Data fetches and `NSArray` sorts name the key as a string. The
/// descriptor made is Linux's own `NSSortDescriptor` comparing the objects by the value at the
/// key path, read and ordered as predicates read and order values (``KeyValueReader``; numbers
/// by value, strings, dates); nil sorts before every value, as in Foundation's ascending sorts.
/// Linux's descriptor compares `NSObject`s (every managed object is one).
extension NSSortDescriptor {
  /// Sorts by the value at `key` (a key path, `a.b`; the object itself when nil).
  public convenience init(key: String?, ascending: Bool) {
    self.init(key: key, ascending: ascending, comparing: nil)
  }

  /// Sorts by `key` with the string comparison `selector` names: the port writes
  /// `#selector(NSString.localizedCaseInsensitiveCompare(_:))` as the unapplied method, which
  /// this calls with each pair of strings.
  public convenience init(
    key: String?, ascending: Bool, selector: @escaping (NSString) -> (String) -> ComparisonResult
  ) {
    self.init(
      key: key, ascending: ascending,
      comparing: { lhs, rhs in
        guard let lhs = lhs as? String, let rhs = rhs as? String else { return nil }
        return selector(NSString(string: lhs))(rhs)
      })
  }

  /// Sorts by `key` with `comparator`, given the two values.
  public convenience init(key: String?, ascending: Bool, comparator: @escaping Comparator) {
    self.init(key: key, ascending: ascending, comparing: { comparator($0, $1) })
  }

  private convenience init(
    key: String?, ascending: Bool, comparing: ((Any, Any) -> ComparisonResult?)?
  ) {
    nonisolated(unsafe) let comparing = comparing
    self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
      let a = KeyValueReader.unwrapped(
        key.map { KeyValueReader.value(of: lhs, atKeyPath: $0) } ?? lhs)
      let b = KeyValueReader.unwrapped(
        key.map { KeyValueReader.value(of: rhs, atKeyPath: $0) } ?? rhs)
      switch (a, b) {
      case (nil, nil): return .orderedSame
      case (nil, _): return .orderedAscending
      case (_, nil): return .orderedDescending
      case (let a?, let b?):
        return comparing?(a, b) ?? PredicateValues.order(a, b, []) ?? .orderedSame
      }
    }
  }
}

extension Array {
  /// The elements sorted by `descriptors`, the first deciding and each next breaking its
  /// ties; a stable sort (equal elements keep their order).
  public func sorted(using descriptors: [NSSortDescriptor]) -> [Element] {
    enumerated().sorted { lhs, rhs in
      for descriptor in descriptors {
        switch descriptor.compare(lhs.element, to: rhs.element) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The elements `predicate` matches, in order.
  public func filtered(using predicate: NSPredicate) -> [Element] {
    filter { predicate.evaluate(with: $0) }
  }
}
