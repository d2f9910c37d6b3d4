/// One delivered input frame, as kept in ``ReplayResult/input``: where the finger was.
public struct ReplayInputSample: Hashable, Sendable, Codable {
  /// The index of this frame among the delivered frames.
  public var index: Int
  /// The virtual delivery time in nanoseconds (recorded time scaled by the speed, plus jitter).
  public var time: VirtualInstant
  /// The number of touches down after this frame (0 on the release frame).
  public var touchCount: Int
  /// The centroid of the touches in screen points (on the release frame: where they lifted).
  public var location: ReplayPoint
  /// Where each touch was, in screen points, when more than one was down (nil for one touch or
  /// none: ``location`` is the touch). Not part of the result's digest.
  public var touches: [ReplayPoint]?

  /// A sample.
  public init(
    index: Int, time: VirtualInstant, touchCount: Int, location: ReplayPoint,
    touches: [ReplayPoint]? = nil
  ) {
    self.index = index
    self.time = time
    self.touchCount = touchCount
    self.location = location
    self.touches = touches
  }
}
