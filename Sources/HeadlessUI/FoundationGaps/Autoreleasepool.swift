import Foundation

// Objective-C memory-management names iOS code uses and Linux's Foundation lacks.

/// Runs `body` and returns its result: without the Objective-C runtime there is no autorelease
/// pool to drain; Swift frees what `body` made when it is no longer referenced.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Content that may be discarded when memory is short (Foundation's protocol, which Linux's
/// lacks). Nothing is discarded here: `NSCache` on Linux does not ask.
public protocol NSDiscardableContent: AnyObject {
  /// Marks the content in use; false when it was discarded.
  func beginContentAccess() -> Bool
  /// Marks the content no longer in use.
  func endContentAccess()
  /// Discards the content if it is not in use.
  func discardContentIfPossible()
  /// Whether the content was discarded.
  func isContentDiscarded() -> Bool
}

/// Objective-C's signed integer: `Int`.
public typealias NSInteger = Int
/// Objective-C's unsigned integer: `UInt`.
public typealias NSUInteger = UInt

extension DispatchQueue {
  /// Apple's Dispatch schedules `work` after `deadline` without checking that it is sendable
  /// (`asyncAfterUnsafe`); Linux's Dispatch has only `asyncAfter`, which this calls.
  public func asyncAfterUnsafe(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @convention(block) () -> Void
  ) {
    // Unchecked by design: the API exists to skip the sendability check (Apple's name says so).
    nonisolated(unsafe) let work = work
    asyncAfter(deadline: deadline, qos: qos, flags: flags) { work() }
  }
}

extension UserDefaults {
  /// The value stored under `key` (Key-Value Coding's `value(forKey:)`, which Linux's
  /// `NSObject` does not have): ``object(forKey:)``.
  public func value(forKey key: String) -> Any? { object(forKey: key) }
}

extension Scanner {
  /// Apple's Objective-C-style decimal scan: scans a decimal number and writes it to `result`
  /// when given. True when a number was scanned. `UnsafeMutablePointer` because that is the
  /// signature iOS code calls (with `nil` to skip the value).
  public func scanDecimal(_ result: UnsafeMutablePointer<Decimal>?) -> Bool {
    guard let value = scanDecimal() else { return false }
    result?.pointee = value
    return true
  }
}

/// Where an Objective-C-style API writes the error it meets (`NSError **`): Darwin's
/// `AutoreleasingUnsafeMutablePointer<NSError?>?`, which Linux's Swift lacks; here a plain
/// mutable pointer, read and written the same way (`error?.pointee = e`).
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
