import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import HeroEngine

/// `HeroSamplerSpan` answers in one step what visiting each sampler answers: seeded sets of
/// samplers, with the awkward numbers (−0, ±∞, NaN, durations under a millisecond, times on an
/// end exactly), asked running and paused.
@MainActor
@Suite("Sampler span")
struct SamplerSpanTests {
  private static func sampler(begin: Double, duration: Double) -> HeroTrack.Sampler {
    HeroTrack.Sampler(
      curve: .timing(.linear), duration: duration, beginTime: begin, fromXY: (0, 0),
      toXY: (1, 1), fromParts: nil, toParts: nil, fromAffine: .identity,
      isConstantTransform: true)
  }

  private static let awkward: [Double] = [
    0, -0.0, 0.0005, 0.001, 0.0015, 0.25, 0.3, 1, -0.2, 1e300, .infinity, -.infinity, .nan,
  ]

  private static func number(_ random: inout SplitMix64) -> Double {
    if Bool.random(using: &random) { return awkward.randomElement(using: &random) ?? 0 }
    return Double.random(in: -0.5...1.5, using: &random)
  }

  @Test func givesWhatVisitingEachSamplerGives() {
    var random = SplitMix64(seed: 2026_11_26)
    var answered = 0
    var running = 0
    var resting = 0
    for _ in 0..<4_000 {
      let count = Int.random(in: 1...6, using: &random)
      let begin = Self.number(&random)
      // Mostly one begin time (what `animate` makes), sometimes not.
      let sharesBegin = Int.random(in: 0..<8, using: &random) != 0
      let samplers = (0..<count).map { _ in
        (
          key: HeroAnimatableKey.position,
          sampler: Self.sampler(
            begin: sharesBegin ? begin : Self.number(&random), duration: Self.number(&random))
        )
      }
      guard let span = HeroSamplerSpan(samplers) else {
        let differ = samplers.contains { $0.sampler.beginTime.bitPattern != begin.bitPattern }
        let unbounded = samplers.contains { !($0.sampler.duration - 0.001 < $0.sampler.duration) }
        #expect(differ || unbounded, "a span is refused only for its reasons")
        continue
      }
      answered += 1
      for _ in 0..<6 {
        // Instants on an end exactly, at the begin, and anywhere.
        let end = begin + (samplers.randomElement(using: &random)?.sampler.duration ?? 0)
        let instants: [Double] = [begin, end, begin + Self.number(&random), Self.number(&random)]
        let now = instants.randomElement(using: &random) ?? 0
        let pausedAt: Double? = Bool.random(using: &random) ? nil : Self.number(&random)
        let expected = HeroViewContext.visitedRestingPhases(
          of: samplers, at: now, pausedAt: pausedAt)
        let actual = span.restingPhases(at: now, pausedAt: pausedAt)
        #expect(
          actual == expected,
          "begin \(begin), durations \(samplers.map(\.sampler.duration)), now \(now), paused at \(String(describing: pausedAt))"
        )
        if expected == nil { running += 1 } else { resting += 1 }
      }
    }
    // The cases cover both answers and most sets get a span.
    #expect(answered > 1_500)
    #expect(running > 2_000)
    #expect(resting > 2_000)
  }

  @Test func sixtyFourEndedSamplersSetEveryBit() throws {
    let samplers = (0..<64).map { _ in
      (key: HeroAnimatableKey.opacity, sampler: Self.sampler(begin: 1, duration: 0.5))
    }
    let span = try #require(HeroSamplerSpan(samplers))
    #expect(span.restingPhases(at: 2, pausedAt: nil) == .max)
    #expect(HeroSamplerSpan(samplers + [samplers[0]]) == nil)
    #expect(HeroSamplerSpan([]) == nil)
  }
}
