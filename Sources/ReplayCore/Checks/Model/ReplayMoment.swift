import Foundation

/// A moment of a replay that an assertion looks at.
public enum ReplayMoment: Hashable, Sendable, CustomStringConvertible {
  /// The display frame at or just before this instant of replay time (`.time(.seconds(0.5))`).
  case time(VirtualInstant)
  /// The first display frame whose transition progress reached this value.
  case progress(Double)
  /// The display frame at or just before the release (the last touch lifting).
  case release
  /// The last display frame (after the transition completed).
  case end

  /// Parses `end`, `release`, `time:0.5` or `progress:0.25`.
  public init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    switch trimmed {
    case "end": self = .end
    case "release": self = .release
    default:
      let parts = trimmed.split(separator: ":", maxSplits: 1).map(String.init)
      guard parts.count == 2, let value = Double(parts[1]), value.isFinite else { return nil }
      switch parts[0] {
      case "time": self = .time(.seconds(value))
      case "progress": self = .progress(value)
      default: return nil
      }
    }
  }

  /// The form ``init(_:)`` parses.
  public var description: String {
    switch self {
    case .time(let instant):
      return "time:\(ReplayFormat.number(instant.seconds, decimals: 3))"
    case .progress(let value): return "progress:\(ReplayFormat.number(value, decimals: 3))"
    case .release: return "release"
    case .end: return "end"
    }
  }

  /// The display frame of `result` this moment designates, or a sentence saying why there is
  /// none.
  ///
  /// - Parameter result: the replay.
  /// - Returns: the frame, or a ``MomentError`` (no frame at all, a time before the first, a
  ///   release that never came, a progress never reached — with the highest it reached).
  public func frame(in result: ReplayResult) -> Result<ReplayDisplayFrame, MomentError> {
    guard let last = result.timeline.last else {
      return .failure(MomentError(message: "the replay recorded no display frame"))
    }
    switch self {
    case .end:
      return .success(last)
    case .time(let time):
      guard let frame = result.displayFrame(at: time) else {
        return .failure(MomentError(message: "no display frame at \(time.seconds) s"))
      }
      return .success(frame)
    case .release:
      guard let release = result.outcome.release, let frame = result.displayFrame(at: release)
      else {
        return .failure(MomentError(message: "the gesture was never released"))
      }
      return .success(frame)
    case .progress(let value):
      if let frame = result.timeline.first(where: { ($0.progress ?? -1) >= value }) {
        return .success(frame)
      }
      let highest = result.timeline.compactMap(\.progress).max()
      let reached = highest.map { "it reached at most \(ReplayFormat.number($0, decimals: 3))" }
      return .failure(
        MomentError(
          message: "the transition's progress never reached "
            + "\(ReplayFormat.number(value, decimals: 3)); "
            + (reached ?? "no transition ran")))
    }
  }
}

/// Why a ``ReplayMoment`` designates no frame.
public struct MomentError: Error, Hashable, Sendable {
  /// A sentence.
  public var message: String
}
