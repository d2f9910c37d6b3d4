import Foundation

/// Core Animation's transactions as apps use them around view animations
/// (https://developer.apple.com/documentation/quartzcore/catransaction): `begin()`,
/// `setCompletionBlock(_:)`, the animations, `commit()`. The completion block runs "after all
/// animations subsequently added by this transaction group have completed … If no animations
/// are added before the current transaction group is committed … the block is invoked
/// immediately" — here, the `UIView` animations (and property animators' animations) recorded
/// between `begin()` and `commit()`. Duration, timing function and disabled actions are kept as
/// values: layers here have no implicit animations to disable.
@preconcurrency @MainActor
public enum CATransaction {
  /// One open transaction.
  @MainActor final class Group {
    var completion: (@MainActor () -> Void)?
    var duration: TimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var disablesActions = false
    var pending = 0
    var committed = false
    var fired = false

    func adopt(_ animation: ViewAnimation) {
      pending += 1
      animation.completions.append { [self] _ in
        pending -= 1
        fireIfDone()
      }
    }

    func fireIfDone() {
      guard committed, pending == 0, !fired else { return }
      fired = true
      completion?()
    }
  }

  /// The open transactions, innermost last.
  static var open: [Group] = []

  /// Opens a transaction.
  public static func begin() { open.append(Group()) }

  /// Closes the innermost transaction: its completion block runs when the animations added
  /// inside it have all ended (at once when there were none). A `commit()` with none open does
  /// nothing.
  public static func commit() {
    guard let group = open.popLast() else { return }
    group.committed = true
    group.fireIfDone()
  }

  /// Commits what is pending (nothing is: changes apply at once here).
  public static func flush() {}

  /// The block to run when the innermost transaction's animations have ended.
  public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
    open.last?.completion = block
  }

  /// The innermost transaction's completion block.
  public static func completionBlock() -> (@MainActor () -> Void)? { open.last?.completion }

  /// The default duration of the innermost transaction's animations, in seconds (0.25).
  public static func animationDuration() -> TimeInterval { open.last?.duration ?? 0.25 }

  /// Sets the innermost transaction's default duration (kept as a value).
  public static func setAnimationDuration(_ duration: TimeInterval) {
    open.last?.duration = duration
  }

  /// The innermost transaction's timing function.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    open.last?.timingFunction
  }

  /// Sets the innermost transaction's timing function (kept as a value).
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    open.last?.timingFunction = function
  }

  /// Whether the innermost transaction disables implicit actions.
  public static func disableActions() -> Bool { open.last?.disablesActions ?? false }

  /// Disables implicit layer actions in the innermost transaction (there are none here).
  public static func setDisableActions(_ flag: Bool) { open.last?.disablesActions = flag }

  /// Adds `animation` to every open transaction (their completions wait for it).
  static func note(_ animation: ViewAnimation) {
    for group in open where !group.committed { group.adopt(animation) }
  }
}
