/// Settings for GestureTapeTesting that a scope or a Swift Testing trait can set for the code it
/// runs (a `@TaskLocal`, so concurrent tests do not see each other's settings).
public struct GestureTapeConfiguration: Sendable {
  /// The record mode, or nil to fall back to `GESTURETAPE_RECORD` / `.missing`.
  public var record: RecordMode?

  /// A configuration.
  public init(record: RecordMode? = nil) {
    self.record = record
  }

  /// The configuration in effect.
  @TaskLocal public static var current = GestureTapeConfiguration()
}

/// Runs `operation` with `record` as the record mode of golden-timeline assertions inside it.
///
/// - Parameters:
///   - record: the record mode, or nil to keep the one in force.
///   - operation: the code whose golden-timeline assertions use it.
/// - Returns: what `operation` returns.
public func withGestureTape<R>(
  record: RecordMode?, operation: () throws -> R
) rethrows -> R {
  var configuration = GestureTapeConfiguration.current
  if let record { configuration.record = record }
  return try GestureTapeConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs the asynchronous `operation` with `record` as the record mode inside it.
///
/// - Parameters:
///   - record: the record mode, or nil to keep the one in force.
///   - isolation: the actor `operation` runs on (the caller's).
///   - operation: the code whose golden-timeline assertions use it.
/// - Returns: what `operation` returns.
public func withGestureTape<R>(
  record: RecordMode?, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  var configuration = GestureTapeConfiguration.current
  if let record { configuration.record = record }
  return try await GestureTapeConfiguration.$current.withValue(
    configuration, operation: operation, isolation: isolation)
}
