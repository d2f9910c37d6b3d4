import Foundation
import GestureLog
import InputDevices
import ReplayCore

extension Replayer {
  /// Cuts a failing variant of a recording (called `source` in the results) down to the smallest gesture log that still fails
  /// `check` (docs/TESTING.md, "Shrinking"), deterministically, in the way delta debugging
  /// minimises a failing input: the replayed gesture alone; a simpler variant (each knob left
  /// out, stalls shortened); other devices left out; fingers other than the first left out;
  /// evdev frames left out, each one's state carried into the device's next frame, so moves
  /// merge and the finger still ends where it ended (Zeller's ddmin over the frames); the
  /// gesture made faster and each pause shorter, which moves the release earlier. Every step is
  /// kept only when the replay still fails `check` (as a hunt checks it), and
  /// the whole takes at most `limit` replays.
  ///
  /// - Parameters:
  ///   - recording: the failing gesture log.
  ///   - mapping: how device coordinates become screen points; nil: the scene's screen
  ///     (`Replayer.mapping(for:)`), with `settings.touchpadReading` applied either way.
  ///   - scene: the app under test, built afresh for every replay.
  ///   - source: a name for the recording, kept in the results.
  ///   - variant: the variant it fails under (a hunt failure's `variant`).
  ///   - check: the name of the check that fails (`ReplayFailure.check`), kept failing throughout.
  ///   - checks: the expectation file's checks, if `check` is one of them.
  ///   - limit: the most replays the shrink may take.
  ///   - steps: what a user does before the gesture (a launched app tapped to its screen), run
  ///     unchanged before every replay; only the gesture is shrunk.
  /// - Returns: the shrunk recording and variant, their sizes before and after, and the replay of
  ///   the result.
  /// - Throws: `ReplayError.noInput` when the variant does not fail `check` to begin with, and what
  ///   a replay throws.
  public func shrink(
    _ recording: Recording, mapping: InputMapping? = nil, into scene: some ReplayScene,
    source: String = "recording", variant: ReplayVariant, check: String,
    checks: [ReplayCheck] = [], limit: Int = 4_000, after steps: [ReplayStep] = []
  ) throws(ReplayError) -> ReplayShrink {
    let session = ShrinkSession(
      scene: scene, mapping: mapping, source: source, check: check, checks: checks, limit: limit,
      settings: settings, recording: recording, variant: variant)
    session.steps = steps
    session.keptSteps = Array(steps.indices)
    var real = mapping ?? Self.mapping(for: scene)
    if let reading = settings.touchpadReading { real.touchpadReading = reading }
    session.bounds = ShrinkBounds(recording, mapping: real, gesture: settings.gesture)
    guard let first = session.failing(session.tape, variant, gesture: settings.gesture) else {
      throw .noInput("the variant '\(variant.descriptor)' does not fail '\(check)' to begin with")
    }
    session.last = first
    let before = ReplayShrink.Size(
      inputFrames: first.input.count, evdevFrames: session.tape.units.count,
      duration: session.tape.duration)

    // The gesture alone (gesture 0 of what is left).
    var resolved = mapping ?? Self.mapping(for: scene)
    if let reading = settings.touchpadReading { resolved.touchpadReading = reading }
    if let frames = try? ReplayInput.frames(
      of: recording, mapping: resolved, gesture: settings.gesture),
      let start = frames.first?.time, let end = frames.last?.time
    {
      let window = (start.nanoseconds / 1_000)...(end.nanoseconds / 1_000)
      for candidate in [
        session.tape.keeping(window), session.tape.keeping(Int64.min...window.upperBound),
      ] where session.accept(candidate, gesture: 0) {
        session.base.gesture = 0
        break
      }
    }

    session.simplifyVariant()
    session.removeSteps()
    // Other devices, then other fingers.
    for device in session.tape.devicesInUse.reversed() where session.tape.devicesInUse.count > 1 {
      _ = session.accept(session.tape.removingDevice(device))
    }
    for (device, slot) in session.tape.secondarySlots {
      _ = session.accept(session.tape.removingSlot(slot, of: device))
    }
    for round in 0..<2 {
      let unitsBefore = session.tape.units.count
      session.removeUnits()
      // Faster, then each pause shorter (the release earlier).
      while session.tape.duration > .milliseconds(2),
        session.accept(session.tape.compressed(by: 2))
      {}
      var index = session.tape.units.count - 1
      while index > 0 {
        if let candidate = session.tape.halvingGap(before: index), session.accept(candidate) {
          continue
        }
        index -= 1
      }
      session.simplifyVariant()
      if round == 0, session.tape.units.count == unitsBefore { break }
    }

    let shrunk = session.tape.rebased()
    var result = session.variant.applied(to: session.base)
    result.gesture = session.base.gesture
    let after = ReplayShrink.Size(
      inputFrames: session.last?.input.count ?? 0, evdevFrames: shrunk.units.count,
      duration: shrunk.duration)
    var made = ReplayShrink(
      recording: shrunk.recording(), variant: session.variant, settings: result, check: check,
      result: session.last ?? first, before: before, after: after, replays: session.replays)
    made.explanation = session.explain(from: variant)
    made.timing = session.probeTiming()
    made.checks = checks
    made.keptSteps = session.keptSteps
    return made
  }

