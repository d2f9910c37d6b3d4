import Foundation
import GestureTapeTesting
import Testing
import TransitionsApp

/// Hunts (docs/TESTING.md §8) over every example recording with an expectation file for a
/// scene of UIKit's own interactive transitions: no variant fails them.
@MainActor
@Suite("Hunting UIKit's transitions")
struct HuntTests {
  nonisolated static let files: [URL] =
    ((try? FileManager.default.contentsOfDirectory(atPath: Recordings.examples.path)) ?? [])
    .filter { $0.hasSuffix(".expect.json") }.sorted()
    .map { Recordings.examples.appendingPathComponent($0) }

  @Test(arguments: HuntTests.files)
  func noVariantFailsUIKitsTransitions(_ file: URL) throws {
    let expectations = try ReplayExpectations.load(contentsOf: file)
    let name = try #require(expectations.scene)
    guard let entry = TransitionScenes.entries.first(where: { $0.name == name }) else { return }
    let recording = Recordings.examples.appendingPathComponent(
      try #require(expectations.recording))
    let hunt = try Replayer(settings: try #require(expectations.settings).replaySettings).hunt(
      contentsOf: recording, into: entry.make(), checks: expectations.checks,
      options: .init(budget: 60, distinctFailures: 1))
    #expect(hunt.failures.isEmpty, "\(hunt.text)")
  }

  // Every scene of the app, with every example recording that starts its transition and
  // passes as recorded (the others are not its gesture), hunted at 30, 60 and 120 Hz: no false
  // alarm. (The draft, menu and photos scenes take gestures no example recording makes.)
  nonisolated static let sceneNames = [
    "receipt", "track", "album", "filters", "draft", "menu", "photos", "hours", "drawer", "notes",
  ]

  @Test func theListNamesEveryScene() {
    #expect(Self.sceneNames == TransitionScenes.entries.map(\.name))
  }

  @Test(arguments: HuntTests.sceneNames)
  func everySceneIsHuntedCleanAtEveryFrameRate(_ name: String) throws {
    let entry = try #require(TransitionScenes.entries.first { $0.name == name })
    let recordings = try FileManager.default.contentsOfDirectory(atPath: Recordings.examples.path)
      .filter { $0.hasSuffix(".gtape") }.sorted()
      .map { Recordings.examples.appendingPathComponent($0) }
    let hunts = Replayer().huntEveryRecording(
      recordings, into: { entry.make() }, options: .init(budget: 30, distinctFailures: 1))
    for found in hunts {
      let place = "\(found.recording.lastPathComponent) at \(found.frameRate) Hz"
      #expect(found.hunt.failures.isEmpty, "\(place): \(found.hunt.text)")
    }
    #expect(
      hunts.count >= 3 || ["draft", "menu", "photos"].contains(name),
      "no example recording drives \(name)")
  }
}
