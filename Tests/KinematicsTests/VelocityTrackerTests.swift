import Foundation
import Kinematics
import Testing

@Suite("Velocity tracker")
struct VelocityTrackerTests {
  /// x = t² (units, t in seconds) sampled every 10 ms from 0 to 50 ms.
  static func parabola(_ strategy: VelocityStrategy, policy: LiftAfterPausePolicy = .noVelocity)
    -> VelocityTracker
  {
    var tracker = VelocityTracker(
      configuration: VelocityTrackerConfiguration(strategy: strategy, liftAfterPause: policy))
    for i in 0...5 {
      let t = Double(i) * 0.01
      tracker.addSample(at: .seconds(t), position: CGPoint(x: t * t * 1e4, y: 0))
    }
    return tracker
  }

  @Test("the strategies are values with their own answers")
  func strategies() throws {
    // x = 1e4·t²: exact slope at t = 0.05 s is 2·1e4·0.05 = 1000 units/s.
    let lsq2 = try #require(Self.parabola(.leastSquares2).velocity())
    #expect(abs(lsq2.x - 1000) < 1e-6)
    // Last interval: (25 − 16) / 0.01 = 900.
    let last = try #require(Self.parabola(.lastDelta).velocity())
    #expect(abs(last.x - 900) < 1e-6)
    // A line fitted to a parabola underestimates the end slope: the mean slope, 500.
    let lsq1 = try #require(Self.parabola(.leastSquares(degree: 1)).velocity())
    #expect(abs(lsq1.x - 500) < 1e-6)
    let lsq3 = try #require(Self.parabola(.leastSquares(degree: 3)).velocity())
    #expect(abs(lsq3.x - 1000) < 1e-6)
    let impulse = try #require(Self.parabola(.impulse).velocity())
    #expect(impulse.x > 500 && impulse.x < 1000)
  }

  @Test("the pause policy decides the velocity after a late lift")
  func pausePolicy() throws {
    var android = Self.parabola(.leastSquares2)
    android.lift(at: .seconds(0.05 + 0.041))
    #expect(android.velocity() == nil)
    var uikit = Self.parabola(.leastSquares2, policy: .keepLastEstimate)
    uikit.lift(at: .seconds(0.05 + 5))
    #expect(abs((uikit.velocity()?.x ?? 0) - 1000) < 1e-6)
    var early = Self.parabola(.leastSquares2)
    early.lift(at: .seconds(0.05 + 0.040))  // exactly 40 ms: not "more than"
    #expect(early.velocity() != nil)
  }

  @Test("window: 20 samples, 100 ms horizon, 40 ms gap")
  func window() throws {
    var tracker = VelocityTracker()
    // An old fast segment, a 50 ms gap, then a slow line at 100 units/s.
    for i in 0..<5 {
      tracker.addSample(at: .seconds(Double(i) * 0.01), position: CGPoint(x: Double(i) * 100, y: 0))
    }
    for i in 0..<5 {
      let t = 0.09 + Double(i) * 0.01
      tracker.addSample(at: .seconds(t), position: CGPoint(x: 1000 + Double(i), y: 0))
    }
    #expect(abs((tracker.velocity()?.x ?? 0) - 100) < 1e-6)
    // 30 samples 1 ms apart: only the newest 20 are used, and all of them lie on x = 5t.
    var many = VelocityTracker()
    for i in 0..<30 {
      let t = Double(i) * 0.001
      many.addSample(at: .seconds(t), position: CGPoint(x: i < 10 ? 0 : 5 * t, y: 0))
    }
    #expect(abs((many.velocity()?.x ?? 0) - 5) < 1e-9)
    #expect(many.sampleCount == 20)
  }
}