  /// The smallest subset of `items` (in order) for which `fails` holds, found by removing
  /// chunks as ddmin does (Zeller and Hildebrandt 2002): halves, then quarters, and so on,
  /// keeping any removal after which `fails` still holds. `fails(items)` is assumed.
  static func ddmin(_ items: [Int], fails: ([Int]) -> Bool) -> [Int] {
    var current = items
    var chunks = 2
    while current.count >= 1 {
      let size = max(1, (current.count + chunks - 1) / chunks)
      var reduced = false
      var start = 0
      while start < current.count {
        let end = min(start + size, current.count)
        let complement = Array(current[..<start] + current[end...])
        if complement.count < current.count, fails(complement) {
          current = complement
          reduced = true
          chunks = max(chunks - 1, 2)
          break
        }
        start = end
      }
      if !reduced {
        if size == 1 { break }
        chunks = min(chunks * 2, current.count)
      }
    }
    return current
  }
}

/// The state of one shrink: the tape and variant so far, the last failing replay, the count.
@MainActor
final class ShrinkSession<Scene: ReplayScene> {
  let scene: Scene
  let mapping: InputMapping?
  let source: String
  let check: String
  let checks: [ReplayCheck]
  let limit: Int
  var base: ReplaySettings
  var tape: ShrinkTape
  var variant: ReplayVariant
  var last: ReplayResult?
  var replays = 0
  /// The steps run before every replay of the gesture.
  var steps: [ReplayStep] = []
  /// The indices, into the steps the shrink began with, of those it kept.
  var keptSteps: [Int] = []
  /// What a candidate must keep to stay a gesture a finger makes (``ShrinkBounds``); nil: none
  /// known (the original's touches could not be read).
  var bounds: ShrinkBounds?

  init(
    scene: Scene, mapping: InputMapping?, source: String, check: String, checks: [ReplayCheck],
    limit: Int, settings: ReplaySettings, recording: Recording, variant: ReplayVariant
  ) {
    self.scene = scene
    self.mapping = mapping
    self.source = source
    self.check = check
    self.checks = checks
    self.limit = limit
    self.base = settings
    self.tape = ShrinkTape(recording)
    self.variant = variant
  }

  /// The replay of `candidate` under `variant` with `gesture`, if it fails the check and stays
  /// within ``bounds``.
  func failing(_ candidate: ShrinkTape, _ variant: ReplayVariant, gesture: Int?) -> ReplayResult? {
    guard replays < limit else { return nil }
    if let bounds, !bounds.admits(candidate.recording(), gesture: gesture, variant: variant) {
      return nil
    }
    replays += 1
    var settings = variant.applied(to: base)
    settings.gesture = gesture
    guard
      let result = try? Replayer(settings: settings).replay(
        candidate.recording(), mapping: mapping, after: steps, into: scene, source: source)
    else { return nil }
    let failures = Replayer.huntFailures(of: result, variant: variant, checks: checks)
    return failures.contains { $0.check == check } ? result : nil
  }

