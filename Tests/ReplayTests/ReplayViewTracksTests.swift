import DemoScene
import Foundation
import GestureLog
import Kinematics
import Replay
import TestSupport
import Testing

@testable import HeroReplay
@testable import ReplayCore
@testable import ReplayHunt
@testable import ReplayReports

/// `ReplayViewTracks` (the one-pass positions behind `ReplayJump.find`) against
/// `ReplayDisplayFrame.view(_:)` itself, on every frame of real replays and on hand-made frames
/// that reach its corners (a heroID standing in for an id, repeated ids, lists that change).
@MainActor
@Suite("View tracks")
struct ReplayViewTracksTests {
  /// Every id and frame of `frames`: the tracks' position against `view(_:)`'s, and the ids
  /// against the first-seen order. Returns the number of (frame, id) pairs compared.
  @discardableResult
  func expectMatchesViewLookup(
    _ frames: [ReplayDisplayFrame], sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    var expectedIDs: [String] = []
    for frame in frames {
      for view in frame.views where !expectedIDs.contains(view.id) { expectedIDs.append(view.id) }
    }
    var tracks = ReplayViewTracks(frames)
    #expect(tracks.ids == expectedIDs, sourceLocation: sourceLocation)
    var compared = 0
    for index in frames.indices {
      let positions = tracks.positions(onFrame: index)
      for (slot, id) in tracks.ids.enumerated() {
        let expected = frames[index].view(id)?.position
        if positions[slot] != expected {
          let found = String(describing: positions[slot])
          let wanted = String(describing: expected)
          Issue.record(
            Comment(rawValue: "frame \(index), \(id): \(found) ≠ \(wanted)"),
            sourceLocation: sourceLocation)
          return compared
        }
        compared += 1
      }
    }
    return compared
  }

  @Test(arguments: [false, true])
  func everyFrameOfEveryShippedRecordingMatches(tracksAllViews: Bool) throws {
    let folder = Fixtures.recordings
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".gtape") }.sorted()
    #expect(names.count >= 3)
    var compared = 0
    for name in names {
      let recording = try GestureLogReader.read(contentsOf: folder.appendingPathComponent(name))
        .recording
      let result = try Replayer(settings: ReplaySettings(frameRate: 120, gesture: nil)).replay(
        recording, into: DemoReplayScene(tracksAllViews: tracksAllViews), source: name)
      compared += expectMatchesViewLookup(result.timeline)
    }
    #expect(compared > 10_000)
  }

  func state(_ id: String, heroID: String? = nil, x: Double) -> ReplayViewState {
    ReplayViewState(
      id: id, heroID: heroID, position: ReplayPoint(x: x, y: 0), width: 10, height: 10)
  }

  func frame(_ index: Int, _ views: [ReplayViewState]) -> ReplayDisplayFrame {
    ReplayDisplayFrame(
      index: index, time: VirtualInstant(nanoseconds: Int64(index) * 8_333_333), progress: nil,
      views: views)
  }

  @Test func aHeroIDStandsInForAnIDOnFramesWithoutIt() {
    // "image_1" is an id on frame 0 and only a heroID (of "image_1@to") on frames 1 and 2;
    // frame 2 also repeats an id (the first one counts) and reorders the list.
    let frames = [
      frame(0, [state("image_1", x: 1), state("background", x: 2)]),
      frame(
        1,
        [
          state("image_1@from", heroID: "image_1", x: 3),
          state("image_1@to", heroID: "image_1", x: 4),
        ]),
      frame(
        2,
        [
          state("background", x: 5), state("image_1@to", heroID: "image_1", x: 6),
          state("background", x: 7),
        ]),
      frame(3, [state("image_1@to", heroID: "image_1", x: 8)]),
      frame(4, []),
      frame(5, [state("image_1", heroID: "image_1", x: 9)]),
    ]
    #expect(expectMatchesViewLookup(frames) == 6 * 4)
    var tracks = ReplayViewTracks(frames)
    #expect(tracks.ids == ["image_1", "background", "image_1@from", "image_1@to"])
    // Frame 1: image_1 is the first view with that heroID (the source).
    #expect(tracks.positions(onFrame: 0)[0]?.x == 1)
    #expect(tracks.positions(onFrame: 1)[0]?.x == 3)
    #expect(tracks.positions(onFrame: 2)[1]?.x == 5)
  }

  @Test func theSameListWithNewPositionsIsReadAgain() {
    // One layout over many frames (as a transition's frames are): the positions still follow.
    let frames = (0..<50).map { index in
      frame(index, [state("a", heroID: "a", x: Double(index)), state("b", x: Double(-index))])
    }
    var tracks = ReplayViewTracks(frames)
    for index in frames.indices {
      let positions = tracks.positions(onFrame: index)
      #expect(positions[0]?.x == Double(index) && positions[1]?.x == Double(-index))
    }
  }
}

