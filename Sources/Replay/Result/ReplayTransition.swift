/// One view-controller transition the engine ran during a replay.
public struct ReplayTransition: Hashable, Sendable, Codable {
  /// How the transition was started.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A modal presentation (`present(_:animated:)`).
    case present
    /// A modal dismissal (`dismiss(animated:)`, `hero.dismissViewController()`).
    case dismiss
    /// A navigation push.
    case push
    /// A navigation pop.
    case pop
    /// Hero's custom transition between two controllers in a view
    /// (`HeroTransition.transition(from:to:in:completion:)`).
    case transition
  }

  /// How it was started.
  public var kind: Kind
  /// The source controller's class name.
  public var from: String?
  /// The destination controller's class name.
  public var to: String?
  /// When it started (virtual ns from the replay's start).
  public var start: Int64
  /// When it completed, if it did.
  public var end: Int64?
  /// Whether it completed at its end state (true) or went back (false); nil while running.
  public var finished: Bool?

  /// A transition record.
  public init(
    kind: Kind, from: String?, to: String?, start: Int64, end: Int64? = nil,
    finished: Bool? = nil
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.start = start
    self.end = end
    self.finished = finished
  }
}
