import Foundation

/// How a ``VelocityTracker`` turns recent samples into a velocity: a value the user picks.
///
/// The default, ``leastSquares(degree:)`` of degree 2 (``leastSquares2``), is Android's and Flutter's estimator for
/// touch positions (AOSP `VelocityTracker.cpp` `LSQ2`; Flutter `velocity_tracker.dart`):
/// a quadratic fitted per axis to the samples of the last 100 ms, whose slope at the newest
/// sample is the velocity. ``impulse`` is Android's alternative (its default for scroll
/// axes); ``lastDelta`` is the displacement over the last sample interval, the estimate the
/// open UIKit re-implementations use (Chameleon's `UIPanGestureRecognizer`).
public enum VelocityStrategy: Hashable, Sendable {
  /// Least squares of the given degree per axis (1, 2 or 3), unweighted. With fewer samples
  /// than `degree + 1` the degree drops to `samples - 1`; one sample gives no estimate.
  case leastSquares(degree: Int)
  /// Android's impulse strategy: the surface is a mass pushed by the finger; the work done
  /// by each sample interval is accumulated and turned back into a velocity.
  case impulse
  /// The last sample interval's displacement over its duration.
  case lastDelta

  /// Quadratic least squares, Android's and Flutter's default for positions.
  public static let leastSquares2 = VelocityStrategy.leastSquares(degree: 2)
}

/// What the velocity is when the finger lifts after a pause with no movement.
///
/// The choice decides whether a pan that stopped before the lift still "flings": in code
/// like `progress + velocity.y / height > 0.3` it flips finish against cancel.
public enum LiftAfterPausePolicy: Hashable, Sendable {
  /// No velocity (zero) when the lift comes more than
  /// ``VelocityTrackerConfiguration/assumeStoppedAfter`` after the last movement sample.
  /// Android's rule since AOSP `9f26fc3993` (2022, "Check whether pointer has stopped at
  /// liftoff"); decided on event time, so replay is deterministic.
  case noVelocity
  /// Keep the estimate from the samples before the pause, as UIKit was observed to do in
  /// 2013 (Stack Overflow q. 19092375: `.ended` reported the pre-pause velocity after a
  /// 30 s hold).
  case keepLastEstimate
}

/// The sample window and stop rules of a ``VelocityTracker``.
public struct VelocityTrackerConfiguration: Hashable, Sendable {
  /// The estimator.
  public var strategy: VelocityStrategy
  /// The most samples used (Android `HISTORY_SIZE`, Flutter `_historySize`: 20).
  public var maximumSamples: Int
  /// Samples older than this before the newest are ignored (100 ms in both).
  public var horizon: VirtualDuration
  /// A gap longer than this between two samples means the pointer stopped: older samples
  /// are dropped (Android `ASSUME_POINTER_STOPPED_TIME`, Flutter
  /// `_assumePointerMoveStoppedMilliseconds`: 40 ms).
  public var assumeStoppedAfter: VirtualDuration
  /// What a lift after a pause longer than ``assumeStoppedAfter`` reports.
  public var liftAfterPause: LiftAfterPausePolicy

  /// A configuration; the defaults are Android's LSQ2 tracker with its lift rule.
  public init(
    strategy: VelocityStrategy = .leastSquares2,
    maximumSamples: Int = 20,
    horizon: VirtualDuration = .milliseconds(100),
    assumeStoppedAfter: VirtualDuration = .milliseconds(40),
    liftAfterPause: LiftAfterPausePolicy = .noVelocity
  ) {
    self.strategy = strategy
    self.maximumSamples = maximumSamples
    self.horizon = horizon
    self.assumeStoppedAfter = assumeStoppedAfter
    self.liftAfterPause = liftAfterPause
  }

  /// Android's and Flutter's defaults: LSQ2, 20 samples, 100 ms, 40 ms, no velocity after
  /// a pause before the lift.
  public static let standard = VelocityTrackerConfiguration()
}
