import Foundation
import GalleryApp
import GestureTapeTesting
import HeadlessUI
import IssueReporting
import Replay

/// The example app's transition patterns, each replayed from a real recording and checked
/// against the handler's own rule recomputed from the gesture track (the numbers are the
/// handlers' in iOS/GalleryApp). Every check reports through IssueReporting, so the Swift
/// Testing suite (ExampleScenesTests) and the XCTest case (ExampleScenesXCTests) run the same
/// checks.
@MainActor
enum ExampleScenarios {
  static let width = 375.0
  static let height = 667.0
  static let centre = ReplayPoint(x: 187.5, y: 333.5)

  // MARK: Horizontal pageIn dismissal (ArticleViewController)

  /// Swipe right on an article: `pageIn(direction: .right)` brings the reading list in from
  /// the left; the article goes when progress + speed (widths per second) > 0.5.
  static func articleSwipe(_ recording: URL) throws {
    let result = try Replayer().replay(contentsOf: recording, into: GalleryScenes.article())
    guard let release = required(result.releaseSample, "a released swipe", result) else { return }
    let finishes = release.translation.x / width + release.velocity.x / width > 0.5
    expectOutcome(of: result, is: finishes ? .finished : .cancelled)
    expectNotStuck(result, within: .seconds(1))
    check(result.transitions.map(\.kind) == [.dismiss], "one dismissal", result)
    check(result.transitions.first?.from == "ArticleViewController", "from the article", result)
    // Hero's pageIn: the list starts a width to the left and moves with the deceleration curve
    // of the progress, which the handler sets to the finger's translation over the width.
    expectTracksFinger(.named("readingList"), in: result, within: 1) { translation in
      -width / 2 + width * CAMediaTimingFunction.deceleration.value(at: translation.x / width)
    }
    expectTracksFinger(.named("article"), in: result, within: 0.01, measure: \.scale) {
      translation in 1 - 0.3 * CAMediaTimingFunction.deceleration.value(at: translation.x / width)
    }
    if finishes {
      expectView(.named("readingList"), in: result, at: .end, .position(centre))
      check(result.timeline.last?.view("article") == nil, "the article is gone", result)
    } else {
      expectView(.named("article"), in: result, at: .end, .position(centre))
      expectView(.named("article"), in: result, at: .end, .scale(1), tolerance: .absolute(0.001))
    }
  }

  // MARK: Interactive present from a list cell (InboxViewController)

  /// Drag a message row right: the message covers the list from the left and the row's avatar
  /// follows the finger; it opens when the drag projected 0.2 s ahead passes half the width.
  static func inboxDrag(_ recording: URL) throws {
    let result = try Replayer().replay(contentsOf: recording, into: GalleryScenes.inbox())
    guard let release = required(result.releaseSample, "a released drag", result),
      let touchDown = required(result.input.first?.location, "a touch", result)
    else { return }
    check(
      result.primaryRecognizer == "UIPanGestureRecognizer@UITableView(inbox)",
      "the app's pan, not the table's scrolling, took the sideways drag", result)
    let finishes = release.translation.x + 0.2 * release.velocity.x > width / 2
    expectOutcome(of: result, is: finishes ? .finished : .cancelled)
    check(result.transitions.map(\.kind) == [.present], "one presentation", result)
    check(result.transitions.first?.to == "MessageViewController", "to the message", result)
    // The row under the finger (72-point rows below the 20-point status bar: the table's
    // content inset is adjusted for it, as on a device) is the one that opens.
    let top = 20.0
    let row = Int((touchDown.y - top) / 72)
    let avatar = ViewSelector.heroID("avatar_\(row)")
    let rowCentre = ReplayPoint(x: 38, y: top + 36 + 72 * Double(row))
    expectView(avatar, in: result, at: .time(.seconds(0)), .position(rowCentre))
    // Frame by frame the avatar is where the handler's `.position` puts it: its row's centre
    // plus the translation. Measured against the finger itself it trails by the pan's
    // recognition distance on the first frame of the drag (the first `.changed` has not come
    // yet), hence the wider bound there.
    expectTracksFinger(avatar, in: result, within: 0.5) { rowCentre.x + $0.x }
    expectTracksFinger(avatar, in: result, within: 0.5, measure: \.position.y) {
      rowCentre.y + $0.y
    }
    expectFollowsFinger(avatar, in: result, within: 12)
    expectView(
      avatar, in: result, at: .release,
      .position(
        ReplayPoint(x: rowCentre.x + release.translation.x, y: rowCentre.y + release.translation.y)),
      tolerance: .absolute(1))
    expectView(
      avatar, in: result, at: .end,
      .position(finishes ? ReplayPoint(x: 187.5, y: 100) : rowCentre))
  }

