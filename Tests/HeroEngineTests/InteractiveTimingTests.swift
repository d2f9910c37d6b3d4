import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// Seek, finish, cancel, apply and the runner on one disappearing 100 × 100 box at (50, 50)
/// in a 300 × 600 window at 60 Hz (no default animation, so the box is the only animated
/// view and `totalDuration` is its own).
///
/// Follows Hero 1.6.4 Sources/Transition/HeroTransition+Interactive.swift:33-133 (update,
/// finish, cancel, apply, changeTarget), HeroTransition.swift:185-199 (`complete(after:)`),
/// HeroProgressRunner.swift:43-67, Animator/HeroDefaultAnimator.swift:28-46 and 63-121
/// (durations) and Animator/HeroCoreAnimationViewContext.swift:345-435 (apply, changeTarget,
/// resume, seek).
@MainActor
@Suite struct InteractiveTimingTests {
  /// Explicit duration 1 s, linear, moving 200 pt to x = 250: x(p) = 50 + 200·p.
  func explicitStage(fps: Int = 60, curve: CAMediaTimingFunction = .linear) -> (Stage, UIView) {
    let stage = Stage(fps: fps)
    let box = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 100, height: 100),
      [.position(CGPoint(x: 250, y: 50)), .duration(1), .timingFunction(curve)])
    return (stage, box)
  }

  /// Automatic duration, linear, moving 300 pt to x = 350: d = 0.208 + 300/3000 = 0.308.
  func autoStage(fps: Int = 60) -> (Stage, UIView) {
    let stage = Stage(fps: fps)
    let box = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 100, height: 100),
      [.position(CGPoint(x: 350, y: 50)), .timingFunction(.linear)])
    return (stage, box)
  }

  func completionTime(_ stage: Stage) -> Int64? {
    stage.engine.timeline.stateChanges.first { $0.state == .completing }?.time
  }

  // Linear: x = 50 + 200·p; at p = 1 the −0.001 clamp shows local time 0.999: 249.8.
  @Test(arguments: [(0.25, 100.0), (0.5, 150.0), (1.0, 249.8)])
  func linearSeek(progress: Double, x: Double) {
    let (stage, box) = explicitStage()
    stage.start()
    #expect(stage.engine.interactive == false)  // auto-run started
    stage.engine.update(CGFloat(progress))
    #expect(stage.engine.interactive)
    #expect(close(stage.position(box), CGPoint(x: x, y: 50), 1e-6))
  }

  // `.standard`: by the curve's hand values (TimingFunctionTests) 0.2125 → 0.15625,
  // 0.35 → 0.5, 0.5625 → 0.84375; x = 50 + 200·eased: 81.25, 150, 218.75.
  @Test(arguments: [(0.2125, 81.25), (0.35, 150.0), (0.5625, 218.75)])
  func standardSeek(progress: Double, x: Double) {
    let (stage, box) = explicitStage(curve: .standard)
    stage.start()
    stage.engine.update(CGFloat(progress))
    #expect(close(stage.position(box), CGPoint(x: x, y: 50), 1e-5))
  }

  // One 300 pt move without duration: totalDuration = 0.208 + 300/3000 = 0.308.
  @Test func optimizedDurationOfAMove() {
    let (stage, _) = autoStage()
    stage.start()
    #expect(close(stage.engine.totalDuration, 0.308))
  }

  // A: 300 pt, delay 0.1 → 0.1 + 0.308 = 0.408. B: spring(100, 10), delay 0.05, explicit
  // 0.2 s that the spring outlasts: 0.05 + max(0.2, 1.410319) = 1.460319. Total = max.
  @Test func totalDurationWithDelaysAndSprings() {
    let stage = Stage()
    stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 100, height: 100),
      [.position(CGPoint(x: 350, y: 50)), .delay(0.1)])
    stage.box(
      in: stage.from.view, CGRect(x: 0, y: 200, width: 100, height: 100),
      [
        .position(CGPoint(x: 50, y: 400)), .spring(stiffness: 100, damping: 10), .duration(0.2),
        .delay(0.05),
      ])
    stage.start()
    #expect(close(stage.engine.totalDuration, 1.460319, 1e-5))
  }

  // Explicit, finish from 0.6: x = 170; run = d − (tp − δ) = 1 − 0.6 = 0.4 s from 170 to 250;
  // at +0.2 s x = 210. Runner: T' = 0.4 / 0.4 = 1, t from 0.6 by 1/60 until t > 1 − 1/120:
  // 24 frames → completion at 0.4 s.
  @Test func explicitFinishFromPointSix() {
    let (stage, box) = explicitStage()
    stage.start()
    stage.engine.update(0.6)
    #expect(close(stage.position(box).x, 170))
    stage.engine.finish()
    #expect(stage.engine.interactive == false)
    stage.advance(0.2)
    #expect(close(stage.position(box).x, 210, 1e-6))
    stage.clock.runUntilIdle()
    #expect(stage.finished == true)
    #expect(completionTime(stage) == 400_000_000)
  }

  // Explicit, cancel from 0.6: the quirk runs the FORWARD remaining 0.4 s (not the 0.6 s
  // elapsed), from 170 back to 50: at +0.2 s x = 110. Runner: T' = 0.4/0.6, t from 0.4 down
  // by 1/60 until t ≤ 1/120: 24 frames → 0.4 s.
  @Test func explicitCancelFromPointSix() {
    let (stage, box) = explicitStage()
    stage.start()
    stage.engine.update(0.6)
    stage.engine.cancel()
    stage.advance(0.2)
    #expect(close(stage.position(box).x, 110, 1e-6))
    stage.clock.runUntilIdle()
    #expect(stage.finished == false)
    #expect(completionTime(stage) == 400_000_000)
  }

  // Explicit, cancel from 0.2 takes the forward remaining 0.8 s: T' = 0.8/0.2 = 4, t from
  // 0.8 down by 1/60: 48 frames → completion at 0.8 s.
  @Test func explicitCancelNearStartIsSlow() {
    let (stage, _) = explicitStage()
    stage.start()
    stage.engine.update(0.2)
    stage.engine.cancel()
    stage.clock.runUntilIdle()
    #expect(completionTime(stage) == 800_000_000)
  }

  // Auto, finish from 0.6: tp = 0.6·0.308 = 0.1848, x = 50 + 300·0.6 = 230. opt_now over the
  // 120 pt left = 0.208 + 0.04 = 0.248; d = max(0.308, 0.248 + 0.1848) = 0.4328;
  // run = 0.4328 − 0.1848 = 0.248 s: at +0.124 s x = 230 + 120/2 = 290.
  // Runner: T' = 0.248/0.4 = 0.62, t from 0.372 until t > 0.62 − 1/120: 15 frames → 0.25 s.
  @Test func autoFinishFromPointSix() {
    let (stage, box) = autoStage()
    stage.start()
    stage.engine.update(0.6)
    #expect(close(stage.position(box).x, 230, 1e-6))
    stage.engine.finish()
    stage.advance(0.124)
    #expect(close(stage.position(box).x, 290, 1e-6))
    stage.clock.runUntilIdle()
    #expect(stage.finished == true)
    #expect(completionTime(stage) == 250_000_000)
  }

  // Auto, cancel from 0.6: the optimized duration is still measured towards the END state
  // (0.248), so run = 0.248 s from 230 back to 50: at +0.124 s x = 140.
  // Runner: T' = 0.248/0.6, t from 0.248 down until ≤ 1/120: 15 frames → 0.25 s.
  @Test func autoCancelFromPointSix() {
    let (stage, box) = autoStage()
    stage.start()
    stage.engine.update(0.6)
    stage.engine.cancel()
    stage.advance(0.124)
    #expect(close(stage.position(box).x, 140, 1e-6))
    stage.clock.runUntilIdle()
    #expect(stage.finished == false)
    #expect(completionTime(stage) == 250_000_000)
  }

  // At 120 Hz the auto finish from 0.6 (maxTime 0.248, T' = 0.62, t from 0.372) completes
  // at the first t > 0.611667: n/120 > 0.239667 → n = 29 → 29/120 s = 241 666 666 ns, within
  // 1/120 s of the 0.248 s end.
  @Test func runnerCompletesWithinAHundredTwentiethOfTheEnd() {
    let (stage, _) = autoStage(fps: 120)
    stage.start()
    stage.engine.update(0.6)
    stage.engine.finish()
    stage.clock.runUntilIdle()
    let time = completionTime(stage)
    #expect(time == 241_666_666)
    #expect(abs(Double(time ?? 0) / 1e9 - 0.248) <= 1.0 / 120)
  }

  // update(0.5) → x = 150; apply(100, 300) pins the box there; finish animates FROM the
  // pin: run = 1 − 0.5 = 0.5 s to (250, 50), so at +0.25 s the box is at (175, 175).
  @Test func applyThenFinishStartsFromTheAppliedValue() {
    let (stage, box) = explicitStage()
    stage.start()
    stage.engine.update(0.5)
    stage.engine.apply(modifiers: [.position(CGPoint(x: 100, y: 300))], to: box)
    #expect(close(stage.position(box), CGPoint(x: 100, y: 300)))
    stage.engine.finish()
    #expect(close(stage.position(box), CGPoint(x: 100, y: 300)))
    stage.advance(0.25)
    #expect(close(stage.position(box), CGPoint(x: 175, y: 175), 1e-6))
  }

  // The next update re-installs the tracked animation: the pin is gone (x = 150 again).
  @Test func updateRemovesTheApplyPin() {
    let (stage, box) = explicitStage()
    stage.start()
    stage.engine.update(0.5)
    stage.engine.apply(modifiers: [.position(CGPoint(x: 100, y: 300))], to: box)
    stage.engine.update(0.5)
    #expect(close(stage.position(box), CGPoint(x: 150, y: 50)))
  }

  // animate: false completes at once: finished, the destination's view in the window.
  @Test func finishWithoutAnimationJumps() {
    let (stage, box) = explicitStage()
    stage.start()
    stage.engine.update(0.5)
    stage.engine.finish(animate: false)
    #expect(stage.engine.state == .possible)
    #expect(stage.finished == true)
    #expect(stage.to.view.superview === stage.window)
    #expect(stage.from.view.superview == nil)
    #expect(box.alpha == 1)
    #expect(stage.engine.progress == 0 && stage.engine.totalDuration == 0)
  }

  @Test func cancelWithoutAnimationJumpsBack() {
    let (stage, box) = explicitStage()
    stage.start()
    stage.engine.update(0.5)
    stage.engine.cancel(animate: false)
    #expect(stage.finished == false)
    #expect(stage.from.view.superview === stage.window)
    #expect(stage.to.view.superview == nil)
    #expect(box.center == CGPoint(x: 50, y: 50))
  }

  // Hero #90: finish from 0.6 (track 170 → 250 over 0.4 s), then update(0.7) seeks the NEW
  // track with the old mapping: local = min(0.7, 0.4 − 0.001) = 0.399 → x = 170 + 80·0.399/0.4
  // = 249.8 (a jump), the runner is stopped and the transition stays paused.
  @Test func updateAfterFinishLeavesTheTransitionStuck() {
    let (stage, box) = explicitStage()
    stage.start()
    stage.engine.update(0.6)
    stage.engine.finish()
    stage.advance(0.1)
    stage.engine.update(0.7)
    #expect(close(stage.position(box).x, 249.8, 1e-6))
    stage.advance(5)
    #expect(stage.engine.state == .animating)
    #expect(stage.engine.interactive)
    #expect(stage.engine.progress == 0.7)
    #expect(stage.finished == nil)
  }

  // Hero #371: update(0.3) while idle is stored; the next transition freezes paused at 0.3
  // (x = 50 + 200·0.3 = 110) instead of auto-running.
  @Test func storedStartingProgressFreezesTheNextTransition() {
    let (stage, box) = explicitStage()
    stage.engine.update(0.3)
    stage.start()
    #expect(stage.engine.state == .animating)
    #expect(stage.engine.interactive)
    #expect(close(stage.position(box).x, 110))
    stage.advance(5)
    #expect(stage.engine.state == .animating)
    #expect(stage.engine.progress == 0.3)
  }

  // cancel from 0.6 rewrites the pair to (170, 50); 0.2 s later (x = 110, progress 0.3:
  // runner t = 0.4 − 12/60 = 0.2 of T' = 2/3) finish resumes FORWARD to the stored "to" — now
  // the start value 50 — over 1 − 0.3 = 0.7 s, and completes as finished at the start look.
  @Test func cancelThenFinishEndsAtTheStartValues() {
    let (stage, box) = explicitStage()
    stage.start()
    stage.engine.update(0.6)
    stage.engine.cancel()
    stage.advance(0.2)
    #expect(close(stage.engine.progress, 0.3, 1e-9))
    stage.engine.finish()
    stage.advance(0.35)
    #expect(close(stage.position(box).x, 80, 1e-6))  // 110 − 60·0.5
    stage.clock.runUntilIdle()
    #expect(stage.finished == true)
    let last = stage.engine.timeline.frames.last?.views.first
    #expect(close(last?.position.x ?? 0, 50, 1e-6))
  }

  // changeTarget moves the end: finish then runs from 170 to the new x = 100.
  @Test func changeTargetRewritesTheEnd() {
    let (stage, box) = explicitStage()
    stage.start()
    stage.engine.update(0.6)
    stage.engine.changeTarget(modifiers: [.position(CGPoint(x: 100, y: 50))], to: box)
    #expect(close(stage.position(box).x, 170))
    stage.engine.finish()
    stage.advance(0.2)
    #expect(close(stage.position(box).x, 135, 1e-6))  // 170 + (100 − 170)·0.5
  }
}
