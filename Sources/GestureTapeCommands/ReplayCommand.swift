import ArgumentParser
import Foundation
import InputDevices
import Replay

extension ReplayTiming.Release: ExpressibleByArgument {}
extension TouchpadReading: ExpressibleByArgument {}

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

  @Argument(help: "The gesture log (.gtape, evemu or libinput record YAML).", completion: .file())
  var file: String

  @Option(
    help:
      "The scene to replay into (default: the expectation file's scene, else the tool's default scene)."
  )
  var scene: String?

  @Option(
    help: "An expectation file to check (JSON, see recordings/README.md).", completion: .file())
  var expect: String?

  @Option(
    help: "With --expect: a folder where a failing replay's viewer (HTML) is written.",
    completion: .directory)
  var artifacts: String?

  // Values may start with "-" (parsing: .unconditional), so a negative value is refused with its
  // reason rather than read as a missing value.
  @Option(parsing: .unconditional, help: "Display frames per second: 30, 60 or 120 (default 60).")
  var frameRate: Int?

  @Option(parsing: .unconditional, help: "Speed factor: 2 replays twice as fast (default 1).")
  var speed: Double?

  @Option(
    parsing: .unconditional, help: "Which gesture of the recording to replay, from 0 (default 0).")
  var gesture: Int?

  @Flag(
    help: "Replay every gesture of the recording in order, as one session (not only --gesture).")
  var allGestures = false

  @Option(help: "Where the release goes: recorded (default), same-turn, next-turn or next-frame.")
  var release: ReplayTiming.Release?

  @Option(
    help: ArgumentHelp(
      "How a touchpad recording is read: finger (default) or pointer.",
      discussion: """
        finger: a finger on the pad stands in for a finger on glass. pointer: iPadOS with a \
        trackpad — one finger moves a pointer that is a touch only while the pad is pressed, \
        two fingers scroll (reaching pan recognizers that allow continuous scrolls), and \
        pointer movement without a button reaches hover recognizers. docs/INPUT.md §3.
        """))
  var touchpadReading: TouchpadReading?

  @Option(
    help: ArgumentHelp(
      "The recognizer the report and the release follow, by its name in the gesture track.",
      discussion: """
        Default: the recognizer whose action drove the transition (made the first engine call), \
        else the first that began. Names look like UIPanGestureRecognizer@UIView; the report's \
        'Recognizers:' line lists them.
        """))
  var recognizer: String?

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
    if let scene {
      try MainActor.assumeIsolated { try SceneChoice.check(scene) }
    }
    if let gesture, gesture < 0 {
      throw ValidationError("--gesture must be 0 or more (got \(gesture))")
    }
    if let frameRate, !ReplaySettings.supportedFrameRates.contains(frameRate) {
      throw ValidationError("--frame-rate must be 30, 60 or 120 (got \(frameRate))")
    }
    if let speed, !(speed.isFinite && speed > 0) {
      throw ValidationError("--speed must be a number above 0 (got \(speed))")
    }
    if let gesture, gesture < 0 { throw ValidationError("--gesture must be 0 or more") }
    if artifacts != nil, expect == nil {
      throw ValidationError("--artifacts keeps the viewer of a failed --expect; give --expect too")
    }
    if sweep != nil, expect != nil {
      throw ValidationError("--sweep prints a table; use --expect without it")
    }
    if allGestures, gesture != nil {
      throw ValidationError("--all-gestures replays every gesture; drop --gesture")
    }
    if allGestures, sweep != nil {
      throw ValidationError("--sweep replays one gesture; drop --all-gestures")
    }
    if sweep != nil, release != nil {
      throw ValidationError("--sweep replays every release variant; drop --release")
    }
  }

  /// Runs the command.
  public func run() throws {
    var expectations: ReplayExpectations?
    if let expect {
      do {
        expectations = try ReplayExpectations.load(contentsOf: URL(fileURLWithPath: expect))
      } catch {
        FileHandle.standardError.write(Data("gesturetape: \(error)\n".utf8))
        throw ExitCode(2)
      }
    }
    var settings = expectations?.settings?.replaySettings ?? ReplaySettings()
    if let frameRate { settings.frameRate = frameRate }
    if let speed { settings.speed = speed }
    if let gesture { settings.gesture = gesture }
    if let release { settings.timing.release = release }
    if let touchpadReading { settings.touchpadReading = touchpadReading }
    if let recognizer { settings.recognizer = recognizer }
    let url = URL(fileURLWithPath: file)
    let sceneName = scene ?? expectations?.scene
    for warning in expectations?.mismatchWarnings(recording: file, scene: sceneName) ?? [] {
      FileHandle.standardError.write(Data("gesturetape: warning: \(warning)\n".utf8))
    }
    if sweep != nil {
      try runSweep(url: url, settings: settings, scene: sceneName)
      return
    }
    // What the app prints while it runs goes to standard error, apart from the report.
    let outcome = try AppOutput.toStandardError {
      allGestures
        ? try SceneChoice.replayAll(contentsOf: url, settings: settings, scene: sceneName)
        : try SceneChoice.replay(contentsOf: url, settings: settings, scene: sceneName)
    }
    let result: ReplayResult
    switch outcome {
    case .success(let value): result = value
    case .failure(let error):
      FileHandle.standardError.write(Data((Self.message(for: error, file: file) + "\n").utf8))
      throw ExitCode(2)
    }
    let failures = expectations?.verify(result)
    let report = ReplayReport(result, expectationFailures: failures)
    print(json ? report.json : report.text)
    if let failures, !failures.isEmpty {
      if let artifacts { try writeViewer(of: result, to: artifacts) }
      throw ExitCode(1)
    }
  }

  /// Writes the failed replay's viewer to `folder` (NAME.html after the recording) and says
  /// where on standard error.
  func writeViewer(of result: ReplayResult, to folder: String) throws {
    let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let directory = URL(fileURLWithPath: folder, isDirectory: true)
    let page = directory.appendingPathComponent(name + ".html")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try ReplayViewer.html(result).write(to: page, atomically: true, encoding: .utf8)
      FileHandle.standardError.write(Data("Replay viewer: \(page.path)\n".utf8))
    } catch {
      FileHandle.standardError.write(
        Data("gesturetape: cannot write the replay viewer to \(page.path): \(error)\n".utf8))
      throw ExitCode(2)
    }
  }
}

extension ReplayCommand {
  func runSweep(url: URL, settings: ReplaySettings, scene: String?) throws {
    let outcome = try AppOutput.toStandardError {
      try SceneChoice.sweep(contentsOf: url, settings: settings, scene: scene)
    }
    switch outcome {
    case .failure(let error):
      FileHandle.standardError.write(Data((Self.message(for: error, file: file) + "\n").utf8))
      throw ExitCode(2)
    case .success(let sweep):
      if json {
        print(Self.json(sweep))
      } else {
        print(sweep.text)
      }
      if !sweep.failing.isEmpty { throw ExitCode(1) }
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

  /// The line printed for a replay that could not run: a reader's error already names the
  /// file, line and column (`FILE:LINE:COL: error: …`); the others get the file in front.
  static func message(for error: ReplayError, file: String) -> String {
    if case .unreadable = error { return "\(error)" }
    return "gesturetape: \(file): \(error)"
  }
}
