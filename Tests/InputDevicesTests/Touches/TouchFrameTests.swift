import Foundation
import GestureLog
import InputDevices
import TestSupport
import Testing

/// The one input frame: its derived values, the window ids, the synthetic drag, and the frame
/// segmenter agreeing with the recording segmenter where both can see the gestures.
@Suite("Touch frames")
struct TouchFrameTests {
  @Test func derivedValues() {
    let frame = TouchFrame(
      time: VirtualInstant(nanoseconds: 5_000_000), device: 2,
      touches: [
        TouchPoint(id: 1, location: CGPoint(x: 0, y: 0), phase: .moved),
        TouchPoint(id: 2, location: CGPoint(x: 10, y: 20), phase: .ended),
      ])
    #expect(frame.fingerCount == 1)  // the touches still down
    #expect(frame.activeTouches.map { $0.id } == [1])
    #expect(frame.isDown)
    #expect(!frame.begins)
    #expect(frame.centroid == CGPoint(x: 5, y: 10))
    // Where the input is: the touch that stays, not the one lifting (docs/INPUT.md §3).
    #expect(frame.location == CGPoint(x: 0, y: 0))
    #expect(frame.time == .milliseconds(5))
    let lifted = TouchFrame(
      time: .zero, touches: [TouchPoint(id: 1, location: .zero, phase: .ended)])
    #expect(!lifted.isDown)
    let pointerOnly = TouchFrame(
      time: .zero, touches: [],
      pointer: PointerFrame(
        location: CGPoint(x: 3, y: 4), buttons: 0, hovering: false,
        scroll: .init(phase: .began, delta: .zero)))
    #expect(pointerOnly.isDown && pointerOnly.begins)
    #expect(pointerOnly.centroid == nil)
    #expect(pointerOnly.location == CGPoint(x: 3, y: 4))
  }

  @Test func windowIDsKeepDevicesApart() {
    let touch = TouchPoint(id: 7, location: .zero, phase: .began)
    let first = TouchFrame(time: .zero, device: 0, touches: [touch])
    let second = TouchFrame(time: .zero, device: 1, touches: [touch])
    #expect(first.windowID(of: touch) == 7)
    #expect(second.windowID(of: touch) == 1 << 40 | 7)
    #expect(second.windowID(of: touch) >> TouchFrame.deviceShift == 1)
  }

  @Test func dragShape() {
    let drag = TouchFrame.drag(
      from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 90), duration: .milliseconds(90),
      samplesPerSecond: 100)
    // 9 steps of 10 ms (10 frames from 0 to 90 ms) and the release 10 ms later.
    #expect(drag.count == 11)
    let times = drag.map { $0.time.nanoseconds }
    #expect(times == (0...10).map { Int64($0) * 10_000_000 })
    let phases = drag.map { $0.touches[0].phase }
    #expect(phases == [.began] + Array(repeating: TouchPhase.moved, count: 9) + [.ended])
    #expect(drag[4].touches[0].location == CGPoint(x: 0, y: 40))
    #expect(GestureSegmenter.gestures(in: drag) == [0..<11])
  }

  /// On a touchscreen every stroke is a gesture to both segmenters: the frame segmenter over the
  /// interpreted frames finds the recording segmenter's gestures, at the same start times.
  @Test(arguments: [
    "virtio-touchscreen-1fg-flick-down.gtape", "atmel-maxtouch-touchscreen-1fg-drag-up-down.gtape",
    "nexus4-touchscreen-swipe-3fg-4fg-pinch.gtape",
  ])
  func theSegmentersAgreeOnTouchscreens(_ name: String) throws {
    let recording = try GestureLogReader.read(
      contentsOf: Fixtures.recordings.appendingPathComponent(name)
    ).recording
    let frames = TouchInterpreter.touchFrames(for: recording)
    let ranges = GestureSegmenter.gestures(in: frames)
    let segments = GestureSegmenter.segments(of: recording)
    try #require(!segments.isEmpty)
    #expect(ranges.count == segments.count)
    #expect(ranges.map { frames[$0.lowerBound].time } == segments.map(\.start))
  }
}