  /// Which parts of `original` (the hunt's variant) the failure needs: each part kept by the
  /// shrink is removed in turn and the shrunk tape replayed (a part whose removal still fails
  /// does not matter); the parts the shrink dropped did not matter. A few replays beyond the
  /// limit: one per kept part.
  func explain(from original: ReplayVariant) -> [ReplayShrink.Part] {
    func tokens(_ variant: ReplayVariant) -> [String] {
      variant == .recorded ? [] : variant.descriptor.split(separator: " ").map(String.init)
    }
    let kept = tokens(variant)
    var parts: [ReplayShrink.Part] = []
    for token in kept {
      let rest = kept.filter { $0 != token }
      guard
        let without = rest.isEmpty
          ? ReplayVariant.recorded : try? ReplayVariant(descriptor: rest.joined(separator: " "))
      else { continue }
      let saved = replays
      replays = 0
      let stillFails = failing(tape, without, gesture: base.gesture) != nil
      replays = saved + 1
      parts.append(ReplayShrink.Part(token: token, matters: !stillFails))
    }
    for token in tokens(original) where !kept.contains(token) {
      parts.append(ReplayShrink.Part(token: token, matters: false))
    }
    return parts
  }

  /// How the shrunk failure depends on time, each probed on the shrunk tape under its variant
  /// (a few replays beyond the limit): the other frame rates (unless the variant sets one), half
  /// and double speed (unless it sets one), and without a rest of more than 50 ms before the
  /// last frame (the lift), cut to one 60 Hz frame.
  func probeTiming() -> [ReplayShrink.Probe] {
    var probes: [ReplayShrink.Probe] = []
    func probe(_ change: String, _ candidate: ShrinkTape, _ varied: ReplayVariant) {
      let saved = replays
      replays = 0
      let fails = failing(candidate, varied, gesture: base.gesture) != nil
      replays = saved + 1
      probes.append(ReplayShrink.Probe(change: change, stillFails: fails))
    }
    if variant.frameRate == nil {
      for rate in ReplaySettings.supportedFrameRates where rate != base.frameRate {
        var varied = variant
        varied.frameRate = rate
        probe("fps:\(rate)", tape, varied)
      }
    }
    if variant.speed == nil {
      for speed in [0.5, 2] {
        var varied = variant
        varied.speed = speed
        probe("speed:\(speed == 2 ? "2" : "0.5")", tape, varied)
      }
    }
    let rest = tape.lastGap
    if rest > 50_000, let without = tape.shorteningGap(before: tape.units.count - 1, to: 16_667) {
      probe("no rest of \(rest / 1_000) ms before the lift", without, variant)
    }
    return probes
  }

  /// Takes `candidate` (with `gesture`, else the current one) when it still fails.
  func accept(_ candidate: ShrinkTape, gesture: Int?? = nil) -> Bool {
    guard let result = failing(candidate, variant, gesture: gesture ?? base.gesture) else {
      return false
    }
    tape = candidate
    last = result
    return true
  }

  /// A simpler variant while one still fails.
  func simplifyVariant() {
    var changed = true
    while changed {
      changed = false
      for simpler in variant.simplerVariants() {
        if let result = failing(tape, simpler, gesture: base.gesture) {
          variant = simpler
          last = result
          changed = true
          break
        }
      }
    }
  }

