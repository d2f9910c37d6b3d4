import Foundation

/// A minimal lock wrapper (Foundation's `NSLock`) with a scoped `withLock`.
final class NSLockLike: @unchecked Sendable {
  private let lock = NSLock()

  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
