import Foundation
import Testing

/// The example app's transition patterns replayed from real recordings (Swift Testing; the
/// checks are ExampleScenarios', shared with ExampleScenesXCTests).
@MainActor
@Suite struct ExampleScenesTests {
  @Test(
    "horizontal pageIn dismissal", arguments: [Recordings.flickRight, Recordings.slowDragRight])
  func article(_ recording: URL) throws {
    try ExampleScenarios.articleSwipe(recording)
  }

  @Test(
    "interactive present from a list cell",
    arguments: [Recordings.flickRight, Recordings.slowDragRight])
  func inbox(_ recording: URL) throws {
    try ExampleScenarios.inboxDrag(recording)
  }

  @Test(
    "edge-pan navigation pop",
    arguments: [Recordings.leftEdgeSwipe, Recordings.leftEdgeSlowDrag, Recordings.flickRight])
  func settings(_ recording: URL) throws {
    try ExampleScenarios.settingsEdgeSwipe(recording)
  }

  @Test(
    "scroll-view driven dismissal",
    arguments: [Recordings.twoFingerScrollDown, Recordings.slowDragDown])
  func note(_ recording: URL) throws {
    try ExampleScenarios.notePull(recording)
  }

  @Test("card with touch feedback and spring modifiers")
  func storyTap() throws {
    try ExampleScenarios.storyTap(Recordings.tap)
  }

  @Test("the opened card pulled down", arguments: [Recordings.flickDown, Recordings.slowDragDown])
  func storyPull(_ recording: URL) throws {
    try ExampleScenarios.storyPull(recording)
  }
}
