/// A view that jumped at or after the release: on a display frame with no finger move it moved
/// much further than it did on the frames around it (a discontinuity, not a fast animation),
/// as the cancelled view that jumps home of Hero #176.
public struct ReplayJump: Hashable, Sendable {
  /// The view's id.
  public var view: String
  /// The display frame it jumped on.
  public var frame: Int
  /// When.
  public var time: VirtualInstant
  /// From where to where.
  public var from: ReplayPoint
  public var to: ReplayPoint
  /// How far it moved on that frame, in points.
  public var distance: Double

  /// The smallest move that counts as a jump, in points.
  public static let minimum = 40.0
  /// How many times the larger of the move on the frame before it and the onward part of the
  /// move on the frame after it (along its own direction) a move must be.
  public static let spikeRatio = 3.0

  /// Every jump in `result` into a frame after the release, in time order: a frame-to-frame
  /// move of a tracked view of at least ``minimum`` points, between two frames across which
  /// the app heard no finger move (the
  /// driving recognizer's location, as delivered before each frame), and at least
  /// ``spikeRatio`` times the view's move on the frame before and the onward part of its move
  /// on the frame after (so a fast but smooth
  /// animation is not a jump, and a view that leaps and then stays, or leaps and leaps back,
  /// is).
  public static func find(in result: ReplayResult) -> [ReplayJump] {
    let frames = result.timeline
    let heard = HeardFinger(result)
    let release = result.outcome.release ?? result.input.last?.time ?? .zero
    guard frames.count >= 2 else { return [] }
    var jumps: [ReplayJump] = []
    var ids: [String] = []
    var seen: Set<String> = []
    for frame in frames {
      for view in frame.views where seen.insert(view.id).inserted { ids.append(view.id) }
    }
    for id in ids {
      // The view's move into each frame (nil when it is absent from either frame).
      var moves: [Double?] = [nil]
      for index in 1..<frames.count {
        if let a = frames[index - 1].view(id)?.position, let b = frames[index].view(id)?.position {
          moves.append(a.distance(to: b))
        } else {
          moves.append(nil)
        }
      }
      for index in 1..<frames.count {
        guard let moved = moves[index], moved >= minimum,
          let from = frames[index - 1].view(id)?.position,
          let to = frames[index].view(id)?.position
        else { continue }
        // Only where the app heard no finger move between the two frames: while it does, the
        // view following the finger is followsFinger's business (and a timing variant may
        // deliver a whole drag, or its end, within one frame).
        // From the release on: during the drag, following the finger is followsFinger's
        // business (a timing variant may deliver much of a drag within one frame).
        guard frames[index].time > release else { continue }
        // Not right after a new touch went down (a tap after the release, say): the view
        // answers input there.
        if touchWentDown(in: result.input, after: frames[index - 1].time, upTo: frames[index].time)
        {
          continue
        }
        // Not where a stall froze the screen: the first frame after it catches up at once.
        if result.stalls.contains(where: {
          frames[index - 1].time < $0.end && frames[index].time >= $0.start
        }) {
          continue
        }
        let a = heard.location(before: frames[index - 1].time)
        let b = heard.location(before: frames[index].time)
        if let b, a.map({ $0.distance(to: b) > 1 }) ?? true { continue }
        let previous = index > 1 ? (moves[index - 1] ?? 0) : 0
        // The next move counts only as far as it carries on in the same direction: a view that
        // leaps and comes back is a jump, one that keeps going is an animation.
        var onwards = 0.0
        if index + 1 < frames.count, let after = frames[index + 1].view(id)?.position {
          let step = to - from
          let nextStep = after - to
          onwards = max((step.x * nextStep.x + step.y * nextStep.y) / moved, 0)
        }
        guard moved >= spikeRatio * max(previous, onwards) else { continue }
        jumps.append(
          ReplayJump(
            view: id, frame: frames[index].index, time: frames[index].time, from: from, to: to,
            distance: moved))
      }
    }
    return jumps.sorted { ($0.time, $0.view) < ($1.time, $1.view) }
  }

  /// Whether an input sample in (`start`, `end`] has more touches down than the one before it.
  private static func touchWentDown(
    in input: [ReplayInputSample], after start: VirtualInstant, upTo end: VirtualInstant
  ) -> Bool {
    for index in input.indices where input[index].time > start && input[index].time <= end {
      let before = index > 0 ? input[index - 1].touchCount : 0
      if input[index].touchCount > before { return true }
    }
    return false
  }
}

/// The driving recognizer's location as the app heard it: its samples' locations by the time
/// they were delivered (a sample delivered at a frame's time came after that frame was drawn).
private struct HeardFinger {
  let times: [VirtualInstant]
  let locations: [ReplayPoint]

  init(_ result: ReplayResult) {
    let samples = result.primaryGestureTrack.filter {
      $0.location != nil && ($0.state == .began || $0.state == .changed || $0.state == .ended)
    }
    times = samples.map(\.time)
    locations = samples.compactMap(\.location)
  }

  /// The last location delivered strictly before `time`.
  func location(before time: VirtualInstant) -> ReplayPoint? {
    var low = 0
    var high = times.count
    while low < high {
      let mid = (low + high) / 2
      if times[mid] < time { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : locations[low - 1]
  }
}
