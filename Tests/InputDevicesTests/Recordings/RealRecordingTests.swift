import Foundation
import GestureLog
import HeadlessUI
import InputDevices
import Replay
import TestSupport
import Testing

/// The real recordings of recordings/sources (SOURCES.md says what each one holds).
@Suite("Real recordings")
struct RealRecordingTests {
  static func recording(_ fragment: String) throws -> Recording {
    let url = try #require(Fixtures.sourceRecording(matching: fragment))
    return try GestureLogReader.read(contentsOf: url).recording
  }

  @Test("Logitech mouse: exactly its 2 left-button drags")
  func logitechDrags() throws {
    let segments = GestureSegmenter.segments(of: try Self.recording("logitech"))
    let left = segments.filter { $0.button == InputCode.BTN_LEFT }
    // SOURCES.md: 4 left clicks of which 2 are drags, 2 right clicks.
    #expect(left.count == 4)
    #expect(left.filter { $0.kind == .buttonDrag }.count == 2)
    #expect(segments.filter { $0.button == InputCode.BTN_RIGHT }.count == 2)
  }

  @Test("Atmel touchscreen: one finger drags up, then down")
  func atmelUpThenDown() throws {
    let frames = TouchInterpreter.touchFrames(for: try Self.recording("atmel"))
    let ys = frames.compactMap { $0.touches.first?.location.y }
    let start = try #require(ys.first)
    let end = try #require(ys.last)
    let top = try #require(ys.min())
    let topIndex = try #require(ys.firstIndex(of: top))
    #expect(frames.allSatisfy { $0.touches.count <= 1 })
    // Up (y decreasing on screen) by a long way, then back down.
    #expect(start - top > 100)
    #expect(end - top > 100)
    #expect(topIndex > 0 && topIndex < ys.count - 1)
  }

  @Test("Wacom touch surface: a two-finger horizontal swipe")
  func wacomSwipe() throws {
    let segments = GestureSegmenter.segments(of: try Self.recording("wacom"))
    #expect(segments.count == 1)
    let swipe = try #require(segments.first)
    #expect(swipe.kind == .swipe)
    #expect(swipe.fingerCount == 2)
    // X 52→4046 of 0…4096 (resolution 0: 69 mm fallback) ≈ 67 mm ≈ 431 pt to the right.
    #expect(swipe.translation.x > 300)
    #expect(abs(swipe.translation.y) < swipe.translation.x / 10)
  }

  @Test("Nexus 4: the 3-finger pinch in, the 4-finger pinch in then out")
  func nexusPinches() throws {
    let segments = GestureSegmenter.segments(of: try Self.recording("nexus4"))
    let pinches = segments.filter { $0.kind == .pinch }
    #expect(pinches.count == 2)
    let threeFinger = try #require(pinches.first { $0.fingerCount == 3 })
    #expect(threeFinger.scale < 1)  // mean distance to centroid 847 → 395 units
    let fourFinger = try #require(pinches.first { $0.fingerCount == 4 })
    #expect(fourFinger.minimumScale < 1)  // 715 → 243
    #expect(fourFinger.scale > 1)  // then 225 → 948
  }

  @Test("Nexus 4 through the pinch recognizer: scale < 1, then > 1")
  @MainActor
  func nexusPinchRecognizer() throws {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    var ended: [CGFloat] = []
    var minimum: CGFloat = 1
    let pinch = UIPinchGestureRecognizer { recognizer in
      guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
      minimum = min(minimum, pinch.scale)
      if pinch.state == .ended { ended.append(pinch.scale) }
    }
    view.addGestureRecognizer(pinch)
    window.deliver(TouchInterpreter.touchFrames(for: try Self.recording("nexus4")))
    // The 2-finger hold does not pinch; the 3-finger pinch ends in; the 4-finger one out.
    #expect(ended.count == 2)
    #expect((ended.first ?? 1) < 1)
    #expect((ended.last ?? 0) > 1)
    #expect(minimum < 0.6)
  }

  @Test("bcm5974 (protocol A) and Cypress (semi-MT) interpret with their finger counts")
  func protocolAAndSemiMT() throws {
    let bcm = try Self.recording("bcm5974")
    let bcmFrames = TouchInterpreter.touchFrames(for: bcm)
    #expect(!bcmFrames.isEmpty)
    // Clicks with up to three fingers (BTN_TOOL_TRIPLETAP).
    #expect(bcmFrames.map(\.fingerCount).max() == 3)
    #expect(GestureSegmenter.segments(of: bcm).map(\.fingerCount).max() == 3)
    let cypress = try Self.recording("cypress")
    let cypressFrames = TouchInterpreter.touchFrames(for: cypress)
    #expect(cypressFrames.map(\.fingerCount).max() == 2)
    let segments = GestureSegmenter.segments(of: cypress)
    #expect(segments.count == 1)
    #expect(segments.first?.fingerCount == 2)
  }

  @Test("every real recording interprets and segments without dropping frames")
  func allRecordings() throws {
    for url in Fixtures.allSourceRecordings {
      let recording = try GestureLogReader.read(contentsOf: url).recording
      for device in recording.devices {
        var stream = TouchStream(description: device.description)
        for frame in device.frames { _ = stream.feed(frame) }
        #expect(stream.droppedFrames == 0, "\(url.lastPathComponent)")
      }
      #expect(!GestureSegmenter.segments(of: recording).isEmpty, "\(url.lastPathComponent)")
    }
  }
}
