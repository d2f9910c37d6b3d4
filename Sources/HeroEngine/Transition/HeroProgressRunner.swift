import Foundation

/// Hero's progress runner (docs/spec/HERO.md §3.4): after finish/cancel (or for an auto-run) it moves the
/// progress linearly by one display-link frame duration per frame — a frame-count clock —
/// and completes the transition within 1/120 s of the end.
@preconcurrency @MainActor
final class HeroProgressRunner {
  var transition: HeroTransition? {
    get { transitionReference.object }
    set { transitionReference = WeakReference(newValue) }
  }
  var transitionReference = WeakReference<HeroTransition>(nil)
  private(set) var isRunning = false
  private(set) var timePassed: Double = 0
  private(set) var duration: Double = 0
  private(set) var isReversed = false

  func start(timePassed: Double, totalTime: Double, reverse: Bool) {
    stop()
    self.timePassed = timePassed
    self.duration = totalTime
    self.isReversed = reverse
    isRunning = true
  }

  func stop() {
    isRunning = false
  }

  /// One display frame of `frameDuration` seconds.
  func step(frameDuration: Double) {
    guard isRunning, let transition else { return }
    timePassed += isReversed ? -frameDuration : frameDuration
    if isReversed, timePassed <= 1.0 / 120 {
      transition.complete(finished: false)
      stop()
      return
    }
    if !isReversed, timePassed > duration - 1.0 / 120 {
      transition.complete(finished: true)
      stop()
      return
    }
    transition.runnerDidUpdate(progress: timePassed / duration)
  }
}
