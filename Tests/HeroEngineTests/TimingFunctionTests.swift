import Foundation
import HeroEngine
import Testing

/// Follows Hero 1.6.4 Sources/Extensions/CAMediaTimingFunction+Hero.swift:29-64 (the curves and
/// their names) and Core Animation's documented cubic-Bézier timing.
@Suite struct TimingFunctionTests {
  // For control points (x1, y1, x2, y2) the curve is x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³.
  // `.standard` = (0.4, 0, 0.2, 1): x(s) = 1.2s − 1.8s² + 1.6s³, y(s) = 3s² − 2s³.
  //   s = 0.25: x = 0.3 − 0.1125 + 0.025 = 0.2125,  y = 0.1875 − 0.03125 = 0.15625
  //   s = 0.5:  x = 0.6 − 0.45 + 0.2 = 0.35,        y = 0.75 − 0.25 = 0.5
  //   s = 0.75: x = 0.9 − 1.0125 + 0.675 = 0.5625,  y = 1.6875 − 0.84375 = 0.84375
  @Test(arguments: [(0.2125, 0.15625), (0.35, 0.5), (0.5625, 0.84375)])
  func standardCurve(x: Double, expected: Double) {
    #expect(abs(CAMediaTimingFunction.standard.value(at: x) - expected) < 1e-8)
  }

  // Linear: y = x at every point; the ends are exact and out-of-range input is clamped.
  @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.9, 1.0])
  func linearIsIdentity(x: Double) {
    #expect(abs(CAMediaTimingFunction.linear.value(at: x) - x) < 1e-9)
  }

  @Test func clampsAndNaN() {
    #expect(CAMediaTimingFunction.standard.value(at: -1) == 0)
    #expect(CAMediaTimingFunction.standard.value(at: 2) == 1)
    #expect(CAMediaTimingFunction.standard.value(at: .nan) == 0)
  }

  // easeIn (0.42, 0, 1, 1) at s = 0.5: x = 3·0.25·0.5·0.42 + 3·0.5·0.25·1 + 0.125
  //   = 0.1575 + 0.375 + 0.125 = 0.6575; y = 3·0.5·0.25 + 0.125 = 0.5.
  @Test func customControlPoints() {
    let curve = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
    #expect(abs(curve.value(at: 0.6575) - 0.5) < 1e-7)
    // Float control points (as Core Animation takes them) agree with the CGFloat curve.
    #expect(abs(curve.value(at: 0.3) - CAMediaTimingFunction.easeIn.value(at: 0.3)) < 1e-6)
  }

  // The string parser knows Hero's eight names and not easeOutBack.
  @Test func namedCurves() {
    #expect(CAMediaTimingFunction.from(name: "standard") == .standard)
    #expect(CAMediaTimingFunction.from(name: "deceleration") == .deceleration)
    #expect(CAMediaTimingFunction.from(name: "easeOutBack") == nil)
  }
}

/// Follows Hero 1.6.4 Sources/Animator/HeroCoreAnimationViewContext.swift:121-146 (arc path
/// and spring animation with its settling duration).
@Suite struct SpringAndArcTests {
  // Core Animation's default spring k = 100, c = 10: ω₀ = 10, ζ = 0.5, decay ζω₀ = 5.
  // settle = ln(1 / (0.001·√0.75)) / 5 = (6.907755 + 0.143841) / 5 = 1.410319 s.
  @Test func settlingOfDefaultSpring() {
    #expect(abs(HeroSpring(stiffness: 100, damping: 10).settlingDuration - 1.410319) < 1e-5)
  }

  // Hero's string default spring(250, 30): ζ² = 900/1000 = 0.9, √(1 − ζ²) = √0.1 = 0.316228,
  // decay = 30/2 = 15; settle = ln(1 / 0.000316228) / 15 = 8.058978 / 15 = 0.537265 s.
  @Test func settlingOfHeroStringDefault() {
    #expect(abs(HeroSpring(stiffness: 250, damping: 30).settlingDuration - 0.537265) < 1e-5)
  }

  // Critically damped k = 100, c = 20: x(t) = e^(−10t)(1 + 10t); at the settling time the
  // displacement is the threshold 0.001.
  @Test func criticallyDampedSettlesAtThreshold() {
    let spring = HeroSpring(stiffness: 100, damping: 20)
    let t = spring.settlingDuration
    #expect(abs(exp(-10 * t) * (1 + 10 * t) - 0.001) < 1e-7)
    #expect(spring.value(at: 0) == 0)
  }

  // Arc from A(0, 100) to B(100, 0): A.y > B.y, so corner = (B.x, A.y) = (100, 100);
  // mid = (50, 50); control = mid + (corner − mid)·1 = (100, 100); the midpoint of the curve is
  // 0.25A + 0.5C + 0.25B = (0 + 50 + 25, 25 + 50 + 0) = (75, 75).
  @Test func arcControlPoint() {
    let arc = HeroArc(
      from: CGPoint(x: 0, y: 100), to: CGPoint(x: 100, y: 0), intensity: 1)
    #expect(arc.control == CGPoint(x: 100, y: 100))
    #expect(arc.point(at: 0.5) == CGPoint(x: 75, y: 75))
    #expect(!HeroArc.applies(from: .zero, to: CGPoint(x: 0.5, y: 100)))
  }
}

/// Follows Hero 1.6.4 Sources/Animator/HeroDefaultAnimator.swift:28-46.
@Suite struct OptimizedDurationTests {
  // 0.208 + clamp(d, 0, 500)/3000: 0 pt → 0.208; 300 pt → 0.308; 600 pt → 0.208 + 500/3000.
  @Test(arguments: [(0.0, 0.208), (300.0, 0.308), (600.0, 0.208 + 500.0 / 3000)])
  func byDistance(distance: Double, expected: Double) {
    #expect(abs(HeroOptimizedDuration.duration(forDistance: distance) - expected) < 1e-12)
  }
}
