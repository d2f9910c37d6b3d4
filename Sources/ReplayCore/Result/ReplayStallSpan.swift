/// A stretch during which a replay variant kept the main thread busy
/// (``ReplayPerturbation/Stall``): nothing was drawn and nothing queued ran, so the screen
/// showed its last frame and caught up after.
public struct ReplayStallSpan: Hashable, Sendable, Codable {
  /// When the main thread became busy.
  public var start: VirtualInstant
  /// When it was free again.
  public var end: VirtualInstant

  /// A stall from `start` to `end`.
  public init(start: VirtualInstant, end: VirtualInstant) {
    self.start = start
    self.end = end
  }
}