  // MARK: Edge-pan navigation pop (SettingDetailViewController)

  /// Swipe from the left edge on a pushed settings page: the navigation controller's pull
  /// animation follows the finger; the page goes past half the width or faster than 1000 pt/s.
  /// A swipe that starts away from the edge does nothing (UIKit's screen-edge rule).
  static func settingsEdgeSwipe(_ recording: URL) throws {
    let result = try Replayer().replay(contentsOf: recording, into: GalleryScenes.settings())
    guard let touchDown = required(result.input.first?.location, "a touch", result) else { return }
    guard touchDown.x <= 20 else {
      expectOutcome(of: result, is: .noTransition)
      check(
        result.gestureTrack.allSatisfy { $0.state == .possible || $0.state == .failed },
        "the edge pan never began for a touch \(touchDown.x) points from the edge", result)
      expectView(.named("settingDetail"), in: result, at: .end, .position(centre))
      return
    }
    guard let release = required(result.releaseSample, "a released swipe", result) else { return }
    check(
      result.primaryRecognizer?.hasPrefix("UIScreenEdgePanGestureRecognizer") == true,
      "the screen-edge pan took the swipe", result)
    let finishes = release.translation.x / width > 0.5 || release.velocity.x > 1000
    expectOutcome(of: result, is: finishes ? .finished : .cancelled)
    check(result.transitions.map(\.kind) == [.pop], "one pop", result)
    // pull(direction: .right): the page moves a width right on Hero's standard curve.
    expectTracksFinger(.named("settingDetail"), in: result, within: 1) { translation in
      width / 2 + width * CAMediaTimingFunction.standard.value(at: translation.x / width)
    }
    // The generic check knows the curve too: the page is where the transition's curve puts it
    // at the progress the finger drives, so a tight tolerance holds (it was 105 pt measured
    // point for point).
    expectFollowsFinger(.named("settingDetail"), in: result, within: 6)
    expectView(
      .named(finishes ? "settings" : "settingDetail"), in: result, at: .end, .position(centre))
    if finishes {
      check(result.timeline.last?.view("settingDetail") == nil, "the page is gone", result)
    }
  }

  // MARK: Scroll-view driven dismissal (NoteViewController)

  /// Pull a note's scroll view down past its top: the pull drives the progress (pull / 160),
  /// and the note goes when pulled more than 60 points or flung faster than 2 pt/ms.
  static func notePull(_ recording: URL) throws {
    let result = try Replayer().replay(contentsOf: recording, into: GalleryScenes.note())
    guard let release = required(result.releaseSample, "a released pull", result),
      let progress = required(result.outcome.progressAtRelease, "progress at the release", result)
    else { return }
    check(
      result.primaryRecognizer?.hasPrefix("ScrollViewPanGestureRecognizer") == true,
      "the scroll view's own pan took the drag", result)
    // The pull is the content offset below the top: the scroll view's rubber band of the
    // translation since the pan began (docs/HEADLESSUI.md: the content follows the finger from
    // the recognition point; (1 − 1 / (x · 0.55 / d + 1)) · d, d the height).
    let began = result.primaryGestureTrack.first { $0.state == .began }?.translation.y ?? 0
    let overshoot = release.translation.y - began
    let pull = (1 - 1 / (overshoot * 0.55 / height + 1)) * height
    check(
      abs(pull / 160 - progress) < 0.01,
      "the progress at the release (\(progress)) is the rubber-banded pull \(pull) / 160", result)
    let finishes = pull > 60 || release.velocity.y / 1000 > 2
    expectOutcome(of: result, is: finishes ? .finished : .cancelled)
    check(result.transitions.map(\.kind) == [.dismiss], "one dismissal", result)
    // Note 3's card goes back to its place on the board (column 1, row 1 of 163.5-point
    // squares) or stays at the top of the note.
    let boardPlace = ReplayPoint(x: 16 + 179.5 + 81.75, y: 80 + 179.5 + 81.75)
    expectView(
      .heroID("note_3"), in: result, at: .end,
      .position(finishes ? boardPlace : ReplayPoint(x: 187.5, y: 187.5)))
    expectNotStuck(result, within: .seconds(1))
  }

  // MARK: Card with touch feedback and spring modifiers (StoriesViewController)

