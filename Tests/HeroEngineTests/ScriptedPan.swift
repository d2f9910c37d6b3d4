import Foundation
import HeadlessUI

/// A pan recognizer whose translation and velocity are set by the test (a test double for
/// scripted gestures): setting ``state`` fires the handler as a real recognizer would.
@MainActor
final class ScriptedPan: UIPanGestureRecognizer {
  var scriptedTranslation = CGPoint.zero
  var scriptedVelocity = CGPoint.zero

  override func translation(in view: UIView?) -> CGPoint { scriptedTranslation }
  override func velocity(in view: UIView?) -> CGPoint { scriptedVelocity }

  /// Moves to `translation` with `velocity` and enters `state`.
  func send(_ state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint = .zero) {
    scriptedTranslation = translation
    scriptedVelocity = velocity
    self.state = state
  }
}
