import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// Follows Hero 1.6.4 Sources/Preprocessors/MatchPreprocessor.swift:28-78,
/// SourcePreprocessor.swift:28-89, CascadePreprocessor.swift:107-139, Sources/HeroContext.swift:
/// 117-139 (snapshot parents) and Sources/Transition/HeroTransition+Interactive.swift:96-107
/// (apply reaches the paired view).
@MainActor
@Suite struct MatchingTests {
  // Source A: frame (20, 20, 100, 100), centre (70, 70). Destination B: frame
  // (100, 300, 200, 150), centre (200, 375). Presenting, so the destination is on top: B
  // fades in from 0 and the opaque source does not fade (Hero 1.6.4
  // Sources/Preprocessors/MatchPreprocessor.swift:58-65).
  // Each flies from its own geometry to the other's: the move is |(130, 305)| = 331.55 pt
  // plus the size change |(100, 50)| = 111.80 pt = 443.35 pt → d = 0.208 + 443.35/3000
  // = 0.355785 s for both (the source copies the destination's timing).
  @Test func matchedPairExchangesFrames() {
    let stage = Stage()
    let a = stage.box(
      in: stage.from.view, CGRect(x: 20, y: 20, width: 100, height: 100), id: "card")
    let b = stage.box(
      in: stage.to.view, CGRect(x: 100, y: 300, width: 200, height: 150), id: "card")
    stage.start()
    #expect(close(stage.engine.totalDuration, 0.208 + (hypot(130, 305) + hypot(100, 50)) / 3000))
    stage.engine.update(0)
    let a0 = stage.engine.presentation(of: a)
    let b0 = stage.engine.presentation(of: b)
    #expect(a0?.position == CGPoint(x: 70, y: 70) && a0?.size == CGSize(width: 100, height: 100))
    #expect(b0?.position == CGPoint(x: 70, y: 70) && b0?.size == CGSize(width: 100, height: 100))
    #expect(b0?.opacity == 0 && a0?.opacity == 1)
    stage.engine.update(1)
    let a1 = stage.engine.presentation(of: a)
    let b1 = stage.engine.presentation(of: b)
    #expect(close(a1?.position ?? .zero, CGPoint(x: 200, y: 375), 0.01))
    #expect(close(b1?.position ?? .zero, CGPoint(x: 200, y: 375), 0.01))
    #expect(close(b1?.size.width ?? 0, 200, 0.01) && close(a1?.size.height ?? 0, 150, 0.01))
    // Both snapshots live in the container (global space): the timeline frame equals it.
    stage.engine.recordFrame()
    let frame = stage.engine.timeline.frames.last?.view("card", isAppearing: true)?.frame
    #expect(close(frame?.minX ?? 0, 100, 0.02) && close(frame?.minY ?? 0, 300, 0.02))
  }

  // Dismissing puts the destination below: the source fades out to 0, the destination stays
  // fully visible (opaque pair).
  @Test func dismissFadesTheSource() {
    let stage = Stage()
    stage.engine.viewOrderingStrategy = .sourceViewOnTop
    let a = stage.box(
      in: stage.from.view, CGRect(x: 20, y: 20, width: 100, height: 100), id: "card")
    let b = stage.box(
      in: stage.to.view, CGRect(x: 100, y: 300, width: 200, height: 150), id: "card")
    stage.start()
    stage.engine.update(1)
    #expect(close(stage.engine.presentation(of: a)?.opacity ?? 1, 0, 0.001))
    #expect(stage.engine.presentation(of: b)?.opacity == 1)
  }

  // apply() also pins the paired view.
  @Test func applyReachesThePairedView() {
    let stage = Stage()
    let a = stage.box(
      in: stage.from.view, CGRect(x: 20, y: 20, width: 100, height: 100), id: "card")
    let b = stage.box(
      in: stage.to.view, CGRect(x: 100, y: 300, width: 200, height: 150), id: "card")
    stage.start()
    stage.engine.update(0.5)
    stage.engine.apply(modifiers: [.position(CGPoint(x: 10, y: 20))], to: a)
    #expect(stage.engine.presentation(of: b)?.position == CGPoint(x: 10, y: 20))
  }

