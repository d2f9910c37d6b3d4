import Foundation
import GestureLog
import InputDevices
import TestSupport
import Testing

/// A replay's input comes from one decoding of the recording's events: the interpreter's
/// stream feeds the gesture rules from the decoder its touch frames come from, and gives
/// exactly the frames and gestures the separate entry points give (the replay used
/// to decode every event twice, once for the frames and once for the gestures, and match the
/// two up by time).
@Suite("One decoding for frames and gestures")
struct OneDecodingTests {
  /// Every real recording (touchscreens, touchpads, clickpads, mice, a tablet), under the
  /// standard mapping and under the touchpad pointer reading, and shipped tapes.
  static var recordings: [(String, Recording)] {
    get throws {
      let shipped = try FileManager.default.contentsOfDirectory(
        at: Fixtures.recordings, includingPropertiesForKeys: nil
      ).filter { $0.pathExtension == "gtape" }.sorted { $0.path < $1.path }
      return try (Fixtures.allSourceRecordings + shipped).map {
        ($0.lastPathComponent, try GestureLogReader.read(contentsOf: $0).recording)
      }
    }
  }

  @Test func theInterpretationIsTheFramesAndTheGestures() throws {
    var pointer = InputMapping.standard
    pointer.touchpadReading = .pointer
    var checked = 0
    for (name, recording) in try Self.recordings {
      for mapping in [InputMapping.standard, pointer] {
        let interpretation = TouchInterpreter.interpretation(of: recording, mapping: mapping)
        #expect(
          interpretation.segments == GestureSegmenter.segments(of: recording, mapping: mapping),
          "\(name)")
        for (index, device) in recording.devices.enumerated() {
          #expect(
            interpretation.deviceFrames[index]
              == TouchInterpreter.touchFrames(for: device, deviceIndex: index, mapping: mapping),
            "\(name) device \(index)")
        }
        checked += interpretation.segments.count
      }
    }
    #expect(checked > 100)
  }

  @Test func aStreamThatIsNotAskedForGesturesHasNone() throws {
    let (_, recording) = try #require(try Self.recordings.first)
    let device = try #require(recording.devices.first)
    var stream = TouchStream(description: device.description)
    for frame in device.frames { _ = stream.feed(frame) }
    #expect(stream.segments.isEmpty)
    var segmenting = TouchStream(description: device.description, segmenting: true)
    for frame in device.frames { _ = segmenting.feed(frame) }
    #expect(segmenting.segments == GestureSegmenter.segments(of: device))
  }
}
