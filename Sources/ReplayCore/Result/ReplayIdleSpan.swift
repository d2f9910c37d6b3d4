/// Display frames a replay did not sample because nothing could change during them: no touch
/// arrived, and the scene's clock had nothing pending (no callback, no running display link).
/// Every skipped frame would have repeated the one before the span, which the timeline keeps,
/// as it keeps the frame after it; ``ReplayResult/displayFrame(at:)`` answers for a time inside
/// the span with that frame before it, which is what a device would show.
public struct ReplayIdleSpan: Hashable, Sendable, Codable {
  /// The first display frame not sampled.
  public var firstFrame: Int
  /// The last display frame not sampled.
  public var lastFrame: Int
  /// The time of ``firstFrame`` (ns).
  public var start: VirtualInstant
  /// The time of ``lastFrame`` (ns).
  public var end: VirtualInstant

  /// A span record.
  public init(firstFrame: Int, lastFrame: Int, start: VirtualInstant, end: VirtualInstant) {
    self.firstFrame = firstFrame
    self.lastFrame = lastFrame
    self.start = start
    self.end = end
  }

  /// How many display frames were skipped.
  public var frameCount: Int { lastFrame - firstFrame + 1 }
}
