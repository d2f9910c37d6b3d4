import Foundation
import HeadlessUI

/// What a transition showed, frame by frame: the raw material for replay assertions.
///
/// Recorded when ``HeroTransition/isRecordingTimeline`` is on: one ``Frame`` per display-link
/// frame while the transition animates (the presentation state of every animated view, in
/// the container's coordinates), plus every state change.
public struct HeroTimeline: Sendable, Equatable {
  /// The presented look of one animated view at one frame.
  public struct ViewState: Sendable, Equatable {
    /// The view's key: its heroID, else its accessibility identifier, else its subview path
    /// from its root (`from/0/2`, `to/1`).
    public var key: String
    /// Whether the view belongs to the destination.
    public var isAppearing: Bool
    /// The layer position in container coordinates.
    public var position: CGPoint
    /// The bounds size.
    public var size: CGSize
    /// The transform in container space (the affine projection of the view's transform
    /// composed with its snapshot ancestors').
    public var transform: CGAffineTransform
    /// The frame in container coordinates (bounding box of the transformed bounds).
    public var frame: CGRect
    /// The opacity of the snapshot itself.
    public var opacity: CGFloat
    /// The corner radius.
    public var cornerRadius: CGFloat
    /// The z position.
    public var zPosition: CGFloat
    /// The drawing order among the animated views (0 = bottom).
    public var order: Int
  }

  /// One display frame.
  public struct Frame: Sendable, Equatable {
    /// Clock time in nanoseconds.
    public var time: Int64
    /// The transition's progress.
    public var progress: Double
    /// The state when recorded.
    public var state: HeroTransitionState
    /// Whether the progress runner was stopped (interactive).
    public var isInteractive: Bool
    /// Every animated view, in drawing order.
    public var views: [ViewState]

    /// The state of the view with `key`, if it was animated. A matched pair shares its
    /// heroID: pass `isAppearing` to pick the destination (true) or the source (false) side;
    /// without it the first in drawing order is returned.
    public func view(_ key: String, isAppearing: Bool? = nil) -> ViewState? {
      views.first { $0.key == key && (isAppearing == nil || $0.isAppearing == isAppearing) }
    }
  }

  /// A change of the transition's state.
  public struct StateChange: Sendable, Equatable {
    /// Clock time in nanoseconds.
    public var time: Int64
    /// The new state.
    public var state: HeroTransitionState
    /// The progress at the change.
    public var progress: Double
  }

  /// The frames, in time order.
  public var frames: [Frame] = []
  /// The state changes, in order.
  public var stateChanges: [StateChange] = []

  /// An empty timeline.
  public init() {}

  /// The frames showing the view with `key`, with its state in each.
  public func track(
    _ key: String, isAppearing: Bool? = nil
  ) -> [(time: Int64, state: ViewState)] {
    frames.compactMap { frame in frame.view(key, isAppearing: isAppearing).map { (frame.time, $0) }
    }
  }
}
