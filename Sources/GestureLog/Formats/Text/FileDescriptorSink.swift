#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a file descriptor completely, retrying short writes and `EINTR`, and
/// turning every other failure (`ENOSPC`, `EIO`, `EBADF`, …) into an `io` ``GestureLogError``.
final class FileDescriptorSink {
  let descriptor: Int32
  let file: String
  private let closeWhenDone: Bool
  private var closed = false

  init(descriptor: Int32, file: String, closeWhenDone: Bool) {
    self.descriptor = descriptor
    self.file = file
    self.closeWhenDone = closeWhenDone
  }

  deinit {
    if closeWhenDone, !closed { _ = systemClose(descriptor) }
  }

  /// Writes every byte of `buffer`; `line` is the line being written, for the error.
  func write(_ buffer: UnsafeRawBufferPointer, line: Int = 0) throws(GestureLogError) {
    guard var address = buffer.baseAddress else { return }
    var remaining = buffer.count
    while remaining > 0 {
      let count = systemWrite(descriptor, address, remaining)
      if count > 0 {
        address += count
        remaining -= count
      } else if count < 0, errno == EINTR {
        continue
      } else {
        let code = count < 0 ? errno : EIO
        throw GestureLogError(
          .io, file: file, line: line, column: 0, found: String(cString: strerror(code)),
          expected: "a successful write")
      }
    }
  }

  /// Writes every byte of an array.
  func write(_ bytes: [UInt8], line: Int = 0) throws(GestureLogError) {
    let failure = bytes.withUnsafeBytes { (buffer) -> GestureLogError? in
      do throws(GestureLogError) {
        try write(buffer, line: line)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Closes the descriptor if this sink owns it, reporting a failed close (delayed write
  /// errors on some file systems).
  func close() throws(GestureLogError) {
    guard closeWhenDone, !closed else { return }
    closed = true
    if systemClose(descriptor) != 0, errno != EINTR {
      throw GestureLogError(
        .io, file: file, line: 0, column: 0, found: String(cString: strerror(errno)),
        expected: "a successful close")
    }
  }
}
