import ReplayCore

extension ReplayShrink {
  /// The expectation file that goes with the shrunk tape (`recording` its file name): the scene,
  /// the settings with the variant, completion within the stuck timeout (a file must check
  /// something; `replay --expect` also fails on every problem a replay reports), and the
  /// check that failed when it was one of the checks held (``checks``, else `original`'s), as
  /// the variant adapted it and a file spells it (a view at the end that failed once the app
  /// decided as expected: the outcome and the view).
  ///
  /// - Parameters:
  ///   - recording: the shrunk tape's file name, relative to the expectation file.
  ///   - scene: the scene's name, or nil for the demo.
  ///   - original: the expectation file the hunt checked, if any.
  public func expectations(
    recording: String, scene: String?, original: ReplayExpectations? = nil
  ) -> ReplayExpectations {
    var file = ReplayExpectations(recording: recording, scene: scene)
    file.settings = ReplayExpectations.SettingsSpec(
      frameRate: settings.frameRate == 60 ? nil : settings.frameRate,
      speed: nil, gesture: settings.gesture ?? 0, touchpadReading: settings.touchpadReading,
      variant: variant == .recorded ? nil : variant.descriptor)
    file.checks = [.notStuck(within: settings.stuckTimeout)]
    // The check that failed, as the shrink held it under its variant and as a file spells it,
    // so the shrunk tape keeps the expectation it fails.
    let held = checks.isEmpty ? original?.checks ?? [] : checks
    for failed in ReplayCheck.hunted(held, under: variant) where failed.name == check {
      for spelled in failed.fileChecks where !file.checks.contains(spelled) {
        file.checks.append(spelled)
      }
    }
    return file
  }

  /// A Swift Testing test that replays the shrunk tape and fails while the app has the bug:
  /// `recording` and `expectations` are the files' names beside the test file; `scene` is
  /// the scene's name (the demo's are built directly, others come from the registry). With a
  /// `knownIssue`, the checks run inside `withKnownIssue(knownIssue)`: the test passes while
  /// the bug is there and fails once it is gone (for a bug in a dependency the app cannot fix
  /// yet).
  ///
  /// - Parameters:
  ///   - name: the test function's name (a Swift identifier).
  ///   - recording: the shrunk tape's file name beside the test file.
  ///   - expectations: the expectation file's name beside the test file.
  ///   - scene: the scene's name, or nil for the demo.
  ///   - source: how Swift builds the scene (its registry entry's
  ///     `ReplaySceneRegistry.Source`): the test imports its module and builds it so, needing no
  ///     registration; nil: the demo's are built directly, others taken from the registry.
  ///   - knownIssue: a sentence for `withKnownIssue`, or nil for a test that fails.
  /// - Returns: the test file's Swift source.
  public func swiftTest(
    named name: String, recording: String, expectations: String, scene: String?,
    source: ReplaySceneRegistry.Source? = nil, knownIssue: String? = nil
  ) -> String {
    let sceneName = scene ?? "demo"
    let sceneExpression: String
    var imports = ["Foundation", "GestureTapeTesting", "Testing"]
    if let source {
      if !imports.contains(source.module) { imports.append(source.module) }
      sceneExpression = source.expression
    } else {
      switch sceneName {
      case "demo":
        imports.append("DemoScene")
        sceneExpression = "DemoReplayScene()"
      case "demo-nav":
        imports.append("DemoScene")
        sceneExpression = "DemoReplayScene(inNavigationController: true)"
      default:
        sceneExpression =
          "try #require(ReplaySceneRegistry.scene(named: \"\(sceneName)\"), "
          + "\"register the scene \(sceneName), or build it here\")"
      }
    }
    var checks = [
      "expectReplay(result, meets: expectations)",
      "#expect(result.problems.isEmpty, \"\\(result.problems)\")",
    ]
    if let knownIssue {
      let quoted = knownIssue.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      checks = ["withKnownIssue(", "  \"\(quoted)\"", ") {"] + checks.map { "  " + $0 } + ["}"]
    }
    let ending =
      knownIssue == nil ? "Fails while the bug is there." : "Passes while the known issue is there."
    var lines = imports.sorted().map { "import \($0)" }
    lines += [
      "",
      "/// Shrunk by `gesturetape hunt` from \(result.source):",
      "/// \(check) under `\(variant.descriptor)`, \(after.inputFrames) input frames.",
      "/// \(ending)",
      "@MainActor",
      "@Test func \(name)() throws {",
      "  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()",
      "  let expectations = try ReplayExpectations.load(",
      "    contentsOf: folder.appendingPathComponent(\"\(expectations)\"))",
      "  let settings = try #require(expectations.settings).replaySettings",
      // Bound first: a registered scene is `any ReplayScene`, which Swift opens for the call
      // only from a variable (not from `try #require(…)` written in the argument).
      "  let scene = \(sceneExpression)",
      "  let result = try Replayer(settings: settings).replay(",
      "    contentsOf: folder.appendingPathComponent(\"\(recording)\"),",
      "    after: expectations.steps(relativeTo: folder), into: scene)",
    ]
    lines += checks.map { "  " + $0 }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }
}
