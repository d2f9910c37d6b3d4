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
