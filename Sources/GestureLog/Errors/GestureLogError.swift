/// A gesture log that could not be read or written, with the place where it went wrong.
///
/// Every reader reports malformed input as this error: the file, the 1-based line and column,
/// what was found there and what was expected. ``description`` reads like a compiler
/// diagnostic, so editors and CI logs can jump to the place:
///
/// ```
/// touchpad.evemu:12:9: error: expected a hexadecimal event code, found "00g3"
/// ```
public struct GestureLogError: Error, Hashable, Sendable {
  /// What kind of problem it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The input has no content at all.
    case empty
    /// The content is none of the known formats.
    case unknownFormat
    /// A version line or header names a version this reader does not support.
    case unsupportedVersion
    /// A token that does not belong where it is (a wrong character, a line out of order).
    case unexpectedToken
    /// A required field or line is absent.
    case missingField
    /// A number that is not a number (bad digits, bad hex).
    case invalidNumber
    /// A number outside the range its field allows.
    case numberOutOfRange
    /// A line longer than the reader accepts.
    case lineTooLong
    /// Text that is not valid UTF-8 where text is required.
    case invalidText
    /// A reference to a device that was not declared (or declared twice, or out of order).
    case invalidDevice
    /// A recording the target format cannot express (several devices for evemu, a time
    /// before the clock's zero).
    case unrepresentable
    /// The input ended where more was required.
    case truncated
    /// Reading or writing the file failed (`ENOENT`, `ENOSPC`, …).
    case io
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The file's path or name as the caller gave it (`"<memory>"` for anonymous data).
  public var file: String
  /// The 1-based line; 0 when the problem is not tied to a line (an I/O error on open).
  public var line: Int
  /// The 1-based column in bytes; 0 when the problem is not tied to a column.
  public var column: Int
  /// What was found, quoted and shortened for display (`"00g3"`, `end of line`).
  public var found: String
  /// What was expected instead (`a hexadecimal event code`).
  public var expected: String

  /// An error at a place.
  public init(
    _ kind: Kind, file: String, line: Int, column: Int, found: String, expected: String
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.found = found
    self.expected = expected
  }
}

extension GestureLogError: CustomStringConvertible {
  /// `file:line:column: error: expected …, found …`, as a compiler prints a diagnostic.
  /// An I/O error reads `file: error: cannot read the file: No such file or directory (check
  /// the path and that it may be read)`.
  public var description: String {
    let place = diagnosticPlace(file: file, line: line, column: column)
    if kind == .io {
      let writing = expected.contains("writable")
      return "\(place): error: cannot \(writing ? "write" : "read") the file: \(found) (check "
        + (writing
          ? "that its folder exists and may be written)" : "the path and that it may be read)")
    }
    return "\(place): error: expected \(expected), found \(found)"
  }
}
