import Foundation
import Kinematics
import ReplayCore

/// What an ``AppExplorer`` may do: how deep it taps, how much it may run, the recordings it
/// drives gestures with, where it keeps the artifacts of a problem.
///
/// Every budget counts virtual things (runs, screens, replay time), never the wall clock, so a
/// budget ends the walk at the same place on every machine.
public struct ExploreOptions {
  /// The most taps from the launch to a screen (default 3).
  public var depth: Int
  /// The most screens surveyed (default 30).
  public var maximumScreens: Int
  /// The most runs, each a launch with its taps and a survey or a gesture (default 400).
  public var maximumRuns: Int
  /// The most replay time all runs together may take (default 30 minutes of virtual time).
  public var virtualTimeBudget: VirtualDuration
  /// The recordings gestures are driven with (``ExploreRecording/standard(in:)``).
  public var recordings: [ExploreRecording]
  /// Where the viewer and tape of each problem are written (nil: nowhere).
  public var artifacts: URL?
  /// Where a marker is appended before each run (`ExploreRunMarker`), so that whoever runs
  /// the explorer in a child process learns which run a crash interrupted.
  public var progress: FileHandle?
  /// Runs not to make (their `ExploreRunMarker.key`s): those that crashed the process before.
  public var skippedRuns: Set<String>
  /// The replays' settings (frame rate, stuck timeout).
  public var settings: ReplaySettings

  /// Options; every parameter has the documented default.
  public init(
    depth: Int = 3, maximumScreens: Int = 30, maximumRuns: Int = 400,
    virtualTimeBudget: VirtualDuration = .seconds(1800), recordings: [ExploreRecording],
    artifacts: URL? = nil, progress: FileHandle? = nil, skippedRuns: Set<String> = [],
    settings: ReplaySettings = ReplaySettings()
  ) {
    self.depth = depth
    self.maximumScreens = maximumScreens
    self.maximumRuns = maximumRuns
    self.virtualTimeBudget = virtualTimeBudget
    self.recordings = recordings
    self.artifacts = artifacts
    self.progress = progress
    self.skippedRuns = skippedRuns
    self.settings = settings
  }
}
