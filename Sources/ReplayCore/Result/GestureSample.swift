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
  public var time: VirtualInstant
  /// The recognizer's state.
  public var state: GestureSampleState
  /// The translation since the gesture began, in points (`translation(in: view)`).
  public var translation: ReplayPoint
  /// The velocity in points per second (`velocity(in: view)`).
  public var velocity: ReplayPoint
  /// Which recognizer this sample is of: its class and view, e.g.
  /// `UIPanGestureRecognizer@UICollectionView(viewer)` (see ``ReplayResult/recognizers``); nil
  /// when a hand-written scene did not say.
  public var recognizer: String?
  /// The centroid of the recognizer's touches in window points (`location(in: nil)`), if
  /// recorded.
  public var location: ReplayPoint?
  /// How many touches the recognizer was tracking (`numberOfTouches`), if recorded.
  public var touchCount: Int?
  /// A pinch recognizer's scale, if the recognizer is one.
  public var scale: Double?

  /// A sample.
  public init(
    inputFrame: Int, time: VirtualInstant, state: GestureSampleState, translation: ReplayPoint,
    velocity: ReplayPoint
  ) {
    self.inputFrame = inputFrame
    self.time = time
    self.state = state
    self.translation = translation
    self.velocity = velocity
  }

  /// A sample of a named recognizer, with its location, touch count and (pinch) scale.
  public init(
    inputFrame: Int, time: VirtualInstant, recognizer: String?, state: GestureSampleState,
    translation: ReplayPoint, velocity: ReplayPoint, location: ReplayPoint?, touchCount: Int?,
    scale: Double? = nil
  ) {
    self.init(
      inputFrame: inputFrame, time: time, state: state, translation: translation,
      velocity: velocity)
    self.recognizer = recognizer
    self.location = location
    self.touchCount = touchCount
    self.scale = scale
  }
}
