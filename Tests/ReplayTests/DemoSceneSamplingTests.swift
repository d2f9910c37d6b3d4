import DemoScene
import Foundation
import GestureLog
import HeadlessUI
import HeroEngine
import Replay
import TestSupport
import Testing

/// The demo scene's per-frame view sampling reuses the list of recorded views (which views,
/// under which ids) while the engine's animated views stay the same. Checked against a
/// reference that works the ids out from scratch on every frame, from the engine's own frame.
@MainActor
@Suite("Demo scene sampling")
struct DemoSceneSamplingTests {
  static let recording = "logitech-ultrathin-touch-mouse-drag-wheel.gtape"

  func replay(_ scene: some ReplayScene) throws -> ReplayResult {
    let url = Fixtures.recordings.appendingPathComponent(Self.recording)
    let recording = try GestureLogReader.read(contentsOf: url).recording
    return try Replayer(settings: ReplaySettings(frameRate: 120)).replay(
      recording, into: scene, source: Self.recording)
  }

  @Test(arguments: [false, true])
  func everyTransitionFrameMatchesTheReference(tracksAllViews: Bool) throws {
    let scene = CheckedScene(tracksAllViews: tracksAllViews, switchAfter: nil)
    _ = try replay(scene)
    #expect(scene.checkedFrames > 10)
    #expect(scene.mismatches.isEmpty, "\(scene.mismatches.prefix(3))")
    #expect(scene.sawRepeatedKey)
  }

  @Test func switchingToAllViewsDuringTheTransitionIsPickedUp() throws {
    let scene = CheckedScene(tracksAllViews: false, switchAfter: 5)
    _ = try replay(scene)
    #expect(scene.checkedFrames > 10)
    #expect(scene.mismatches.isEmpty, "\(scene.mismatches.prefix(3))")
  }
}

/// The demo scene, with every sample taken during the transition compared with
/// ``reference(_:tracksAllViews:)``; optionally switched to all views after `switchAfter`
/// transition frames.
@MainActor
final class CheckedScene: ReplayScene {
  let demo: DemoReplayScene
  let switchAfter: Int?
  var checkedFrames = 0
  var mismatches: [String] = []
  /// Whether an id got `@to` or `@from`.
  var sawRepeatedKey = false

  init(tracksAllViews: Bool, switchAfter: Int?) {
    demo = DemoReplayScene(tracksAllViews: tracksAllViews)
    self.switchAfter = switchAfter
  }

  func prepare(in context: ReplayContext) -> FrameClock { demo.prepare(in: context) }

  func deliver(_ frame: TouchFrame, in context: ReplayContext) {
    demo.deliver(frame, in: context)
  }

  func viewStates() -> [ReplayViewState] {
    guard let engine = demo.heroEngine, engine.state == .animating else {
      return demo.viewStates()
    }
    if checkedFrames == switchAfter { demo.tracksAllViews = true }
    let states = demo.viewStates()
    let expected = Self.reference(engine.currentFrame().views, tracksAllViews: demo.tracksAllViews)
    if states.map(\.id) != expected.map(\.id) || states.map(\.heroID) != expected.map(\.heroID)
      || states.map(\.position) != expected.map(\.position)
    {
      mismatches.append("frame \(checkedFrames): \(states.map(\.id)) vs \(expected.map(\.id))")
    }
    checkedFrames += 1
    if states.contains(where: { $0.id.hasSuffix("@to") || $0.id.hasSuffix("@from") }) {
      sawRepeatedKey = true
    }
    return states
  }

  var transitionProgress: Double? { demo.transitionProgress }

  func withinScope(_ body: () -> Void) { demo.withinScope(body) }

  /// The ids from scratch: path keys (with "/") only when tracking all views; a key seen
  /// before in the frame gets "@to" or "@from" by its side.
  static func reference(
    _ views: [HeroTimeline.ViewState], tracksAllViews: Bool
  ) -> [(id: String, heroID: String?, position: ReplayPoint)] {
    var seen: Set<String> = []
    var result: [(id: String, heroID: String?, position: ReplayPoint)] = []
    for view in views {
      let isPath = view.key.contains("/")
      if isPath && !tracksAllViews { continue }
      var id = view.key
      if seen.contains(id) { id += view.isAppearing ? "@to" : "@from" }
      seen.insert(id)
      // The centre as drawn: the frame (the transformed bounds) in container coordinates.
      let centre = ReplayPoint(x: Double(view.frame.midX), y: Double(view.frame.midY))
      result.append((id, isPath ? nil : view.key, centre))
    }
    return result
  }
}
