import AppCompatibility
import HeadlessUI
import ReplayCore
import Testing

@testable import AppExploring

/// A screen with what a user can and cannot tap: a button, a disabled one, a hidden one, one
/// covered by another view, a segmented control, a list of five rows, and a view with a tap
/// recognizer.
@MainActor
final class ControlsViewController: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))

  override func viewDidLoad() {
    super.viewDidLoad()
    let add = UIButton(type: .system)
    add.setTitle("Add", for: .normal)
    add.frame = CGRect(x: 20, y: 40, width: 80, height: 44)
    let disabled = UIButton(type: .system)
    disabled.setTitle("Off", for: .normal)
    disabled.frame = CGRect(x: 120, y: 40, width: 80, height: 44)
    disabled.isEnabled = false
    let hidden = UIButton(type: .system)
    hidden.setTitle("Hidden", for: .normal)
    hidden.frame = CGRect(x: 220, y: 40, width: 80, height: 44)
    hidden.isHidden = true
    let covered = UIButton(type: .system)
    covered.setTitle("Covered", for: .normal)
    covered.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
    let cover = UIView(frame: CGRect(x: 0, y: 90, width: 200, height: 70))
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    segments.selectedSegmentIndex = 0
    segments.frame = CGRect(x: 20, y: 180, width: 300, height: 32)
    let tappable = UIView(frame: CGRect(x: 20, y: 230, width: 60, height: 60))
    tappable.addGestureRecognizer(UITapGestureRecognizer(target: self, action: tapped))
    table.dataSource = self
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    for subview in [add, disabled, hidden, covered, cover, segments, tappable, table] {
      view.addSubview(subview)
    }
  }

  func tapped() {}

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
}

/// A screen with one gesture of each kind the survey knows.
@MainActor
final class GesturesViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let pan = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 150))
    pan.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: handle))
    let swipe = UIView(frame: CGRect(x: 0, y: 150, width: 375, height: 150))
    let left = UISwipeGestureRecognizer(target: self, action: handle)
    left.direction = .left
    swipe.addGestureRecognizer(left)
    let pinch = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 150))
    pinch.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: handle))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 450, width: 375, height: 217))
    scroll.contentSize = CGSize(width: 375, height: 1000)
    let edge = UIScreenEdgePanGestureRecognizer(target: self, action: handle)
    edge.edges = .right
    view.addGestureRecognizer(edge)
    for subview in [pan, swipe, pinch, scroll] { view.addSubview(subview) }
  }

  func handle() {}
}

@MainActor
@Suite("Screen survey")
struct ScreenSurveyTests {
  /// Surveys the screen `root` shows once it settled.
  func survey(_ root: @escaping () -> UIViewController) throws -> ScreenSurvey {
    let scene = AppReplayScene.app(root)
    var found: ScreenSurvey?
    _ = try Replayer().run(
      [.settle, .perform("survey") { _ in found = scene.window.map(ScreenSurvey.init(of:)) }],
      in: scene)
    return try #require(found)
  }

  @Test func aTapReachesWhatAUserCanTouchAndNothingElse() throws {
    let survey = try survey { ControlsViewController() }
    let what = survey.controls.map(\.what)
    #expect(what.contains { $0.contains("UIButton \"Add\"") })
    #expect(!what.contains { $0.contains("Off") }, "a disabled button is not tapped")
    #expect(!what.contains { $0.contains("Hidden") }, "a hidden button is not tapped")
    #expect(!what.contains { $0.contains("Covered") }, "a covered button is not tapped")
    #expect(what.filter { $0.hasPrefix("segment") }.count == 2, "every segment but the selected")
    #expect(what.filter { $0.hasPrefix("cell") }.count == ScreenSurvey.cellsPerList)
    #expect(what.contains { $0.contains("tap recognizer") })
    // Each tap is a point at the centre of the control's visible part.
    let add = try #require(survey.controls.first { $0.what.contains("Add") })
    #expect(add.step == "tap 60,62")
  }

  @Test func everyKindOfGestureIsFoundWithItsDirections() throws {
    let survey = try survey { GesturesViewController() }
    let kinds = Dictionary(survey.gestures.map { ($0.kind, $0) }, uniquingKeysWith: { a, _ in a })
    #expect(kinds[.pan]?.directions == [.down, .up, .left, .right])
    #expect(kinds[.swipe]?.directions == [.left])
    #expect(kinds[.pinch] != nil)
    #expect(kinds[.scroll]?.directions == [.up, .down])
    #expect(kinds[.edgePan]?.fromEdge == .right)
    #expect(kinds[.edgePan]?.directions == [.left])
  }

  @Test func aPushedScreenHasTheBackSwipe() throws {
    let root = try survey {
      let navigation = UINavigationController(rootViewController: UIViewController())
      navigation.pushViewController(GesturesViewController(), animated: false)
      return navigation
    }
    #expect(root.screen == "UINavigationController > GesturesViewController")
    let back = try #require(root.gestures.first { $0.kind == .backSwipe })
    #expect(back.fromEdge == .left)
    #expect(back.directions == [.right])
    let first = try survey { UINavigationController(rootViewController: UIViewController()) }
    #expect(!first.gestures.contains { $0.kind == .backSwipe }, "nothing to go back to")
  }
}
