import Foundation
import GestureLog
import ReplayCore

extension Replayer {
  /// One hunt of ``huntEveryRecording(_:into:frameRates:options:)``.
  public struct RecordingHunt: Sendable {
    /// The recording hunted.
    public var recording: URL
    /// The display frame rate it was hunted at.
    public var frameRate: Int
    /// What the hunt found.
    public var hunt: ReplayHunt
  }

  /// Hunts a scene with each of `recordings` that drives it, at each of `frameRates`: a
  /// recording drives the scene when, replayed as recorded (with these settings), it starts a
  /// transition and shows no problem — the others are not the scene's gesture, and a problem
  /// they show as recorded is no variant's finding. How a package checks that a hunt raises no
  /// false alarm on its scenes (the examples' `HuntTests`).
  ///
  /// - Parameters:
  ///   - recordings: gesture logs (any format); an unreadable one is skipped.
  ///   - make: builds a fresh scene for each replay (a registry entry's `make` fits).
  ///   - frameRates: the display frame rates to hunt at (30, 60, 120 by default).
  ///   - options: each hunt's budget, distinct failures and seed.
  /// - Returns: one hunt per recording that drives the scene and frame rate, in order.
  public func huntEveryRecording(
    _ recordings: [URL], into make: () -> any ReplayScene,
    frameRates: [Int] = ReplaySettings.supportedFrameRates,
    options: ReplayHunt.Options = .init()
  ) -> [RecordingHunt] {
    var hunts: [RecordingHunt] = []
    for url in recordings {
      let first = make()
      guard let recorded = try? replay(contentsOf: url, into: first),
        recorded.outcome.kind != .noTransition, recorded.problems.isEmpty
      else { continue }
      for rate in frameRates {
        var varied = self
        varied.settings.frameRate = rate
        let scene = make()
        guard let hunt = try? varied.hunt(contentsOf: url, into: scene, options: options) else {
          continue
        }
        hunts.append(RecordingHunt(recording: url, frameRate: rate, hunt: hunt))
      }
    }
    return hunts
  }
}
