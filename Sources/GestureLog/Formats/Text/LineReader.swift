#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of input: its bytes without the line break, valid until the next call to
/// ``LineReader/nextLine()``.
struct InputLine {
  /// The bytes of the line, without `\n` (and without a `\r` before it).
  let bytes: UnsafeBufferPointer<UInt8>
  /// The 1-based line number.
  let number: Int
  /// False for a last line that the input ended inside (no `\n`).
  let isComplete: Bool
}

/// Reads lines from a file descriptor or from bytes in memory with a bounded buffer, without
/// loading the whole input: the text readers' only way to get at their input.
///
/// Lines longer than ``maximumLineLength`` are an error (`lineTooLong`), which also bounds the
/// memory the reader needs.
final class LineReader {
  /// The longest line accepted, in bytes (1 MiB).
  static let defaultMaximumLineLength = 1 << 20

  let file: String
  let maximumLineLength: Int
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var start = 0
  private var end = 0
  private var atEnd: Bool
  private(set) var lineNumber = 0

  /// A reader over an open file descriptor, read from its current offset.
  init(
    descriptor: Int32, file: String, closeWhenDone: Bool = false,
    maximumLineLength: Int = LineReader.defaultMaximumLineLength
  ) {
    self.file = file
    self.descriptor = descriptor
    self.ownsDescriptor = closeWhenDone
    self.maximumLineLength = maximumLineLength
    self.capacity = maximumLineLength + (1 << 20)
    self.buffer = .allocate(capacity: capacity)
    self.atEnd = false
  }

  /// A reader over bytes in memory (copied once).
  init<Bytes: Collection>(
    bytes: Bytes, file: String, maximumLineLength: Int = LineReader.defaultMaximumLineLength
  ) where Bytes.Element == UInt8 {
    self.file = file
    self.descriptor = -1
    self.ownsDescriptor = false
    self.maximumLineLength = maximumLineLength
    self.capacity = Swift.max(bytes.count, 1)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    self.buffer = storage
    let copied = bytes.withContiguousStorageIfAvailable { source -> Int in
      guard let base = source.baseAddress else { return 0 }
      storage.update(from: base, count: source.count)
      return source.count
    }
    if let copied {
      self.end = copied
    } else {
      var index = 0
      for byte in bytes {
        storage[index] = byte
        index += 1
      }
      self.end = index
    }
    self.atEnd = true
  }

  deinit {
    buffer.deallocate()
    if ownsDescriptor { _ = close(descriptor) }
  }

  /// The next line, or nil at the end of the input.
  func nextLine() throws(GestureLogError) -> InputLine? {
    var searchFrom = start
    while true {
      let available = end - searchFrom
      if available > 0,
        let found = memchr(buffer + searchFrom, 0x0A, available)
      {
        let newline = buffer.distance(
          to: found.assumingMemoryBound(to: UInt8.self))
        var lineEnd = newline
        if lineEnd > start, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let length = lineEnd - start
        lineNumber += 1
        if length > maximumLineLength { throw tooLong() }
        let line = InputLine(
          bytes: UnsafeBufferPointer(start: buffer + start, count: length),
          number: lineNumber, isComplete: true)
        start = newline + 1
        return line
      }
      if atEnd {
        guard start < end else { return nil }
        lineNumber += 1
        if end - start > maximumLineLength { throw tooLong() }
        let line = InputLine(
          bytes: UnsafeBufferPointer(start: buffer + start, count: end - start),
          number: lineNumber, isComplete: false)
        start = end
        return line
      }
      if end - start > maximumLineLength {
        lineNumber += 1
        throw tooLong()
      }
      // Everything up to `end` has been searched; refill moves the unread bytes to the front.
      let shift = start
      searchFrom = end - shift
      try refill()
    }
  }

  /// Moves the unread bytes to the front and reads more after them.
  private func refill() throws(GestureLogError) {
    if start > 0 {
      let unread = end - start
      if unread > 0 { (buffer).update(from: buffer + start, count: unread) }
      end = unread
      start = 0
    }
    while true {
      let room = capacity - end
      if room == 0 { return }
      let count = systemRead(descriptor, buffer + end, room)
      if count > 0 {
        end += count
        return
      }
      if count == 0 {
        atEnd = true
        return
      }
      let code = errno
      if code == EINTR { continue }
      throw GestureLogError(
        .io, file: file, line: lineNumber + 1, column: 0,
        found: String(cString: strerror(code)), expected: "a readable file")
    }
  }

  private func tooLong() -> GestureLogError {
    GestureLogError(
      .lineTooLong, file: file, line: lineNumber, column: maximumLineLength + 1,
      found: "a line longer than \(maximumLineLength) bytes",
      expected: "a line of at most \(maximumLineLength) bytes")
  }
}
