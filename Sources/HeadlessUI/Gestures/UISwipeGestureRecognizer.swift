import Foundation

/// A discrete recognizer for a quick stroke in one of ``direction``.
///
/// UIKit documents the direction and the finger count; its distance and time limits are
/// private. Stated as assumptions (docs/HEADLESSUI.md): the swipe recognizes as soon as the
/// touches' centroid has moved ``minimumDistance`` (50 pt) along an allowed direction, with no
/// more sideways movement than half of that, within ``maximumDuration`` (0.5 s) of touching
/// down; later, more sideways, or lifted first, it fails.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Swipe directions.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Rightwards.
    public static let right = Direction(rawValue: 1 << 0)
    /// Leftwards.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The allowed directions (default right).
  open var direction: Direction = .right
  /// Fingers needed (default 1).
  open var numberOfTouchesRequired = 1
  /// The distance that recognizes (50 pt; an assumption).
  public static let minimumDistance: CGFloat = 50
  /// The time within which it must (0.5 s; an assumption).
  public static let maximumDuration = VirtualDuration.milliseconds(500)

  private var start: CGPoint?
  private var startTime: VirtualInstant?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    if activeTouches.count > numberOfTouchesRequired {
      state = .failed
      return
    }
    start = location(in: nil)
    startTime = event.instant
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start, let startTime else { return }
    guard activeTouches.count == numberOfTouchesRequired else { return }
    let point = location(in: nil)
    let dx = point.x - start.x
    let dy = point.y - start.y
    let candidates: [(Direction, CGFloat, CGFloat)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    for (candidate, along, across) in candidates where direction.contains(candidate) {
      if along >= Self.minimumDistance, abs(across) <= along / 2 {
        state = event.instant - startTime <= Self.maximumDuration ? .ended : .failed
        return
      }
    }
    if event.instant - startTime > Self.maximumDuration { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, activeTouches.count <= touches.count { state = .failed }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func reset() {
    super.reset()
    start = nil
    startTime = nil
  }
}
