import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// The branches of Hero 1.6.4's match preprocessing and snapshot types that the audit
/// (docs/ENGINE.md, "Audit against Hero 1.6.4") found missing; expected values come from
/// Hero's source, cited per test.
@MainActor
@Suite struct SnapshotTypeAndMatchTests {
  // Hero 1.6.4 Sources/Preprocessors/MatchPreprocessor.swift:58-71: when the destination is
  // drawn above the source (presenting, so `insertToViewFirst` is false), the destination
  // ALWAYS fades in from 0 (line 59); an opaque pair leaves the source unfaded (line 65).
  // Destination timing: 0.4 s, linear; the source copies it (lines 39-43). The appearing
  // view animates from its target (opacity 0) to its real value 1, so at progress p the
  // paused time is 0.4·p and the opacity is p; at p = 1 the seek clamps to 0.4 − 0.001
  // (HeroCoreAnimationViewContext.swift:431): 0.399 / 0.4 = 0.9975.
  @Test func destinationOnTopFadesInFromZero() {
    let stage = Stage()
    let source = stage.box(
      in: stage.from.view, CGRect(x: 20, y: 20, width: 100, height: 100), id: "card")
    let destination = stage.box(
      in: stage.to.view, CGRect(x: 100, y: 300, width: 200, height: 150),
      [.duration(0.4), .timingFunction(.linear)], id: "card")
    stage.start()
    #expect(close(stage.engine.totalDuration, 0.4))
    stage.engine.update(0)
    #expect(stage.engine.presentation(of: destination)?.opacity == 0)
    stage.engine.update(0.25)
    #expect(close(stage.engine.presentation(of: destination)?.opacity ?? -1, 0.25))
    #expect(stage.engine.presentation(of: source)?.opacity == 1)
    stage.engine.update(1)
    #expect(close(stage.engine.presentation(of: destination)?.opacity ?? -1, 0.9975))
    #expect(stage.engine.presentation(of: source)?.opacity == 1)
  }

  // Same file, lines 29-30: every destination view with a heroID whose source is registered
  // is matched, also one that is off screen (not registered itself, HeroContext.swift:58).
  // The off-screen destination (x = 400 in a 300-pt-wide container) gets `source` and so
  // flies from the source's centre (70, 70) to its own (425, 75).
  @Test func offScreenDestinationIsMatched() {
    let stage = Stage()
    stage.box(in: stage.from.view, CGRect(x: 20, y: 20, width: 100, height: 100), id: "card")
    let destination = stage.box(
      in: stage.to.view, CGRect(x: 400, y: 50, width: 50, height: 50), id: "card")
    stage.start()
    stage.engine.update(0)
    #expect(stage.position(destination) == CGPoint(x: 70, y: 70))
    #expect(stage.engine.presentation(of: destination)?.size == CGSize(width: 100, height: 100))
  }

  // Hero 1.6.4 Sources/HeroContext.swift:164-173 and 247-282: with `.useNoSnapshot` the view
  // is its own snapshot. It is not hidden (line 281 is skipped), it takes the container-space
  // position (line 241: holder origin (50, 100) + centre (30, 40) = (80, 140)) and moves into
  // the container (line 299); `clean()` (lines 324-330) puts it back at its index among its
  // siblings, keeping that position, so its frame in the holder is now (60, 120, 40, 40).
  @Test func noSnapshotAnimatesTheViewItself() throws {
    let stage = Stage()
    let holder = stage.box(in: stage.from.view, CGRect(x: 50, y: 100, width: 200, height: 200))
    stage.box(in: holder, CGRect(x: 0, y: 0, width: 10, height: 10))
    let view = stage.box(
      in: holder, CGRect(x: 10, y: 20, width: 40, height: 40),
      [.useNoSnapshot, .translate(x: 100), .duration(0.5), .timingFunction(.linear)])
    stage.box(in: holder, CGRect(x: 0, y: 150, width: 10, height: 10))
    stage.start()
    let container = try #require(stage.engine.container)
    #expect(view.superview === container)
    #expect(view.alpha == 1)
    #expect(view.layer.position == CGPoint(x: 80, y: 140))
    stage.engine.update(0.5)
    // Disappearing: translate 0 → 100 over 0.5 s linear; at p = 0.5, t = 0.25 → 50.
    let look = try #require(stage.engine.presentation(of: view))
    #expect(close(look.transform.m41, 50) && look.position == CGPoint(x: 80, y: 140))
    stage.engine.finish(animate: false)
    #expect(view.superview === holder)
    #expect(holder.subviews.firstIndex(ofIdentical: view) == 1)
    #expect(view.layer.position == CGPoint(x: 80, y: 140))
    #expect(view.frame == CGRect(x: 60, y: 120, width: 40, height: 40))
    #expect(view.alpha == 1 && view.layer.transform == CATransform3DIdentity)
  }

