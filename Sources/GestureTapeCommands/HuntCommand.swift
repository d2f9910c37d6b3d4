import ArgumentParser
import Foundation
import GestureLog
import InputDevices
import Replay
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturetape hunt FILE`: search a recording's timing space for variants under which the
/// scene fails, and shrink each distinct failure to the smallest tape that still shows it.
public struct HuntCommand: ParsableCommand {
  /// The command's name, help and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "hunt",
    abstract: "Search the timing around a recorded gesture for a failing variant, then shrink it.",
    discussion: """
      Replays the gesture as recorded, then seeded, reproducible variants of it: the release \
      in the .began's run-loop turn and the turns after, phases against the frame grid, \
      main-thread stalls (before the touch-down, right after the transition starts, before \
      the release, anywhere), frame rates, input-time jitter as wide as real hardware shows, \
      lost input frames, the gesture cancelled by the system, the finger resting before the \
      release, the gesture again after it ended, a second touch after the release, other \
      speeds. Each is checked for every problem a replay reports (crash, \
      stuck, frozen, completed twice or against its interaction, jump) and, when it keeps \
      every touch's place and timestamp, against --expect's timing-robust checks (the \
      outcome, the release, the views at the end). Stops at --budget \
      variants or --max-failures distinct failures and prints one line per failure: its \
      variant (what `replay --variant` takes), the display frame, how many variants showed \
      it, the problem.

      Then each failure is shrunk: the smallest gesture log that still fails the same way \
      under the simplest variant that still does, written to --artifacts with its \
      expectation file, its viewer page and a Swift Testing test that reproduces it; \
      summary.txt and summary.json list everything for CI to upload. Ctrl-C (or SIGTERM) \
      stops the hunt and keeps what was found. Exit status 1 when a variant failed, 0 when none did.
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @Argument(
    help: "The gesture log (.gtape, evemu, libinput record YAML or getevent).", completion: .file())
  var file: String

  @Option(help: "The scene (default: the expectation file's, else the tool's default).")
  var scene: String?

  @Option(
    help: "An expectation file: variants that keep the gesture must pass its timing-robust checks.")
  var expect: String?

  @Option(
    help: ArgumentHelp(
      "A step before the recording, as a user takes it (repeatable, in order).",
      discussion: """
        \(StepText.grammar). Run unchanged before every variant (default: the expectation \
        file's 'before'); the variants vary the gesture, and its first transition is the \
        outcome checked. Shrunk tapes keep the steps in their expectation files.
        """))
  var before: [String] = []

  @Option(
    help: ArgumentHelp(
      "A scene to compare with: report only failures it does not have.",
      discussion: """
        Each failure's variant is replayed into this scene too (the fixed build, the version \
        before a change); a failure it shows as well is left out and listed as shared.
        """))
  var baseline: String?

  @Option(
    name: .customLong("baseline-results"),
    help: ArgumentHelp(
      "Another build's hunt of this recording (its summary.json): report only new failures.",
      discussion: """
        A failure whose check that hunt failed too, under any variant, is left out and listed \
        as shared: hunt the recording with the old build (same seed and budget), keep its \
        summary.json, then hunt with the new one and --baseline-results PATH/summary.json.
        """),
    completion: .file(extensions: ["json"]))
  var baselineResults: String?

  @Option(
    help: ArgumentHelp(
      "The regression set: failures found before, replayed first; new ones are saved there.",
      discussion: """
        Every NAME.expect.json in the folder is replayed with its tape, scene, settings and \
        steps before the hunt; one that fails again is reported (exit 1). Each failure this \
        hunt shrinks is copied there as NAME-seedS-hunt-NN.gtape with its expectation file, \
        so once the bug is fixed it stays fixed (docs/TESTING.md, "The regression set").
        """),
    completion: .directory)
  var regressions: String?

  @Option(help: "The most variants to replay, the recording as recorded included (default 500).")
  var budget = 500

  @Option(help: "The seed of the random variants: the same seed gives the same table.")
  var seed: UInt64 = 1

  @Option(help: "Stop after this many distinct failures (default 5).")
  var maxFailures = 5

  @Option(parsing: .unconditional, help: "Display frames per second: 30, 60 or 120 (default 60).")
  var frameRate: Int?

  @Option(
    parsing: .unconditional, help: "Which gesture of the recording to hunt, from 0 (default 0).")
  var gesture: Int?

  @Option(
    help: "Where the failures go: viewer pages, shrunk tapes, tests (default: hunt-NAME).",
    completion: .directory)
  var artifacts: String?

  @Option(
    help: ArgumentHelp(
      "Wrap each generated test in withKnownIssue(TEXT).",
      discussion: """
        For a bug in a dependency the app cannot fix yet: the test passes while the bug is \
        there and fails once it is gone.
        """))
  var knownIssue: String?

  @Flag(help: "Only hunt: do not shrink the failures.")
  var noShrink = false

  @Flag(help: "Print nothing while hunting (no progress on standard error).")
  var quiet = false

  /// Checks the options.
  public func validate() throws {
    for text in before {
      if case .failure(let error) = StepText.parse(text) {
        throw ValidationError(error.description)
      }
    }
    if let scene { try MainActor.assumeIsolated { try SceneChoice.check(scene) } }
    if let baseline { try MainActor.assumeIsolated { try SceneChoice.check(baseline) } }
    guard budget >= 1, budget <= 10_000_000 else {
      throw ValidationError("--budget must be between 1 and 10000000 (got \(budget))")
    }
    guard maxFailures >= 1 else { throw ValidationError("--max-failures must be 1 or more") }
    if let frameRate, !ReplaySettings.supportedFrameRates.contains(frameRate) {
      throw ValidationError("--frame-rate must be 30, 60 or 120 (got \(frameRate))")
    }
    if let gesture, gesture < 0 { throw ValidationError("--gesture must be 0 or more") }
  }

  /// Runs the command.
  public func run() throws {
    let expectations = try expect.map(ReplayCommand.loadExpectations)
    var settings = expectations?.settings?.replaySettings ?? ReplaySettings()
    if let frameRate { settings.frameRate = frameRate }
    if let gesture { settings.gesture = gesture }
    let sceneName = scene ?? expectations?.scene
    let checks = expectations?.checks ?? []
    let url = URL(fileURLWithPath: file)
    let loaded: LoadedRecording
    do {
      loaded = try GestureLogReader.read(contentsOf: url)
    } catch {
      CommandErrors.print("gesturetape: \(error.description)")
      throw ExitCode(CommandErrors.inputError)
    }
    // Read before hunting, so a bad file fails at once.
    let baselineChecks = try baselineResults.map {
      try Self.failedChecks(inSummary: $0, source: url.lastPathComponent)
    }
    var regressionsFailed = false
    if let regressions {
      let outcomes = try HuntRegressions.replayAll(
        in: URL(fileURLWithPath: regressions, isDirectory: true), fallbackScene: sceneName)
      for outcome in outcomes {
        if outcome.failures.isEmpty {
          print("regression \(outcome.name): passes")
        } else {
          regressionsFailed = true
          print("regression \(outcome.name): FAILS AGAIN")
          for failure in outcome.failures {
            print("  ✗ " + failure.replacingOccurrences(of: "\n", with: "\n    "))
          }
        }
      }
    }
    HuntInterrupt.install()
    let options = ReplayHunt.Options(budget: budget, distinctFailures: maxFailures, seed: seed)
    let quiet = self.quiet
    let steps = stepTexts(expectations: expectations)
    let outcome = try AppOutput.toStandardError {
      try SceneChoice.with(scene: sceneName) { target throws(ReplayError) in
        try Replayer(settings: settings).hunt(
          loaded.recording, after: steps.steps, into: target, source: url.lastPathComponent,
          checks: checks, options: options
        ) { tried, budget in
          if !quiet, tried % 100 == 0 {
            CommandErrors.print("hunt: \(tried) of at most \(budget) variants")
          }
          return !HuntInterrupt.requested
        }
      }
    }
    var hunt: ReplayHunt
    switch outcome {
    case .failure(let error):
      CommandErrors.print(CommandErrors.message(for: error, file: file))
      throw ExitCode(CommandErrors.inputError)
    case .success(let value): hunt = value
    }
    if let baseline, !hunt.failures.isEmpty {
      let found = hunt
      let compared = try AppOutput.toStandardError {
        try SceneChoice.with(scene: baseline) { target throws(ReplayError) in
          Replayer(settings: settings).failures(
            of: found, loaded.recording, after: steps.steps, notIn: target, checks: checks)
        }
      }
      if case .success(let value) = compared {
        hunt = value
        hunt.baselineName = baseline
      }
    }
    if let baselineResults, let baselineChecks {
      hunt = hunt.excluding(checksFailedIn: baselineChecks, name: baselineResults)
    }
    print(hunt.text)
    guard !hunt.failures.isEmpty else {
      if regressionsFailed { throw ExitCode(CommandErrors.checkFailed) }
      return
    }
    try writeArtifacts(
      of: hunt, recording: loaded.recording, settings: settings, scene: sceneName,
      expectations: expectations, steps: steps)
    throw ExitCode(CommandErrors.checkFailed)
  }

  /// The steps before the gesture: `--before`'s, else the expectation file's.
  func stepTexts(expectations: ReplayExpectations?) -> StepTexts {
    StepTexts.chosen(before: before, expectations: expectations, path: expect)
  }

  /// `steps` as the artifacts' expectation files write them: a `replay FILE` step's file is
  /// copied into `folder` and named by its file name, so the folder holds everything its tests
  /// replay.
  func artifactSteps(_ steps: StepTexts, in folder: URL) throws -> [String] {
    try steps.texts.map { text in
      guard case .file(let url, _, _) = try? ReplayStep(text: text, relativeTo: steps.folder)
      else { return text }
      let copy = folder.appendingPathComponent(url.lastPathComponent)
      if !FileManager.default.fileExists(atPath: copy.path) {
        do {
          try FileManager.default.copyItem(at: url, to: copy)
        } catch {
          CommandErrors.print(
            CommandErrors.writeMessage(error, path: copy.path, what: "the step's recording"))
          throw ExitCode(CommandErrors.inputError)
        }
      }
      return "replay " + url.lastPathComponent
    }
  }

  /// The viewer page of each failure, its shrunk tape, expectation file and test, and the
  /// summary.
  func writeArtifacts(
    of hunt: ReplayHunt, recording: Recording, settings: ReplaySettings, scene: String?,
    expectations: ReplayExpectations?, steps: StepTexts
  ) throws {
    let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let folder = URL(fileURLWithPath: artifacts ?? "hunt-\(name)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      CommandErrors.print(
        CommandErrors.writeMessage(error, path: folder.path, what: "the hunt's artifacts"))
      throw ExitCode(CommandErrors.inputError)
    }
    let writtenSteps = try artifactSteps(steps, in: folder)
    // How the tests build the scene, when its registration says (else they look it up).
    let sceneSource = scene.flatMap { name in
      MainActor.assumeIsolated { ReplaySceneRegistry.source(named: name) }
    }
    var summary = [hunt.text, ""]
    var tests: [String] = []
    var entries: [SummaryEntry] = []
    for (offset, failure) in hunt.failures.enumerated() {
      let number = String(format: "%02d", offset + 1)
      let viewer = folder.appendingPathComponent("\(number)-\(Self.slug(failure.check)).html")
      try CommandErrors.write(
        ReplayViewer.html(failure.result, failures: failure.failures), to: viewer.path,
        what: "the replay viewer")
      var entry = SummaryEntry(
        number: offset + 1, check: failure.check, variant: failure.variant.descriptor,
        frame: failure.frame, variants: failure.count, message: failure.failure.message,
        viewer: viewer.lastPathComponent)
      summary.append("#\(failure.number) \(failure.check) under '\(failure.variant.descriptor)'")
      summary.append("  viewer: \(viewer.path)")
      if !noShrink {
        let shrunkName = "\(name)-hunt-\(number)"
        if let shrunk = try shrink(
          failure, recording: recording, settings: settings, scene: scene,
          checks: hunt.checks, steps: steps)
        {
          let tape = folder.appendingPathComponent(shrunkName + ".gtape")
          let expectFile = folder.appendingPathComponent(shrunkName + ".expect.json")
          do {
            try GestureLogWriter.write(shrunk.recording, as: .native, to: tape)
          } catch {
            CommandErrors.print("gesturetape: \(error.description)")
            throw ExitCode(CommandErrors.inputError)
          }
          var file = shrunk.expectations(
            recording: tape.lastPathComponent, scene: scene, original: expectations)
          file.before = shrunk.keptSteps.compactMap {
            writtenSteps.indices.contains($0) ? writtenSteps[$0] : nil
          }
          try CommandErrors.write(
            String(decoding: file.encoded(), as: UTF8.self) + "\n", to: expectFile.path,
            what: "the expectation file")
          if let regressions {
            let saved = try HuntRegressions.save(
              tape: tape, expectations: file, seed: seed,
              into: URL(fileURLWithPath: regressions, isDirectory: true))
            summary.append("  regression: \(regressions)/\(saved).expect.json")
          }
          let shrunkViewer = folder.appendingPathComponent("\(number)-shrunk.html")
          try CommandErrors.write(
            ReplayViewer.html(shrunk.result, failures: shrunk.result.problemFailures),
            to: shrunkViewer.path, what: "the replay viewer")
          tests.append(
            shrunk.swiftTest(
              named: "hunt\(number)\(Self.camel(failure.check))", recording: tape.lastPathComponent,
              expectations: expectFile.lastPathComponent, scene: scene, source: sceneSource,
              knownIssue: knownIssue))
          let line =
            "  shrunk: \(shrunk.before) → \(shrunk.after) under '\(shrunk.variant.descriptor)'"
            + " (\(shrunk.replays) replays): \(tape.path)"
          summary.append(line)
          print("#\(failure.number) \(failure.check):" + line.dropFirst(1))
          if let explained = shrunk.explanationText {
            summary.append("  explain: " + explained)
            print("#\(failure.number) \(failure.check): explain: " + explained)
          }
          if !steps.texts.isEmpty {
            let kept = shrunk.keptSteps.compactMap {
              steps.texts.indices.contains($0) ? steps.texts[$0] : nil
            }
            let dropped = steps.texts.indices.filter { !shrunk.keptSteps.contains($0) }
              .map { steps.texts[$0] }
            let line =
              "steps: " + (kept.isEmpty ? "none needed" : "kept " + kept.joined(separator: "; "))
              + (dropped.isEmpty ? "" : " (left out: " + dropped.joined(separator: "; ") + ")")
            summary.append("  " + line)
            print("#\(failure.number) \(failure.check): " + line)
          }
          entry.shrunk = SummaryEntry.Shrunk(
            recording: tape.lastPathComponent, expectations: expectFile.lastPathComponent,
            viewer: shrunkViewer.lastPathComponent, variant: shrunk.variant.descriptor,
            inputFramesBefore: shrunk.before.inputFrames,
            inputFramesAfter: shrunk.after.inputFrames,
            evdevFramesBefore: shrunk.before.evdevFrames,
            evdevFramesAfter: shrunk.after.evdevFrames,
            replays: shrunk.replays,
            explain: shrunk.explanation.map { .init(token: $0.token, matters: $0.matters) },
            timing: shrunk.timing.map { .init(change: $0.change, stillFails: $0.stillFails) })
        } else {
          summary.append("  not shrunk: the failure did not reproduce from the recording alone")
        }
      }
      entries.append(entry)
    }
    if !tests.isEmpty {
      let suite = "\(Self.camel(name))HuntTests"
      let testFile = folder.appendingPathComponent("\(suite).swift")
      try CommandErrors.write(
        Self.testFile(suite: suite, tests: tests), to: testFile.path, what: "the tests")
      summary.append("tests: \(testFile.path)")
    }
    let summaryFile = folder.appendingPathComponent("summary.txt")
    try CommandErrors.write(
      summary.joined(separator: "\n") + "\n", to: summaryFile.path, what: "the summary")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = Summary(
      source: hunt.source, seed: hunt.options.seed, budget: hunt.options.budget,
      tried: hunt.tried, failing: hunt.failing, interrupted: hunt.interrupted, failures: entries)
    if let data = try? encoder.encode(json) {
      try CommandErrors.write(
        String(decoding: data, as: UTF8.self) + "\n",
        to: folder.appendingPathComponent("summary.json").path, what: "the summary")
    }
    CommandErrors.print("Hunt artifacts: \(folder.path)")
  }

  /// The shrink of one failure (nil when its replay does not fail from the recording alone).
  func shrink(
    _ failure: ReplayHunt.Failure, recording: Recording, settings: ReplaySettings,
    scene: String?, checks: [ReplayCheck], steps: StepTexts
  ) throws -> ReplayShrink? {
    let source = URL(fileURLWithPath: file).lastPathComponent
    let outcome = try AppOutput.toStandardError {
      try SceneChoice.with(scene: scene) { target throws(ReplayError) in
        try Replayer(settings: settings).shrink(
          recording, into: target, source: source, variant: failure.variant,
          check: failure.check, checks: checks, after: steps.steps)
      }
    }
    switch outcome {
    case .success(let shrunk): return shrunk
    case .failure: return nil
    }
  }

  /// One test file for a hunt's tests: the imports once, then the tests in a suite named after
  /// the recording, so the files of several hunts in one test target do not clash.
  static func testFile(suite: String, tests: [String]) -> String {
    let imports = Set(
      tests.flatMap { $0.split(separator: "\n").filter { $0.hasPrefix("import ") } })
    let bodies = tests.map { test in
      test.split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0.hasPrefix("import ") || $0.isEmpty }
        .map { $0.isEmpty ? "" : "  " + $0 }
        .joined(separator: "\n")
        .replacingOccurrences(of: "  @MainActor\n", with: "")
    }
    return imports.sorted().joined(separator: "\n") + "\n\n"
      + "/// The failures `gesturetape hunt` shrank from \(suite.dropLast("HuntTests".count)).\n"
      + "@MainActor\n@Suite struct \(suite) {\n" + bodies.joined(separator: "\n") + "}\n"
  }

  /// `not stuck within 3.0 s` → `not-stuck-within-3-0-s`.
  static func slug(_ text: String) -> String {
    var result = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        result.append(character)
      } else if !result.hasSuffix("-") {
        result.append("-")
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result.isEmpty ? "failure" : result
  }

  /// `not stuck within 3.0 s` → `NotStuckWithin30S`.
  static func camel(_ text: String) -> String {
    slug(text).split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The checks a hunt's summary.json lists as failed; a located error (exit 2) when the file
  /// cannot be read or is not a summary, a warning when it hunted another recording.
  static func failedChecks(inSummary path: String, source: String) throws -> Set<String> {
    struct Baseline: Decodable {
      struct Failure: Decodable { var check: String }
      var source: String
      var failures: [Failure]
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      CommandErrors.print(
        "gesturetape: \(path): error: cannot read the baseline's results: "
          + "\(error.localizedDescription)")
      throw ExitCode(CommandErrors.inputError)
    }
    let baseline: Baseline
    do {
      baseline = try JSONDecoder().decode(Baseline.self, from: data)
    } catch {
      CommandErrors.print(
        "gesturetape: \(path): error: not a hunt's summary.json (expected \"source\" and "
          + "\"failures\" with their \"check\"): \(error)")
      throw ExitCode(CommandErrors.inputError)
    }
    if baseline.source != source {
      CommandErrors.print(
        "gesturetape: \(path): warning: the baseline hunted \(baseline.source), not \(source)")
    }
    return Set(baseline.failures.map(\.check))
  }

  struct Summary: Encodable {
    var source: String
    var seed: UInt64
    var budget: Int
    var tried: Int
    var failing: Int
    var interrupted: Bool
    var failures: [SummaryEntry]
  }

  struct SummaryEntry: Encodable {
    struct Shrunk: Encodable {
      var recording: String
      var expectations: String
      var viewer: String
      var variant: String
      var inputFramesBefore: Int
      var inputFramesAfter: Int
      var evdevFramesBefore: Int
      var evdevFramesAfter: Int
      var replays: Int
      /// Each part of the variant and whether the failure needs it.
      var explain: [Part]
      /// Each change of the shrunk tape's timing and whether it still fails with it.
      var timing: [Probe]

      struct Probe: Encodable {
        var change: String
        var stillFails: Bool
      }

      struct Part: Encodable {
        var token: String
        var matters: Bool
      }
    }
    var number: Int
    var check: String
    var variant: String
    var frame: Int?
    var variants: Int
    var message: String
    var viewer: String
    var shrunk: Shrunk?
  }
}

/// Ctrl-C (SIGINT) or SIGTERM during a hunt: the handler only sets a flag, which the hunt reads
/// between variants.
enum HuntInterrupt {
  private static let flag = Atomic<Bool>(false)

  /// Whether Ctrl-C was pressed or SIGTERM sent.
  static var requested: Bool { flag.load(ordering: .relaxed) }

  /// Catches SIGINT and SIGTERM (a second one ends the process at once, with 128 + the
  /// signal's number), unblocking them first: a parent may start the tool with them blocked,
  /// and a blocked SIGTERM would leave a hunt that nothing but SIGINT or SIGKILL stops.
  static func install() {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    for number in [SIGINT, SIGTERM] {
      signal(number) { number in
        if HuntInterrupt.flag.load(ordering: .relaxed) { _exit(128 + number) }
        HuntInterrupt.flag.store(true, ordering: .relaxed)
      }
    }
  }
}
