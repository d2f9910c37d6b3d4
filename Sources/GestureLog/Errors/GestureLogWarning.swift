/// Something a reader noticed and worked around while still loading the file: a truncated
/// last line, a newer minor version, a device count that does not match.
public struct GestureLogWarning: Hashable, Sendable {
  /// What kind of finding it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The file ends inside a line (a recorder was killed): the complete lines were loaded,
    /// the partial one was not.
    case truncated
    /// The file declares a newer minor version than the reader knows; it was read as the
    /// newest known one.
    case newerVersion
    /// The file's declared number of devices differs from the devices it holds.
    case deviceCountMismatch
    /// The file has events but no device description (an old evemu `.events` file).
    case missingDescription
    /// The last frame of a device has no closing `SYN_REPORT`.
    case incompleteFrame
    /// A device description that loads but cannot be mapped as it claims
    /// (``DescriptionProblem``).
    case invalidDescription
    /// Anything else worth telling the user.
    case other
  }

  /// What kind of finding it is.
  public var kind: Kind
  /// The file's path or name.
  public var file: String
  /// The 1-based line; 0 when not tied to a line.
  public var line: Int
  /// The 1-based column; 0 when not tied to a column.
  public var column: Int
  /// A sentence saying what was found and what the reader did about it.
  public var message: String

  /// A warning at a place.
  public init(_ kind: Kind, file: String, line: Int, column: Int, message: String) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }
}

extension GestureLogWarning: CustomStringConvertible {
  /// `file:line:column: warning: …`, as a compiler prints a diagnostic.
  public var description: String {
    "\(diagnosticPlace(file: file, line: line, column: column)): warning: \(message)"
  }
}
