/// Something that went wrong while an app ran, with the way to reach it again.
public struct ExploreProblem: Codable, Hashable, Sendable {
  /// What kind of thing went wrong, and its subject.
  public var cause: Cause
  /// One sentence: what happened.
  public var message: String
  /// The screen it happened on (nil: while launching).
  public var screen: String?
  /// The taps from the launch that reach it (the gesture, if one made it, is ``gesture``).
  public var steps: [ExploreTap]
  /// The gesture drive that made it (`pan on PlaceViewController.view: flick down`), if any.
  public var gesture: String?
  /// The replayable tape of that gesture (a `.gtape` of the touches as the window received
  /// them), relative to the artifacts folder.
  public var tape: String?
  /// The replay viewer of the failing replay, relative to the artifacts folder.
  public var viewer: String?
  /// Whether the problem ended the walk of the app (a crash or a hang of the process) rather
  /// than one replay.
  public var endedTheWalk: Bool

  /// A problem.
  public init(
    cause: Cause, message: String, screen: String?, steps: [ExploreTap], gesture: String? = nil,
    tape: String? = nil, viewer: String? = nil, endedTheWalk: Bool = false
  ) {
    self.cause = cause
    self.message = message
    self.screen = screen
    self.steps = steps
    self.gesture = gesture
    self.tape = tape
    self.viewer = viewer
    self.endedTheWalk = endedTheWalk
  }
}
