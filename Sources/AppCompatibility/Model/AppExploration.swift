/// What `gesturetape explore` found in one app folder: how far it got (ported, built,
/// launched, explored), the screens it reached by taps and the gestures it drove on each, every
/// problem with the steps that reach it, and, when it stopped early, what stopped it.
///
/// Everything in it comes from the virtual clock and from the app's files: the same app and
/// options give the same value on every machine (no wall-clock time, no absolute path).
public struct AppExploration: Codable, Hashable, Sendable {
  /// The app's name: its folder's name.
  public var app: String
  /// How far the app got.
  public var stage: Stage
  /// The screens reached, in the order they were first reached (breadth first).
  public var screens: [ExploredScreen]
  /// Distinct taps made on the way (each control of each screen reached, once).
  public var controlsTapped: Int
  /// Gesture replays run (each gesture found, with each recording that fits it).
  public var gesturesDriven: Int
  /// Everything that went wrong while the app ran, in the order it was found.
  public var problems: [ExploreProblem]
  /// What stopped the app before it ran (build errors, a launch failure), classified; empty when
  /// it launched. The first is the app's first blocker.
  public var blockers: [Blocker]
  /// Where the exploration stopped, when a budget ended it before every screen was reached
  /// (nil: it went everywhere it could).
  public var budgetStop: String?
  /// The Swift language mode the app was built in ("4", "4.2", "5", "6"; nil before it was
  /// chosen).
  public var languageMode: String?
  /// Why that mode, when it was inferred rather than given (`--swift-version`).
  public var languageModeReason: String?
  /// The app folder's Swift files left out of the build as stale copies (every type they
  /// declare, another file declares too: `ExploreHost.staleCopies(among:)`), relative.
  public var filesLeftOut: [String] = []

  /// How far an app got; each stage implies the ones before it.
  public enum Stage: String, Codable, Hashable, Sendable, Comparable, CaseIterable {
    /// The port itself failed (an unreadable file, no Info.plist).
    case notPorted = "not ported"
    /// Ported, but the ported package did not build.
    case ported
    /// Built, but `UIApplication.launch` failed or the app crashed while launching.
    case built
    /// Launched, and the first screen was surveyed; the walk stopped at a crash or a hang.
    case launched
    /// Launched and walked to the end of its budget, or everywhere.
    case explored

    /// The stage's rank, for `<`.
    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rank < rhs.rank }
  }

  /// An exploration of `app` that has not got past `stage` yet.
  public init(app: String, stage: Stage) {
    self.app = app
    self.stage = stage
    screens = []
    controlsTapped = 0
    gesturesDriven = 0
    problems = []
    blockers = []
  }

  /// The cause that stopped the app first: its first blocker, else its first problem that
  /// ended the walk (a crash or a hang), else nil.
  public var firstBlocker: Cause? {
    if let blocker = blockers.first { return blocker.cause }
    return problems.first(where: \.endedTheWalk)?.cause
  }
}
