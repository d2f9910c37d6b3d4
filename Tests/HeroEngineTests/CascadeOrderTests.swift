import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// The order in which `cascade` staggers subviews, for every direction (docs/spec/HERO.md §6.5).
///
/// Four faded subviews (subview order A, B, C, D) of a cascading holder, delta 0.05 s, so
/// their delays are 0, 0.05, 0.10 and 0.15 s in cascade order. Each fades linearly over
/// d = 0.208 s (zero move), so at tp = 0.2 s a view with delay δ has opacity
/// 1 − (0.2 − δ)/0.208: the earlier in the cascade, the more faded. Reading the four opacities
/// reads the order.
///
/// Follows Hero 1.6.4 Sources/Preprocessors/CascadePreprocessor.swift:36-52 and 84-98 (the
/// comparators), 107-139 (the delays) and Sources/Extensions/CG+Hero.swift:92-94 (distance).
///
///     A (0, 100, 50×50)   minY 100  maxY 150  minX 0    maxX 50   centre (25, 125)
///     B (100, 0, 50×50)   minY 0    maxY 50   minX 100  maxX 150  centre (125, 25)
///     C (200, 100, 60×50) minY 100  maxY 150  minX 200  maxX 260  centre (230, 125)
///     D (50, 200, 50×30)  minY 200  maxY 230  minX 50   maxX 100  centre (75, 215)
///
/// From (25, 25) the centres of A and B are both exactly 100 pt away, C 228.1, D 196.5.
@MainActor
@Suite("Cascade order")
struct CascadeOrderTests {
  nonisolated static let cases: [(CascadeDirection, String)] = [
    // minY ascending; A and C tie at 100 and keep subview order.
    (.topToBottom, "BACD"),
    // maxY descending; A and C tie at 150, the larger maxX (C) first.
    (.bottomToTop, "DCAB"),
    (.leftToRight, "ADBC"),
    (.leadingToTrailing, "ADBC"),
    // maxX descending.
    (.rightToLeft, "CBDA"),
    (.trailingToLeading, "CBDA"),
    // Distance ascending; A and B tie and keep subview order.
    (.radial(center: CGPoint(x: 25, y: 25)), "ABDC"),
    // Distance descending; the tie still keeps subview order.
    (.inverseRadial(center: CGPoint(x: 25, y: 25)), "CDAB"),
  ]

  @Test(arguments: cases)
  func order(direction: CascadeDirection, expected: String) {
    #expect(cascadeOrder(direction) == expected)
  }

  // The same holder animated twice gives the same order (the sort depends on nothing but
  // the frames and the subview order).
  @Test func orderIsRepeatable() {
    let first = cascadeOrder(.radial(center: CGPoint(x: 25, y: 25)))
    let second = cascadeOrder(.radial(center: CGPoint(x: 25, y: 25)))
    #expect(first == second)
  }

  /// The subview names in the order their opacities say they were delayed.
  private func cascadeOrder(_ direction: CascadeDirection) -> String {
    let stage = Stage()
    let holder = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 300, height: 300),
      [.cascade(delta: 0.05, direction: direction)])
    let fade: [HeroModifier] = [.fade, .timingFunction(.linear)]
    let frames: [(Character, CGRect)] = [
      ("A", CGRect(x: 0, y: 100, width: 50, height: 50)),
      ("B", CGRect(x: 100, y: 0, width: 50, height: 50)),
      ("C", CGRect(x: 200, y: 100, width: 60, height: 50)),
      ("D", CGRect(x: 50, y: 200, width: 50, height: 30)),
    ]
    let views = frames.map { ($0.0, stage.box(in: holder, $0.1, fade)) }
    stage.start()
    let total = 0.15 + 0.208
    #expect(close(stage.engine.totalDuration, total))
    stage.engine.update(CGFloat(0.2 / total))
    let opacities = views.map { name, view in
      (name, Double(stage.engine.presentation(of: view)?.opacity ?? -1))
    }
    // Each view's delay must be one of the four slots, not just in some order.
    let delays = opacities.map { 0.2 - (1 - $0.1) * 0.208 }.sorted()
    for (delay, slot) in zip(delays, [0, 0.05, 0.1, 0.15]) {
      #expect(close(delay, slot, 1e-6), "delays \(delays) for \(direction)")
    }
    return String(opacities.sorted { $0.1 < $1.1 }.map(\.0))
  }
}
