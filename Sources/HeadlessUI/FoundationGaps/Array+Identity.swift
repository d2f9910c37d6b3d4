/// Searches by identity (`===`) written as plain loops.
///
/// A closure written in main-actor code and handed to the standard library's
/// `firstIndex(where:)`, `contains(where:)` or `removeAll(where:)` pays a dynamic isolation check
/// on every call (Swift 6 checks closures passed to code not built in Swift 6 mode, which the
/// standard library is): about two hundred instructions per element, where the comparison
/// itself is one. These run on every touch, layout and hierarchy change.
extension Array where Element: AnyObject {
  /// The index of `object` itself, if it is an element.
  package func firstIndex(ofIdentical object: Element) -> Int? {
    for index in indices where self[index] === object { return index }
    return nil
  }

  /// Whether `object` itself is an element.
  package func contains(identical object: Element) -> Bool {
    firstIndex(ofIdentical: object) != nil
  }

  /// Removes every occurrence of `object` itself, keeping the others in order.
  package mutating func removeAll(identicalTo object: Element) {
    guard let first = firstIndex(ofIdentical: object) else { return }
    var kept = first
    for index in (first + 1)..<count where self[index] !== object {
      self.swapAt(kept, index)
      kept += 1
    }
    removeLast(count - kept)
  }
}
