import DemoScene
import Foundation
import GestureLog
import HeadlessUI
import InputDevices
import Replay
import TestSupport
import Testing

/// A full-screen view that notes what reaches it: touch types and button masks, pan actions
/// (with the touch count), hover states.
@MainActor
final class PointerProbeViewController: UIViewController {
  final class ProbeView: UIView {
    var touchTypes: [UITouch.TouchType] = []
    var buttonMasks: [UIEvent.ButtonMask] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      touchTypes.append(contentsOf: touches.map(\.type))
      if let event { buttonMasks.append(event.buttonMask) }
    }
  }

  let probe = ProbeView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  var panStates: [UIGestureRecognizer.State] = []
  var panTouchCounts: [Int] = []
  var panTranslation = CGPoint.zero
  var hoverStates: [UIGestureRecognizer.State] = []
  let scrollTypes: UIScrollTypeMask

  init(scrollTypes: UIScrollTypeMask = []) {
    self.scrollTypes = scrollTypes
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    scrollTypes = []
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(probe)
    let pan = UIPanGestureRecognizer(target: self, action: panned(_:))
    pan.allowedScrollTypesMask = scrollTypes
    pan.cancelsTouchesInView = false
    probe.addGestureRecognizer(pan)
    probe.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: hovered(_:)))
  }

  func panned(_ recognizer: UIPanGestureRecognizer) {
    panStates.append(recognizer.state)
    panTouchCounts.append(recognizer.numberOfTouches)
    panTranslation = recognizer.translation(in: nil)
  }

  func hovered(_ recognizer: UIHoverGestureRecognizer) {
    hoverStates.append(recognizer.state)
  }
}

/// The same real-kernel clickpad recording (`recordings/uinput-clickpad-session.gtape`, made
/// by `gesturetape record` on a uinput clickpad in the QEMU guest) replayed under both touchpad
/// readings (docs/INPUT.md §3.1); each test names the difference and its reason.
///
/// The UIKit behaviour followed, from Apple's documentation:
/// - developer.apple.com/documentation/uikit/uitouch/touchtype/indirectpointer ("A touch
///   resulting from a pointer device") and /uievent/buttonmask-swift.struct (the buttons);
/// - /uipangesturerecognizer/allowedscrolltypesmask ("Setting this mask enables the pan gesture
///   to recognize scroll events, like a mouse scroll movement or a two-finger scroll on a
///   track pad") and /uiscrolltypemask/continuous ("A continuous scroll type from a device,
///   like a trackpad");
/// - /uihovergesturerecognizer ("interprets pointer movement over a view").
@MainActor
@Suite("Touchpad readings")
struct TouchpadReadingTests {
  static let recording = Fixtures.recordings.appendingPathComponent(
    "uinput-clickpad-session.gtape")
  // Gesture indices in `gesturetape inspect`'s list of the recording.
  static let stroke = 0
  static let clickDrag = 3
  static let leftAreaClickDrag = 4
  static let scroll = 10

  func replay(
    gesture: Int, reading: TouchpadReading, into scene: some ReplayScene
  ) throws -> ReplayResult {
    var settings = ReplaySettings(gesture: gesture)
    settings.touchpadReading = reading
    return try Replayer(settings: settings).replay(contentsOf: Self.recording, into: scene)
  }

  @Test(
    "two-finger scroll: the finger reading dismisses (two touches pan), the pointer reading does not (the demo's pan allows no scrolls)"
  )
  func scrollAgainstTheDemo() throws {
    let finger = try replay(gesture: Self.scroll, reading: .finger, into: DemoReplayScene())
    #expect(finger.outcome.kind == .finished)
    #expect(finger.gestureTrack.contains { $0.touchCount == 2 })
    let pointer = try replay(gesture: Self.scroll, reading: .pointer, into: DemoReplayScene())
    #expect(pointer.outcome.kind == .noTransition)
    #expect(pointer.outcome.transitionStart == nil)
  }

