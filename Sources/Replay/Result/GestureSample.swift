/// The state of a gesture recognizer, as recorded in a ``GestureSample``.
public enum GestureSampleState: String, Hashable, Sendable, Codable, CaseIterable {
  /// The recognizer has not recognized anything yet.
  case possible
  /// The gesture began on this frame.
  case began
  /// The gesture moved.
  case changed
  /// The gesture ended (the release).
  case ended
  /// The gesture was cancelled.
  case cancelled
  /// The recognizer failed.
  case failed
}

/// One entry of the gesture track: what the recognizer reported after one input frame.
public struct GestureSample: Hashable, Sendable, Codable {
  /// The index of the input frame that produced this sample (into ``ReplayResult/input``).
  public var inputFrame: Int
  /// The virtual time in nanoseconds.
  public var time: Int64
  /// The recognizer's state.
  public var state: GestureSampleState
  /// The translation since the gesture began, in points (`translation(in: view)`).
  public var translation: ReplayPoint
  /// The velocity in points per second (`velocity(in: view)`).
  public var velocity: ReplayPoint

  /// A sample.
  public init(
    inputFrame: Int, time: Int64, state: GestureSampleState, translation: ReplayPoint,
    velocity: ReplayPoint
  ) {
    self.inputFrame = inputFrame
    self.time = time
    self.state = state
    self.translation = translation
    self.velocity = velocity
  }
}
