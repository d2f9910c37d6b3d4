import GestureLog
import Kinematics

extension VirtualInstant {
  /// The instant of a recording's timestamp on a clock whose zero is the recording's origin
  /// (exact within ``GestureLog/Timestamp/limit``; saturating beyond).
  public init(_ timestamp: Timestamp) {
    self = .microseconds(timestamp.microseconds)
  }
}
