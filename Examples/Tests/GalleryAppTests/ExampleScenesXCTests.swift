import Foundation
import XCTest

/// The example app's transition patterns replayed from real recordings (XCTest; the checks are
/// ExampleScenarios', shared with ExampleScenesTests).
final class ExampleScenesXCTests: XCTestCase {
  func testArticleFlickRightPagesTheListIn() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.articleSwipe(Recordings.flickRight) }
  }

  func testArticleSlowDragRightKeepsTheArticle() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.articleSwipe(Recordings.slowDragRight) }
  }

  func testInboxFlickRightOpensTheMessage() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.inboxDrag(Recordings.flickRight) }
  }

  func testInboxSlowDragRightLeavesTheList() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.inboxDrag(Recordings.slowDragRight) }
  }

  func testSettingsLeftEdgeSwipePops() throws {
    try MainActor.assumeIsolated {
      try ExampleScenarios.settingsEdgeSwipe(Recordings.leftEdgeSwipe)
    }
  }

  func testSettingsLeftEdgeSlowDragStays() throws {
    try MainActor.assumeIsolated {
      try ExampleScenarios.settingsEdgeSwipe(Recordings.leftEdgeSlowDrag)
    }
  }

  func testSettingsSwipeAwayFromTheEdgeDoesNothing() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.settingsEdgeSwipe(Recordings.flickRight) }
  }

  func testNoteTwoFingerPullDismisses() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.notePull(Recordings.twoFingerScrollDown) }
  }

  func testNoteSlowPullComesBack() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.notePull(Recordings.slowDragDown) }
  }

  func testStoryTapOpensOnASpring() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.storyTap(Recordings.tap) }
  }

  func testStoryFlickDownDismisses() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.storyPull(Recordings.flickDown) }
  }

  func testStorySlowPullSpringsBack() throws {
    try MainActor.assumeIsolated { try ExampleScenarios.storyPull(Recordings.slowDragDown) }
  }
}