  // The default (optimized) snapshot for comparison: the original is hidden (alpha 0,
  // HeroContext.swift:281, 335-345) and stays where it is; the end restores it untouched.
  @Test func optimizedSnapshotHidesTheOriginal() {
    let stage = Stage()
    let holder = stage.box(in: stage.from.view, CGRect(x: 50, y: 100, width: 200, height: 200))
    let view = stage.box(in: holder, CGRect(x: 10, y: 20, width: 40, height: 40), [.fade])
    stage.start()
    #expect(view.superview === holder && view.alpha == 0)
    stage.engine.finish(animate: false)
    #expect(view.alpha == 1 && view.frame == CGRect(x: 10, y: 20, width: 40, height: 40))
  }

  // HeroCoreAnimationViewContext.swift:246-252 with setSize (lines 160-184): a size animation
  // runs through `UIView.animate`, which sets the model size to the end value at once — for a
  // view that is its own snapshot, the view's bounds. Disappearing to 80 × 60, so the view
  // is 80 × 60 from the start; a cancel animates back to 40 × 40 (the reversed pair,
  // lines 376-381), which is again set at once. The begin state is set on the layer itself
  // (lines 438-443) and stays after the transition.
  @Test func noSnapshotKeepsSizeAndBeginState() {
    let stage = Stage()
    let view = stage.box(
      in: stage.from.view, CGRect(x: 10, y: 20, width: 40, height: 40),
      [.useNoSnapshot, .size(CGSize(width: 80, height: 60)), .beginWith([.cornerRadius(8)])])
    stage.start()
    #expect(view.bounds.size == CGSize(width: 80, height: 60))
    #expect(view.layer.cornerRadius == 8)
    stage.engine.update(0.5)
    stage.engine.cancel()
    #expect(view.bounds.size == CGSize(width: 40, height: 40))
    stage.advance(1)
    #expect(stage.finished == false)
    #expect(view.layer.cornerRadius == 8 && view.superview === stage.from.view)
  }

  // Hero 1.6.4 Sources/HeroContext.swift:335-355: a visual-effect view is hidden with
  // `isHidden` (not alpha) and shown again with `isHidden = false` — even one that was hidden
  // before the transition. HeroCoreAnimationViewContext.swift:279-281: its snapshot (a new
  // effect view, HeroContext.swift:209-211) does not animate opacity, so `.fade` leaves the
  // presented opacity at 1 (Hero fades the effect instead, HeroViewPropertyViewContext.swift).
  @Test func visualEffectViewsHideWithIsHidden() throws {
    let stage = Stage()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    blur.hero.modifiers = [.fade, .duration(0.4), .timingFunction(.linear)]
    stage.from.view.addSubview(blur)
    let hiddenBlur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    hiddenBlur.frame = CGRect(x: 0, y: 200, width: 100, height: 100)
    hiddenBlur.hero.modifiers = [.fade]
    hiddenBlur.isHidden = true
    stage.from.view.addSubview(hiddenBlur)
    stage.start()
    #expect(blur.isHidden && blur.alpha == 1)
    stage.engine.update(0.5)
    #expect(stage.engine.presentation(of: blur)?.opacity == 1)
    stage.engine.finish(animate: false)
    #expect(!blur.isHidden && !hiddenBlur.isHidden)
  }

  // With `.useNormalSnapshot` the snapshot is not an effect view (HeroContext.swift:160-161),
  // so the fade animates opacity: 1 → 0 linearly over 0.4 s, 0.5 at half way.
  @Test func aNormalSnapshotOfAnEffectViewFades() {
    let stage = Stage()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
    blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    blur.hero.modifiers = [
      .useNormalSnapshot, .fade, .duration(0.4), .timingFunction(.linear),
    ]
    stage.from.view.addSubview(blur)
    stage.start()
    stage.engine.update(0.5)
    #expect(close(stage.engine.presentation(of: blur)?.opacity ?? -1, 0.5))
  }

