import Foundation

/// Haptics (https://developer.apple.com/documentation/uikit/uifeedbackgenerator): a handler
/// that plays one when a drag crosses its threshold compiles and runs. There is nothing to feel
/// headlessly; each generator counts what it was asked to play (`playedCount`), so a test can
/// check that the handler asked.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// How many times feedback was asked for.
  public internal(set) var playedCount = 0

  /// Prepares the Taptic Engine (nothing here).
  open func prepare() {}
}

/// An impact: a collision, a snap into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The style.
  public let style: FeedbackStyle

  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of medium impacts.
  public override convenience init() { self.init(style: .medium) }

  /// Plays an impact.
  open func impactOccurred() { playedCount += 1 }

  /// Plays an impact of `intensity` (0…1).
  open func impactOccurred(intensity: CGFloat) { playedCount += 1 }
}

/// A change of selection (a picker's wheel ticking).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection tick.
  open func selectionChanged() { playedCount += 1 }
}

/// A task's success, warning or failure.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What happened.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Plays the feedback of `notificationType`.
  open func notificationOccurred(_ notificationType: FeedbackType) { playedCount += 1 }
}
