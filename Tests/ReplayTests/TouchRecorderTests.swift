import Foundation
import GestureLog
import GestureTapeRecorder
import HeadlessUI
import Replay
import TestSupport
import Testing

/// The iPhone app's recorder (`TouchRecorder`), run here through HeadlessUI: it records the
/// touches a replay delivers, and what it records replays to the same result.
@MainActor
@Suite("The iPhone recorder, through HeadlessUI")
struct TouchRecorderTests {
  static let flick = Fixtures.recordings.appendingPathComponent(
    "virtio-touchscreen-1fg-flick-down.gtape")

  /// A card the finger drags, sent back home on release.
  final class DragController: UIViewController {
    let card = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      card.frame = CGRect(x: 20, y: 100, width: 300, height: 400)
      card.accessibilityIdentifier = "card"
      view.addSubview(card)
      view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: dragged(_:)))
    }

    func dragged(_ pan: UIPanGestureRecognizer) {
      let home = CGPoint(x: 170, y: 300)
      switch pan.state {
      case .changed:
        let translation = pan.translation(in: view)
        card.center = CGPoint(x: home.x + translation.x, y: home.y + translation.y)
      case .ended, .cancelled:
        UIView.animate(withDuration: 0.25) { self.card.center = home }
      default: break
      }
    }
  }

  /// The scene, with `recorder` installed on its window once it is shown.
  static func scene(recording recorder: TouchRecorder) -> AppReplayScene {
    .app {
      DragController()
    } setup: { controller in
      if let window = controller.view.window { recorder.install(on: window) }
    }
  }

  @Test func whatItRecordsReplaysToTheSameResult() throws {
    let original = try GestureLogReader.read(contentsOf: Self.flick).recording
    let first = TouchRecorder()
    let replayed = try Replayer().replay(original, into: Self.scene(recording: first))
    let recorded = first.recording()
    let device = try #require(recorded.devices.first)
    #expect(device.description.hasProperty(InputCode.INPUT_PROP_DIRECT))
    #expect(device.events.filter(\.isSynReport).count == replayed.input.count)
    #expect(device.events.contains { $0.code == InputCode.ABS_MT_TRACKING_ID && $0.value == -1 })

    // Replayed, the recording gives what the original gave, the finger within 1/256 point.
    let second = TouchRecorder()
    let again = try Replayer().replay(recorded, into: Self.scene(recording: second), source: "r")
    #expect(again.outcome.kind == replayed.outcome.kind)
    #expect(again.input.count == replayed.input.count)
    for (a, b) in zip(again.input, replayed.input) {
      #expect(a.time == b.time)
      #expect(a.touchCount == b.touchCount)
      #expect(abs(a.location.x - b.location.x) <= 1.0 / 256 + 1e-9)
      #expect(abs(a.location.y - b.location.y) <= 1.0 / 256 + 1e-9)
    }
    // And recording that replay gives the same recording: a fixed point, to the bit, so the
    // replays of the two have one digest.
    let rerecorded = second.recording()
    #expect(rerecorded.devices == recorded.devices)
    let third = try Replayer().replay(
      rerecorded, into: Self.scene(recording: TouchRecorder()), source: "r")
    #expect(third.digest == again.digest)

    // Saved, it loads as the same recording.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recorder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try first.save(to: folder)
    #expect(url.lastPathComponent.hasPrefix("gesturetape-"))
    #expect(try GestureLogReader.read(contentsOf: url).recording.devices == recorded.devices)
  }

  // The observer changes nothing the app sees: the same replay without it has the same outcome,
  // the same input and the same card.
  @Test func theObserverChangesNothing() throws {
    let original = try GestureLogReader.read(contentsOf: Self.flick).recording
    let with = try Replayer().replay(original, into: Self.scene(recording: TouchRecorder()))
    let without = try Replayer().replay(original, into: .app { DragController() })
    #expect(with.outcome == without.outcome)
    #expect(with.input == without.input)
    #expect(
      with.timeline.last?.views.first { $0.id == "card" }?.position
        == without.timeline.last?.views.first { $0.id == "card" }?.position)
  }
}
