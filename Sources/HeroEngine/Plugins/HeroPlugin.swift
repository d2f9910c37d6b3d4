import Foundation
import HeadlessUI

/// Hero's plugin base class (Hero 1.6.4 Sources/HeroPlugin.swift): a preprocessor and an
/// animator in one. Subclass it, override what you need, and call `MyPlugin.enable()`; every
/// transition that starts afterwards makes a new instance and
///
/// 1. calls ``process(fromViews:toViews:)`` after Hero's own preprocessors;
/// 2. hides every view some plugin ``canAnimate(view:appearing:)`` and makes it a snapshot
///    (``HeroContext/snapshotView(for:)``), then calls ``animate(fromViews:toViews:)`` with the
///    views it can animate; a returned `.infinity` makes the transition wait for `update`;
/// 3. forwards ``seekTo(timePassed:)`` on every interactive update (and on every runner frame
///    when ``requirePerFrameCallback`` is set), ``resume(timePassed:reverse:)`` on finish and
///    cancel, `apply` and `changeTarget`, and ``clean()`` at the end.
///
/// Headless, a plugin's snapshots are real views (HeadlessUI's `snapshotView(afterScreenUpdates:)`)
/// placed in Hero's container in its coordinate space; views the engine animates itself have
/// virtual snapshots (see docs/ENGINE.md).
@preconcurrency @MainActor
open class HeroPlugin: HeroPreprocessor, HeroAnimator {
  /// The transition.
  public weak var hero: HeroTransition!
  /// The transition's context (its views and target states).
  public var context: HeroContext! { hero?.context }
  /// Whether ``seekTo(timePassed:)`` is also called on every frame while the transition runs
  /// by itself (default false).
  open var requirePerFrameCallback = false

  /// A plugin (one per transition).
  public required init() {}

  /// Adjusts target states before anything animates.
  open func process(fromViews: [UIView], toViews: [UIView]) {}
  /// Whether the plugin animates `view` (default false).
  open func canAnimate(view: UIView, appearing: Bool) -> Bool { false }
  /// Starts the animations; returns their duration (default 0).
  open func animate(fromViews: [UIView], toViews: [UIView]) -> TimeInterval { 0 }
  /// Releases what the transition used.
  open func clean() {}
  /// Pauses at `timePassed`.
  open func seekTo(timePassed: TimeInterval) {}
  /// Resumes from `timePassed`; returns the time needed (default 0).
  open func resume(timePassed: TimeInterval, reverse: Bool) -> TimeInterval { 0 }
  /// Overrides the current look of `view`.
  open func apply(state: HeroTargetState, to view: UIView) {}
  /// Overrides the start or end look of `view`.
  open func changeTarget(state: HeroTargetState, isDestination: Bool, to view: UIView) {}

  /// Whether this plugin type is enabled.
  public static var isEnabled: Bool {
    get { HeroTransition.enabledPlugins.contains { $0 == self } }
    set { if newValue { enable() } else { disable() } }
  }

  /// Enables this plugin type for transitions that start from now on (last enabled runs
  /// last).
  public static func enable() {
    disable()
    HeroTransition.enabledPlugins.append(self)
  }

  /// Disables this plugin type.
  public static func disable() {
    HeroTransition.enabledPlugins.removeAll { $0 == self }
  }
}