  /// Steps left out, the last first, each when the failure stays without it and the gesture
  /// still lands on the same screen (a tap that opened the screen under test is needed even when
  /// the gesture fails on the screen before it: that is another failure). A `twice:` tap's
  /// index follows the steps it names; leaving that tap out leaves out the knob too.
  func removeSteps() {
    func screen(_ result: ReplayResult?) -> String? {
      result?.steps.first(where: \.isUnderTest)?.screen ?? result?.firstScreen
    }
    let original = screen(last)
    for index in steps.indices.reversed() {
      var candidate = steps
      candidate.remove(at: index)
      var varied = variant
      if let twice = varied.perturbation.twice {
        if twice == index {
          varied.perturbation.twice = nil
        } else if twice > index {
          varied.perturbation.twice = twice - 1
        }
      }
      let saved = steps
      steps = candidate
      if let result = failing(tape, varied, gesture: base.gesture), screen(result) == original {
        variant = varied
        last = result
        keptSteps.remove(at: index)
      } else {
        steps = saved
      }
    }
  }

  /// Frames left out by ddmin.
  func removeUnits() {
    let original = tape
    let kept = Replayer.ddmin(Array(original.units.indices)) { subset in
      guard
        let result = self.failing(
          original.keepingUnits(Set(subset)), variant, gesture: base.gesture)
      else { return false }
      self.last = result
      return true
    }
    tape = original.keepingUnits(Set(kept))
  }
}

/// A recording as a list of evdev frames in time order, for shrinking.
struct ShrinkTape {
  var descriptions: [DeviceDescription]
  var metadata: RecordingMetadata
  /// The frames, each a device's events up to its `SYN_REPORT`.
  var units: [(device: Int, events: [InputEvent])]

  init(_ recording: Recording) {
    descriptions = recording.devices.map(\.description)
    metadata = recording.metadata
    units = recording.timeOrderedFrames.map { ($0.device, Array($0.frame.events)) }
  }

  private init(
    descriptions: [DeviceDescription], metadata: RecordingMetadata,
    units: [(device: Int, events: [InputEvent])]
  ) {
    self.descriptions = descriptions
    self.metadata = metadata
    self.units = units
  }

  private func with(_ units: [(device: Int, events: [InputEvent])]) -> ShrinkTape {
    ShrinkTape(descriptions: descriptions, metadata: metadata, units: units)
  }

  /// The recording (devices without frames left out).
  func recording() -> Recording {
    var events = [[InputEvent]](repeating: [], count: descriptions.count)
    for unit in units { events[unit.device] += unit.events }
    let devices = descriptions.indices.compactMap { index -> RecordedDevice? in
      events[index].isEmpty
        ? nil : RecordedDevice(description: descriptions[index], events: events[index])
    }
    return Recording(devices: devices, metadata: metadata)
  }

  /// From the first event to the last.
  var duration: VirtualDuration {
    let times = units.flatMap { $0.events.map(\.time.microseconds) }
    guard let first = times.min(), let last = times.max() else { return .zero }
    return .nanoseconds((last - first) * 1_000)
  }

  /// The devices that still have frames.
  var devicesInUse: [Int] {
    Array(Set(units.map(\.device))).sorted()
  }

  /// The frames whose time (µs) lies in `window`.
  func keeping(_ window: ClosedRange<Int64>) -> ShrinkTape {
    with(units.filter { window.contains($0.events.last?.time.microseconds ?? 0) })
  }

  /// The frames at `kept` indices; each frame left out hands its events (all but its
  /// `SYN_REPORT`) to the next frame of its device kept, so that device's state after that frame
  /// is what it was (moves merge); what is left over at the end goes.
  func keepingUnits(_ kept: Set<Int>) -> ShrinkTape {
    var pending: [Int: [InputEvent]] = [:]
    var result: [(device: Int, events: [InputEvent])] = []
    for (index, unit) in units.enumerated() {
      if kept.contains(index) {
        result.append((unit.device, (pending.removeValue(forKey: unit.device) ?? []) + unit.events))
      } else {
        pending[unit.device, default: []] += unit.events.filter { !$0.isSynReport }
      }
    }
    return with(result)
  }

