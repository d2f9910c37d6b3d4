import Foundation
import HeadlessUI
import Testing

/// Explicit layer animations as transitions use them (a corner radius or an opacity animated
/// alongside a view animation): `CABasicAnimation` added to a layer animates its presentation,
/// not its model, and tells its delegate
/// (https://developer.apple.com/documentation/quartzcore/cabasicanimation,
/// https://developer.apple.com/documentation/quartzcore/caanimationdelegate).
@MainActor
@Suite("Explicit layer animations")
struct ExplicitLayerAnimationTests {
  final class Delegate: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
      events.append("stop \(flag)")
    }
  }

  func windowedView() -> (UIWindow, UIView) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController?.view.addSubview(view)
    return (window, view)
  }

  @Test func aCornerRadiusAnimatesThePresentationAndLeavesTheModel() {
    let (window, view) = windowedView()
    let delegate = Delegate()
    let morph = CABasicAnimation(keyPath: "cornerRadius")
    morph.fromValue = 0
    morph.toValue = 40.0
    morph.duration = 0.4
    morph.delegate = delegate
    view.layer.add(morph, forKey: "morph")
    #expect(delegate.events == ["start"])
    #expect(view.layer.animation(forKey: "morph") === morph)
    window.clock.advance(by: .milliseconds(200))
    // Linear by default: halfway, half the radius.
    #expect(abs((view.layer.presentation()?.cornerRadius ?? -1) - 20) < 0.5)
    #expect(view.layer.cornerRadius == 0, "the model value does not change")
    window.clock.advance(by: .milliseconds(250))
    #expect(delegate.events == ["start", "stop true"])
    #expect(view.layer.presentation()?.cornerRadius == 0, "removed on completion: the model shows")
    #expect(view.layer.animation(forKey: "morph") == nil)
  }

  @Test func keptForwardsItEndsOnItsLastValue() {
    let (window, view) = windowedView()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = Float(0.2)
    fade.duration = 0.3
    fade.isRemovedOnCompletion = false
    fade.fillMode = .forwards
    view.layer.add(fade, forKey: nil)
    window.clock.advance(by: .milliseconds(400))
    #expect(abs(Double(view.layer.presentation()?.opacity ?? 1) - 0.2) < 1e-6)
  }

  @Test func subPathsAndRemovalAndWhatCannotAnimate() {
    let (window, view) = windowedView()
    let delegate = Delegate()
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 50
    slide.toValue = 250
    slide.duration = 1
    slide.delegate = delegate
    view.layer.add(slide, forKey: "slide")
    window.clock.advance(by: .milliseconds(500))
    #expect(abs((view.layer.presentation()?.position.x ?? 0) - 150) < 0.5)
    #expect(view.layer.presentation()?.position.y == 50)
    view.layer.removeAnimation(forKey: "slide")
    window.clock.advance(by: .milliseconds(20))
    #expect(delegate.events == ["start", "stop false"])
    #expect(view.layer.presentation()?.position.x == 50)

    let odd = Delegate()
    let wobble = CABasicAnimation(keyPath: "shadowPath")
    wobble.delegate = odd
    view.layer.add(wobble, forKey: nil)
    let bad = CABasicAnimation(keyPath: "opacity")
    bad.toValue = "half"
    bad.delegate = odd
    view.layer.add(bad, forKey: nil)
    #expect(odd.events == ["stop false", "stop false"])
  }
}
