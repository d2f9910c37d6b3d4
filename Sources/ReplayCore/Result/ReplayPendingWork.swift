/// What was still moving or waiting on the scene's clock when the replay ended: it waited the
/// stuck timeout after the last activity, and something had not come to rest.
public struct ReplayPendingWork: Hashable, Sendable, Codable {
  /// When the replay ended (replay time).
  public var time: VirtualInstant
  /// `UIView` animations and property animators still running.
  public var runningAnimations: Int
  /// One-shot callbacks still scheduled on the clock (an animation's end, a timer).
  public var pendingCallbacks: Int
  /// Display links still running.
  public var runningDisplayLinks: Int

  /// A record.
  public init(
    time: VirtualInstant, runningAnimations: Int, pendingCallbacks: Int,
    runningDisplayLinks: Int
  ) {
    self.time = time
    self.runningAnimations = runningAnimations
    self.pendingCallbacks = pendingCallbacks
    self.runningDisplayLinks = runningDisplayLinks
  }

  /// "2 animations running, 1 callback pending".
  public var summary: String {
    var parts: [String] = []
    func count(_ n: Int, _ noun: String, _ what: String) {
      guard n > 0 else { return }
      parts.append("\(n) \(noun)\(n == 1 ? "" : "s") \(what)")
    }
    count(runningAnimations, "animation", "running")
    count(pendingCallbacks, "callback", "pending on the clock")
    count(runningDisplayLinks, "display link", "running")
    return parts.isEmpty ? "something still moving" : parts.joined(separator: ", ")
  }
}
