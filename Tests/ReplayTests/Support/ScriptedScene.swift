import HeadlessUI
import Replay

/// A scene without Hero whose behaviour is known exactly, to test the stepper: the first touch
/// starts a "transition"; its progress is the finger's downward travel / 600; on the release it
/// finishes when progress > 0.3 (else cancels) and completes `settle` ns later through a clock
/// callback. `neverCompletes` models a stuck transition; `startsTransition: false` a gesture
/// the app ignores. One view, "box", follows the finger.
@MainActor
final class ScriptedScene: ReplayScene {
  var settle: Int64 = 250_000_000
  var neverCompletes = false
  var startsTransition = true

  private var clock: FrameClock?
  private var start: ReplayPoint?
  private var finger = ReplayPoint(x: 0, y: 0)
  private var running = false
  private(set) var deliveries: [VirtualInstant] = []

  func prepare(in context: ReplayContext) -> FrameClock {
    let clock = FrameClock(defaultFramesPerSecond: context.settings.frameRate)
    self.clock = clock
    return clock
  }

  func deliver(_ frame: TouchFrame, in context: ReplayContext) {
    deliveries.append(context.now)
    finger = ReplayPoint(frame.location)
    if start == nil {
      start = finger
      if startsTransition {
        running = true
        context.transitionDidStart()
        context.recordEngineCall(.start)
      }
    }
    let translation = finger - (start ?? finger)
    let state: GestureSampleState =
      frame.activeTouches.isEmpty ? .ended : (deliveries.count == 1 ? .began : .changed)
    context.recordGesture(state: state, translation: translation, velocity: .zero)
    guard running else { return }
    if state == .ended {
      let progress = translation.y / 600
      let finish = progress > 0.3
      context.recordDecision(
        rule: "progress > 0.3", terms: [.init(name: "progress", value: progress)],
        threshold: 0.3, choice: finish ? "finish" : "cancel")
      context.recordEngineCall(finish ? .finish : .cancel, animate: true)
      guard !neverCompletes else { return }
      clock?.schedule(after: .nanoseconds(settle)) { [weak self] in
        self?.running = false
        context.transitionDidEnd(finished: finish)
      }
    } else {
      context.recordEngineCall(.update, progress: translation.y / 600)
    }
  }

  func viewStates() -> [ReplayViewState] {
    [ReplayViewState(id: "box", position: finger, width: 10, height: 10)]
  }

  var transitionProgress: Double? {
    guard running, let start else { return nil }
    return (finger.y - start.y) / 600
  }
}
