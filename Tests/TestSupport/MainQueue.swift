import Dispatch

/// The main queue, for tests of code that answers on it (the stand-ins do).
public enum MainQueue {
  /// Lets the main queue run what was put on it before, three turns over (a block may enqueue
  /// another, which may enqueue a third). Call from a main-actor test.
  @MainActor
  public static func drain() async {
    for _ in 0..<3 {
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }
}
