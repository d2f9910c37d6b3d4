// Instants and durations encode as their whole nanoseconds (one JSON integer), so results that
// hold them read and digest exactly as the integers they replaced.

extension VirtualInstant: Codable {
  /// An instant from its nanoseconds.
  public init(from decoder: any Decoder) throws {
    self.init(nanoseconds: try decoder.singleValueContainer().decode(Int64.self))
  }

  /// The instant as its nanoseconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(nanoseconds)
  }
}

extension VirtualDuration: Codable {
  /// A duration from its nanoseconds.
  public init(from decoder: any Decoder) throws {
    self.init(nanoseconds: try decoder.singleValueContainer().decode(Int64.self))
  }

  /// The duration as its nanoseconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(nanoseconds)
  }
}