  /// Without `device`'s frames.
  func removingDevice(_ device: Int) -> ShrinkTape {
    with(units.filter { $0.device != device })
  }

  /// The multitouch slots (type B) other than the first one used, per device.
  var secondarySlots: [(device: Int, slot: Int32)] {
    var found: [(Int, Int32)] = []
    for device in devicesInUse {
      var slots: [Int32] = []
      var current: Int32 = 0
      var any = false
      for unit in units where unit.device == device {
        for event in unit.events where event.type == InputCode.EV_ABS {
          if event.code == InputCode.ABS_MT_SLOT {
            current = event.value
          } else if event.code == InputCode.ABS_MT_TRACKING_ID, event.value >= 0 {
            any = true
            if !slots.contains(current) { slots.append(current) }
          }
        }
      }
      if any { found += slots.dropFirst().map { (device, $0) } }
    }
    return found
  }

  /// Without the multitouch events of `slot` on `device` (its finger never touches).
  func removingSlot(_ slot: Int32, of device: Int) -> ShrinkTape {
    var current: Int32 = 0
    var result: [(device: Int, events: [InputEvent])] = []
    for unit in units {
      guard unit.device == device else {
        result.append(unit)
        continue
      }
      var events: [InputEvent] = []
      for event in unit.events {
        if event.type == InputCode.EV_ABS, event.code == InputCode.ABS_MT_SLOT {
          current = event.value
          events.append(event)
        } else if current == slot, event.type == InputCode.EV_ABS,
          (InputCode.ABS_MT_SLOT...InputCode.ABS_MT_TOOL_Y).contains(event.code)
        {
          continue
        } else {
          events.append(event)
        }
      }
      result.append((unit.device, events))
    }
    return with(result)
  }

  /// Every time brought `factor` times closer to the first event's (whole microseconds).
  func compressed(by factor: Int64) -> ShrinkTape {
    guard let first = units.first?.events.first?.time.microseconds else { return self }
    return with(
      units.map { unit in
        (
          unit.device,
          unit.events.map { event in
            var copy = event
            copy.time = Timestamp(microseconds: first + (event.time.microseconds - first) / factor)
            return copy
          }
        )
      })
  }

  /// Frame `index` and everything after it moved earlier by half the pause before it (nil when
  /// that pause is under 2 ms).
  /// The same frames with the pause before frame `index` (a lift, say) cut to `microseconds`,
  /// the frames from it on moved earlier; nil when the pause is not longer than that.
  func shorteningGap(before index: Int, to microseconds: Int64) -> ShrinkTape? {
    guard index > 0, index < units.count,
      let previous = units[index - 1].events.last?.time.microseconds,
      let current = units[index].events.last?.time.microseconds,
      current - previous > microseconds
    else { return nil }
    let shift = current - previous - microseconds
    var moved = units
    for position in index..<moved.count {
      moved[position].events = moved[position].events.map { event in
        var copy = event
        copy.time = Timestamp(microseconds: event.time.microseconds - shift)
        return copy
      }
    }
    return with(moved)
  }

  /// The pause before the last frame in microseconds (0 with fewer than two frames).
  var lastGap: Int64 {
    guard units.count >= 2, let previous = units[units.count - 2].events.last?.time.microseconds,
      let last = units[units.count - 1].events.last?.time.microseconds
    else { return 0 }
    return last - previous
  }

  /// The same frames with the pause before frame `index` halved (nil under 2 ms).
  func halvingGap(before index: Int) -> ShrinkTape? {
    guard index > 0, index < units.count,
      let previous = units[index - 1].events.last?.time.microseconds,
      let current = units[index].events.last?.time.microseconds, current - previous >= 2_000
    else { return nil }
    return shorteningGap(before: index, to: current - previous - (current - previous) / 2)
  }

  /// The same frames with the first event at zero.
  func rebased() -> ShrinkTape {
    guard let first = units.flatMap({ $0.events.map(\.time.microseconds) }).min() else {
      return self
    }
    return with(
      units.map { unit in
        (
          unit.device,
          unit.events.map { event in
            var copy = event
            copy.time = Timestamp(microseconds: event.time.microseconds - first)
            return copy
          }
        )
      })
  }
}