  @Test(
    "two-finger scroll: the pointer reading pans when allowedScrollTypesMask has .continuous (a scroll, no touches)"
  )
  func scrollReachesAPanThatAllowsIt() throws {
    let probe = PointerProbeViewController(scrollTypes: .continuous)
    _ = try replay(
      gesture: Self.scroll, reading: .pointer,
      into: AppReplayScene(screenSize: DemoScene.screenSize, root: { probe }))
    #expect(probe.panStates.first == .began && probe.panStates.last == .ended)
    #expect(probe.panTouchCounts.allSatisfy { $0 == 0 })
    #expect(probe.probe.touchTypes.isEmpty)
    // The fingers moved 20 mm down: 128.3 pt at 163/25.4 pt per mm, in their direction.
    #expect(abs(probe.panTranslation.y - 128.3) < 0.5 && abs(probe.panTranslation.x) < 0.5)

    let discreteOnly = PointerProbeViewController(scrollTypes: .discrete)
    _ = try replay(
      gesture: Self.scroll, reading: .pointer,
      into: AppReplayScene(screenSize: DemoScene.screenSize, root: { discreteOnly }))
    #expect(discreteOnly.panStates.isEmpty)
  }

  @Test(
    "one-finger stroke: the finger reading pans with a direct touch, the pointer reading only hovers (no button is held)"
  )
  func strokeWithoutAPress() throws {
    let finger = PointerProbeViewController()
    _ = try replay(
      gesture: Self.stroke, reading: .finger,
      into: AppReplayScene(screenSize: DemoScene.screenSize, root: { finger }))
    #expect(finger.panStates.contains(.began) && finger.panStates.last == .ended)
    #expect(finger.probe.touchTypes == [.direct])
    #expect(finger.hoverStates.isEmpty)

    let pointer = PointerProbeViewController()
    _ = try replay(
      gesture: Self.stroke, reading: .pointer,
      into: AppReplayScene(screenSize: DemoScene.screenSize, root: { pointer }))
    #expect(pointer.panStates.isEmpty)
    #expect(pointer.probe.touchTypes.isEmpty)
    #expect(pointer.hoverStates.first == .began)
    #expect(pointer.hoverStates.contains(.changed))
  }

  @Test(
    "click-drag: both readings pan; the pointer's touch is an indirect pointer with the primary button, stopped at the screen's edge where the first stroke left it"
  )
  func clickDragPansInBothReadings() throws {
    let finger = PointerProbeViewController()
    _ = try replay(
      gesture: Self.leftAreaClickDrag, reading: .finger,
      into: AppReplayScene(screenSize: DemoScene.screenSize, root: { finger }))
    let pointer = PointerProbeViewController()
    _ = try replay(
      gesture: Self.leftAreaClickDrag, reading: .pointer,
      into: AppReplayScene(screenSize: DemoScene.screenSize, root: { pointer }))
    for probe in [finger, pointer] {
      #expect(probe.panStates.contains(.began) && probe.panStates.last == .ended)
      // 20 mm up while the pad is held: 128.3 pt.
      #expect(abs(probe.panTranslation.y + 128.3) < 1)
    }
    // 15 mm to the right: the finger moves 96.3 pt; the pointer already stands on the right
    // edge (the first stroke took it there; iPadOS keeps the pointer between strokes).
    #expect(abs(finger.panTranslation.x - 96.3) < 1)
    #expect(abs(pointer.panTranslation.x) < 0.5)
    #expect(finger.probe.touchTypes == [.direct])
    #expect(finger.probe.buttonMasks == [[]])
    #expect(pointer.probe.touchTypes == [.indirectPointer])
    #expect(pointer.probe.buttonMasks == [.primary])
  }

  @Test(
    "a click in the right software button area is BTN_RIGHT: no touch in either click-drag reading")
  func rightAreaClickIsNotAPan() throws {
    let rightClick = 2
    var mapping = InputMapping(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
    mapping.touchpadPan = .clickDrag
    let recording = try GestureLogReader.read(contentsOf: Self.recording).recording
    let frames = TouchInterpreter.touchFrames(for: recording, mapping: mapping)
    let segment = GestureSegmenter.segments(of: recording)[rightClick]
    #expect(segment.button == InputCode.BTN_RIGHT && segment.buttonArea == .right)
    let during = frames.filter { $0.time >= segment.start && $0.time <= segment.end }
    #expect(during.allSatisfy { $0.touches.isEmpty })
    // The main-area click-drag is a touch under the same mapping.
    let drag = GestureSegmenter.segments(of: recording)[Self.clickDrag]
    #expect(frames.contains { $0.time >= drag.start && $0.time <= drag.end && !$0.touches.isEmpty })
  }
}
