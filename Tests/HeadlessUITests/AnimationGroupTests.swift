import Foundation
import HeadlessUI
import Testing

/// A `CAAnimationGroup` runs its basic animations together on the group's timing
/// (https://developer.apple.com/documentation/quartzcore/caanimationgroup): children without a
/// duration take the group's, a longer one is cut to it, and the group's delegate hears the
/// start at once and the stop when the last child ends.
@MainActor
@Suite("Animation groups")
struct AnimationGroupTests {
  final class Delegate: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
      events.append("stop \(flag)")
    }
  }

  @Test func childrenRunTogetherOnTheGroupsClock() {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController?.view.addSubview(view)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = Float(1)
    fade.toValue = Float(0)
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 50
    slide.toValue = 250
    slide.duration = 5  // cut to the group's second
    let keyframes = CAKeyframeAnimation(keyPath: "position.y")
    keyframes.isAdditive = true
    let group = CAAnimationGroup()
    group.animations = [fade, slide, keyframes]
    group.duration = 1
    let delegate = Delegate()
    group.delegate = delegate
    view.layer.add(group, forKey: "both")
    #expect(delegate.events == ["start"])
    window.clock.advance(by: .milliseconds(500))
    #expect(abs(Double(view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.02)
    #expect(abs((view.layer.presentation()?.position.x ?? 0) - 150) < 2)
    #expect(delegate.events == ["start"])
    window.clock.advance(by: .milliseconds(600))
    #expect(delegate.events == ["start", "stop true"])
    #expect(view.layer.presentation()?.position.x == 50, "removed on completion: the model")
  }

  @Test func aGroupWithNothingToRunStopsAtOnce() {
    let layer = CALayer()
    let group = CAAnimationGroup()
    group.animations = [CAKeyframeAnimation(keyPath: "opacity")]
    let delegate = Delegate()
    group.delegate = delegate
    layer.add(group, forKey: nil)
    #expect(delegate.events == ["stop false"])
  }
}
