import Foundation
import HeadlessUI
import InterfaceBuilderDocuments
import Testing

/// `UIRotationGestureRecognizer` (https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer):
/// "the rotation value is in radians", "velocity of the rotation gesture in radians per second";
/// two fingers turning a quarter turn clockwise read +π/2.
@MainActor
@Suite("Rotation gestures")
struct RotationGestureTests {
  /// Two fingers 50 pt either side of (187, 333), turned by `turn` radians over `steps` frames
  /// of 16 ms (clockwise on screen for a positive turn), then lifted.
  func rotate(
    _ window: UIWindow, by turn: CGFloat, steps: Int = 10, lift: Bool = true
  ) {
    func points(_ angle: CGFloat) -> (CGPoint, CGPoint) {
      let centre = CGPoint(x: 187, y: 333)
      let dx = 50 * cos(angle)
      let dy = 50 * sin(angle)
      return (
        CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)
      )
    }
    for step in 0...steps {
      let (a, b) = points(turn * CGFloat(step) / CGFloat(steps))
      let phase: TouchPhase = step == 0 ? .began : .moved
      window.deliver(
        [
          TouchPoint(id: 1, phase: phase, location: a),
          TouchPoint(id: 2, phase: phase, location: b),
        ],
        at: .milliseconds(Int64(step) * 16))
    }
    guard lift else { return }
    let (a, b) = points(turn)
    window.deliver(
      [
        TouchPoint(id: 1, phase: .ended, location: a),
        TouchPoint(id: 2, phase: .ended, location: b),
      ],
      at: .milliseconds(Int64(steps + 1) * 16))
  }

  func window(with recognizer: UIRotationGestureRecognizer) -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    window.rootViewController?.view.addGestureRecognizer(recognizer)
    return window
  }

  @Test func aQuarterTurnClockwiseReadsHalfPi() {
    var states: [UIGestureRecognizer.State] = []
    var rotations: [CGFloat] = []
    var velocityAtEnd: CGFloat = 0
    let rotation = UIRotationGestureRecognizer { recognizer in
      let rotation = recognizer as! UIRotationGestureRecognizer
      states.append(rotation.state)
      rotations.append(rotation.rotation)
      if rotation.state == .ended { velocityAtEnd = rotation.velocity }
    }
    let window = window(with: rotation)
    rotate(window, by: .pi / 2)
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(abs((rotations.last ?? 0) - .pi / 2) < 1e-6)
    #expect(rotations == rotations.sorted(), "it only turns one way")
    #expect(velocityAtEnd > 3, "about π/2 in 0.16 s: \(velocityAtEnd) rad/s")
  }

  @Test func aTurnPastHalfACircleStaysContinuous() {
    var last: CGFloat = 0
    let rotation = UIRotationGestureRecognizer {
      last = ($0 as! UIRotationGestureRecognizer).rotation
    }
    let window = window(with: rotation)
    rotate(window, by: -1.5 * .pi, steps: 30)
    #expect(abs(last + 1.5 * .pi) < 1e-6, "\(last)")
  }

  @Test func aSmallTurnThatLiftsFails() {
    var fired = 0
    let rotation = UIRotationGestureRecognizer { _ in fired += 1 }
    var failedSeen = false
    let window = window(with: rotation)
    rotate(window, by: 0.05, lift: false)
    #expect(rotation.state == .possible)
    let centre = CGPoint(x: 187, y: 333)
    window.deliver(
      [
        TouchPoint(id: 1, phase: .ended, location: CGPoint(x: centre.x - 50, y: centre.y)),
        TouchPoint(id: 2, phase: .ended, location: CGPoint(x: centre.x + 50, y: centre.y)),
      ], at: .milliseconds(400))
    failedSeen = fired == 0
    #expect(failedSeen)
  }

  @Test func aStoryboardDeclaresOne() throws {
    let text = StoryboardScreenEdgePanTests.storyboard(edges: "")
      .replacingOccurrences(of: "screenEdgePanGestureRecognizer", with: "rotationGestureRecognizer")
    let document = try InterfaceBuilderDocument(bytes: Array(text.utf8), path: "Rotate.storyboard")
    let controller = try #require(
      UIStoryboard(document: document, name: "Rotate").instantiateInitialViewController())
    #expect(controller.view.gestureRecognizers?.first is UIRotationGestureRecognizer)
  }
}
