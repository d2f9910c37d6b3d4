import Foundation
import Kinematics
import TestSupport

/// The AOSP `VelocityTracker_test.cpp` data (Tests/Fixtures/android-velocity-data.json,
/// schema in docs/spec/VELOCITY.md §2.4) and a harness that feeds it to ``VelocityTracker``
/// with Android's rules (the file's `harness` section).
struct AndroidVelocityData: Decodable {
  struct Pointer: Decodable {
    var id: Int
    var x: Double
    var y: Double
    var resampled: Bool?
  }
  struct Motion: Decodable {
    var t_ns: Int64
    var action: String?
    var action_pointer_id: Int?
    var pointers: [Pointer]?
  }
  struct Check: Decodable {
    var strategy: String
    var axis: String
    var pointer_id: Int
    var expected: Double?
    var tolerance: String
    var harness: String
    var units_scale: Double?
    var clamp: Double?
    var recomputed_f64: Double?
  }
  struct Test: Decodable {
    var test: String
    var category: String
    var motions: [Motion]
    var checks: [Check]
  }
  var tests: [Test]

  static func load() throws -> AndroidVelocityData {
    let data = try Data(contentsOf: Fixtures.fixture("android-velocity-data.json"))
    return try JSONDecoder().decode(AndroidVelocityData.self, from: data)
  }

  /// Runs a planar test through one tracker per pointer and returns the velocity of
  /// `pointer` on `axis`, or nil for "no velocity".
  ///
  /// Android's rules (AOSP `VelocityTracker::addMovement`, the file's `harness`):
  /// DOWN clears every pointer; POINTER_DOWN clears the new pointer; DOWN, POINTER_DOWN
  /// and MOVE add a sample for every pointer in the row (resampled ones skipped); UP and
  /// POINTER_UP add none, and erase every pointer when they come more than 40 ms after the
  /// last added sample (the tracker's `lift(at:)` rule, applied here to all pointers since
  /// Android keeps one last-event time for the tracker); a cancelled UP (ACTION_CANCEL)
  /// clears everything; a cancelled POINTER_UP clears that pointer.
  static func run(
    _ test: Test, strategy: VelocityStrategy, pointer: Int, axis: String
  ) -> Double? {
    var trackers: [Int: VelocityTracker] = [:]
    var lastEventTime: Double?
    let cancelLast = test.checks.contains { $0.harness.contains("replaced by ACTION_CANCEL") }
    let cancelPointerUp = test.checks.contains {
      $0.harness.contains("ACTION_POINTER_UP of pointer")
    }
    func tracker(_ id: Int) -> VelocityTracker {
      trackers[id] ?? VelocityTracker(strategy: strategy)
    }
    for (index, motion) in test.motions.enumerated() {
      let time = Double(motion.t_ns) / 1e9
      let pointers = motion.pointers ?? []
      switch motion.action ?? "" {
      case "DOWN", "POINTER_DOWN", "MOVE":
        if motion.action == "DOWN" { trackers.removeAll() }
        if motion.action == "POINTER_DOWN", let id = motion.action_pointer_id {
          trackers[id] = nil
        }
        for p in pointers where p.resampled != true {
          var t = tracker(p.id)
          t.addSample(at: .seconds(time), position: CGPoint(x: p.x, y: p.y))
          trackers[p.id] = t
          lastEventTime = time
        }
      case "UP", "POINTER_UP":
        if motion.action == "UP" && cancelLast && index == test.motions.count - 1 {
          trackers.removeAll()
          continue
        }
        // The 40 ms rule, through each tracker's own lift rule measured from the
        // tracker-wide last event.
        if let last = lastEventTime, time - last > 0.040 {
          for id in trackers.keys { trackers[id]?.lift(at: .seconds(time)) }
          // A lifted-after-pause tracker has no estimate; erase so later rows cannot revive it.
          for (id, t) in trackers where t.velocity() == nil { trackers[id] = nil }
        }
        if motion.action == "POINTER_UP", cancelPointerUp, let id = motion.action_pointer_id {
          trackers[id] = nil
        }
      default:
        continue
      }
    }
    guard let velocity = trackers[pointer]?.velocity() else { return nil }
    return axis == "X" ? Double(velocity.x) : Double(velocity.y)
  }

  /// The strategy a check names (Android's DEFAULT for X and Y is LSQ2).
  static func strategy(named name: String) -> VelocityStrategy? {
    switch name {
    case "LSQ2", "DEFAULT": .leastSquares2
    case "IMPULSE": .impulse
    default: nil
    }
  }
}
