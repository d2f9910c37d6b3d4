import HeadlessUI

/// A recognizer an ``AppReplayScene`` samples after every input frame, from the first event
/// that gave it touches on.
@MainActor
struct ObservedRecognizer {
  /// The recognizer (kept for the replay: its samples are read after every frame).
  let recognizer: UIGestureRecognizer
  /// Its name in the gesture track: class and view, unique within the replay.
  let label: String
  /// What it reported when it last sent its actions during the current input frame.
  var captured: Reading?

  /// One reading of a recognizer.
  struct Reading {
    var state: GestureSampleState
    var translation: ReplayPoint
    var velocity: ReplayPoint
    var location: ReplayPoint
    var touchCount: Int
    var scale: Double?

    /// What `recognizer` reports now (window coordinates).
    @MainActor
    init(_ recognizer: UIGestureRecognizer) {
      state = GestureSampleState(recognizer.state)
      if let pan = recognizer as? UIPanGestureRecognizer {
        translation = ReplayPoint(pan.translation(in: nil))
        velocity = ReplayPoint(pan.velocity(in: nil))
      } else {
        translation = ReplayPoint(x: 0, y: 0)
        velocity = ReplayPoint(x: 0, y: 0)
      }
      // `if let`, not `Optional.map`: the closure would pay an isolation check per reading.
      if let pinch = recognizer as? UIPinchGestureRecognizer {
        scale = Double(pinch.scale)
      } else {
        scale = nil
      }
      location = ReplayPoint(recognizer.location(in: nil))
      touchCount = recognizer.numberOfTouches
    }
  }

  /// The name of `recognizer` in a gesture track: its ``UIGestureRecognizer/name`` if set,
  /// else `Class@ViewClass(identifier)` (the view's heroID or accessibility identifier when it
  /// has one).
  static func baseLabel(of recognizer: UIGestureRecognizer, heroID: (UIView) -> String?)
    -> String
  {
    if let name = recognizer.name, !name.isEmpty { return name }
    var label = TypeLookup.name(of: recognizer)
    if let view = recognizer.view {
      label += "@" + TypeLookup.name(of: view)
      if let id = heroID(view) ?? view.accessibilityIdentifier { label += "(\(id))" }
    }
    return label
  }
}
