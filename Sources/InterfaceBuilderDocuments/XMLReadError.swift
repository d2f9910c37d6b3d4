/// Why a document is not well-formed XML, and where.
public struct XMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in a short sentence.
  public let message: String
  /// Where the reader stopped.
  public let location: XMLLocation

  /// An error.
  public init(_ message: String, at location: XMLLocation) {
    self.message = message
    self.location = location
  }

  /// `line:column: message`.
  public var description: String { "\(location): \(message)" }
}
