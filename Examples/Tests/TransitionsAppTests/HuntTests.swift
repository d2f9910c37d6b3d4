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
}
