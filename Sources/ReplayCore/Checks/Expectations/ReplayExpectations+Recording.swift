import Foundation

extension ReplayExpectations {
  /// Expectations that `result` meets, to start an expectation file from: the outcome and its
  /// end time (± 0.05 s), completion within 1.5 s of the release, the release translation
  /// (± 1 pt), the first tracked view's position and opacity at the end (± 0.5), and, for that
  /// view, following the finger and not jumping with 2 pt and 10 pt of headroom over what the
  /// replay measured. Review the file before committing it: it pins what the app does now.
  public init(recording: String, scene: String = "demo", result: ReplayResult) {
    self.init(recording: recording, scene: scene)
    let s = result.settings
    settings = SettingsSpec(
      frameRate: s.frameRate, speed: s.speed, gesture: s.gesture,
      touchpadReading: s.touchpadReading)
    outcome = result.outcome.kind
    if let end = result.outcome.end {
      endTime = TimeSpec(seconds: Self.round(end.seconds, 1000), tolerance: 0.05)
    }
    if result.outcome.kind == .finished || result.outcome.kind == .cancelled {
      notStuckWithin = 1.5
    }
    if let sample = result.releaseSample {
      release = ReleaseSpec(
        translation: ReplayPoint(
          x: Self.round(sample.translation.x, 100), y: Self.round(sample.translation.y, 100)),
        translationTolerance: 1)
    }
    if let view = result.timeline.last?.views.first {
      views = [
        ViewSpec(
          view: view.id, at: "end",
          position: ReplayPoint(
            x: Self.round(view.position.x, 100), y: Self.round(view.position.y, 100)),
          opacity: Self.round(view.opacity, 100), tolerance: 0.5)
      ]
      let selector = ViewSelector.named(view.id)
      if result.outcome.kind != .noTransition,
        let measured = FollowMeasurement.measure(selector, in: result)
      {
        followsFinger = FollowSpec(view: view.id, within: (measured.maximumGap + 2).rounded(.up))
      }
      noJump = NoJumpSpec(
        view: view.id, beyond: (maximumJump(selector, in: result) + 10).rounded(.up))
    }
  }

  private static func round(_ value: Double, _ scale: Double) -> Double {
    (value * scale).rounded() / scale
  }
}
