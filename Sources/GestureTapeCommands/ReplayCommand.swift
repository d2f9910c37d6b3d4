import ArgumentParser
import Foundation
import InputDevices
import Replay

/// `gesturetape replay FILE`: replay a gesture log into a scene and report what happened.
public struct ReplayCommand: ParsableCommand {
  /// The command's name, help and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a gesture log into a scene and report the outcome.",
    discussion: """
      Interprets the recording's devices into touches on the scene's screen, picks one \
      gesture, and replays it on a virtual clock into the scene (--scene; gesturetape's \
      default is the demo: Hero's image-gallery pull-to-dismiss with the seed pan handler). \
      Prints the outcome (finished, cancelled, no transition, stuck) and when, the handler's \
      decision and which number decided it when the scene records one (the demo's: \
      progress + velocity.y / height against 0.3), the release, key positions and the \
      result's digest. With --expect, checks an expectation file (recordings/NAME.expect.json) \
      and exits 1 when an expectation fails; the file's scene and settings apply unless \
      given here.

      Timing: --release moves the release against the engine's run-loop turns (same-turn: \
      handled in the turn of the .began, before anything the engine queued runs, as when the \
      main thread was busy; next-turn: after what the engine queued for that turn, e.g. \
      Hero's dispatched animate(); next-frame: after one more display frame). \
      --sweep release replays the gesture under every variant and 1/4, 1/2 and 3/4 of a \
      display frame of phase shift, prints one line per variant (outcome, engine state at \
      the release, frames animated after it, completions, whether the UI still responds) \
      and exits 1 when a variant froze, stuck, crashed or completed twice.
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @OptionGroup var options: ReplayOptions

  @Option(
    help: "An expectation file to check (JSON, see recordings/README.md).", completion: .file())
  var expect: String?

  @Option(
    help: ArgumentHelp(
      "A folder where the viewer (HTML) of a failing replay or sweep variant is written.",
      discussion: """
        The page lists every failed check (expected, actual, message) and opens on the first \
        failing display frame. A replay fails when an expectation fails or when it froze, \
        stayed stuck, crashed or completed twice.
        """),
    completion: .directory)
  var artifacts: String?

  @Option(help: "Replay under every timing variant and print the table (only 'release').")
  var sweep: SweepKind?

  @Flag(help: "Print the report as JSON instead of text.")
  var json = false

  /// What `--sweep` varies.
  enum SweepKind: String, ExpressibleByArgument {
    case release
  }

  /// Checks the options.
  public func validate() throws {
    if options.allGestures, sweep != nil {
      throw ValidationError("--sweep replays one gesture; drop --all-gestures")
    }
    if sweep != nil, !options.before.isEmpty {
      throw ValidationError("--sweep varies one recording alone; drop --before")
    }
    if sweep != nil, options.release != nil {
      throw ValidationError("--sweep replays every release variant; drop --release")
    }
  }

  /// Runs the command.
  public func run() throws {
    let expectations = try expect.map(Self.loadExpectations)
    let settings = options.settings(over: expectations?.settings?.replaySettings ?? .init())
    let sceneName = options.scene ?? expectations?.scene
    for warning in expectations?.mismatchWarnings(recording: options.file, scene: sceneName)
      ?? []
    {
      CommandErrors.print("gesturetape: warning: \(warning)")
    }
    if sweep != nil {
      try runSweep(settings: settings, scene: sceneName, checks: expectations?.checks ?? [])
      return
    }
    let result = try options.replay(
      settings: settings, scene: sceneName,
      expectations: expectations.map { ($0, expect ?? "") })
    let checkFailures = expectations?.failures(of: result)
    var report = ReplayReport(result, expectationFailures: checkFailures?.map(\.message))
    if !options.allGestures, result.transitions.isEmpty {
      // Name the gesture replayed by its `inspect` line, for the "why nothing happened" section.
      report.replayedGesture = InspectCommand.gestureLine(of: result)
    }
    print(json ? report.json : report.text)
    let failures = result.problemFailures + (checkFailures ?? [])
    if !failures.isEmpty {
      if let artifacts { try writeViewer(of: result, failures: failures, to: artifacts) }
      throw ExitCode(CommandErrors.checkFailed)
    }
  }

  /// The expectation file at `path`; one that cannot be read or is not valid is reported and
  /// exits 2.
  static func loadExpectations(_ path: String) throws -> ReplayExpectations {
    do {
      return try ReplayExpectations.load(contentsOf: URL(fileURLWithPath: path))
    } catch {
      CommandErrors.print("gesturetape: \(error)")
      throw ExitCode(CommandErrors.inputError)
    }
  }

  /// Writes a failed replay's viewer to `folder` (NAME.html after the recording, or
  /// NAME-VARIANT.html for a sweep variant) and says where on standard error.
  func writeViewer(
    of result: ReplayResult, failures: [ReplayFailure], to folder: String, variant: String? = nil
  ) throws {
    let name = URL(fileURLWithPath: options.file).deletingPathExtension().lastPathComponent
    let directory = URL(fileURLWithPath: folder, isDirectory: true)
    // A variant's name (`release:same-turn`, `phase:+4.167ms`) as a file name: `release-same-turn`.
    let suffix = variant.map { name in
      "-" + String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
    }
    let page = directory.appendingPathComponent(name + (suffix ?? "") + ".html")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      CommandErrors.print(
        CommandErrors.writeMessage(error, path: page.path, what: "the replay viewer"))
      throw ExitCode(CommandErrors.inputError)
    }
    try CommandErrors.write(
      ReplayViewer.html(result, failures: failures), to: page.path, what: "the replay viewer")
    CommandErrors.print("Replay viewer: \(page.path)")
  }
}

extension ReplayCommand {
  func runSweep(settings: ReplaySettings, scene: String?, checks: [ReplayCheck]) throws {
    let url = URL(fileURLWithPath: options.file)
    let outcome = try AppOutput.toStandardError {
      try SceneChoice.sweep(contentsOf: url, settings: settings, scene: scene)
    }
    switch outcome {
    case .failure(let error):
      CommandErrors.print(CommandErrors.message(for: error, file: options.file))
      throw ExitCode(CommandErrors.inputError)
    case .success(let unchecked):
      let sweep = checks.isEmpty ? unchecked : unchecked.checked(against: checks)
      print(json ? Self.json(sweep) : sweep.text)
      if let artifacts {
        for row in sweep.failing {
          try writeViewer(
            of: row.result, failures: row.failures, to: artifacts, variant: row.name)
        }
      }
      if !sweep.failing.isEmpty { throw ExitCode(CommandErrors.checkFailed) }
    }
  }

  /// The sweep as JSON: one object per variant with the report of its replay.
  static func json(_ sweep: ReplaySweep) -> String {
    struct Row: Encodable {
      var variant: String
      var problems: [String]
      var framesAfterRelease: Int?
      var report: ReplayReport
    }
    let rows = sweep.rows.map {
      Row(
        variant: $0.name, problems: $0.problems, framesAfterRelease: $0.framesAfterRelease,
        report: ReplayReport($0.result))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(rows) else { return "[]" }
    return String(decoding: data, as: UTF8.self)
  }
}
