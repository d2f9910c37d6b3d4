import Foundation
import GestureLog
import TestSupport
import Testing

/// Each real evemu recording, converted to libinput record by GestureLog, is read by
/// libinput's own analysis tools (Debian libinput-tools, run with /usr/bin/python3), and what
/// they print — times, axis values, keys, per-slot motion, finger tools and buttons — equals
/// what the original recording's events say.
@Suite("Interop: libinput analyze")
struct InteropLibinputToolsTests {
  private func convert(_ name: String) throws -> (recording: Recording, path: String) {
    let recording = try InteropTools.loadSource(name)
    let path = try InteropTools.temporaryFile(
      LibinputRecordWriter.write(recording), suffix: ".yml")
    return (recording, path)
  }

  @Test(
    "libinput analyze recording prints the original's axes, keys and frame times",
    arguments: InteropTools.sourceRecordingNames)
  func analyzeRecording(_ name: String) throws {
    guard InteropTools.libinputToolsAvailable() else { return }
    let (recording, path) = try convert(name)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try InteropTools.run(InteropTools.python, [InteropTools.analyzeRecording, path])
    #expect(run.status == 0, "\(run.errors)")
    let events = recording.devices[0].events
    let expected = InteropLibinputExpectations.recordingTable(events)
    let printed = InteropLibinputExpectations.parseRecordingTable(run.output)
    #expect(printed.header == expected.header)
    #expect(printed.rows.count == expected.rows.count)
    for (index, (got, want)) in zip(printed.rows, expected.rows).enumerated() where got != want {
      Issue.record("\(name) row \(index): libinput printed \(got), the original says \(want)")
      break
    }
    // The table is not empty wherever the device moved an axis that the tool tracks.
    let tracked = events.contains {
      InteropLibinputExpectations.isTrackedAxis(type: $0.type, code: $0.code)
    }
    #expect(!tracked || printed.rows.count > 1)
  }

  @Test(
    "libinput analyze per-slot-delta prints the original's per-slot motion, tools, buttons and timing",
    arguments: InteropTools.sourceRecordingNames)
  func perSlotDelta(_ name: String) throws {
    guard InteropTools.libinputToolsAvailable() else { return }
    let (recording, path) = try convert(name)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try InteropTools.run(InteropTools.python, [InteropTools.analyzePerSlotDelta, path])
    #expect(run.status == 0, "\(run.errors)")
    let expected = InteropLibinputExpectations.perSlotDelta(recording.devices[0])
    let printed = try InteropLibinputExpectations.parsePerSlotDelta(run.output)
    #expect(printed.count == expected.count)
    for (index, (got, want)) in zip(printed, expected).enumerated() where got != want {
      Issue.record("\(name) line \(index): libinput printed \(got), the original says \(want)")
      break
    }
    // Timing: every printed time is the time of one of the original's SYN_REPORTs.
    let reportTimes = Set(
      recording.devices[0].events.filter(\.isSynReport).map(\.time.microseconds))
    #expect(printed.allSatisfy { reportTimes.contains($0.time) })
    // Touch devices show motion: the sum of the printed deltas is the motion the
    // original's events carry.
    let movedX = printed.flatMap(\.cells).reduce(0) { sum, cell in
      if case .delta(let dx, _) = cell { return sum + abs(dx) }
      return sum
    }
    let expectedX = expected.flatMap(\.cells).reduce(0) { sum, cell in
      if case .delta(let dx, _) = cell { return sum + abs(dx) }
      return sum
    }
    #expect(movedX == expectedX)
  }

  @Test("per-slot-delta sees motion and fingers on the multitouch recordings")
  func perSlotDeltaSeesTouches() throws {
    guard InteropTools.libinputToolsAvailable() else { return }
    // Derived from SOURCES.md: the Wacom swipe moves two fingers across the whole width, the
    // Nexus 4 pinches with up to four fingers, the Synaptics scroll moves two fingers down.
    for (fragment, minimumSlots) in [("wacom", 2), ("nexus4", 4), ("synaptics", 2)] {
      let name = try #require(
        InteropTools.sourceRecordingNames.first { $0.contains(fragment) })
      let (_, path) = try convert(name)
      defer { try? FileManager.default.removeItem(atPath: path) }
      let run = try InteropTools.run(InteropTools.python, [InteropTools.analyzePerSlotDelta, path])
      let printed = try InteropLibinputExpectations.parsePerSlotDelta(run.output)
      let begins = printed.map { $0.cells.filter { $0 == .begin }.count }.reduce(0, +)
      #expect(begins >= minimumSlots, "\(name)")
      let moving = printed.filter { line in
        line.cells.contains {
          if case .delta(let dx, let dy) = $0 { dx != 0 || dy != 0 } else { false }
        }
      }
      #expect(moving.count > 10, "\(name)")
    }
  }
}
