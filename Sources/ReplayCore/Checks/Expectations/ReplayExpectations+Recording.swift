import Foundation

extension ReplayExpectations {
  /// Expectations that `result` meets, to start an expectation file from: the outcome and its
  /// end time (± 0.05 s), completion within 1.5 s of the release, the release translation
  /// (± 1 pt), the first tracked view's position and opacity at the end (± 0.5), and, for that
  /// view, following the finger and not jumping with 2 pt and 10 pt of headroom over what the
  /// replay measured. Review the file before committing it: it pins what the app does now.
  public init(recording: String, scene: String = "demo", result: ReplayResult) {
    let s = result.settings
    var checks: [ReplayCheck] = []
    let end = result.outcome.end.map { VirtualInstant.seconds(Self.round($0.seconds, 1000)) }
    checks.append(.outcome(result.outcome.kind, at: end, tolerance: .milliseconds(50)))
    if result.outcome.kind == .finished || result.outcome.kind == .cancelled {
      checks.append(.notStuck(within: .milliseconds(1500)))
    }
    if let sample = result.releaseSample {
      checks.append(
        .release(
          translation: ReplayPoint(
            x: Self.round(sample.translation.x, 100), y: Self.round(sample.translation.y, 100)),
          translationTolerance: .absolute(1)))
    }
    if let view = result.timeline.last?.views.first {
      let selector = ViewSelector.named(view.id)
      let position = ReplayPoint(
        x: Self.round(view.position.x, 100), y: Self.round(view.position.y, 100))
      checks.append(.view(selector, at: .end, .position(position), tolerance: .absolute(0.5)))
      checks.append(
        .view(
          selector, at: .end, .opacity(Self.round(view.opacity, 100)), tolerance: .absolute(0.5)))
      if result.outcome.kind != .noTransition,
        let measured = FollowMeasurement.measure(selector, in: result)
      {
        checks.append(.followsFinger(selector, within: (measured.maximumGap + 2).rounded(.up)))
      }
      checks.append(
        .noJump(selector, beyond: (maximumJump(selector, in: result) + 10).rounded(.up)))
    }
    self.init(
      recording: recording, scene: scene,
      settings: SettingsSpec(
        frameRate: s.frameRate, speed: s.speed, gesture: s.gesture,
        touchpadReading: s.touchpadReading),
      checks: checks)
  }

  private static func round(_ value: Double, _ scale: Double) -> Double {
    (value * scale).rounded() / scale
  }
}