  // Cascade top to bottom by 0.1 s over subviews listed as y = 200, 0, 100: sorted by minY the
  // delays are y=0 → 0, y=100 → 0.1, y=200 → 0.2. Each fades (zero move: d = 0.208, linear):
  // totalDuration = 0.2 + 0.208 = 0.408. At tp = 0.1 (p = 0.1/0.408): opacity y=0 is
  // 1 − 0.1/0.208 = 0.519231, the others 1; at tp = 0.2: 0.038462, 0.519231, 1.
  @Test func cascadeDelays() {
    let stage = Stage()
    let holder = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 300, height: 300),
      [.cascade(delta: 0.1)])
    let fade: [HeroModifier] = [.fade, .timingFunction(.linear)]
    let bottom = stage.box(in: holder, CGRect(x: 0, y: 200, width: 50, height: 50), fade)
    let top = stage.box(in: holder, CGRect(x: 0, y: 0, width: 50, height: 50), fade)
    let middle = stage.box(in: holder, CGRect(x: 0, y: 100, width: 50, height: 50), fade)
    stage.start()
    #expect(close(stage.engine.totalDuration, 0.408))
    func opacity(_ view: UIView) -> Double {
      Double(stage.engine.presentation(of: view)?.opacity ?? -1)
    }
    stage.engine.update(CGFloat(0.1 / 0.408))
    #expect(close(opacity(top), 1 - 0.1 / 0.208, 1e-6))
    #expect(opacity(middle) == 1 && opacity(bottom) == 1)
    stage.engine.update(CGFloat(0.2 / 0.408))
    #expect(close(opacity(top), 1 - 0.2 / 0.208, 1e-6))
    #expect(close(opacity(middle), 1 - 0.1 / 0.208, 1e-6))
    #expect(opacity(bottom) == 1)
  }

  // A subview with local space rides in its animated parent's snapshot: its timeline
  // position is converted through the parent (parent translated by +100 in x at the end).
  @Test func localCoordinateSpace() {
    let stage = Stage()
    let parent = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 200, height: 200),
      [.translate(x: 100), .duration(1), .timingFunction(.linear)])
    let child = stage.box(
      in: parent, CGRect(x: 10, y: 10, width: 20, height: 20),
      [.opacity(0.5), .duration(1)])
    stage.start()
    stage.engine.update(0.5)
    stage.engine.recordFrame()
    let frame = stage.engine.timeline.frames.last
    // Parent translated by 50 at p = 0.5; the child's centre (20, 20) moves with it.
    #expect(close(frame?.view("from/0/0")?.position ?? .zero, CGPoint(x: 70, y: 20), 1e-6))
    #expect(stage.engine.presentation(of: child)?.position == CGPoint(x: 20, y: 20))
  }
}

/// Follows Hero 1.6.4 Sources/HeroModifier.swift, HeroModifier+Advanced.swift (each modifier's
/// field), HeroTargetState.swift:92-103 (folding in order) and
/// HeroModifier+HeroStringConvertible.swift:30-123.
@Suite struct ModifierTests {
  // Modifiers fold in order; transform modifiers compose (scale applied before translate's
  // translation: CATransform3DScale(T(10, −20), 0.5) keeps m41 = 10, m42 = −20).
  @Test func foldInOrder() {
    let state = HeroTargetState(modifiers: [
      .fade, .opacity(0.3), .translate(x: 10, y: -20), .scale(0.5), .delay(0.1),
      .durationMatchLongest, .arc, .source(heroID: "x"), .forceNonFade,
    ])
    #expect(state.opacity == 0.3)
    #expect(state.transform?.m41 == 10 && state.transform?.m42 == -20)
    #expect(state.transform?.m11 == 0.5 && state.transform?.m22 == 0.5)
    #expect(state.delay == 0.1 && state.duration == .infinity && state.arc == 1)
    #expect(state.source == "x" && state.nonFade)
    #expect(state.canAnimate)
    #expect(!HeroTargetState(modifiers: [.delay(1), .zPosition(3)]).canAnimate)
  }

  @Test func stringForm() throws {
    let modifiers = try HeroModifierParser.modifiers(
      from: "fade scale(0.5) translate(10, -20) delay(0.1) timingFunction(standard) "
        + "spring(100, 10) cascade(0.05, bottomToTop, true) source(card) zPosition(2) unknown")
    let state = HeroTargetState(modifiers: modifiers)
    #expect(modifiers.count == 9)
    #expect(state.opacity == 0)
    // scale(0.5) then translate(10, −20): CATransform3DTranslate(S, 10, −20) = T·S, so the
    // translation is scaled: m41 = 10·0.5 = 5, m42 = −10.
    #expect(state.transform?.m11 == 0.5 && state.transform?.m41 == 5)
    #expect(state.transform?.m42 == -10)
    // Numbers are Floats in Hero's lexer (Sources/Parser/Lexer.swift:33, 44): 0.1 reads as
    // Float(0.1) = 0.100000001490116…
    #expect(state.delay == Double(Float(0.1)) && state.timingFunction == .standard)
    #expect(state.spring?.stiffness == 100 && state.spring?.damping == 10)
    #expect(state.cascade?.delta == Double(Float(0.05)))
    #expect(state.cascade?.direction == .bottomToTop)
    #expect(state.cascade?.delayMatchedViews == true)
    #expect(state.source == "card" && state.zPosition == 2)
  }

  // Hero's parser tests: nested calls parse; "()" is an error.
  @Test func parserTrees() throws {
    #expect(
      try HeroModifierParser.parse("a(b(1), c)") == [
        .call("a", [.call("b", [.number(1)]), .variable("c")])
      ])
    #expect(throws: HeroModifierParser.ParseError.self) {
      try HeroModifierParser.parse("()")
    }
    #expect(throws: HeroModifierParser.ParseError.self) {
      try HeroModifierParser.parse("fade(1")
    }
  }

  @Test @MainActor func viewStringProperty() {
    let view = UIView()
    view.heroModifierString = "fade translate(0, 100)"
    #expect(view.hero.modifiers?.count == 2)
    view.heroID = "x"
    #expect(view.hero.id == "x")
  }
}
