import Foundation
import GestureLog
import InputDevices

extension Replayer {
  /// Replays a recording: interprets it under `mapping`, picks
  /// ``ReplaySettings/gesture`` with InputDevices' segmenter, and runs it into `scene`.
  ///
  /// With no `mapping`, the recording is mapped onto the scene's screen
  /// (``ReplayScene/screenBounds``), or by `InputMapping.standard` when the scene names none.
  /// ``ReplaySettings/touchpadReading``, when set, replaces the mapping's touchpad reading.
  ///
  /// - Parameters:
  ///   - recording: the gesture log, in memory.
  ///   - mapping: how device coordinates become screen points; nil: the scene's screen
  ///     (`Replayer.mapping(for:)`), with `settings.touchpadReading` applied either way.
  ///   - scene: the app under test; built afresh by the replay (`ReplayScene.prepare(in:)`).
  ///   - source: a name for the input, kept in the result and its digest (e.g. the file name).
  /// - Returns: everything that happened, with `gesture` and `gestureCount` set when
  ///   `settings.gesture` picked one.
  /// - Throws: `ReplayError`: invalid settings, no touches under the mapping (with what to try),
  ///   a gesture number the recording does not have, a device description that cannot be mapped,
  ///   or a replay that would not end.
  public func replay(
    _ recording: Recording, mapping: InputMapping? = nil, into scene: some ReplayScene,
    source: String = "recording"
  ) throws(ReplayError) -> ReplayResult {
    try replay(recording, mapping: mapping, into: scene, source: source, notes: [])
  }

  /// ``replay(_:mapping:into:source:)`` with `notes` (warnings found before the replay, such as
  /// the reader's) put first in the result's warnings.
  package func replay(
    _ recording: Recording, mapping: InputMapping?, into scene: some ReplayScene, source: String,
    notes: [ReplayWarning]
  ) throws(ReplayError) -> ReplayResult {
    try replay(recording, mapping: mapping, after: [], into: scene, source: source, notes: notes)
  }

  /// Runs `steps` (what a user does first: a launched app tapped to the screen under test),
  /// then replays the recording's gesture that ``ReplaySettings/gesture`` picks, as one session
  /// (``run(_:in:source:outcomeStep:)``). Everything a single replay takes applies to that
  /// gesture alone: its mapping, ``ReplaySettings/timing`` and a hunt variant's
  /// ``ReplaySettings/perturbation``; the outcome is the first transition it starts (none:
  /// `.noTransition`), whatever the steps started before. With no steps this is
  /// ``replay(_:mapping:into:source:)``.
  ///
  /// ```swift
  /// let result = try Replayer().replay(
  ///   flick, after: [.tap(.row(2))], into: .launch(appResources))
  /// ```
  ///
  /// - Parameters:
  ///   - recording: the gesture log, in memory.
  ///   - mapping: how device coordinates become screen points (nil: the scene's screen).
  ///   - steps: the steps before the gesture, in order; their recordings are mapped onto the
  ///     scene's screen with the standard mapping.
  ///   - scene: the app under test, built once for the session.
  ///   - source: a name for the recording, kept in the result.
  /// - Throws: what ``replay(_:mapping:into:source:)`` and ``run(_:in:source:outcomeStep:)``
  ///   throw (a tap whose view is not on screen: ``ReplayError/targetNotFound(_:)``).
  public func replay(
    _ recording: Recording, mapping: InputMapping? = nil, after steps: [ReplayStep],
    into scene: some ReplayScene, source: String = "recording"
  ) throws(ReplayError) -> ReplayResult {
    try replay(recording, mapping: mapping, after: steps, into: scene, source: source, notes: [])
  }

  /// ``replay(_:mapping:after:into:source:)`` with `notes` put first in the result's warnings.
  package func replay(
    _ recording: Recording, mapping: InputMapping?, after steps: [ReplayStep],
    into scene: some ReplayScene, source: String, notes: [ReplayWarning]
  ) throws(ReplayError) -> ReplayResult {
    var resolved = mapping ?? Self.mapping(for: scene)
    if let reading = settings.touchpadReading { resolved.touchpadReading = reading }
    let frames: [TouchFrame]
    let gesture: GestureSegment?
    let gestureCount: Int?
    do {
      (frames, gesture, gestureCount) = try ReplayInput.selection(
        of: recording, mapping: resolved, gesture: settings.gesture)
    } catch {
      // No touches at all: a description that cannot be mapped is the better explanation.
      if case .noInput = error, let fatal = ReplayInput.fatalDescriptionProblem(of: recording) {
        throw .unmappableDevice(fatal)
      }
      if case .noInput(let detail) = error {
        throw .noInput(detail + ReplayInput.hint(for: recording, mapping: resolved))
      }
      throw error
    }
    let descriptions = try ReplayInput.descriptionWarnings(of: recording, touching: frames)
    var result: ReplayResult
    if steps.isEmpty {
      result = try replay(
        frames, into: scene, source: source, isSelected: true, notes: notes + descriptions)
    } else {
      result = try session(
        steps + [.frames(frames, name: source)], in: scene, source: source,
        outcomeStep: steps.count, underTest: steps.count)
      result.warnings = notes + descriptions + result.warnings
    }
    result.gesture = gesture
    result.gestureCount = gestureCount
    return result
  }

