/// Writes GestureTape's native format (work in progress).
public final class NativeLogWriter {
  /// The whole file for `recording`.
  public static func encode(_ recording: Recording) -> [UInt8] { [] }
}
