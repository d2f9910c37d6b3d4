import Foundation
import Kinematics
import Testing

/// AOSP `VelocityTracker_test.cpp` reproduced through ``VelocityTracker``.
@Suite("Android velocity data")
struct AndroidVelocityTests {
  let data: AndroidVelocityData

  init() throws {
    data = try AndroidVelocityData.load()
  }

  /// |actual − expected| ≤ fraction·|expected|, or ≤ 1e-6 when expected is 0 (the file's
  /// `VELOCITY_TOLERANCE` rule).
  static func near(_ actual: Double, _ expected: Double, fraction: Double) -> Bool {
    expected == 0 ? abs(actual) <= 1e-6 : abs(actual - expected) <= abs(expected) * fraction
  }

  @Test("every recorded LSQ2 check: within 20 % of expected and 1e-3 of recomputed_f64")
  func recordedLSQ2() throws {
    var checked = 0
    for test in data.tests where test.category == "recorded_touch" {
      for check in test.checks where check.strategy == "LSQ2" {
        let expected = try #require(check.expected, "\(test.test)")
        let recomputed = try #require(check.recomputed_f64, "\(test.test)")
        let actual = try #require(
          AndroidVelocityData.run(
            test, strategy: .leastSquares2, pointer: check.pointer_id, axis: check.axis),
          "\(test.test) \(check.axis): no velocity")
        #expect(Self.near(actual, expected, fraction: 0.2), "\(test.test) \(check.axis) \(actual)")
        #expect(
          Self.near(actual, recomputed, fraction: 1e-3), "\(test.test) \(check.axis) \(actual)")
        checked += 1
      }
    }
    // docs/spec/VELOCITY.md §2.5: 27 recorded LSQ2 expectations.
    #expect(checked == 27)
  }

  @Test("synthetic LSQ2/DEFAULT checks, null expectations meaning no velocity")
  func syntheticLSQ2() throws {
    var checked = 0
    for test in data.tests where test.category == "synthetic_touch" {
      for check in test.checks where check.strategy == "LSQ2" || check.strategy == "DEFAULT" {
        let actual = AndroidVelocityData.run(
          test, strategy: .leastSquares2, pointer: check.pointer_id, axis: check.axis)
        if check.tolerance == "EXACT_EQUALITY" {
          // DEFAULT must equal LSQ2, whose value the file recomputed.
          let recomputed = try #require(check.recomputed_f64)
          let value = try #require(actual, "\(test.test)")
          #expect(Self.near(value, recomputed, fraction: 1e-9), "\(test.test)")
        } else if let expected = check.expected {
          let fraction = check.tolerance == "QUADRATIC_VELOCITY_TOLERANCE" ? 1e-5 : 0.2
          let value = try #require(actual, "\(test.test) \(check.axis): no velocity")
          #expect(Self.near(value, expected, fraction: fraction), "\(test.test) \(value)")
          if let recomputed = check.recomputed_f64 {
            #expect(Self.near(value, recomputed, fraction: 1e-3), "\(test.test) \(value)")
          }
        } else {
          #expect(actual == nil, "\(test.test) p\(check.pointer_id) \(check.axis): \(actual ?? 0)")
        }
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  @Test("planar IMPULSE checks reproduce recomputed_f64 (the upstream values are stale)")
  func impulse() throws {
    var checked = 0
    for test in data.tests where test.category.hasSuffix("_touch") {
      for check in test.checks where check.strategy == "IMPULSE" {
        var actual = AndroidVelocityData.run(
          test, strategy: .impulse, pointer: check.pointer_id, axis: check.axis)
        if let scale = check.units_scale { actual = actual.map { $0 * scale } }
        if let clamp = check.clamp {
          actual = actual.map { Swift.min(Swift.max($0, -clamp), clamp) }
        }
        guard let recomputed = check.recomputed_f64 else {
          #expect(actual == nil, "\(test.test) p\(check.pointer_id) \(check.axis)")
          checked += 1
          continue
        }
        let value = try #require(actual, "\(test.test) \(check.axis): no velocity")
        #expect(Self.near(value, recomputed, fraction: 1e-3), "\(test.test) \(value) \(recomputed)")
        if let expected = check.expected {
          #expect(Self.near(value, expected, fraction: 0.2), "\(test.test) \(value) \(expected)")
        }
        checked += 1
      }
    }
    #expect(checked >= 32)
  }
}