  // HeroContext.swift:247-279: the snapshot copies corner radius, opacity, border and contents
  // properties but not the background colour (a snapshot's own layer has none); shadows only
  // when the state displays them (MatchPreprocessor.swift:50-54 turns the destination's off
  // for an opaque pair presented on top whose source does not clip). A `backgroundColor`
  // modifier therefore animates from no colour (transparent black): half way to red (1, 0, 0,
  // 1) linearly it is (0.5, 0, 0, 0.5).
  @Test func snapshotsStartWithoutBackgroundAndMaybeWithoutShadow() throws {
    let stage = Stage()
    let tinted = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 100, height: 100),
      [.backgroundColor(.red), .duration(0.4), .timingFunction(.linear)])
    tinted.backgroundColor = .blue
    let source = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 200, width: 50, height: 50), id: "card")
    let destination = stage.box(
      in: stage.to.view, CGRect(x: 100, y: 300, width: 100, height: 100), id: "card")
    destination.layer.shadowOpacity = 0.8
    _ = source
    stage.start()
    stage.engine.update(0.5)
    let color = try #require(stage.engine.presentation(of: tinted)?.backgroundColor)
    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.getRed(&rgba.0, green: &rgba.1, blue: &rgba.2, alpha: &rgba.3)
    #expect(close(rgba.0, 0.5) && close(rgba.2, 0) && close(rgba.3, 0.5))
    #expect(stage.engine.presentation(of: destination)?.shadowOpacity == 0)
  }

  // HeroModifier.swift:316-325 and HeroCoreAnimationViewContext.swift:68-86: `shadowPath` is a
  // modifier and alone makes a view animate; SourcePreprocessor.swift:75-77 (next test)
  // copies a different path from the counterpart. Paths of the same elements move point by point: half way
  // from a 100 × 100 rectangle to a 200 × 50 one the corner (100, 100) → (200, 50) is at
  // (150, 75).
  @Test func shadowPathAnimates() throws {
    let stage = Stage()
    let from = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    let to = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 50), transform: nil)
    let view = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 100, height: 100),
      [.shadowPath(to), .duration(0.4), .timingFunction(.linear)])
    view.layer.shadowPath = from
    stage.start()
    stage.engine.update(0.5)
    let path = try #require(stage.engine.presentation(of: view)?.shadowPath)
    #expect(path.elements[2] == .lineTo(CGPoint(x: 150, y: 75)))
    #expect(HeroTargetState(modifiers: [.shadowPath(to)]).canAnimate)
  }

  @Test func sourceCopiesADifferentShadowPath() throws {
    let stage = Stage()
    let from = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    let to = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 50), transform: nil)
    let view = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 100, height: 100),
      [.source(heroID: "target"), .duration(0.4), .timingFunction(.linear)])
    view.layer.shadowPath = from
    let target = stage.box(
      in: stage.to.view, CGRect(x: 0, y: 0, width: 100, height: 100), id: "target")
    target.layer.shadowPath = to
    stage.start()
    stage.engine.update(0.5)
    let path = try #require(stage.engine.presentation(of: view)?.shadowPath)
    #expect(path.elements[2] == .lineTo(CGPoint(x: 150, y: 75)))
  }

  // Hero 1.6.4 Sources/HeroCompatible.swift: any class can take the `hero` namespace.
  @Test func appClassesCanBeHeroCompatible() {
    final class Badge: HeroCompatible {}
    let badge = Badge()
    #expect(badge.hero.base === badge)
    let view = UIView()
    #expect(view.hero.base === view)
  }

  // Hero 1.6.4 Sources/HeroContext.swift:284-302: snapshots go on top of their parent as they
  // are made (source side first when presenting: X, A, B, then Y, A'); when A' is made its pair
  // A and then A' go on top, the global-space snapshots of A's later siblings (B) above them,
  // and A' on top once more: X, Y, A, B, A' from the bottom (not the creation order X, A, B, Y,
  // A').
  @Test func aMatchedPairIsLiftedAboveWhatWasDrawnBefore() {
    let stage = Stage()
    let fade: [HeroModifier] = [.fade]
    stage.box(in: stage.from.view, CGRect(x: 0, y: 0, width: 50, height: 50), fade)
      .accessibilityIdentifier = "X"
    stage.box(in: stage.from.view, CGRect(x: 60, y: 0, width: 50, height: 50), id: "card")
    stage.box(
      in: stage.from.view, CGRect(x: 120, y: 0, width: 50, height: 50),
      [.fade, .useGlobalCoordinateSpace]
    ).accessibilityIdentifier = "B"
    stage.box(in: stage.to.view, CGRect(x: 0, y: 100, width: 50, height: 50), fade)
      .accessibilityIdentifier = "Y"
    stage.box(in: stage.to.view, CGRect(x: 60, y: 100, width: 80, height: 80), id: "card")
    stage.start()
    stage.engine.recordFrame()
    let views = stage.engine.timeline.frames.last?.views.sorted { $0.order < $1.order } ?? []
    let order = views.map { "\($0.key)\($0.isAppearing ? "'" : "")" }
    #expect(order == ["X", "Y'", "card", "B", "card'"])
  }
}
