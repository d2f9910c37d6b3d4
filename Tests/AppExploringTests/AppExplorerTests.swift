import AppCompatibility
import Foundation
import GestureLog
import HeadlessUI
import ReplayCore
import TestSupport
import Testing

@testable import AppExploring

/// A first screen whose "Open" button pushes a card screen.
@MainActor
final class HomeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    let open = UIButton(type: .system)
    open.setTitle("Open", for: .normal)
    open.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
    open.addAction(
      UIAction { [weak self] _ in
        self?.navigationController?.pushViewController(CardViewController(), animated: true)
      }, for: .touchUpInside)
    view.addSubview(open)
  }
}

/// A card the finger drags; on release a buggy handler puts it 250 points lower at once (a
/// jump a user sees), unless `fixed`, when it animates back.
@MainActor
final class CardViewController: UIViewController {
  nonisolated(unsafe) static var fixed = false
  let card = UIView(frame: CGRect(x: 40, y: 150, width: 295, height: 300))
  var start = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    card.accessibilityIdentifier = "card"
    view.addSubview(card)
    card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: dragged(_:)))
  }

  func dragged(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began: start = card.center
    case .changed:
      let moved = pan.translation(in: view)
      card.center = CGPoint(x: start.x, y: start.y + moved.y * 0.1)
    case .ended, .cancelled:
      if Self.fixed {
        UIView.animate(withDuration: 0.3) { self.card.center = self.start }
      } else {
        card.center = CGPoint(x: start.x, y: start.y + 250)
      }
    default: break
    }
  }
}

@MainActor
@Suite("App explorer", .serialized)
struct AppExplorerTests {
  func explore(
    artifacts: URL? = nil, skipping: Set<String> = [], maximumRuns: Int = 400
  ) throws -> ExploreRunnerReport {
    let options = ExploreOptions(
      maximumRuns: maximumRuns, recordings: ExploreRecording.standard(in: Fixtures.recordings),
      artifacts: artifacts, skippedRuns: skipping)
    let explorer = try AppExplorer(options: options) {
      .app { UINavigationController(rootViewController: HomeViewController()) }
    }
    return explorer.explore()
  }

  @Test func itTapsToEveryScreenAndDrivesItsGestures() throws {
    CardViewController.fixed = true
    defer { CardViewController.fixed = false }
    let report = try explore()
    #expect(report.launched)
    #expect(
      report.screens.map(\.name) == [
        "UINavigationController > HomeViewController",
        "UINavigationController > CardViewController",
      ])
    let card = try #require(report.screens.last)
    #expect(card.steps.map(\.what) == ["HomeViewController.UIButton \"Open\""])
    let pan = try #require(card.gestures.first { $0.kind == "pan" })
    // A flick and a slow drag, each turned to four directions.
    #expect(pan.drives.map(\.name).count == 8)
    #expect(card.gestures.contains { $0.kind == "back swipe" })
    #expect(report.problems.isEmpty, "\(report.problems)")
    #expect(report.gesturesDriven == card.gestures.reduce(0) { $0 + $1.drives.count })
  }

  @Test func aJumpIsAProblemWithItsStepsTapeAndViewer() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "explore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try explore(artifacts: folder)
    let jump = try #require(report.problems.first { $0.cause.subject == "no jump" })
    #expect(jump.message.contains("view \"card\" jumped"))
    #expect(jump.steps.map(\.what) == ["HomeViewController.UIButton \"Open\""])
    #expect(jump.gesture?.hasPrefix("pan on CardViewController.UIView #card") == true)
    let tape = try #require(jump.tape)
    let viewer = try #require(jump.viewer)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(viewer).path))
    // The tape is the gesture as the window received it: replayed after the same taps, it
    // shows the same jump.
    let recording = try GestureLogReader.read(contentsOf: folder.appendingPathComponent(tape))
    let steps = try jump.steps.map { try ReplayStep(text: $0.step) }
    let again = try Replayer().run(
      [.settle] + steps.flatMap { [$0, .settle] } + [.replay(recording.recording)],
      in: .app { UINavigationController(rootViewController: HomeViewController()) })
    #expect(again.problems.contains { $0.hasPrefix("jump") })
  }

  @Test func theSameAppGivesTheSameReport() throws {
    let first = try explore()
    let second = try explore()
    #expect(first == second)
  }

  @Test func aSkippedRunIsNotMadeAndBudgetsStopTheWalk() throws {
    let all = try explore()
    let key = AppExplorer.key([], gesture: nil)
    let skipped = try explore(skipping: [key])
    #expect(skipped.screens.isEmpty, "the launch's survey was skipped")
    let short = try explore(maximumRuns: 2)
    #expect(short.runs == 2)
    #expect(short.budgetStop == "the run budget (2 runs)")
    #expect(all.runs > 2)
  }
}
