import Foundation
import Replay

/// The regression set of `hunt --regressions DIR` (docs/TESTING.md, "The regression set"): the
/// failures a project found, each a shrunk tape with its expectation file (its scene, settings
/// with the variant, steps and checks). The hunt replays them all before hunting, so a fixed bug
/// stays fixed; new failures are saved there.
enum HuntRegressions {
  /// One entry's replay.
  struct Outcome {
    var name: String
    /// What failed (empty: it passes, the bug stays fixed).
    var failures: [String]
  }

  /// Replays every `*.expect.json` of `folder` (sorted by name) with its recording, settings,
  /// steps and scene (`fallbackScene` when the file names none); a missing folder has none.
  static func replayAll(in folder: URL, fallbackScene: String?) throws -> [Outcome] {
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".expect.json") }.sorted()
    var outcomes: [Outcome] = []
    for name in names {
      let path = folder.appendingPathComponent(name)
      let expectations = try ReplayCommand.loadExpectations(path.path)
      guard let recording = expectations.recording else {
        outcomes.append(Outcome(name: name, failures: ["the file names no recording"]))
        continue
      }
      let steps = StepTexts(texts: expectations.before, folder: folder)
      let settings = expectations.settings?.replaySettings ?? ReplaySettings()
      let outcome = try AppOutput.toStandardError {
        try SceneChoice.replay(
          contentsOf: folder.appendingPathComponent(recording), after: steps,
          settings: settings, scene: expectations.scene ?? fallbackScene)
      }
      switch outcome {
      case .failure(let error):
        outcomes.append(Outcome(name: name, failures: ["\(error)"]))
      case .success(let result):
        let failed = result.problemFailures + expectations.failures(of: result)
        outcomes.append(
          Outcome(name: name, failures: failed.map { "\($0.check): \($0.message)" }))
      }
    }
    return outcomes
  }

  /// Copies a shrunk failure's tape and expectation file into `folder` (made when missing),
  /// under names that keep the hunt's seed: `NAME-seedS-hunt-NN.gtape`, with the expectation
  /// file pointing at the copy.
  static func save(
    tape: URL, expectations: ReplayExpectations, seed: UInt64, into folder: URL
  ) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let stem = tape.deletingPathExtension().lastPathComponent.replacingOccurrences(
      of: "-hunt-", with: "-seed\(seed)-hunt-")
    let copy = folder.appendingPathComponent(stem + ".gtape")
    if FileManager.default.fileExists(atPath: copy.path) {
      try FileManager.default.removeItem(at: copy)
    }
    try FileManager.default.copyItem(at: tape, to: copy)
    var file = expectations
    file.recording = copy.lastPathComponent
    try (file.encoded() + Data("\n".utf8)).write(
      to: folder.appendingPathComponent(stem + ".expect.json"))
    return stem
  }
}
