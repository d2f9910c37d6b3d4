import Foundation
import HeadlessUI
import Testing

/// Records the touch ids of every `.moved` set it is given.
@MainActor
final class MovedSetProbe: UIGestureRecognizer {
  var movedIDs: [[Int]] = []

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    movedIDs.append(touches.map(\.identifier).sorted())
  }
}

/// The window reuses the `.moved` set of a multi-touch event while the same touches move
/// together; every event must still hand each recognizer exactly the touches that moved.
@MainActor
@Suite("Multi-touch moved sets")
struct MovedSetReuseTests {
  @Test func movedSetsFollowTheTouchesThatMoved() {
    let window = UIWindow(screenSize: CGSize(width: 400, height: 400))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    let first = MovedSetProbe()
    let second = MovedSetProbe()
    first.cancelsTouchesInView = false
    second.cancelsTouchesInView = false
    view.addGestureRecognizer(first)
    view.addGestureRecognizer(second)
    var time = VirtualInstant.zero
    func send(_ samples: [(Int, TouchPhase)]) {
      time = time + .milliseconds(10)
      window.deliver(
        samples.map { TouchPoint(id: $0.0, phase: $0.1, location: CGPoint(x: 100, y: 100)) },
        at: time)
    }
    send([(1, .began), (2, .began)])
    send([(1, .moved), (2, .moved)])  // {1, 2}
    send([(1, .moved), (2, .moved)])  // {1, 2} again (the reused set)
    send([(3, .began)])  // 1 and 2 stationary: no moved set
    send([(1, .moved), (2, .moved), (3, .moved)])  // {1, 2, 3}
    send([(2, .moved), (3, .moved)])  // {2, 3}: 1 stationary
    send([(3, .ended)])  // 3 lifts
    send([(1, .moved), (2, .moved)])  // {1, 2} after a touch finished
    send([(1, .moved)])  // {1}
    let expected = [[1, 2], [1, 2], [1, 2, 3], [2, 3], [1, 2], [1]]
    #expect(first.movedIDs == expected)
    #expect(second.movedIDs == expected)
  }
}
