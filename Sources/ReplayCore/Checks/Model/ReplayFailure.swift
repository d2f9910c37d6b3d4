/// A check that failed, located: which check, its message, the expected and the actual value
/// when the check compares values, and where in the replay the failure shows (a time, and the
/// view it concerns when there is one).
///
/// ``ReplayCheck/evaluate(_:)`` returns one; the replay viewer (`ReplayViewer` in ReplayReports) lists them,
/// opens on the first one's display frame and marks its view.
public struct ReplayFailure: Hashable, Sendable, Codable {
  /// The check's name (``ReplayCheck/name``), e.g. `outcome finished`.
  public var check: String
  /// The failure message, as ``ReplayCheck/verify(_:)`` returns it.
  public var message: String
  /// What the check expected, in words (`finished`, `≤ 4 pt`, `(120, 300) ± 0.5`).
  public var expected: String?
  /// What the replay did, in the same words.
  public var actual: String?
  /// When the failure shows: the display frame at or before this time is the one to look at.
  public var time: VirtualInstant?
  /// The id of the view the failure concerns (``ReplayViewState/id``), if any.
  public var view: String?

  /// A failure of `check` with `message`, located at `time` and `view` when known.
  public init(
    check: String = "", message: String, expected: String? = nil, actual: String? = nil,
    time: VirtualInstant? = nil, view: String? = nil
  ) {
    self.check = check
    self.message = message
    self.expected = expected
    self.actual = actual
    self.time = time
    self.view = view
  }

  /// The index of the display frame that shows the failure in `result`: the frame at or before
  /// ``time``, else the frame at the release, else the last frame (nil when there is none).
  public func frameIndex(in result: ReplayResult) -> Int? {
    if let at = time ?? result.outcome.release, let frame = result.displayFrame(at: at) {
      return frame.index
    }
    return result.timeline.last?.index
  }
}

extension ReplayFailure {
  /// One failure for several problems one check found: the messages one per line, located at
  /// the first problem; nil for none.
  static func combined(_ problems: [ReplayFailure]) -> ReplayFailure? {
    guard var first = problems.first else { return nil }
    first.message = problems.map(\.message).joined(separator: "\n")
    return first
  }
}
