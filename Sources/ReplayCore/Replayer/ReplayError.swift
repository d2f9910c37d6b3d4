import GestureLog

/// Why a replay could not run.
public enum ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The settings are invalid (each problem is a sentence).
  case invalidSettings([String])
  /// The requested gesture does not exist.
  case noSuchGesture(requested: Int, available: Int)
  /// There is no input to replay.
  case noInput(String)
  /// The gesture log could not be read (the reader's error, naming the file and place).
  case unreadable(String)
  /// A scripted tap's view is not on screen (or the scene cannot find views).
  case targetNotFound(String)
  /// A device whose touches the replay would deliver has a description that makes its positions
  /// meaningless (`DescriptionProblem/isFatal`).
  case unmappableDevice(String)
  /// An input time lies outside ±2⁵² µs (the range the readers accept), so durations could not
  /// be computed exactly.
  case timeOutOfRange(String)
  /// The replay would sample more display frames than ``ReplaySettings/maximumDisplayFrames``.
  case tooLong(displayFrames: Int, limit: Int, virtualTime: VirtualInstant)
  /// The scene's app could not be launched (HeadlessUI's reason: no Info.plist, no entry point,
  /// no window).
  case launchFailed(String)

  /// A sentence saying what is wrong and what to do.
  public var description: String {
    switch self {
    case .invalidSettings(let problems):
      return "invalid replay settings: " + problems.joined(separator: "; ")
    case .noSuchGesture(let requested, let available):
      return "gesture \(requested) does not exist: the input holds \(available) gesture(s) "
        + "(numbered from 0); pick one below \(available)"
    case .noInput(let detail):
      return "nothing to replay: \(detail)"
    case .unreadable(let detail):
      return detail
    case .unmappableDevice(let detail):
      return "cannot map the input onto the screen: \(detail)"
    case .timeOutOfRange(let detail):
      return "input time out of range: \(detail); times must lie \(Timestamp.limitDescription) "
        + "(the readers reject files beyond it)"
    case .tooLong(let frames, let limit, let time):
      return "the replay would sample more than \(limit) display frames (\(frames) sampled by "
        + "\(ReplayFormat.time(time)) of virtual time) while something kept running; raise "
        + "ReplaySettings.maximumDisplayFrames if the input really is that long"
    case .launchFailed(let reason):
      return "the app could not be launched: \(reason)"
    case .targetNotFound(let target):
      return "nothing to tap: no visible view has the \(target) when the tap step runs; check "
        + "the identifier, or wait for the screen that shows it"
    }
  }
}
