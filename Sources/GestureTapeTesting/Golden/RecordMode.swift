import Foundation

/// When golden timeline files are written: like swift-snapshot-testing's record modes.
///
/// Precedence: an explicit `record:` argument, then the innermost
/// ``withGestureTape(record:operation:)-(_,()->R)`` scope (or the `.gestureTape(record:)` Swift
/// Testing trait), then the environment variable `GESTURETAPE_RECORD`, then ``missing``.
public struct RecordMode: Hashable, Sendable, CustomStringConvertible {
  /// The mode's name: `missing`, `all`, `failed` or `never`.
  public let rawValue: String

  /// Parses a mode name (case-insensitive); nil for anything else.
  public init?(rawValue: String) {
    let name = rawValue.trimmingCharacters(in: .whitespaces).lowercased()
    guard ["missing", "all", "failed", "never"].contains(name) else { return nil }
    self.rawValue = name
  }

  private init(known: String) { rawValue = known }

  /// Write a golden file only when none exists (the default). The first run records and fails.
  public static let missing = RecordMode(known: "missing")
  /// Write every golden file, overwriting; each assertion fails so the run is not mistaken for
  /// a pass.
  public static let all = RecordMode(known: "all")
  /// Overwrite a golden file only when it differs (and fail, showing the diff).
  public static let failed = RecordMode(known: "failed")
  /// Never write; a missing golden file fails. The mode for CI.
  public static let never = RecordMode(known: "never")

  /// The environment variable read for the default mode.
  public static let environmentVariable = "GESTURETAPE_RECORD"

  /// The mode the environment sets (`GESTURETAPE_RECORD`), if it names one.
  public static var fromEnvironment: RecordMode? {
    ProcessInfo.processInfo.environment[environmentVariable].flatMap(RecordMode.init(rawValue:))
  }

  /// The mode that applies when the caller passes `explicit`: an explicit mode wins, then the
  /// test's trait or `withGestureTape`, then `GESTURETAPE_RECORD` (an unknown value counts as
  /// unset), then `missing`.
  ///
  /// - Parameter explicit: the mode the assertion was given, or nil.
  public static func resolve(_ explicit: RecordMode?) -> RecordMode {
    explicit ?? GestureTapeConfiguration.current.record ?? fromEnvironment ?? .missing
  }

  /// The mode's name.
  public var description: String { rawValue }
}
