import GestureTapeTesting

/// Hand-built replay results whose numbers are known by construction, so every assertion can be
/// checked against values derived by hand.
///
/// The drag: a finger at x = 50 moves down 10 pt every 10 ms from y = 100, for 20 steps; input
/// frame i is at i·10 ms at y = 100 + 10·i, and frame 20 (200 ms, y = 300) is the release. The
/// gesture translation at frame i is (0, 10·i) and the velocity is (0, 1000) pt/s throughout.
/// Display frames run at 60 Hz (frame k at k·10⁹/60 ns) up to frame 33 (550 ms).
/// The view "image_0" (heroID "image_0") sits under the finger during the drag; after the
/// release it animates linearly for 300 ms: to y = 900 with opacity 1 → 0 when the transition
/// finishes (end at 500 ms), back to y = 100 when it cancels. Progress = (y − 100) / 600 during
/// the drag, so 0.333… at the release.
enum SampleReplays {
  enum Ending { case finish, cancel, stuck }

  static let releaseNanoseconds: Int64 = 200_000_000
  static let animationNanoseconds: Int64 = 300_000_000
  static let releaseTime = VirtualInstant(nanoseconds: releaseNanoseconds)
  static let animation = VirtualDuration(nanoseconds: animationNanoseconds)

  static func drag(
    _ ending: Ending = .finish, lagMilliseconds: Int64 = 0, jumpAtFrame: Int? = nil
  ) -> ReplayResult {
    let settings = ReplaySettings(frameRate: 60)
    var input: [ReplayInputSample] = []
    var track: [GestureSample] = []
    var calls: [EngineCall] = [EngineCall(time: 0, kind: .start)]
    for i in 0...20 {
      let time = VirtualInstant(nanoseconds: Int64(i) * 10_000_000)
      let y = 100 + 10 * Double(i)
      input.append(
        ReplayInputSample(
          index: i, time: time, touchCount: i == 20 ? 0 : 1, location: ReplayPoint(x: 50, y: y)))
      let state: GestureSampleState = i == 0 ? .began : (i == 20 ? .ended : .changed)
      track.append(
        GestureSample(
          inputFrame: i, time: time, state: state, translation: ReplayPoint(x: 0, y: y - 100),
          velocity: ReplayPoint(x: 0, y: 1000)))
      if state == .changed {
        calls.append(EngineCall(time: time, kind: .update, progress: (y - 100) / 600))
      }
    }
    switch ending {
    case .finish: calls.append(EngineCall(time: releaseTime, kind: .finish, animate: true))
    case .cancel, .stuck: calls.append(EngineCall(time: releaseTime, kind: .cancel, animate: true))
    }

    func fingerY(_ time: Int64) -> Double {
      let step = min(20, max(0, time / 10_000_000))
      return 100 + 10 * Double(step)
    }
    var timeline: [ReplayDisplayFrame] = []
    for k in 0...33 {
      let nanoseconds = Int64(k) * 1_000_000_000 / 60
      let time = VirtualInstant(nanoseconds: nanoseconds)
      var y: Double
      var opacity = 1.0
      var progress: Double?
      if time <= releaseTime {
        y = fingerY(nanoseconds - lagMilliseconds * 1_000_000)
        progress = (y - 100) / 600
      } else {
        let fraction = min(1, (time - releaseTime).seconds / animation.seconds)
        switch ending {
        case .finish:
          y = 300 + 600 * fraction
          opacity = 1 - fraction
          progress = fraction < 1 ? 1.0 / 3 + fraction * (2.0 / 3) : nil
        case .cancel:
          y = 300 - 200 * fraction
          progress = fraction < 1 ? 1.0 / 3 * (1 - fraction) : nil
        case .stuck:
          y = 300
          progress = 1.0 / 3
        }
      }
      if k == jumpAtFrame { y += 200 }
      let view = ReplayViewState(
        id: "image_0", heroID: "image_0", position: ReplayPoint(x: 50, y: y), width: 100,
        height: 80, opacity: opacity, scale: 1)
      timeline.append(ReplayDisplayFrame(index: k, time: time, progress: progress, views: [view]))
    }
    let outcome: ReplayOutcome
    switch ending {
    case .finish:
      outcome = ReplayOutcome(
        kind: .finished, transitionStart: 0, release: releaseTime,
        end: releaseTime + animation, progressAtRelease: 1.0 / 3)
    case .cancel:
      outcome = ReplayOutcome(
        kind: .cancelled, transitionStart: 0, release: releaseTime,
        end: releaseTime + animation, progressAtRelease: 1.0 / 3)
    case .stuck:
      outcome = ReplayOutcome(
        kind: .stuck, transitionStart: 0, release: releaseTime, progressAtRelease: 1.0 / 3)
    }
    // progress 1/3 + velocity.y / height 1000/600 = 2.0 > 0.3 → finish.
    let decision = ReplayDecision(
      time: releaseTime, rule: "progress + velocity.y / height > 0.3",
      terms: [
        .init(name: "progress", value: 1.0 / 3),
        .init(name: "velocity.y / height", value: 1000.0 / 600),
      ],
      threshold: 0.3, choice: ending == .finish ? "finish" : "cancel")
    return ReplayResult(
      source: "sample-drag", settings: settings, outcome: outcome, input: input,
      gestureTrack: track, timeline: timeline, engineCalls: calls, decisions: [decision])
  }

  /// The finished drag whose handler called update after finish (the misuse of Hero #90).
  static func updateAfterFinish() -> ReplayResult {
    var result = drag(.finish)
    result.engineCalls.append(
      EngineCall(time: releaseTime + .milliseconds(16), kind: .update, progress: 0.4))
    return result
  }
}
