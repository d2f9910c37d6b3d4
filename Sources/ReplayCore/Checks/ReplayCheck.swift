/// One check on a replay, as a value: a name, and an evaluation that returns a located failure
/// (or nil when the replay passes).
///
/// The catalogue is the static members (``outcome(_:at:tolerance:)``, ``notStuck(within:)``,
/// ``followsFinger(_:within:)`` …); expectation files decode into a list of them
/// (``ReplayExpectations/checks``); GestureTapeTesting's `expect(_:_:)` reports any list of
/// them to Swift Testing or XCTest. Make your own with ``init(_:verify:)`` (a message) or
/// ``init(_:evaluate:)`` (a ``ReplayFailure`` that says where the failure shows):
///
/// ```swift
/// let settles = ReplayCheck("settles within 2 s") { result in
///   (result.outcome.settleTime ?? .seconds(60)) <= .seconds(2) ? nil : "took too long to settle"
/// }
/// let failures = [.outcome(.finished), settles].compactMap { $0.evaluate(result) }
/// ```
public struct ReplayCheck: Sendable, CustomStringConvertible {
  /// What the check checks, for lists and reports (e.g. `outcome finished`).
  public let name: String
  private let body: @Sendable (ReplayResult) -> ReplayFailure?

  /// A check named `name` whose `verify` returns a failure message, or nil when `result` passes.
  /// Its failures are located at the release (see ``ReplayFailure/frameIndex(in:)``).
  public init(_ name: String, verify: @escaping @Sendable (ReplayResult) -> String?) {
    self.name = name
    self.body = { result in verify(result).map { ReplayFailure(message: $0) } }
  }

  /// A check named `name` whose `evaluate` returns a located failure, or nil when `result`
  /// passes.
  public init(_ name: String, evaluate: @escaping @Sendable (ReplayResult) -> ReplayFailure?) {
    self.name = name
    self.body = evaluate
  }

  /// The failure of `result`, with ``ReplayFailure/check`` set to this check's name, or nil
  /// when it passes.
  public func evaluate(_ result: ReplayResult) -> ReplayFailure? {
    guard var failure = body(result) else { return nil }
    failure.check = name
    return failure
  }

  /// The failure message for `result`, or nil when it passes.
  public func verify(_ result: ReplayResult) -> String? {
    body(result)?.message
  }

  /// The name.
  public var description: String { name }
}

extension Tolerance {
  /// The default tolerance of an expected end time: 0.05 s.
  public static let endTime = Tolerance.absolute(0.05)
  /// The default tolerance of a translation at the release: 1 pt.
  public static let releaseTranslation = Tolerance.absolute(1)
  /// The default tolerance of a velocity at the release: 20 pt/s or 5 %, whichever is larger.
  public static let releaseVelocity = Tolerance.approximately(absolute: 20, relative: 0.05)
  /// The default tolerance of a view property at a moment: 0.5 (points, or opacity and scale
  /// units).
  public static let viewProperty = Tolerance.absolute(0.5)
}