extension ReplayVariant {
  /// Variants one step simpler, most helpful first: each knob left out, each stall halved.
  func simplerVariants() -> [ReplayVariant] {
    var found: [ReplayVariant] = []
    func adding(_ change: (inout ReplayVariant) -> Void) {
      var copy = self
      change(&copy)
      if copy != self { found.append(copy) }
    }
    adding { $0.perturbation.dropped = [] }
    adding { $0.perturbation.cut = nil }
    adding { $0.perturbation.secondTouch = nil }
    adding { $0.perturbation.hold = nil }
    adding { $0.perturbation.again = nil }
    adding { $0.perturbation.early = nil }
    adding { $0.perturbation.twice = nil }
    adding { $0.jitter = nil }
    adding { $0.speed = nil }
    adding { $0.frameRate = nil }
    adding { $0.timing.phase = .zero }
    adding { $0.timing.release = .recorded }
    for index in perturbation.stalls.indices {
      adding { $0.perturbation.stalls.remove(at: index) }
      let length = perturbation.stalls[index].length.nanoseconds
      if length >= 2_000_000 {
        // Halved, in whole tenths of a millisecond.
        adding { $0.perturbation.stalls[index].length = .nanoseconds(length / 200_000 * 100_000) }
      }
    }
    return found
  }
}

/// What a shrunk tape keeps so that it stays a gesture a finger makes (shrunk tapes used to lose
/// the lift, and so ended as cancelled, exercising another path than the original; or moved in
/// 2 ms what a finger moves in a quarter of a second): the lift, when the original gesture ends
/// lifted and the variant does not cut it; and a finger no faster than the original's fastest
/// moment (with 50 % room), frame to frame.
struct ShrinkBounds {
  let mapping: InputMapping
  /// Whether the original gesture ends with every finger up.
  let endsLifted: Bool
  /// The original's fastest finger, in points per second.
  let maximumSpeed: Double

  /// The bounds of `recording`'s gesture `gesture` under `mapping`; nil when it has no touches.
  init?(_ recording: Recording, mapping: InputMapping, gesture: Int?) {
    guard
      let frames = try? ReplayInput.frames(of: recording, mapping: mapping, gesture: gesture),
      let last = frames.last
    else { return nil }
    self.mapping = mapping
    endsLifted = !last.isDown
    maximumSpeed = Self.fastest(frames)
  }

  /// Whether `recording`'s gesture `gesture` keeps the lift (unless `variant` cuts the gesture)
  /// and no finger moves faster than 1.5 × the original's fastest.
  func admits(_ recording: Recording, gesture: Int?, variant: ReplayVariant) -> Bool {
    guard let frames = try? ReplayInput.frames(of: recording, mapping: mapping, gesture: gesture),
      let last = frames.last
    else { return false }
    if endsLifted, variant.perturbation.cut == nil, last.isDown { return false }
    return Self.fastest(frames) <= maximumSpeed * 1.5 + 1
  }

  /// The fastest move of the first touch between two frames that both have it down, in points
  /// per second (a move within the same instant counts as 1 ms).
  static func fastest(_ frames: [TouchFrame]) -> Double {
    var fastest = 0.0
    var previous: (time: Int64, point: CGPoint)?
    for frame in frames {
      guard let touch = frame.touches.first(where: { $0.phase.isDown }) else {
        previous = nil
        continue
      }
      let time = frame.time.nanoseconds
      if let previous {
        let dx = Double(touch.location.x - previous.point.x)
        let dy = Double(touch.location.y - previous.point.y)
        let seconds = max(Double(time - previous.time), 1_000_000) / 1e9
        fastest = max(fastest, (dx * dx + dy * dy).squareRoot() / seconds)
      }
      previous = (time, touch.location)
    }
    return fastest
  }
}
