#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines of a libinput record file, as written (line feed included), from a file descriptor
/// through one buffer, or from bytes in memory without a copy.
///
/// The file is read from its start each time the reader needs it (``rewind(limit:)``): once for
/// the fast lane, and again only for the plain reading, the UTF-8 check or the place of an
/// error. The buffer holds the line being read and whatever a caller keeps
/// (``keep(from:)``), and grows only for a line or a kept part longer than it: reading a file
/// of any size takes memory for its events and about a megabyte more, not for its text.
final class LibinputLineSource {
  /// One line: its bytes (its line feed included, if it has one), its 1-based number and the
  /// offset of its first byte in the file. The bytes are valid until the next ``nextLine()``.
  struct Line {
    var bytes: UnsafeBufferPointer<UInt8>
    var number: Int
    var offset: Int
    /// Whether the line ends with a line feed (the last line of a file may not).
    var isComplete: Bool { bytes.last == 0x0A }
  }

  /// Where the bytes come from.
  private enum Input {
    case descriptor(Int32)
    case memory(UnsafeBufferPointer<UInt8>)
  }

  private let input: Input
  /// The file's name, for I/O errors.
  let file: String
  /// The size of the input when it was opened (a file may grow while it is read).
  let size: Int

  /// The buffer (a file) or the bytes themselves (memory).
  private var buffer: UnsafeMutablePointer<UInt8>?
  private var capacity = 0
  /// The offset in the file of `buffer[0]`, and how many bytes the buffer holds.
  private var bufferOffset = 0
  private var bufferCount = 0
  /// The offset of the next line, and its number.
  private var next = 0
  private var nextNumber = 1
  private var atEnd = false
  /// Bytes at or after this offset stay in the buffer (nil: only the current line).
  private var kept: Int?
  /// No byte at or after this offset is read (a cut); nil for the whole input.
  private(set) var limit: Int?

  /// A source over an open file descriptor, read from its start through a buffer of
  /// `bufferSize` bytes to begin with (1 MiB; tests make it small).
  init(descriptor: Int32, file: String, bufferSize: Int = 1 << 20) {
    input = .descriptor(descriptor)
    self.file = file
    var status = stat()
    size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    capacity = max(bufferSize, 16)
    buffer = .allocate(capacity: capacity)
  }

  /// A source over `bytes`, which must stay valid while the source is used.
  init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
    input = .memory(bytes)
    self.file = file
    size = bytes.count
    buffer = bytes.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
    capacity = bytes.count
    bufferCount = bytes.count
    atEnd = true
  }

  deinit {
    if case .descriptor = input { buffer?.deallocate() }
  }

  /// The offset of the next line.
  var offset: Int { next }

  /// Starts again from the first line; with `limit`, the input ends before that offset.
  func rewind(limit: Int? = nil) throws(LibinputRecordProblem) {
    self.limit = limit
    next = 0
    nextNumber = 1
    kept = nil
    switch input {
    case .memory(let bytes):
      bufferCount = min(bytes.count, limit ?? bytes.count)
    case .descriptor(let descriptor):
      guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw ioProblem(errno) }
      bufferOffset = 0
      bufferCount = 0
      atEnd = false
    }
  }

  /// Keeps the bytes from `offset` on (at or after the start of the current line) in the
  /// buffer while more lines are read; nil keeps only what is being read.
  func keep(from offset: Int?) {
    kept = offset
  }

  /// The kept bytes `range` (offsets in the file).
  func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(
      start: buffer.map { $0 + (range.lowerBound - bufferOffset) }, count: range.count)
  }

  /// Every byte of the input (up to the limit), read again from the start.
  func allBytes() throws(LibinputRecordProblem) -> [UInt8] {
    try rewind(limit: limit)
    var bytes: [UInt8] = []
    while let line = try nextLine() { bytes += line.bytes }
    return bytes
  }

  /// The next line, or nil at the end of the input.
  func nextLine() throws(LibinputRecordProblem) -> Line? {
    var searched = next
    while true {
      let end = bufferOffset + bufferCount
      if searched < end, let base = buffer,
        let found = memchr(base + (searched - bufferOffset), 0x0A, end - searched)
      {
        let lineEnd =
          bufferOffset + base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        return take(to: lineEnd)
      }
      searched = max(searched, end)
      if atEnd {
        guard next < end else { return nil }
        return take(to: end)
      }
      try refill()
    }
  }

  /// The line from `next` to `end`.
  private func take(to end: Int) -> Line {
    let line = Line(
      bytes: bytes(next..<end), number: nextNumber, offset: next)
    next = end
    nextNumber += 1
    return line
  }

  /// Moves the bytes still needed to the front (growing the buffer if they fill it) and reads
  /// more after them.
  private func refill() throws(LibinputRecordProblem) {
    guard case .descriptor(let descriptor) = input, let current = buffer else {
      atEnd = true
      return
    }
    let keepFrom = min(next, kept ?? next)
    let keptCount = bufferOffset + bufferCount - keepFrom
    if keptCount >= capacity / 2 {
      // Grow: the kept part fills most of the buffer.
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
      grown.update(from: current + (keepFrom - bufferOffset), count: keptCount)
      current.deallocate()
      buffer = grown
      capacity *= 2
    } else if keepFrom > bufferOffset {
      current.update(from: current + (keepFrom - bufferOffset), count: keptCount)
    }
    bufferOffset = keepFrom
    bufferCount = keptCount
    guard let base = buffer else { return }
    while true {
      var room = capacity - bufferCount
      if let limit { room = min(room, limit - (bufferOffset + bufferCount)) }
      // Growing keeps at least half the buffer free: no room left means the cut is reached.
      guard room > 0 else {
        atEnd = true
        return
      }
      let count = read(descriptor, base + bufferCount, room)
      if count > 0 {
        bufferCount += count
        return
      }
      if count == 0 {
        atEnd = true
        return
      }
      let code = errno
      if code != EINTR { throw ioProblem(code) }
    }
  }

  private func ioProblem(_ code: Int32) -> LibinputRecordProblem {
    LibinputRecordProblem(
      kind: .io, line: nextNumber, column: 0, found: String(cString: strerror(code)),
      expected: "a readable file")
  }
}
