import Foundation
import HeadlessUI

extension HeroTransition {
  /// Makes sure a display link ticks while it has work: the runner, or timeline recording
  /// during `.animating`.
  func startFrames() {
    guard displayLink == nil, let clock = activeClock else { return }
    guard runner.isRunning || isRecordingTimeline else { return }
    displayLink = CADisplayLink(clock: clock) { [weak self] link in
      self?.displayFrame(link)
    }
  }

  func stopFrames() {
    displayLink?.invalidate()
    displayLink = nil
  }

  /// One display frame: record what shows at the frame's time, then step the runner (which
  /// may complete the transition).
  func displayFrame(_ link: CADisplayLink) {
    if isRecordingTimeline, state == .animating { recordFrame() }
    if runner.isRunning {
      runner.step(frameDuration: link.duration)
    } else if !isRecordingTimeline || state != .animating {
      stopFrames()
    }
  }

  /// Appends the presentation of every animated view at the current clock time.
  public func recordFrame() {
    timeline.frames.append(currentFrame())
  }

  /// The presentation of every animated view now, in container coordinates.
  public func currentFrame() -> HeroTimeline.Frame {
    let now = self.now
    let contexts = animator.contexts
    var views: [HeroTimeline.ViewState] = []
    views.reserveCapacity(contexts.count)
    for context in contexts {
      let look = context.frameLook(at: now)
      let toParent = look.transformToParent
      let parentMap = context.parent?.containerMap
      let map = parentMap.map { toParent.concatenating($0) } ?? toParent
      context.containerMap = map
      let position: CGPoint
      if let parentMap {
        position = look.position.applying(parentMap)
      } else {
        position = look.position
      }
      var linear = map
      linear.tx = 0
      linear.ty = 0
      let frame = CGRect(origin: .zero, size: look.size).applying(map)
      views.append(
        HeroTimeline.ViewState(
          key: context.identifier, isAppearing: context.appearing, position: position,
          size: look.size, transform: linear, frame: frame, opacity: look.opacity,
          cornerRadius: look.cornerRadius, zPosition: look.zPosition, order: context.order))
    }
    return HeroTimeline.Frame(
      time: clockNanoseconds, progress: progress, state: state, isInteractive: interactive,
      views: views)
  }

  /// The presented look of the snapshot of `view` now (nil if Hero does not animate it).
  public func presentation(of view: UIView) -> HeroLayerState? {
    animator.context(for: view)?.presentation(at: now)
  }
}