  /// Reads a gesture log (native, evemu, libinput record or getevent, detected from its content) and
  /// replays it (see ``replay(_:mapping:into:source:)``); the source is the file's name.
  ///
  /// - Parameters:
  ///   - url: a `.gtape`, evemu or `libinput record` file (the format is read from the content).
  ///   - mapping: how device coordinates become screen points; nil: the scene's screen
  ///     (`Replayer.mapping(for:)`), with `settings.touchpadReading` applied either way.
  ///   - scene: the app under test.
  /// - Returns: the result; the reader's warnings about a damaged file come first in its
  ///   `warnings` (code `recording-file`, located as `NAME:LINE:COLUMN`).
  /// - Throws: `ReplayError`: the file cannot be read or is not a gesture log (with file and line),
  ///   and everything `replay(_:mapping:into:source:)` throws.
  public func replay(
    contentsOf url: URL, mapping: InputMapping? = nil, into scene: some ReplayScene
  ) throws(ReplayError) -> ReplayResult {
    try replay(contentsOf: url, mapping: mapping, after: [], into: scene)
  }

  /// Reads a gesture log and replays its gesture after `steps`
  /// (``replay(_:mapping:after:into:source:)``); the source is the file's name.
  ///
  /// - Parameters:
  ///   - url: a `.gtape`, evemu or `libinput record` file.
  ///   - mapping: how device coordinates become screen points (nil: the scene's screen).
  ///   - steps: the steps before the gesture (``ReplayStep/init(text:relativeTo:)`` reads them
  ///     as written: `tap row 2`).
  ///   - scene: the app under test.
  /// - Throws: what ``replay(contentsOf:mapping:into:)`` and
  ///   ``run(_:in:source:outcomeStep:)`` throw.
  public func replay(
    contentsOf url: URL, mapping: InputMapping? = nil, after steps: [ReplayStep],
    into scene: some ReplayScene
  ) throws(ReplayError) -> ReplayResult {
    let loaded = try Self.load(url)
    return try replay(
      loaded.recording, mapping: mapping, after: steps, into: scene,
      source: url.lastPathComponent, notes: ReplayInput.loadWarnings(of: loaded))
  }

  /// What a recording with nothing to replay still shows: its input, every interpreted frame as
  /// a finger sample (touches under the mapping onto `scene`'s screen, else the pointer of the
  /// iPad reading), in a result with no display frame and a `nothing-to-replay` warning that
  /// says why. `gesturetape plot` and `view` draw it instead of stopping.
  ///
  /// - Parameters:
  ///   - url: the gesture log.
  ///   - scene: the scene whose screen the touches are mapped onto; it is not built.
  /// - Throws: `ReplayError` when the file cannot be read.
  public func inputOnly(
    contentsOf url: URL, into scene: some ReplayScene
  ) throws(ReplayError) -> ReplayResult {
    let loaded = try Self.load(url)
    var mapping = Self.mapping(for: scene)
    if let reading = settings.touchpadReading { mapping.touchpadReading = reading }
    var why = "the recording produces no touches under this input mapping"
    do {
      _ = try ReplayInput.frames(of: loaded.recording, mapping: mapping, gesture: settings.gesture)
    } catch {
      if case .noInput(let detail) = error { why = detail }
    }
    var frames = TouchInterpreter.touchFrames(for: loaded.recording, mapping: mapping)
    if frames.isEmpty {
      mapping.touchpadReading = .pointer
      frames = TouchInterpreter.touchFrames(for: loaded.recording, mapping: mapping)
    }
    var samples = frames.map { frame in
      let active = frame.activeTouches
      return (
        time: frame.time, count: active.count, location: ReplayPoint(frame.location),
        touches: active.count > 1 ? active.map { ReplayPoint($0.location) } : nil
      )
    }
    if samples.isEmpty {
      // No touch and no iPad pointer (a mouse moving without a press): the pointer after every
      // evdev frame.
      for (index, device) in loaded.recording.devices.enumerated() {
        var stream = TouchStream(
          description: device.description, deviceIndex: index, mapping: mapping)
        for frame in device.frames {
          _ = stream.feed(frame)
          samples.append(
            (VirtualInstant(frame.time), 0, ReplayPoint(stream.pointerLocation), nil))
        }
      }
      samples.sort { $0.time < $1.time }
    }
    let origin = samples.first?.time ?? .zero
    let input = samples.enumerated().map { index, sample in
      ReplayInputSample(
        index: index, time: .zero + (sample.time - origin), touchCount: sample.count,
        location: sample.location, touches: sample.touches)
    }
    let warning = ReplayWarning(
      time: nil, code: .nothingToReplay,
      message: "nothing to replay: \(why)"
        + ReplayInput.hint(for: loaded.recording, mapping: mapping)
        + "; only the input is drawn")
    return ReplayResult(
      source: url.lastPathComponent, settings: settings,
      outcome: ReplayOutcome(kind: .noTransition), input: input,
      warnings: ReplayInput.loadWarnings(of: loaded) + [warning])
  }

  /// Reads a gesture log (native, evemu, libinput record or getevent), its errors as
  /// ``ReplayError/unreadable(_:)`` with the reader's file, line and column.
  package static func load(_ url: URL) throws(ReplayError) -> LoadedRecording {
    do {
      return try GestureLogReader.read(contentsOf: url)
    } catch {
      throw .unreadable(error.description)
    }
  }

  /// The mapping a replay into `scene` uses when it is given none: the standard mapping onto
  /// the scene's screen.
  public static func mapping(for scene: some ReplayScene) -> InputMapping {
    guard let bounds = scene.screenBounds else { return .standard }
    var mapping = InputMapping.standard
    mapping.screenBounds = bounds
    return mapping
  }
}
