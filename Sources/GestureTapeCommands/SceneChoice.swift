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

  /// Runs the steps `steps` says, then the gesture of `url`
  /// that `settings` picks, into the scene `name`, as one session whose outcome is the
  /// gesture's (``Replayer/replay(contentsOf:mapping:after:into:)``).
  nonisolated static func replay(
    contentsOf url: URL, after steps: StepTexts, settings: ReplaySettings, scene name: String?
  ) throws -> Result<ReplayResult, ReplayError> {
    try with(scene: name) { target throws(ReplayError) in
      try Replayer(settings: settings).replay(contentsOf: url, after: steps.steps, into: target)
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

/// Steps as written (`--before`'s, or an expectation file's `before`), validated already, and
/// the folder a relative `replay FILE` is found in (nil: the working directory).
struct StepTexts: Sendable {
  var texts: [String] = []
  var folder: URL?

  var isEmpty: Bool { texts.isEmpty }

  /// `--before`'s steps when given, else the `before` of the expectation file at `path` (its
  /// relative `replay FILE` steps found beside it), else none.
  static func chosen(before: [String], expectations: ReplayExpectations?, path: String?) -> Self {
    if !before.isEmpty { return StepTexts(texts: before) }
    guard let expectations, let path else { return StepTexts() }
    return StepTexts(
      texts: expectations.before, folder: URL(fileURLWithPath: path).deletingLastPathComponent())
  }

  /// The steps (texts that do not parse are left out: they were refused before).
  var steps: [ReplayStep] {
    texts.compactMap { try? ReplayStep(text: $0, relativeTo: folder) }
  }
}
