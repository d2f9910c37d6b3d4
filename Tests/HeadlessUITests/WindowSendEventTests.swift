import Foundation
import HeadlessUI
import Testing

/// `UIWindow.sendEvent(_:)` is open, as UIKit's is: a window subclass sees every event first
/// (Apple's page of `sendEvent(_:)`: "Subclasses may override this method … call super"), and
/// the events still reach the views when it calls `super`.
@MainActor
@Suite("A window subclass that looks at every event")
struct WindowSendEventTests {
  final class RecordingWindow: UIWindow {
    var phases: [[UITouch.Phase]] = []
    var passesOn = true

    override func sendEvent(_ event: UIEvent) {
      phases.append((event.allTouches ?? []).map(\.phase))
      if passesOn { super.sendEvent(event) }
    }
  }

  final class TouchedView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      calls.append("began")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      calls.append("ended")
    }
  }

  func ms(_ value: Int64) -> VirtualInstant { .init(nanoseconds: value * 1_000_000) }

  @Test func theOverrideSeesEveryEventAndSuperDeliversIt() {
    let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = TouchedView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.deliver([TouchPoint(id: 1, phase: .began, location: CGPoint(x: 50, y: 50))], at: ms(0))
    window.deliver([TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 50, y: 50))], at: ms(16))
    #expect(window.phases == [[.began], [.ended]])
    #expect(view.calls == ["began", "ended"])
    // Without super, nothing reaches the views.
    window.passesOn = false
    view.calls = []
    window.deliver([TouchPoint(id: 2, phase: .began, location: CGPoint(x: 50, y: 50))], at: ms(32))
    #expect(window.phases.count == 3)
    #expect(view.calls.isEmpty)
  }
}