  /// Tap a story card: it shrinks under the finger (a spring `UIView.animate` on highlight)
  /// and the lift opens its story, the card growing into the header on a spring.
  static func storyTap(_ recording: URL) throws {
    let result = try Replayer().replay(contentsOf: recording, into: GalleryScenes.stories())
    guard let touchDown = required(result.input.first?.location, "a touch", result),
      let release = required(result.outcome.release, "a lift", result)
    else { return }
    // The item under the finger: two columns of 163.5 × 220 cards, 16 points apart and inset.
    let item = (touchDown.x < width / 2 ? 0 : 1) + 2 * Int((touchDown.y - 16) / 236)
    expectOutcome(of: result, is: .finished)
    check(result.transitions.map(\.kind) == [.present], "one presentation", result)
    check(result.transitions.first?.to == "StoryViewController", "to the story", result)
    check(
      result.engineCalls.allSatisfy { $0.kind != .update },
      "a tap is not interactive: no update calls", result)
    // Touch feedback: while the finger is down the cell shrinks towards 95 %.
    let pressed = result.timeline.filter { $0.time < release }
      .compactMap { $0.view("storyCell_\(item)")?.scale }
    check(
      (pressed.min() ?? 1) < 0.97 && pressed.min() ?? 1 >= 0.95 - 0.02,
      "the card shrank towards 0.95 under the finger (scales \(pressed))", result)
    // The spring: the card's centre passes its end (stiffness 250, damping 25: damping ratio
    // 0.79, an overshoot of about 2 %) before it settles in the header.
    let end = ReplayPoint(x: 187.5, y: 210)
    let ys = result.timeline.filter { $0.time > release }
      .compactMap { $0.views.first { $0.heroID == "story_\(item)" }?.position.y }
    check(
      ys.contains { $0 > end.y + 0.5 }, "the card overshoots its end on the spring", result)
    expectView(.heroID("story_\(item)"), in: result, at: .end, .position(end))
    expectView(
      .heroID("story_\(item)"), in: result, at: .end,
      .frame(ReplayRect(x: 0, y: 0, width: 375, height: 420)))
  }

  /// Pull an open story down: the card follows the finger; it goes past a quarter of the height
  /// or faster than 800 pt/s down, and springs back otherwise.
  static func storyPull(_ recording: URL) throws {
    let result = try Replayer().replay(contentsOf: recording, into: GalleryScenes.story())
    guard let release = required(result.releaseSample, "a released pull", result) else { return }
    let finishes = release.translation.y / height > 0.25 || release.velocity.y > 800
    expectOutcome(of: result, is: finishes ? .finished : .cancelled)
    check(result.transitions.map(\.kind) == [.dismiss], "one dismissal", result)
    // The grid's first cell, below the 20-point status bar (the collection view's content
    // inset is adjusted for it).
    let cell = ReplayPoint(x: 16 + 81.75, y: 20 + 16 + 110)
    expectView(
      .heroID("story_0"), in: result, at: .end,
      .position(finishes ? cell : ReplayPoint(x: 187.5, y: 210)))
    expectNotStuck(result, within: .seconds(1))
  }

  // MARK: Helpers

  /// Checks, on every display frame of the drag (the transition started, the finger not yet
  /// lifted, the recognizer's last report a `.changed`), that `view`'s `measure` (its centre's x
  /// by default) is what `place` gives for the recognizer's translation then, within `points`.
  static func expectTracksFinger(
    _ view: ViewSelector, in result: ReplayResult, within points: Double,
    measure: KeyPath<ReplayViewState, Double> = \.position.x,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    place: (ReplayPoint) -> Double
  ) {
    let track = result.primaryGestureTrack
    guard let start = result.outcome.transitionStart, let release = result.outcome.release else {
      reportIssue(
        "\(view): no transition or no release in \(result.source)", fileID: fileID,
        filePath: filePath, line: line, column: column)
      return
    }
    var checked = 0
    var worst: (gap: Double, time: VirtualInstant) = (0, .zero)
    for frame in result.timeline where frame.time > start && frame.time < release {
      guard let sample = track.last(where: { $0.time <= frame.time }), sample.state == .changed,
        let state = view.state(in: frame)
      else { continue }
      checked += 1
      let gap = abs(state[keyPath: measure] - place(sample.translation))
      if gap > worst.gap { worst = (gap, frame.time) }
    }
    if checked < 3 {
      reportIssue(
        "\(view) was checked on only \(checked) display frames of the drag (\(result.source))",
        fileID: fileID, filePath: filePath, line: line, column: column)
    } else if worst.gap > points {
      reportIssue(
        "\(view) was \(worst.gap) away from where the finger puts it at "
          + "\(worst.time.seconds) s (within \(points) expected; \(result.source))",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  static func check(
    _ condition: Bool, _ what: @autoclosure () -> String, _ result: ReplayResult,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard !condition else { return }
    reportIssue(
      "Expected \(what()) (\(result.source))", fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  static func required<T>(
    _ value: T?, _ what: String, _ result: ReplayResult,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> T? {
    if value == nil {
      reportIssue(
        "Expected \(what) (\(result.source))", fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
    return value
  }
}
