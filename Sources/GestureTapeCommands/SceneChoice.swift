import ArgumentParser
import Foundation
import Replay

/// Resolving `--scene NAME` (or an expectation file's scene) against the registry.
@MainActor
enum SceneChoice {
  /// The scene called `name`, or the default scene when `name` is nil.
  static func scene(named name: String?) throws -> any ReplayScene {
    guard let name = name ?? ReplaySceneRegistry.defaultName else {
      throw ValidationError("no scene is registered; a scenes tool registers its scenes first")
    }
    guard let scene = ReplaySceneRegistry.scene(named: name) else {
      throw ValidationError("unknown scene '\(name)'; the scenes are: \(listing())")
    }
    return scene
  }

  /// Runs `body` with a fresh scene called `name` (the default for nil): its value, or the
  /// replay's error; throws when there is no such scene.
  nonisolated static func with<Value: Sendable>(
    scene name: String?, _ body: @MainActor (any ReplayScene) throws(ReplayError) -> Value
  ) throws -> Result<Value, ReplayError> {
    try MainActor.assumeIsolated {
      let target = try scene(named: name)
      do throws(ReplayError) {
        return .success(try body(target))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Replays the file at `url` into the scene `name` (see ``with(scene:_:)``).
  nonisolated static func replay(
    contentsOf url: URL, settings: ReplaySettings, scene name: String?
  ) throws -> Result<ReplayResult, ReplayError> {
    try with(scene: name) { target throws(ReplayError) in
      try Replayer(settings: settings).replay(contentsOf: url, into: target)
    }
  }

  /// Runs the steps `before` (``StepText``, validated already), then the gesture of `url`
  /// that `settings` picks, into the scene `name`, as one session.
  nonisolated static func replay(
    contentsOf url: URL, after before: [String], settings: ReplaySettings, scene name: String?
  ) throws -> Result<ReplayResult, ReplayError> {
    let gesture = settings.gesture
    return try with(scene: name) { target throws(ReplayError) in
      var steps = before.compactMap { try? StepText.parse($0).get() }
      steps.append(.replay(contentsOf: url, gesture: gesture))
      // The outcome is the recording's transition, not one the steps started.
      return try Replayer(settings: settings).run(
        steps, in: target, source: url.lastPathComponent, outcomeStep: steps.count - 1)
    }
  }

  /// Replays every gesture of `url` in order into the scene `name`, as one session.
  nonisolated static func replayAll(
    contentsOf url: URL, settings: ReplaySettings, scene name: String?
  ) throws -> Result<ReplayResult, ReplayError> {
    var all = settings
    all.gesture = nil
    return try with(scene: name) { [all] target throws(ReplayError) in
      try Replayer(settings: all).run(
        [.replay(contentsOf: url)], in: target, source: url.lastPathComponent)
    }
  }

  /// Replays `url` into the scene `name` once per release-timing variant
  /// (``Replayer/releaseSweepVariants(frameRate:)``).
  nonisolated static func sweep(
    contentsOf url: URL, settings: ReplaySettings, scene name: String?
  ) throws -> Result<ReplaySweep, ReplayError> {
    try with(scene: name) { target throws(ReplayError) in
      try Replayer(settings: settings).sweep(contentsOf: url, into: target)
    }
  }

  /// Throws when no scene is registered as `name`.
  static func check(_ name: String) throws {
    guard ReplaySceneRegistry.names.contains(name) else {
      throw ValidationError("unknown scene '\(name)'; the scenes are: \(listing())")
    }
  }

  /// `demo (default): …, cards: …`.
  static func listing() -> String {
    let entries = ReplaySceneRegistry.entries
    guard !entries.isEmpty else { return "none registered" }
    return entries.enumerated().map { index, entry in
      var text = entry.name + (index == 0 ? " (default)" : "")
      if !entry.summary.isEmpty { text += ": " + entry.summary }
      return text
    }.joined(separator: "; ")
  }
}
