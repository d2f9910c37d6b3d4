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

  /// The smallest move that counts as a jump, in points, at 60 frames a second; at a lower
  /// frame rate the same motion covers more points a frame, and the minimum grows with it
  /// (80 points at 30 Hz).
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
  /// is). A move of a view that nobody could see on either frame (``ReplayViewState/isVisible``)
  /// is not a jump, nor one a running animation drew on either frame
  /// (``ReplayViewState/isAnimated``: a short animation may cover 40 points in a frame), nor one
  /// into a frame before which a new transition started (the views take its start).
  public static func find(in result: ReplayResult) -> [ReplayJump] {
    let frames = result.timeline
    let heard = HeardFinger(result)
    let release = result.outcome.release ?? result.input.last?.time ?? .zero
    guard frames.count >= 2 else { return [] }
    let threshold = minimum * max(1, 60 / Double(max(result.settings.frameRate, 1)))
    var tracks = ReplayViewTracks(frames)
    var jumps: [ReplayJump] = []
    // Every view's position on the frames around the move into frame `index` (one pass over
    // the frames; a search of every frame for every view was most of a sweep's time).
    // Four arrays turn around: before the move's start, its start, its end and the frame after.
    var beforeFrom = [ReplayPoint?](repeating: nil, count: tracks.ids.count)
    var fromPositions = tracks.positions(onFrame: 0)
    var toPositions = tracks.positions(onFrame: 1)
    var afterPositions: [ReplayPoint?] = []
    for index in 1..<frames.count {
      let hasAfter = index + 1 < frames.count
      if hasAfter { tracks.positions(onFrame: index + 1, into: &afterPositions) }
      // Whether a move into this frame may be a jump at all, worked out for its first
      // candidate (nil: not yet).
      var frameQualifies: Bool?
      for slot in tracks.ids.indices {
        guard let from = fromPositions[slot], let to = toPositions[slot] else { continue }
        let moved = from.distance(to: to)
        guard moved >= threshold else { continue }
        if frameQualifies == nil {
          frameQualifies = qualifies(
            frame: index, of: frames, in: result, heard: heard, release: release)
        }
        guard frameQualifies == true else { break }
        // (Before frame 1 there is no frame: `beforeFrom` starts empty.)
        var previous = 0.0
        if let a = beforeFrom[slot] { previous = a.distance(to: from) }
        // The next move counts only as far as it carries on in the same direction: a view that
        // leaps and comes back is a jump, one that keeps going is an animation.
        var onwards = 0.0
        if hasAfter, let after = afterPositions[slot] {
          let step = to - from
          let nextStep = after - to
          onwards = max((step.x * nextStep.x + step.y * nextStep.y) / moved, 0)
        }
        guard moved >= spikeRatio * max(previous, onwards) else { continue }
        // A move nobody could see (the view covered, off screen or transparent on both frames)
        // is no jump a person meets.
        let id = tracks.ids[slot]
        guard frames[index - 1].showsVisibly(id) || frames[index].showsVisibly(id) else {
          continue
        }
        // Motion a running animation drew (on either frame) is the animation's.
        guard !frames[index - 1].drawsAnimated(id), !frames[index].drawsAnimated(id) else {
          continue
        }
        jumps.append(
          ReplayJump(
            view: tracks.ids[slot], frame: frames[index].index, time: frames[index].time,
            from: from, to: to, distance: moved))
      }
      swap(&beforeFrom, &fromPositions)
      swap(&fromPositions, &toPositions)
      swap(&toPositions, &afterPositions)
    }
    return jumps.sorted { ($0.time, $0.view) < ($1.time, $1.view) }
  }

  /// Whether a view's move into frame `index` may be a jump: after the release, not right
  /// after a new touch went down, not across a stall, and with no finger move heard between
  /// the two frames.
  private static func qualifies(
    frame index: Int, of frames: [ReplayDisplayFrame], in result: ReplayResult,
    heard: HeardFinger, release: VirtualInstant
  ) -> Bool {
    // From the release on: during the drag, following the finger is followsFinger's business
    // (a timing variant may deliver much of a drag within one frame).
    guard frames[index].time > release else { return false }
    // Not right after a new touch went down (a tap after the release, say): the view answers
    // input there.
    if touchWentDown(in: result.input, after: frames[index - 1].time, upTo: frames[index].time) {
      return false
    }
    // Not into the first two frames of a new transition: its views take their start places,
    // then the progress the finger made before it started (the gesture again, whose pan began
    // after the finger had already travelled).
    let start = frames[max(index - 2, 0)].time
    let end = frames[index].time
    if result.transitions.contains(where: { $0.start > start && $0.start <= end }) {
      return false
    }
    // Not where a stall froze the screen: the first frame after it catches up at once.
    for stall in result.stalls
    where frames[index - 1].time < stall.end && frames[index].time >= stall.start {
      return false
    }
    // Only where the app heard no finger move between the two frames.
    let a = heard.location(before: frames[index - 1].time)
    let b = heard.location(before: frames[index].time)
    if let b {
      guard let a else { return false }
      if a.distance(to: b) > 1 { return false }
    }
    return true
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

extension ReplayDisplayFrame {
  /// Whether the view with id `id` is on this frame and could be seen (true for an id the frame
  /// does not show under that id: the check that asked matched it otherwise, by heroID).
  func showsVisibly(_ id: String) -> Bool {
    views.first { $0.id == id }?.isVisible ?? true
  }

  /// Whether a running animation drew the view with id `id` on this frame.
  func drawsAnimated(_ id: String) -> Bool {
    views.first { $0.id == id }?.isAnimated ?? false
  }
}
