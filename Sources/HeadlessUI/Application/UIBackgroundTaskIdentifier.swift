/// A background task's identifier (``UIApplication/beginBackgroundTask(withName:expirationHandler:)``).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task: what is returned when none could be begun.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
