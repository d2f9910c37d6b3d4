import Foundation
import HeadlessUI
import HeroEngine

/// A 300 × 600 window with two plain controllers for `transition(from:to:in:)` on an engine
/// of the test's own. The window's clock starts at 0; display links default to `fps`.
@MainActor
final class Stage {
  let window: UIWindow
  let engine = HeroTransition()
  let from: UIViewController
  let to: UIViewController
  var finished: Bool?

  init(
    fps: Int = 60, from: UIViewController = UIViewController(),
    to: UIViewController = UIViewController()
  ) {
    window = UIWindow(screenSize: CGSize(width: 300, height: 600), framesPerSecond: fps)
    self.from = from
    self.to = to
    window.rootViewController = from
    window.makeKeyAndVisible()
    engine.defaultAnimation = .none
    engine.isRecordingTimeline = true
  }

  var clock: FrameClock { window.clock }

  /// A plain subview of `parent` with `frame` and modifiers.
  @discardableResult
  func box(
    in parent: UIView, _ frame: CGRect, _ modifiers: [HeroModifier]? = nil,
    id: String? = nil
  ) -> UIView {
    let view = UIView(frame: frame)
    view.hero.modifiers = modifiers
    view.hero.id = id
    parent.addSubview(view)
    return view
  }

  func start() {
    engine.transition(from: from, to: to, in: window) { [weak self] in self?.finished = $0 }
  }

  func position(_ view: UIView) -> CGPoint {
    engine.presentation(of: view)?.position ?? CGPoint(x: -1, y: -1)
  }

  /// Advances the clock by `seconds` (display frames fire on their grid).
  func advance(_ seconds: Double) {
    clock.advance(by: .seconds(seconds))
  }
}

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
