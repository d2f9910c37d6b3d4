/// Something the replayer or the scene noticed that may explain an unexpected result.
public struct ReplayWarning: Hashable, Sendable, Codable {
  /// The virtual time in nanoseconds, if the warning belongs to a moment.
  public var time: Int64?
  /// A stable code, e.g. `update-after-finish`, `input-after-release`.
  public var code: String
  /// A sentence for people.
  public var message: String

  /// A warning.
  public init(time: Int64?, code: String, message: String) {
    self.time = time
    self.code = code
    self.message = message
  }
}
