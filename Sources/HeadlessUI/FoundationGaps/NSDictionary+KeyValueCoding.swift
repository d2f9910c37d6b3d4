import Foundation

extension NSDictionary {
  /// The value at `keyPath` (`"user.name"`): Key-Value Coding's `value(forKeyPath:)`, which
  /// Linux's `NSDictionary` lacks. Each step reads the entry of that key of the dictionary
  /// reached; through an array the rest of the path is read from each member, and `@count`,
  /// `@sum`, `@avg`, `@min` and `@max` fold, as on iOS (``KeyValueReader``). Nil when a step
  /// has no such entry.
  public func value(forKeyPath keyPath: String) -> Any? {
    KeyValueReader.value(of: self, atKeyPath: keyPath)
  }
}
