import Foundation

/// A press of a physical button (a remote's, a game controller's, a hardware keyboard's key)
/// (https://developer.apple.com/documentation/uikit/uipress). A replay presses no button, so
/// none is ever delivered; the type is here so that responders that handle presses build.
@preconcurrency @MainActor
public final class UIPress: NSObject {
  /// The button.
  public enum PressType: Int, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    case pageUp = 30
    case pageDown = 31
  }

  /// Where the press is.
  public enum Phase: Int, Sendable {
    case began, changed, stationary, ended, cancelled
  }

  /// The button pressed.
  public let type: PressType
  /// Where the press is.
  public let phase: Phase
  /// How hard, 0…1 (1: a button with no pressure sensing).
  public let force: CGFloat
  /// The responder the press went to.
  public weak var responder: UIResponder?

  /// A press (for a test that calls a responder's press methods itself).
  public init(type: PressType, phase: Phase, force: CGFloat = 1) {
    self.type = type
    self.phase = phase
    self.force = force
    super.init()
  }
}

/// The event of presses (UIKit's is a `UIEvent` subclass; here its own class, as HeadlessUI's
/// `UIEvent` is final and no press is delivered).
@preconcurrency @MainActor
public final class UIPressesEvent: NSObject {
  /// The presses of the event.
  public let allPresses: Set<UIPress>

  /// An event of `presses`.
  public init(presses: Set<UIPress>) {
    allPresses = presses
    super.init()
  }

  /// The presses sent to `gesture`'s view: all of them here.
  public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { allPresses }
}
