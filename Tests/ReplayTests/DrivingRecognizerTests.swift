import HeadlessUI
import HeroEngine
import Replay
import Testing

/// A presented list: a scroll view whose own pan begins with any vertical drag, and, on the same
/// scroll view, the app's pan (recognized with it) that dismisses the list through Hero — the
/// layout of a sheet whose content scrolls.
@MainActor
final class ScrollAndPanViewController: UIViewController {
  let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

  override func viewDidLoad() {
    super.viewDidLoad()
    hero.isEnabled = true
    list.hero.id = "list"
    list.contentSize = CGSize(width: 375, height: 2000)
    list.alwaysBounceVertical = true
    view.addSubview(list)
    let pan = UIPanGestureRecognizer(target: self, action: panned(_:))
    pan.delegate = SimultaneousDelegate.shared
    list.addGestureRecognizer(pan)
  }

  func panned(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began: hero.dismissViewController()
    case .changed: Hero.shared.update(pan.translation(in: nil).y / view.bounds.height)
    default: Hero.shared.finish()
    }
  }
}

/// The report follows the recognizer whose action drove the transition (it called the engine),
/// not the first one that began (the scroll view's own pan); the settings can name another.
@MainActor
@Suite("The recognizer that drove the transition")
struct DrivingRecognizerTests {
  let drag = TouchFrame.drag(
    from: .init(x: 100, y: 300), to: .init(x: 100, y: 400), duration: .nanoseconds(200_000_000))
  let scrollPan = "ScrollViewPanGestureRecognizer@UIScrollView(list)"
  let appPan = "UIPanGestureRecognizer@UIScrollView(list)"

  func scene() -> AppReplayScene {
    .app(engine: .hero) {
      UIViewController()
    } setup: {
      $0.present(ScrollAndPanViewController(), animated: false)
    }
  }

  @Test func theReleaseIsTheHandlersPan() throws {
    let result = try Replayer().replay(drag, into: scene())
    #expect(result.recognizers.contains(scrollPan) && result.recognizers.contains(appPan))
    // The scroll view's pan is the first that began: the old rule would have followed it.
    #expect(result.gestureTrack.first { $0.state == .began }?.recognizer == scrollPan)
    #expect(result.engineCalls.first { $0.kind == .start }?.recognizer == appPan)
    #expect(result.engineCalls.filter { $0.kind == .update }.allSatisfy { $0.recognizer == appPan })
    #expect(result.primaryRecognizer == appPan)
    #expect(result.releaseSample?.state == .ended)
    let report = ReplayReport(result)
    #expect(report.recognizer == appPan)
    #expect(report.text.contains("\(appPan) (followed: its action drove the transition)"))
  }

  @Test func theSettingsCanNameAnother() throws {
    var settings = ReplaySettings()
    settings.recognizer = scrollPan
    let result = try Replayer(settings: settings).replay(drag, into: scene())
    #expect(result.primaryRecognizer == scrollPan)
    #expect(ReplayReport(result).text.contains("(followed: named by the settings)"))
  }
}
