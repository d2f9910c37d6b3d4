import Foundation
import GestureLog
import InputDevices
import ReplayCore

extension Replayer {
  /// The variants a release sweep replays at `frameRate`: as recorded; the release in the
  /// turn of the `.began`, in the next turn, and after the next display frame; and the whole
  /// input shifted by ¼, ½ and ¾ of a display frame.
  public static func releaseSweepVariants(frameRate: Int) -> [ReplayTiming] {
    let period = 1_000_000_000 / Int64(max(frameRate, 1))
    return [.recorded]
      + [ReplayTiming.Release.sameTurn, .nextTurn, .nextFrame].map { ReplayTiming(release: $0) }
      + [Int64(1), 2, 3].map { ReplayTiming(phase: .nanoseconds(period * $0 / 4)) }
  }

  /// Replays `recording` into `scene` once per variant (`settings` with each timing) and
  /// returns every outcome. Each replay builds the scene afresh (`ReplayScene.prepare(in:)`).
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
