import DemoScene
import Foundation
import GestureLog
import InputDevices
import Replay
import TestSupport
import Testing

@testable import HeroReplay
@testable import ReplayCore
@testable import ReplayHunt
@testable import ReplayReports

/// A replay given no input mapping maps the recording onto the scene's screen, so touches
/// land in the window the handler measures against.
@MainActor
@Suite("Mapping onto the scene's screen")
struct SceneScreenMappingTests {
  /// A one-slot touchscreen (axes 0…1000 on both sides) touching the bottom-right corner.
  static func cornerTouch() -> Recording {
    let axes = [
      AbsoluteAxis(code: InputCode.ABS_MT_SLOT, minimum: 0, maximum: 0),
      AbsoluteAxis(code: InputCode.ABS_MT_POSITION_X, minimum: 0, maximum: 1000),
      AbsoluteAxis(code: InputCode.ABS_MT_POSITION_Y, minimum: 0, maximum: 1000),
      AbsoluteAxis(code: InputCode.ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535),
    ]
    let description = DeviceDescription(
      name: "corner", properties: [InputCode.INPUT_PROP_DIRECT],
      codes: [
        InputCode.EV_SYN: [InputCode.SYN_REPORT],
        InputCode.EV_KEY: [InputCode.BTN_TOUCH],
        InputCode.EV_ABS: axes.map(\.code),
      ],
      absoluteAxes: axes)
    func event(_ us: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
      InputEvent(time: Timestamp(microseconds: us), type: type, code: code, value: value)
    }
    let events = [
      event(0, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, 1),
      event(0, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_X, 1000),
      event(0, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_Y, 1000),
      event(0, InputCode.EV_KEY, InputCode.BTN_TOUCH, 1),
      event(0, InputCode.EV_SYN, InputCode.SYN_REPORT, 0),
      event(10_000, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, -1),
      event(10_000, InputCode.EV_KEY, InputCode.BTN_TOUCH, 0),
      event(10_000, InputCode.EV_SYN, InputCode.SYN_REPORT, 0),
    ]
    return Recording(devices: [RecordedDevice(description: description, events: events)])
  }

  @Test func theDemoSceneNamesItsWindow() {
    // DemoScene's window is 375 × 667 points (Hero's example on an iPhone 8-sized screen).
    let mapping = Replayer.mapping(for: DemoReplayScene())
    #expect(mapping.screenBounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    // Everything else stays the standard mapping's.
    #expect(mapping.pointsPerMillimetre == InputMapping.standard.pointsPerMillimetre)
  }

  @Test func aTouchscreenCornerLandsInTheWindowCorner() throws {
    // The device's full range maps onto the window: (1000, 1000) → (375, 667), not onto the
    // standard mapping's 375 × 812 screen, where it would fall below the window.
    let frames = try ReplayInput.frames(
      of: Self.cornerTouch(), mapping: Replayer.mapping(for: DemoReplayScene()), gesture: nil)
    let first = try #require(frames.first?.touches.first)
    #expect(first.location.x == 375)
    #expect(first.location.y == 667)
  }

  @Test func theResultNamesTheReplayedGestureOnTheScenesScreen() throws {
    // The report's "Replayed: gesture N of M" line comes from the result: the segment the
    // replay cut out, measured on the scene's 375 × 667 window, not the standard 375 × 812.
    let url = Fixtures.recordings.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")
    let recording = try GestureLogReader.read(contentsOf: url).recording
    let scene = DemoReplayScene()
    let result = try Replayer().replay(recording, into: scene)
    let onScene = GestureSegmenter.segments(of: recording, mapping: Replayer.mapping(for: scene))
    let standard = GestureSegmenter.segments(of: recording)
    #expect(result.gesture == onScene.first)
    #expect(result.gestureCount == onScene.count)
    let translation = try #require(result.gesture?.translation.y)
    #expect(translation != standard.first?.translation.y)
    // A replay of touch frames names no gesture.
    let frames = try ReplayInput.frames(of: recording, gesture: nil)
    #expect(try Replayer().replay(frames, into: DemoReplayScene()).gesture == nil)
  }
}
