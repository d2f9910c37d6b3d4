import ArgumentParser
import Foundation
import InputDevices
import Replay

extension ReplayTiming.Release: ExpressibleByArgument {}
extension TouchpadReading: ExpressibleByArgument {}

/// The options `replay`, `plot` and `view` share: the recording, the scene and every setting of
/// the replay, so a failing variant that `replay` reports opens in `view` with the same words.
struct ReplayOptions: ParsableArguments {
  @Argument(
    help: "The gesture log (.gtape, evemu, libinput record YAML or getevent).", completion: .file())
  var file: String

  @Option(
    help: ArgumentHelp(
      "The scene to replay into (default: the expectation file's scene, else the tool's default).",
      discussion: "The registered scenes are listed by --help of the tool itself."))
  var scene: String?

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
      "A step before the recording, as a user takes it (repeatable, in order).",
      discussion: """
        \(StepText.grammar). The scene runs them, then the recording: a launched app tapped \
        to the screen under test (docs/PORTING.md, "A whole app target, launched").
        """))
  var before: [String] = []

  @Option(
    help: ArgumentHelp(
      "A variant as `hunt` names it, e.g. 'release:same-turn' or 'stall:start+50ms cut:20'.",
      discussion: """
        Tokens: fps:N, speed:X, release:same-turn|next-turn|next-frame, phase:+Nms, \
        jitter:Nms/SEED, stall:down|start|release|@FRAME+Nms, drop:N[-M], cut:N, \
        hold:Nms, again:+Nms, touch2:+Nms/Nms, and after --before steps early:+Nms, twice:STEP (docs/TESTING.md, "Hunting"). Its knobs override --frame-rate, \
        --speed and --release.
        """))
  var variant: String?

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

  /// The lowest speed accepted: below it a 1-second gesture takes days of virtual time and the
  /// report's "0×" would hide it.
  static let minimumSpeed = 0.001

  func validate() throws {
    for text in before {
      if case .failure(let error) = StepText.parse(text) {
        throw ValidationError(error.description)
      }
    }
    if !before.isEmpty, allGestures {
      throw ValidationError("--before runs before one gesture; drop --all-gestures")
    }
    if let scene {
      try MainActor.assumeIsolated { try SceneChoice.check(scene) }
    }
    if let gesture, gesture < 0 {
      throw ValidationError("--gesture must be 0 or more (got \(gesture))")
    }
    if let frameRate, !ReplaySettings.supportedFrameRates.contains(frameRate) {
      throw ValidationError("--frame-rate must be 30, 60 or 120 (got \(frameRate))")
    }
    if let speed, !(speed.isFinite && speed >= Self.minimumSpeed && speed <= 1000) {
      throw ValidationError(
        "--speed must be between \(Self.minimumSpeed) and 1000 (got \(speed))")
    }
    if allGestures, gesture != nil {
      throw ValidationError("--all-gestures replays every gesture; drop --gesture")
    }
    if let variant {
      do throws(ReplayVariant.ParseError) {
        _ = try ReplayVariant(descriptor: variant)
      } catch {
        throw ValidationError("--variant: \(error)")
      }
      if allGestures { throw ValidationError("--variant replays one gesture; drop --all-gestures") }
      if release != nil { throw ValidationError("--variant sets the release; drop --release") }
    }
  }

  /// `base` (an expectation file's settings, or the defaults) with the options given here.
  func settings(over base: ReplaySettings = ReplaySettings()) -> ReplaySettings {
    var settings = base
    if let frameRate { settings.frameRate = frameRate }
    if let speed { settings.speed = speed }
    if let gesture { settings.gesture = gesture }
    if let release { settings.timing.release = release }
    if let touchpadReading { settings.touchpadReading = touchpadReading }
    if let recognizer { settings.recognizer = recognizer }
    if let variant, let parsed = try? ReplayVariant(descriptor: variant) {
      settings = parsed.applied(to: settings)
    }
    return settings
  }

  /// Replays the file with `settings` into `scene` (the option's, else the given one): every
  /// gesture with --all-gestures. A recording or scene that fails is reported and exits 2. What
  /// the app prints while it runs goes to standard error.
  ///
  /// - Parameters:
  ///   - settings: the settings.
  ///   - fallback: the scene when `--scene` is not given (an expectation file's).
  ///   - expectations: an expectation file whose `before` steps run first when `--before` is
  ///     not given (its relative `replay FILE` steps found beside it).
  func replay(
    settings: ReplaySettings, scene fallback: String? = nil,
    expectations: (file: ReplayExpectations, path: String)? = nil
  ) throws -> ReplayResult {
    try Self.value(
      of: attempt(
        settings: settings, scene: scene ?? fallback, steps: steps(expectations: expectations)),
      file: file)
  }

  /// The steps before the gesture: `--before`'s, else the expectation file's.
  func steps(expectations: (file: ReplayExpectations, path: String)?) -> StepTexts {
    StepTexts.chosen(before: before, expectations: expectations?.file, path: expectations?.path)
  }

  /// The replay, or the replay's error; throws only when the scene does not exist.
  private func attempt(
    settings: ReplaySettings, scene name: String?, steps: StepTexts
  ) throws -> Result<ReplayResult, ReplayError> {
    let url = URL(fileURLWithPath: file)
    return try AppOutput.toStandardError {
      if !steps.isEmpty {
        return try SceneChoice.replay(
          contentsOf: url, after: steps, settings: settings, scene: name)
      }
      return allGestures
        ? try SceneChoice.replayAll(contentsOf: url, settings: settings, scene: name)
        : try SceneChoice.replay(contentsOf: url, settings: settings, scene: name)
    }
  }

  /// `outcome`'s value; its error is printed (naming `file`) and exits 2.
  private static func value(
    of outcome: Result<ReplayResult, ReplayError>, file: String
  ) throws -> ReplayResult {
    switch outcome {
    case .success(let result): return result
    case .failure(let error):
      CommandErrors.print(CommandErrors.message(for: error, file: file))
      throw ExitCode(CommandErrors.inputError)
    }
  }

  /// The replay `plot` and `view` draw, with the reader's and the descriptions' warnings printed
  /// to standard error (the drawings have no report to list them in). A recording with nothing
  /// to replay under these settings is drawn as its input only, after a warning that says why
  /// and what to try.
  func replayForDrawing(
    settings given: ReplaySettings? = nil, scene fallback: String? = nil,
    expectations: (file: ReplayExpectations, path: String)? = nil
  ) throws -> ReplayResult {
    let settings = given ?? self.settings()
    var outcome = try attempt(
      settings: settings, scene: scene ?? fallback, steps: steps(expectations: expectations))
    if case .failure(.noInput) = outcome {
      let url = URL(fileURLWithPath: file)
      outcome = try SceneChoice.with(scene: scene ?? fallback) { target throws(ReplayError) in
        try Replayer(settings: settings).inputOnly(contentsOf: url, into: target)
      }
    }
    let result = try Self.value(of: outcome, file: file)
    for warning in result.warnings
    where [.recordingFile, .deviceDescription, .nothingToReplay].contains(warning.code) {
      CommandErrors.print(
        warning.code == .recordingFile
          ? warning.message : "gesturetape: warning: \(warning.message)")
    }
    return result
  }
}
