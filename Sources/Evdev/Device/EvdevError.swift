#if canImport(Glibc)
  import Glibc
#endif

/// A failure talking to an input device, with the device's path and the system's error
/// number.
public struct EvdevError: Error, Hashable, Sendable {
  /// What was being done when it failed.
  public enum Operation: String, Hashable, Sendable {
    /// Opening the device node.
    case open
    /// Reading the device's description through libevdev.
    case describe
    /// Setting the device's clock (`EVIOCSCLOCKID`).
    case setClock = "set the clock of"
    /// Reading events.
    case read
    /// Grabbing the device (`EVIOCGRAB`).
    case grab
    /// Listing the input device directory.
    case list
  }

  /// The device node or directory.
  public var path: String
  /// What was being done.
  public var operation: Operation
  /// The system error number (`EACCES`, `ENODEV`, …).
  public var errorNumber: Int32

  /// An error for `operation` on `path` with `errno` value `errorNumber`.
  public init(path: String, operation: Operation, errorNumber: Int32) {
    self.path = path
    self.operation = operation
    self.errorNumber = errorNumber
  }

  /// Whether the failure was a permission problem (`EACCES` or `EPERM`).
  public var isPermissionDenied: Bool { errorNumber == EACCES || errorNumber == EPERM }

  /// The system's text for ``errorNumber``.
  public var systemMessage: String { String(cString: strerror(errorNumber)) }
}

extension EvdevError: CustomStringConvertible {
  /// One sentence naming the path, the operation and the cause, with a hint where one helps.
  public var description: String {
    var text = "cannot \(operation.rawValue) \(path): \(systemMessage)"
    if isPermissionDenied {
      text +=
        " (add yourself to the 'input' group, e.g. `sudo usermod -aG input $USER`"
        + " and log in again, or run as root)"
    } else if errorNumber == EBUSY && operation == .grab {
      text += " (another program has grabbed the device)"
    }
    return text
  }
}
