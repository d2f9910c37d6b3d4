import InputDevices

/// A gesture's input frames after a ``ReplayPerturbation``, with where its stalls fall: what
/// ``ReplayRun`` delivers.
package struct ReplayInputPlan {
  /// The frames to deliver, in time order.
  package var frames: [TouchFrame]
  /// The frame that ends the gesture (its last frame, or the cancellation of a cut), which the
  /// outcome reports as the release when it lifts every touch; nil for no input.
  package var finalIndex: Int?
  /// Stall lengths in nanoseconds before delivered frames, by delivered index.
  package var stallsBefore: [Int: Int64] = [:]
  /// A stall in nanoseconds right after the frame that started the first transition.
  package var stallAfterStart: Int64 = 0

  /// The frames as they are, the last one ending the gesture.
  init(frames: [TouchFrame]) {
    self.frames = frames
    finalIndex = Self.lastLift(in: frames)
  }

  /// `frames` (a gesture as recorded) under `perturbation`.
  package init(frames recorded: [TouchFrame], perturbation: ReplayPerturbation) {
    var frames: [TouchFrame] = []
    var original: [Int?] = []
    var final = Self.lastLift(in: recorded)

    // A cut: the touches down before frame `cut` end there as cancelled; the rest of the
    // gesture does not arrive.
    var cutAt: Int?
    if let cut = perturbation.cut, cut < recorded.count, recorded[cut - 1].isDown,
      final.map({ cut <= $0 }) ?? true
    {
      cutAt = cut
    }
    // Lost frames: only frames in which every touch just moves or rests (the kernel's resync
    // after SYN_DROPPED still reports touches going down and lifting).
    func isLost(_ index: Int) -> Bool {
      guard perturbation.dropped.contains(where: { $0.contains(index) }) else { return false }
      let frame = recorded[index]
      return !frame.touches.isEmpty
        && frame.touches.allSatisfy { $0.phase == .moved || $0.phase == .stationary }
    }
    for (index, frame) in recorded.enumerated() {
      if let cutAt, index >= cutAt {
        if index == cutAt {
          var cancelled = recorded[cutAt - 1]
          cancelled.time = frame.time
          cancelled.touches = cancelled.touches.filter(\.phase.isDown).map {
            TouchPoint(id: $0.id, phase: .cancelled, location: $0.location)
          }
          cancelled.fingerCount = 0
          cancelled.pointer = nil
          frames.append(cancelled)
          original.append(index)
          final = index
        }
        continue
      }
      if isLost(index) { continue }
      frames.append(frame)
      original.append(index)
    }
    finalIndex = final.flatMap { last in original.firstIndex { $0 == last } }
    // A rest before the end: the ending frame and the rest later, nothing in between.
    if let hold = perturbation.hold, hold > .zero, let end = finalIndex {
      for index in end..<frames.count { frames[index].time = frames[index].time + hold }
    }
    self.frames = frames

    // The gesture again after it ended, with new touch identifiers.
    if let again = perturbation.again, again >= .zero, let end = finalIndex {
      let firstID = (frames.flatMap(\.touches).map(\.id).max() ?? 0) + 1
      let lowestID = frames.flatMap(\.touches).map(\.id).min() ?? 0
      let shift = frames[end].time + again - frames[0].time
      for index in 0...end {
        var copy = frames[index]
        copy.time = copy.time + shift
        copy.touches = copy.touches.map {
          TouchPoint(id: $0.id - lowestID + firstID, phase: $0.phase, location: $0.location)
        }
        let at = self.frames.lastIndex { $0.time <= copy.time }.map { $0 + 1 } ?? 0
        self.frames.insert(copy, at: at)
        original.insert(nil, at: at)
      }
      finalIndex = original.firstIndex { $0 == final }
    }

    // A second touch where the gesture ended, after it ended.
    if let touch = perturbation.secondTouch, let end = finalIndex {
      let ending = frames[end]
      let location = ending.touches.last?.location ?? ending.location
      let id = (self.frames.flatMap(\.touches).map(\.id).max() ?? 0) + 1
      let down = ending.time + touch.delay
      var began = ending
      began.time = down
      began.touches = [TouchPoint(id: id, phase: .began, location: location)]
      began.fingerCount = 1
      began.pointer = nil
      var ended = began
      ended.time = down + touch.duration
      ended.touches = [TouchPoint(id: id, phase: .ended, location: location)]
      ended.fingerCount = 0
      for added in [began, ended] {
        let at = self.frames.lastIndex { $0.time <= added.time }.map { $0 + 1 } ?? 0
        self.frames.insert(added, at: at)
        original.insert(nil, at: at)
      }
      finalIndex = original.firstIndex { $0 == final }
    }

    for stall in perturbation.stalls {
      let length = stall.length.nanoseconds
      let at: Int?
      switch stall.anchor {
      case .start:
        stallAfterStart += length
        continue
      case .down: at = self.frames.firstIndex(where: \.begins)
      case .release: at = finalIndex
      case .frame(let index): at = original.firstIndex { ($0 ?? -1) >= index }
      }
      if let at { stallsBefore[at, default: 0] += length }
    }
  }

  /// The gesture's last frame (the replay reports it as the release when it lifts).
  static func lastLift(in frames: [TouchFrame]) -> Int? {
    frames.isEmpty ? nil : frames.count - 1
  }

  /// For tests: the plan of `frames` under `perturbation`, with its frame times in
  /// milliseconds.
  package static func make(
    _ frames: [TouchFrame], _ perturbation: ReplayPerturbation
  ) -> (
    frames: [TouchFrame], times: [Int64], final: Int?, stalls: [Int: Int64], stallAfterStart: Int64
  ) {
    let plan = ReplayInputPlan(frames: frames, perturbation: perturbation)
    return (
      plan.frames, plan.frames.map { $0.time.nanoseconds / 1_000_000 }, plan.finalIndex,
      plan.stallsBefore, plan.stallAfterStart
    )
  }
}
