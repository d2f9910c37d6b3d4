import Foundation
import GestureLog
import HeadlessUI
import InputDevices

/// One step of a scripted session (``Replayer/run(_:in:source:outcomeStep:)``): input to replay, time to
/// let pass, a tap, or app code to run, each at the time the step before it ended.
///
/// ```swift
/// let result = try Replayer().run([
///   .replay(contentsOf: flick),                 // the gesture under test
///   .wait(.seconds(0.5)),
///   .tap(.accessibilityIdentifier("photo-3")),  // the next transition, driven by a tap
///   .settle,
/// ], in: .app { GalleryViewController() })
/// ```
public enum ReplayStep {
  /// Touch frames, delivered from the current time on (their times are kept relative to the
  /// first frame, divided by the speed).
  case frames([TouchFrame], name: String)
  /// A recording: one gesture of it (0-based), or every gesture in order when `gesture` is
  /// nil, mapped onto the scene's screen unless a mapping is given.
  case recording(Recording, gesture: Int?, mapping: InputMapping?, name: String)
  /// A gesture log read when the session runs (native, evemu, libinput record or getevent); see
  /// ``recording(_:gesture:mapping:name:)``.
  case file(URL, gesture: Int?, mapping: InputMapping?)
  /// Lets this much replay time pass (0…3600 s), sampling every display frame.
  case wait(VirtualDuration)
  /// Lets time pass until no transition runs and nothing moves (at most the stuck timeout).
  case settle
  /// A one-finger tap (down, and up ``ReplayStep/tapDuration`` later without moving) at the
  /// centre of a view found when the step runs.
  case tap(ReplayTarget)
  /// Runs app code on the main actor at the current time (e.g. a button's action that pushes,
  /// presents or dismisses); `name` labels it in messages.
  case perform(String, @MainActor (ReplayContext) -> Void)

  /// How long a scripted tap holds the finger down: 60 ms, well inside UIKit's tap timing and
  /// below libinput's 180 ms tap timeout.
  public static let tapDuration: VirtualDuration = .milliseconds(60)

  /// A gesture log read when the session runs: every gesture in order unless `gesture` says
  /// which one.
  ///
  /// - Parameters:
  ///   - url: a native, evemu, libinput record or getevent file (read when the step runs; an unreadable
  ///     file fails the session before anything runs).
  ///   - gesture: the gesture's index from 0, or nil for every gesture in order.
  ///   - mapping: how the recording maps onto the scene's screen (nil: the standard mapping).
  public static func replay(
    contentsOf url: URL, gesture: Int? = nil, mapping: InputMapping? = nil
  ) -> ReplayStep {
    .file(url, gesture: gesture, mapping: mapping)
  }

  /// A recording: every gesture in order unless `gesture` says which one.
  ///
  /// - Parameters:
  ///   - recording: the recording.
  ///   - gesture: the gesture's index from 0, or nil for every gesture in order.
  ///   - mapping: how the recording maps onto the scene's screen (nil: the standard mapping).
  ///   - name: how messages and the result name the step.
  public static func replay(
    _ recording: Recording, gesture: Int? = nil, mapping: InputMapping? = nil,
    name: String = "recording"
  ) -> ReplayStep {
    .recording(recording, gesture: gesture, mapping: mapping, name: name)
  }

  /// How messages and the result name the step.
  public var label: String {
    switch self {
    case .frames(_, let name): name
    case .recording(_, let gesture, _, let name): name + (gesture.map { " gesture \($0)" } ?? "")
    case .file(let url, let gesture, _):
      url.lastPathComponent + (gesture.map { " gesture \($0)" } ?? "")
    case .wait(let duration): "wait \(ReplayFormat.number(duration.seconds, decimals: 3)) s"
    case .settle: "settle"
    case .tap(let target): "tap \(target)"
    case .perform(let name, _): name
    }
  }
}
