/// What the explorer's child process writes when its walk ends (as JSON, to the file its
/// `--out` names): the in-app half of an ``AppExploration``, before the host adds what it
/// learnt from the port, the build and the processes it ran.
public struct ExploreRunnerReport: Codable, Hashable, Sendable {
  /// Why the app did not launch (``launched`` false), in the launch's own words.
  public var launchFailure: String?
  /// Whether the first screen was surveyed.
  public var launched: Bool
  /// The screens reached, breadth first.
  public var screens: [ExploredScreen]
  /// Taps made, each control once.
  public var controlsTapped: Int
  /// Gesture replays run.
  public var gesturesDriven: Int
  /// The problems the replays showed.
  public var problems: [ExploreProblem]
  /// Which budget ended the walk early, if one did.
  public var budgetStop: String?
  /// Runs made (launch, taps, and a survey or a gesture each).
  public var runs: Int

  /// An empty report.
  public init() {
    launched = false
    screens = []
    controlsTapped = 0
    gesturesDriven = 0
    problems = []
    runs = 0
  }
}

/// One line of the progress file the explorer's child process appends to before each run, so
/// that the host knows which run a crash or a hang interrupted: `KEY<TAB>JSON` of this.
public struct ExploreRunMarker: Codable, Hashable, Sendable {
  /// The run's key: the same run has the same key on every attempt (its taps and gesture).
  public var key: String
  /// The screen it starts from (nil: the launch).
  public var screen: String?
  /// Its taps from the launch.
  public var steps: [ExploreTap]
  /// The gesture it drives, if any.
  public var gesture: String?

  /// A marker.
  public init(key: String, screen: String?, steps: [ExploreTap], gesture: String?) {
    self.key = key
    self.screen = screen
    self.steps = steps
    self.gesture = gesture
  }
}
