#if canImport(Glibc)
  import Glibc
#endif

/// A file written under a temporary name (`FILE.partial`) and renamed to its final name only
/// when complete, so a file with the final name is always a finished recording and a crash
/// leaves an explicitly partial one.
public final class PartialFile {
  /// The final name.
  public let path: String
  /// The name while writing: `path + ".partial"`.
  public let partialPath: String
  /// The open descriptor of the partial file (write-only, close-on-exec).
  public let descriptor: Int32
  private var closed = false

  /// Creates (or truncates) `path.partial`.
  ///
  /// - Throws: ``RecordingSinkError`` naming the partial file and the system's reason.
  public init(path: String) throws(RecordingSinkError) {
    self.path = path
    self.partialPath = path + ".partial"
    let descriptor = open(partialPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw PartialFile.error(partialPath, errno, "cannot create the file")
    }
    self.descriptor = descriptor
  }

  deinit {
    if !closed { close(descriptor) }
  }

  /// Syncs the data to disk, closes the file and gives it its final name.
  public func commit() throws(RecordingSinkError) {
    guard !closed else { return }
    if fsync(descriptor) != 0, errno != EINVAL {
      throw PartialFile.error(partialPath, errno, "cannot sync the file")
    }
    closed = true
    if close(descriptor) != 0, errno != EINTR {
      throw PartialFile.error(partialPath, errno, "cannot close the file")
    }
    if rename(partialPath, path) != 0 {
      throw PartialFile.error(partialPath, errno, "cannot rename it to \(path)")
    }
  }

  static func error(_ path: String, _ number: Int32, _ what: String) -> RecordingSinkError {
    RecordingSinkError(
      path: path, errorNumber: number, message: "\(what): \(String(cString: strerror(number)))")
  }
}
