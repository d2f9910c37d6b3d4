import Dispatch

/// Tells whether code runs on the main dispatch queue, which executes the main actor's jobs
/// (not always on the main thread: Swift Testing on Linux drains it from a worker thread).
enum MainQueueMark {
  private static let key = DispatchSpecificKey<Bool>()
  private static let installed: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  /// Whether the current code runs on the main queue.
  static var isCurrent: Bool {
    _ = installed
    return DispatchQueue.getSpecific(key: key) == true
  }
}
