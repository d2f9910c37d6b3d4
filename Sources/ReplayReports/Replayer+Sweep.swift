import Foundation
import GestureLog
import InputDevices
import ReplayCore

extension Replayer {
  /// The variants a release sweep replays at `frameRate`: as recorded; the release in the
  /// turn of the `.began`, in the next turn, and after the next display frame; and the whole
  /// input shifted by ¼, ½ and ¾ of a display frame.
  ///
  /// - Parameter frameRate: display frames per second (30, 60 or 120).
  public static func releaseSweepVariants(frameRate: Int) -> [ReplayTiming] {
    let period = 1_000_000_000 / Int64(max(frameRate, 1))
    return [.recorded]
      + [ReplayTiming.Release.sameTurn, .nextTurn, .nextFrame].map { ReplayTiming(release: $0) }
      + [Int64(1), 2, 3].map { ReplayTiming(phase: .nanoseconds(period * $0 / 4)) }
  }

  /// Replays `recording` into `scene` once per variant (`settings` with each timing) and
  /// returns every outcome. Each replay builds the scene afresh (`ReplayScene.prepare(in:)`).
  ///
  /// - Parameters:
  ///   - recording: the gesture log.
  ///   - mapping: how device coordinates become screen points; nil: the scene's screen
  ///     (`Replayer.mapping(for:)`), with `settings.touchpadReading` applied either way.
  ///   - scene: the app under test.
  ///   - source: a name for the recording, kept in the results.
  ///   - variants: the timings to replay under; nil: `releaseSweepVariants(frameRate:)` at the
  ///     settings' frame rate.
  /// - Throws: `ReplayError` as `replay(_:mapping:into:source:)` does, for the first variant that
  ///   cannot be replayed.
  public func sweep(
    _ recording: Recording, mapping: InputMapping? = nil, into scene: some ReplayScene,
    source: String = "recording", variants: [ReplayTiming]? = nil
  ) throws(ReplayError) -> ReplaySweep {
    try sweep(
      recording, mapping: mapping, into: scene, source: source, variants: variants, notes: [])
  }

  /// The sweep, with `notes` (the reader's warnings) first in every variant's warnings.
  func sweep(
    _ recording: Recording, mapping: InputMapping?, into scene: some ReplayScene, source: String,
    variants: [ReplayTiming]?, notes: [ReplayWarning]
  ) throws(ReplayError) -> ReplaySweep {
    var rows: [ReplaySweep.Row] = []
    for timing in variants ?? Self.releaseSweepVariants(frameRate: settings.frameRate) {
      var varied = self
      varied.settings.timing = timing
      let result = try varied.replay(
        recording, mapping: mapping, into: scene, source: source, notes: notes)
      rows.append(ReplaySweep.Row(timing: timing, result: result))
    }
    return ReplaySweep(source: source, rows: rows)
  }

  /// `sweep(_:mapping:into:source:variants:)` over a gesture log read from `url`.
  ///
  /// - Parameters:
  ///   - url: the gesture log (any of the three formats).
  ///   - mapping: as for the in-memory `sweep`.
  ///   - scene: as for the in-memory `sweep`.
  ///   - variants: as for the in-memory `sweep`.
  /// - Throws: `ReplayError` when the file cannot be read, and what the in-memory form throws.
  public func sweep(
    contentsOf url: URL, mapping: InputMapping? = nil, into scene: some ReplayScene,
    variants: [ReplayTiming]? = nil
  ) throws(ReplayError) -> ReplaySweep {
    let loaded = try Self.load(url)
    return try sweep(
      loaded.recording, mapping: mapping, into: scene, source: url.lastPathComponent,
      variants: variants, notes: ReplayInput.loadWarnings(of: loaded))
  }
}
