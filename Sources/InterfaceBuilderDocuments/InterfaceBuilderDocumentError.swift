/// A document that cannot be read, with its place: `Main.storyboard:12:5: what is wrong`.
public struct InterfaceBuilderDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The document's path.
  public let path: String
  /// Where in it (nil when the file itself cannot be read).
  public let location: XMLLocation?
  /// What is wrong.
  public let message: String

  /// An error.
  public init(path: String, location: XMLLocation?, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  /// `path:line:column: error: message`, as compilers print it.
  public var description: String {
    if let location { return "\(path):\(location): error: \(message)" }
    return "\(path): error: \(message)"
  }
}
