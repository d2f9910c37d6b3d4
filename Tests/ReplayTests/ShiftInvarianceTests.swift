import DemoScene
import Foundation
import GestureLog
import InputDevices
import Replay
import TestSupport
import Testing

/// Moving a recording in time changes nothing: every duration is compared in integer time
/// (velocity ages and gaps, tap and hold rules, segment durations, the replay's clock).
@MainActor
@Suite("Shift invariance")
struct ShiftInvarianceTests {
  /// `recording` with every event and marker `offset` µs later.
  static func shifted(_ recording: Recording, by offset: Int64) -> Recording {
    var copy = recording
    for index in copy.devices.indices {
      copy.devices[index].events = copy.devices[index].events.map { event in
        var moved = event
        moved.time = Timestamp(microseconds: event.time.microseconds + offset)
        return moved
      }
      copy.devices[index].markers = copy.devices[index].markers.map { marker in
        var moved = marker
        moved.time = Timestamp(microseconds: marker.time.microseconds + offset)
        return moved
      }
    }
    return copy
  }

  /// A segment with its times made relative to `origin`, for comparing shifted recordings.
  static func relative(_ segment: GestureSegment, to origin: Int64) -> GestureSegment {
    var copy = segment
    copy.start = segment.start - .microseconds(origin)
    copy.end = segment.end - .microseconds(origin)
    return copy
  }

  /// The shipped recordings (real hardware, the QEMU guest's kernel, a uinput clickpad).
  static var recordings: [URL] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.recordings.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".gtape") }.map {
      Fixtures.recordings.appendingPathComponent($0)
    }
  }

  @Test("segments, velocities and touch frames are bit-identical under random shifts of 0 to 10⁶ s")
  func segmentsAndFrames() throws {
    var generator = TestSupport.SplitMix64(seed: 0x5417_F7ED)
    try #require(Self.recordings.count >= 10)
    for url in Self.recordings {
      let recording = try GestureLogReader.read(contentsOf: url).recording
      let origin = try #require(recording.startTime).microseconds
      let segments = GestureSegmenter.segments(of: recording).map { Self.relative($0, to: origin) }
      let frames = TouchInterpreter.touchFrames(for: recording).map { frame in
        var copy = frame
        copy.time = frame.time - .microseconds(origin)
        return copy
      }
      for _ in 0..<4 {
        let offset = Int64(generator.next() % 1_000_000_000_000)  // µs: up to 10⁶ s
        let moved = Self.shifted(recording, by: offset)
        let movedSegments = GestureSegmenter.segments(of: moved).map {
          Self.relative($0, to: origin + offset)
        }
        #expect(movedSegments == segments, "\(url.lastPathComponent) shifted by \(offset) µs")
        let movedFrames = TouchInterpreter.touchFrames(for: moved).map { frame in
          var copy = frame
          copy.time = frame.time - .microseconds(origin + offset)
          return copy
        }
        #expect(movedFrames == frames, "\(url.lastPathComponent) shifted by \(offset) µs")
      }
    }
  }

  @Test("replays give the same gesture track, outcome and digest under random shifts")
  func replays() throws {
    var generator = TestSupport.SplitMix64(seed: 0xD1_6E57)
    var replayed = 0
    for url in Self.recordings {
      let recording = try GestureLogReader.read(contentsOf: url).recording
      for reading in TouchpadReading.allCases {
        var settings = ReplaySettings()
        settings.touchpadReading = reading
        let replayer = Replayer(settings: settings)
        guard
          let reference = try? replayer.replay(
            recording, into: DemoReplayScene(), source: url.lastPathComponent)
        else { continue }
        let offset = Int64(generator.next() % 1_000_000_000_000)
        let moved = try replayer.replay(
          Self.shifted(recording, by: offset), into: DemoReplayScene(),
          source: url.lastPathComponent)
        let name = "\(url.lastPathComponent) (\(reading.rawValue)) shifted by \(offset) µs"
        #expect(moved.gestureTrack == reference.gestureTrack, "\(name)")
        #expect(moved.outcome == reference.outcome, "\(name)")
        #expect(moved.digest == reference.digest, "\(name)")
        replayed += 1
      }
    }
    #expect(replayed >= 20)
  }
}
