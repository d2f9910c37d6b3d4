import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// Start state of the destination root and end state of the source root for every default
/// animation (docs/spec/HERO.md §5), presenting in a 300 × 600 container: W = 300, H = 600.
/// S(d, appearing): x = −W if ((d == .right) == appearing) else +W; y = −H if
/// ((d == .down) == appearing) else +H. The real look is (tx 0, ty 0, scale 1, opacity 1,
/// overlay 0).
///
/// Follows Hero 1.6.4 Sources/Preprocessors/DefaultAnimationPreprocessor.swift:242-255 (shift),
/// 269-299 (`.auto`, `.selectBy`), 301-389 (each type's root modifiers).
@MainActor
@Suite struct DefaultAnimationTests {
  struct Look: Sendable, CustomStringConvertible {
    var tx: CGFloat = 0, ty: CGFloat = 0, scale: CGFloat = 1, opacity: CGFloat = 1
    var overlay: CGFloat = 0
    var description: String { "(\(tx), \(ty), ×\(scale), α\(opacity), overlay \(overlay))" }
  }

  static let cases: [(HeroDefaultAnimationType, Look, Look)] = [
    // push(.left): to from S(left, app) = +300; from to S(left, dis)/3 = −100 + overlay 0.1.
    (.push(direction: .left), Look(tx: 300), Look(tx: -100, overlay: 0.1)),
    // pull(.right): to from S(right, app)/3 = −100 with overlay; from to S(right, dis) = +300.
    (.pull(direction: .right), Look(tx: -100, overlay: 0.1), Look(tx: 300)),
    (.slide(direction: .left), Look(tx: 300), Look(tx: -300)),
    (.zoomSlide(direction: .left), Look(tx: 300, scale: 0.8), Look(tx: -300, scale: 0.8)),
    // cover(.up): S(up, app): (up == down) == true is false → +H = 600.
    (.cover(direction: .up), Look(ty: 600), Look(overlay: 0.1)),
    // uncover(.down): S(down, dis): (down == down) == false is false → +H = 600.
    (.uncover(direction: .down), Look(overlay: 0.1), Look(ty: 600)),
    (.pageIn(direction: .left), Look(tx: 300), Look(scale: 0.7, overlay: 0.1)),
    (.pageOut(direction: .right), Look(scale: 0.7, overlay: 0.1), Look(tx: 300)),
    // fade: the source root is opaque with no background, so only the destination fades.
    (.fade, Look(opacity: 0), Look()),
    (.zoom, Look(scale: 0.7), Look(scale: 1.3, opacity: 0)),
    (.zoomOut, Look(scale: 1.3, opacity: 0), Look(scale: 0.7)),
  ]

  func look(_ state: HeroLayerState?) -> Look {
    // No snapshot: Hero does not animate the view, which keeps its real look.
    guard let state else { return Look() }
    let t = state.transform.affine
    return Look(
      tx: t.tx, ty: t.ty, scale: t.a, opacity: state.opacity, overlay: state.overlayOpacity)
  }

  func matches(_ a: Look, _ b: Look, tolerance: CGFloat) -> Bool {
    abs(a.tx - b.tx) <= tolerance * 100 && abs(a.ty - b.ty) <= tolerance * 100
      && abs(a.scale - b.scale) <= tolerance && abs(a.opacity - b.opacity) <= tolerance
      && abs(a.overlay - b.overlay) <= tolerance
  }

  @Test(arguments: 0..<11)
  func startAndEndStates(index: Int) {
    let (type, toStart, fromEnd) = Self.cases[index]
    let stage = Stage()
    stage.engine.defaultAnimation = type
    stage.start()
    #expect(stage.engine.resolvedDefaultAnimation == type)
    stage.engine.update(0)
    // At progress 0 the destination shows its start state, the source its real look.
    #expect(matches(look(stage.engine.presentation(of: stage.to.view)), toStart, tolerance: 1e-9))
    #expect(matches(look(stage.engine.presentation(of: stage.from.view)), Look(), tolerance: 1e-9))
    // At progress 1 (local time clamped to d − 0.001 of 0.35 s, ≥ 99.7 % of the curve's time)
    // the destination is (almost) real and the source at its end state.
    stage.engine.update(1)
    #expect(matches(look(stage.engine.presentation(of: stage.to.view)), Look(), tolerance: 1e-3))
    #expect(matches(look(stage.engine.presentation(of: stage.from.view)), fromEnd, tolerance: 1e-3))
  }

  // Root durations: 0.35 s explicit; `.fade` is match-longest over zero moves: 0.208 s.
  @Test func rootDurations() {
    let push = Stage()
    push.engine.defaultAnimation = .push(direction: .left)
    push.start()
    #expect(close(push.engine.totalDuration, 0.35))
    let fade = Stage()
    fade.engine.defaultAnimation = .fade
    fade.start()
    #expect(close(fade.engine.totalDuration, 0.208))
  }

  // .auto for a modal transition whose roots carry no modifiers resolves to .fade; with a
  // root that animates by itself it resolves to .none; autoReverse picks the reverse when
  // dismissing (not exercised here: custom transitions present).
  @Test func autoResolution() {
    let modal = Stage()
    modal.engine.defaultAnimation = .auto
    modal.start()
    #expect(modal.engine.resolvedDefaultAnimation == .fade)
    let animatedRoot = Stage()
    animatedRoot.engine.defaultAnimation = .auto
    animatedRoot.to.view.hero.modifiers = [.fade]
    animatedRoot.start()
    #expect(animatedRoot.engine.resolvedDefaultAnimation == HeroDefaultAnimationType.none)
    #expect(HeroDefaultAnimationType.push(direction: .left).reversed() == .pull(direction: .right))
    let select = Stage()
    select.engine.defaultAnimation = .autoReverse(presenting: .zoom)
    select.start()
    #expect(select.engine.resolvedDefaultAnimation == .zoom)
  }
}
