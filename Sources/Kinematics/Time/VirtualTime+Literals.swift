// An integer literal is a number of nanoseconds, the unit every time of a replay has always been
// written in (`stuckTimeout: 5_000_000_000`, `frame.time < release - 50_000_000`): code written
// against the integers these types replaced keeps compiling with the same meaning.

extension VirtualInstant: ExpressibleByIntegerLiteral {
  /// The instant `value` nanoseconds after zero.
  public init(integerLiteral value: Int64) {
    self.init(nanoseconds: value)
  }
}

extension VirtualDuration: ExpressibleByIntegerLiteral {
  /// A duration of `value` nanoseconds.
  public init(integerLiteral value: Int64) {
    self.init(nanoseconds: value)
  }
}