/// `ReplayJump.find` against the plain search it replaced (every view looked up on every frame
/// with `view(_:)`), on every variant of the release sweep of every shipped recording: the same
/// jumps, field for field.
@MainActor
@Suite("Jumps, against the per-view search")
struct ReplayJumpReferenceTests {
  @Test(arguments: [false, true])
  func everySweepVariantFindsTheSameJumps(inNavigationController: Bool) throws {
    let folder = Fixtures.recordings
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".gtape") }.sorted()
    var variants = 0
    var jumps = 0
    for name in names {
      let recording = try GestureLogReader.read(contentsOf: folder.appendingPathComponent(name))
        .recording
      let sweep = try Replayer(settings: ReplaySettings(frameRate: 120, gesture: nil)).sweep(
        recording, into: DemoReplayScene(inNavigationController: inNavigationController),
        source: name)
      for row in sweep.rows {
        // As replayed, and with leaps put in: every 7th frame after the release moves one of
        // its views 200 pt aside (a one-frame leap, a leap that stays, leaps in a row).
        for result in [row.result, Self.withLeaps(row.result)] {
          let found = ReplayJump.find(in: result)
          #expect(found == Self.reference(result), "\(name) \(row.name)")
          variants += 1
          jumps += found.count
        }
      }
    }
    #expect(variants > 40)
    // Jumps were found (or the comparison would be of empty lists).
    #expect(jumps > 50)
  }

  /// `result` with every 7th frame after the release showing one of its views 200 pt to the
  /// right (the view chosen in turn; on every other such frame the next frame keeps it there).
  static func withLeaps(_ result: ReplayResult) -> ReplayResult {
    var result = result
    let release = result.outcome.release ?? .zero
    var turn = 0
    for index in result.timeline.indices where result.timeline[index].time > release {
      guard index % 7 == 0, !result.timeline[index].views.isEmpty else { continue }
      let slot = turn % result.timeline[index].views.count
      let stays = turn % 2 == 1 && index + 1 < result.timeline.count
      for moved in stays ? [index, index + 1] : [index]
      where slot < result.timeline[moved].views.count {
        result.timeline[moved].views[slot].position.x += 200
      }
      turn += 1
    }
    return result
  }

  /// The search as it was: each view's move into each frame from `view(_:)` on both frames.
  static func reference(_ result: ReplayResult) -> [ReplayJump] {
    let frames = result.timeline
    guard frames.count >= 2 else { return [] }
    let release = result.outcome.release ?? result.input.last?.time ?? .zero
    let heard = result.primaryGestureTrack.filter {
      $0.location != nil && ($0.state == .began || $0.state == .changed || $0.state == .ended)
    }
    func heardLocation(before time: VirtualInstant) -> ReplayPoint? {
      heard.last { $0.time < time }?.location
    }
    var ids: [String] = []
    for frame in frames {
      for view in frame.views where !ids.contains(view.id) { ids.append(view.id) }
    }
    var jumps: [ReplayJump] = []
    for id in ids {
      for index in 1..<frames.count {
        guard let from = frames[index - 1].view(id)?.position,
          let to = frames[index].view(id)?.position
        else { continue }
        let moved = from.distance(to: to)
        guard moved >= ReplayJump.minimum, frames[index].time > release else { continue }
        let start = frames[index - 1].time
        let end = frames[index].time
        let touchDown = result.input.indices.contains { i in
          result.input[i].time > start && result.input[i].time <= end
            && result.input[i].touchCount > (i > 0 ? result.input[i - 1].touchCount : 0)
        }
        if touchDown { continue }
        if result.stalls.contains(where: { start < $0.end && end >= $0.start }) { continue }
        if let b = heardLocation(before: end) {
          guard let a = heardLocation(before: start), a.distance(to: b) <= 1 else { continue }
        }
        var previous = 0.0
        if index > 1, let a = frames[index - 2].view(id)?.position {
          previous = a.distance(to: from)
        }
        var onwards = 0.0
        if index + 1 < frames.count, let after = frames[index + 1].view(id)?.position {
          let step = to - from
          let next = after - to
          onwards = max((step.x * next.x + step.y * next.y) / moved, 0)
        }
        guard moved >= ReplayJump.spikeRatio * max(previous, onwards) else { continue }
        jumps.append(
          ReplayJump(
            view: id, frame: frames[index].index, time: end, from: from, to: to, distance: moved))
      }
    }
    return jumps.sorted { ($0.time, $0.view) < ($1.time, $1.view) }
  }
}
