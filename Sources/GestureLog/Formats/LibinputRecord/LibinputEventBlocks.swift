#if canImport(Glibc)
  import Glibc
#endif

/// A device's whole `events` list, read by ``LibinputEventBlocks`` without libyaml: the events
/// and notices it holds, and the lines libyaml is handed as empty lines in its place.
struct LibinputEventBlock {
  /// Where the `events` key is (1-based line and column).
  var keyLine: Int
  var keyColumn: Int
  /// The first line of the list (the one after the key) and how many lines it covers.
  var firstLine: Int
  var lineCount: Int
  /// The byte offset of the list's first line.
  var start: Int
  /// The byte offset just past the list's last line (its line break included): where libyaml
  /// reads on.
  var end: Int
  /// The list's events and the notices of its frames, as the event streamer would give them.
  var events: StreamedEvents
}

/// The libinput record reader's line parser for the regular part of a file: each device's
/// `events` list as `libinput record` and ``LibinputRecordWriter`` lay it out,
///
/// ```yaml
///     events:                      # the key, alone on its line (a comment may follow)
///       - evdev:                   # an item: `- evdev:` at the list's indentation
///         - [  0,   9165,   3,  53,   16397] # EV_ABS / ABS_MT_POSITION_X 16397
///         - [  0,   9165,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +9ms
///                                  # blank lines and comment lines anywhere
/// ```
///
/// is read here, line by line, and handed to libyaml as empty lines, so that libyaml parses only
/// the header and the device descriptions (and the key's empty value, which the tree builder
/// replaces with the block's events). A list is a block only when every line of it is one of
/// these, exactly:
///
/// - an item `- evdev:` at one indentation `d` (not less than the key's), then nothing or a
///   comment;
/// - an event `- [sec, usec, type, code, value]` at one indentation `e ≥ d + 2` (the key
///   `evdev` is at `d + 2`, and a block sequence may start there), five decimal integers the
///   reader accepts (no sign but `-`, no leading zero, in range), spaces only between them, then
///   nothing or a comment after a space;
/// - a blank line (spaces only) or a comment line; a comment holds printable ASCII and tabs.
///
/// The list ends at the first other line that is indented less than `d`, or at `d` when `d`
/// is the key's own indentation and the line does not start an item. Any other line — a
/// `- libinput:` item, a sibling key, a quoted or hexadecimal number, a tab, a character outside
/// ASCII — makes the whole list ordinary: libyaml reads it through the other lane
/// (``LibinputEventLines``) and the reader's rules say what it means or what is wrong.
///
/// The scan only proposes: a key line found here might sit inside a block scalar or a quoted
/// string. ``YAMLTreeBuilder`` takes a block only where libyaml reports the plain key `events`
/// at its line and column, in a device's block mapping, with an empty value; a block it does
/// not take makes the reader read the file again without the fast lane.
enum LibinputEventBlocks {
  /// The regular `events` lists of `text`, in order.
  static func blocks(in text: UnsafeBufferPointer<UInt8>) -> [LibinputEventBlock] {
    guard let base = text.baseAddress else { return [] }
    let reader = Reader(base: base, count: text.count)
    var blocks: [LibinputEventBlock] = []
    var offset = 0
    var line = 1
    while offset < text.count {
      let end = reader.lineEnd(from: offset)
      if end < text.count, let indent = reader.eventsKeyIndent(offset, end),
        let block = reader.block(keyLine: line, keyIndent: indent, start: end + 1)
      {
        blocks.append(block)
        offset = block.end
        line = block.firstLine + block.lineCount
        continue
      }
      offset = end + 1
      line += 1
    }
    return blocks
  }

  /// The scanner over the text. Event lines are read in one pass each, eight bytes at a time
  /// where it pays: the runs of spaces that align the columns, the digits of each number (as in
  /// simdjson's eight-digit parse) and the comment, whose end is the line's.
  private struct Reader {
    let base: UnsafePointer<UInt8>
    let count: Int

    private static let spaces: UInt64 = 0x2020_2020_2020_2020
    private static let high: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` (which must have eight bytes after it), first byte lowest.
    @inline(__always)
    private func word(at index: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    /// The index of the line feed that ends the line starting at `start`, or `count`.
    @inline(__always)
    func lineEnd(from start: Int) -> Int {
      guard start < count,
        let found = memchr(base + start, 0x0A, count - start)
      else { return count }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The first index at or after `start` whose byte is not a space (`count` if none).
    @inline(__always)
    func skipSpaces(_ start: Int) -> Int {
      var index = start
      while index + 8 <= count {
        let other = word(at: index) ^ Self.spaces
        if other != 0 { return index + other.trailingZeroBitCount >> 3 }
        index += 8
      }
      while index < count, base[index] == 0x20 { index += 1 }
      return index
    }

    /// The key's indentation, if `start..<end` is `<spaces>events:` and then nothing or a
    /// comment.
    func eventsKeyIndent(_ start: Int, _ end: Int) -> Int? {
      let keyStart = min(skipSpaces(start), end)
      let key: StaticString = "events:"
      guard end - keyStart >= key.utf8CodeUnitCount else { return nil }
      for index in 0..<key.utf8CodeUnitCount where base[keyStart + index] != key.utf8Start[index] {
        return nil
      }
      return isCommentOrNothing(keyStart + key.utf8CodeUnitCount, end) ? keyStart - start : nil
    }

    /// Whether `start..<end` is spaces, then nothing or a comment (`#` after at least one space)
    /// of printable ASCII and tabs.
    @inline(__always)
    func isCommentOrNothing(_ start: Int, _ end: Int) -> Bool {
      let index = min(skipSpaces(start), end)
      guard index < end else { return true }
      return index > start && commentEnd(index) == end
    }

    /// The end of the comment at `start` (its line feed, or `count`), if it is `#` and then
    /// printable ASCII and tabs; nil otherwise.
    @inline(__always)
    func commentEnd(_ start: Int) -> Int? {
      guard start < count, base[start] == UInt8(ascii: "#") else { return nil }
      var index = start + 1
      // Eight bytes at a time while all are in 0x20…0x7E: below 0x20, adding 0x60 stays under
      // 0x80; 0x7F and above, adding 0x01 reaches 0x80 or has the bit already.
      while index + 8 <= count {
        let bytes = word(at: index)
        let printable = (bytes &+ 0x6060_6060_6060_6060) & ~bytes & Self.high
        let above = (bytes | (bytes &+ 0x0101_0101_0101_0101)) & Self.high
        if printable != Self.high || above != 0 { break }
        index += 8
      }
      while index < count {
        let byte = base[index]
        if byte == 0x0A { return index }
        guard (byte >= 0x20 && byte <= 0x7E) || byte == 0x09 else { return nil }
        index += 1
      }
      return count
    }

    /// Whether the line's content at `start` (its indentation skipped) up to `end` is
    /// `- evdev:` and then nothing or a comment.
    @inline(__always)
    func isEvdevItem(_ start: Int, _ end: Int) -> Bool {
      let item: StaticString = "- evdev:"
      guard end - start >= item.utf8CodeUnitCount else { return false }
      for index in 0..<item.utf8CodeUnitCount where base[start + index] != item.utf8Start[index] {
        return false
      }
      return isCommentOrNothing(start + item.utf8CodeUnitCount, end)
    }

    /// A decimal integer at `start` as YAML's plain integers spell it without a `+` sign:
    /// `-?(0|[1-9][0-9]*)`, at most 18 digits; the index after it. nil for anything else.
    @inline(__always)
    func integer(at start: Int) -> (value: Int, next: Int)? {
      var index = start
      let negative = index < count && base[index] == UInt8(ascii: "-")
      if negative { index += 1 }
      if index + 8 <= count {
        // The first byte that is not a digit is the lowest flagged one (a borrow or carry
        // from it only reaches bytes after it).
        let bytes = word(at: index)
        let notDigit =
          ((bytes &+ 0x4646_4646_4646_4646) | (bytes &- 0x3030_3030_3030_3030)) & Self.high
        let digits = notDigit.trailingZeroBitCount >> 3
        if digits < 8 {
          guard digits > 0, digits == 1 || base[index] != UInt8(ascii: "0") else { return nil }
          // The digits moved to the top bytes, zeros before them: an eight-digit number with
          // leading zeros, added up in pairs, fours and eights.
          var value = (bytes << UInt64((8 - digits) * 8)) & 0x0F0F_0F0F_0F0F_0F0F
          value = (value &* 2561) >> 8
          value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
          value = ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
          return (negative ? -Int(value) : Int(value), index + digits)
        }
      }
      let digitsStart = index
      var value = 0
      while index < count {
        let digit = base[index] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        value = value &* 10 &+ Int(digit)
        index += 1
      }
      let digits = index - digitsStart
      guard digits > 0, digits <= 18, digits == 1 || base[digitsStart] != UInt8(ascii: "0")
      else { return nil }
      return (negative ? -value : value, index)
    }

    /// The event of the line whose content (from its dash) starts at `start`, and the line's
    /// end, if it is an event line the reader accepts as written.
    ///
    /// The brackets' separators are found first, eight bytes at a time, so that the five
    /// numbers are read each from its own start: no number waits for the one before it.
    @inline(__always)
    func eventLine(_ start: Int) -> (event: InputEvent, end: Int)? {
      guard start + 3 < count, base[start] == UInt8(ascii: "-"), base[start + 1] == 0x20 else {
        return nil
      }
      let open = skipSpaces(start + 2)
      guard open < count, base[open] == UInt8(ascii: "[") else { return nil }
      if let fields = libinputColumns(open) {
        guard let end = lineEnd(afterList: open + 32) else { return nil }
        guard
          let event = LibinputEventStreamer.validEvent(
            sec: fields.0, usec: fields.1, type: fields.2, code: fields.3, value: fields.4)
        else { return nil }
        return (event, end)
      }
      guard let separators = separators(after: open) else { return nil }
      var fields: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
      var fieldStart = open + 1
      for field in 0..<5 {
        let separator: Int
        switch field {
        case 0: separator = separators.0
        case 1: separator = separators.1
        case 2: separator = separators.2
        case 3: separator = separators.3
        default: separator = separators.4
        }
        guard let (value, next) = integer(at: skipSpaces(fieldStart)), skipSpaces(next) == separator
        else { return nil }
        switch field {
        case 0: fields.0 = value
        case 1: fields.1 = value
        case 2: fields.2 = value
        case 3: fields.3 = value
        default: fields.4 = value
        }
        fieldStart = separator + 1
      }
      guard let end = lineEnd(afterList: fieldStart),
        let event = LibinputEventStreamer.validEvent(
          sec: fields.0, usec: fields.1, type: fields.2, code: fields.3, value: fields.4)
      else { return nil }
      return (event, end)
    }

    /// The end of a line whose list ends before `start`: spaces, then the line's end or a
    /// comment after a space; nil for anything else.
    @inline(__always)
    private func lineEnd(afterList start: Int) -> Int? {
      let after = skipSpaces(start)
      if after == count || base[after] == 0x0A { return after }
      guard after > start else { return nil }
      return commentEnd(after)
    }

    /// The five numbers of a list written in `libinput record`'s own columns,
    /// `[%3lu, %6u, %3d, %3d, %7d]` (a number that fits its width, right-aligned), with its
    /// `[` at `open`; nil for any other spelling (the general path then reads it).
    @inline(__always)
    private func libinputColumns(_ open: Int) -> (Int, Int, Int, Int, Int)? {
      guard open >= 8, open + 40 <= count else { return nil }
      let b = open
      guard base[b + 4] == UInt8(ascii: ","), base[b + 5] == 0x20,
        base[b + 12] == UInt8(ascii: ","), base[b + 13] == 0x20,
        base[b + 17] == UInt8(ascii: ","), base[b + 18] == 0x20,
        base[b + 22] == UInt8(ascii: ","), base[b + 23] == 0x20,
        base[b + 31] == UInt8(ascii: "]"),
        let sec = column(endingAt: b + 4, width: 3),
        let usec = column(endingAt: b + 12, width: 6),
        let type = column(endingAt: b + 17, width: 3),
        let code = column(endingAt: b + 22, width: 3),
        let value = column(endingAt: b + 31, width: 7)
      else { return nil }
      return (sec, usec, type, code, value)
    }

    /// The number in the `width` bytes before `end` (at most 8, at least 8 bytes into the
    /// text): spaces, then `-?(0|[1-9][0-9]*)` up to `end`.
    @inline(__always)
    private func column(endingAt end: Int, width: Int) -> Int? {
      // The slot in the top `width` bytes of one word; the bytes before it count as spaces.
      let outside = UInt64(8 - width) * 8
      var bytes = word(at: end - 8)
      if outside > 0 { bytes = (bytes >> outside) << outside | (Self.spaces >> (64 - outside)) }
      let padding = (bytes ^ Self.spaces).trailingZeroBitCount >> 3
      guard padding < 8 else { return nil }
      let negative = (bytes >> UInt64(padding * 8)) & 0xFF == UInt64(UInt8(ascii: "-"))
      let first = padding + (negative ? 1 : 0)
      guard first < 8 else { return nil }
      // Spaces and the sign become '0's: then every byte must be a digit (a byte that is not
      // flags itself or one below it).
      let prefix = UInt64(first) * 8
      if prefix > 0 {
        bytes = (bytes >> prefix) << prefix | (0x3030_3030_3030_3030 >> (64 - prefix))
      }
      let notDigit =
        ((bytes &+ 0x4646_4646_4646_4646) | (bytes &- 0x3030_3030_3030_3030)) & Self.high
      guard notDigit == 0 else { return nil }
      // No leading zero, but a lone 0.
      guard first == 7 || (bytes >> prefix) & 0xFF != UInt64(UInt8(ascii: "0")) else { return nil }
      var value = bytes & 0x0F0F_0F0F_0F0F_0F0F
      value = (value &* 2561) >> 8
      value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
      value = ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
      return negative ? -Int(value) : Int(value)
    }

    /// The places of the four commas and the closing bracket after the `[` at `open`, if they
    /// come in that order with nothing else between them that could end the list (another
    /// bracket, a line feed).
    @inline(__always)
    private func separators(after open: Int) -> (Int, Int, Int, Int, Int)? {
      var found: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
      var seen = 0
      var index = open + 1
      /// One bit per byte equal to `pattern`'s byte (exact: no borrow between bytes).
      @inline(__always)
      func matches(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let y = word ^ pattern
        return ~(((y & low) &+ low) | y | low)
      }
      while index + 8 <= count {
        let bytes = word(at: index)
        var commas = matches(bytes, 0x2C2C_2C2C_2C2C_2C2C)
        let stops =
          matches(bytes, 0x5D5D_5D5D_5D5D_5D5D) | matches(bytes, 0x0A0A_0A0A_0A0A_0A0A)
          | matches(bytes, 0x5B5B_5B5B_5B5B_5B5B)
        // Only the commas before the first stop count.
        if stops != 0 { commas &= (stops & (~stops &+ 1)) &- 1 }
        while commas != 0 {
          guard seen < 4 else { return nil }
          let position = index + commas.trailingZeroBitCount >> 3
          switch seen {
          case 0: found.0 = position
          case 1: found.1 = position
          case 2: found.2 = position
          default: found.3 = position
          }
          seen += 1
          commas &= commas &- 1
        }
        if stops != 0 {
          let position = index + stops.trailingZeroBitCount >> 3
          guard seen == 4, base[position] == UInt8(ascii: "]") else { return nil }
          found.4 = position
          return found
        }
        index += 8
      }
      // The end of the text is near: byte by byte.
      while index < count {
        switch base[index] {
        case UInt8(ascii: ","):
          guard seen < 4 else { return nil }
          switch seen {
          case 0: found.0 = index
          case 1: found.1 = index
          case 2: found.2 = index
          default: found.3 = index
          }
          seen += 1
        case UInt8(ascii: "]"):
          guard seen == 4 else { return nil }
          found.4 = index
          return found
        case 0x0A, UInt8(ascii: "["): return nil
        default: break
        }
        index += 1
      }
      return nil
    }

    /// The list after an `events:` key at `keyLine` indented `keyIndent`, whose first line
    /// starts at `start`; nil when it is empty or not entirely regular.
    func block(keyLine: Int, keyIndent: Int, start: Int) -> LibinputEventBlock? {
      var frames = Frames()
      // An event line takes at least `keyIndent + 16` bytes (indented two more than the key,
      // `- [0,0,0,0,0]` and its line break): reserved once for what is left of the file, the
      // array never grows, and capacity never touched is not resident memory (as in the evemu
      // reader).
      frames.result.events.reserveCapacity((count - start) / (keyIndent + 16) + 1)
      var itemIndent = -1
      var eventIndent = -1
      var index = start
      var line = keyLine + 1
      var lastLine = keyLine
      var end = start
      while index < count {
        let content = skipSpaces(index)
        let indent = content - index
        let lineEnd: Int
        if content == count || base[content] == 0x0A {
          // A blank line.
          lineEnd = content
        } else if base[content] == UInt8(ascii: "#") {
          guard let commentEnd = commentEnd(content) else { return nil }
          lineEnd = commentEnd
        } else if indent > itemIndent, itemIndent >= 0 {
          if eventIndent < 0 {
            guard indent >= itemIndent + 2 else { return nil }
            eventIndent = indent
          }
          guard indent == eventIndent, let (event, eventEnd) = eventLine(content) else {
            return nil
          }
          frames.append(event, line: line, column: eventIndent + 1)
          lineEnd = eventEnd
          lastLine = line
          end = lineEnd
        } else if indent == itemIndent || (itemIndent < 0 && indent >= keyIndent) {
          lineEnd = self.lineEnd(from: content)
          guard isEvdevItem(content, lineEnd) else {
            // A line at the key's indentation that starts no item ends the list (a sibling
            // key); anything else at the items' indentation is an item of another kind.
            if indent == keyIndent, itemIndent >= 0, base[content] != UInt8(ascii: "-") { break }
            return nil
          }
          if itemIndent < 0 {
            // The list starts at its first item's dash, as libyaml reports it.
            frames.result.line = line
            frames.result.column = indent + 1
          }
          itemIndent = indent
          frames.startFrame()
          lastLine = line
          end = lineEnd
        } else {
          // Indented less than the items: the list has ended (if there were any).
          guard indent <= keyIndent else { return nil }
          break
        }
        index = lineEnd + 1
        line += 1
      }
      // The list's last line must end with a line break: libyaml is handed one per line.
      guard itemIndent >= 0, end < count else { return nil }
      frames.finish()
      return LibinputEventBlock(
        keyLine: keyLine, keyColumn: keyIndent + 1, firstLine: keyLine + 1,
        lineCount: lastLine - keyLine, start: start, end: end + 1, events: frames.result)
    }
  }

  /// The events of a list and the notices of frames that do not end with `SYN_REPORT`, in the
  /// order and at the places the event streamer reports them.
  private struct Frames {
    /// The current frame: where its first event is, and how many it has.
    private var first: (line: Int, column: Int)?
    private var count = 0
    /// A frame that did not end with SYN_REPORT, waiting to learn whether it was the last.
    private var open: (line: Int, column: Int)?

    var result = StreamedEvents(line: 0, column: 0)

    @inline(__always)
    mutating func append(_ event: InputEvent, line: Int, column: Int) {
      if count == 0 { first = (line, column) }
      count += 1
      result.events.append(event)
    }

    /// A new `- evdev:` item: the previous frame ends, and a frame left open before it is
    /// reported.
    mutating func startFrame() {
      endFrame()
      report(isLast: false)
    }

    /// The end of the list.
    mutating func finish() {
      endFrame()
      report(isLast: true)
    }

    private mutating func endFrame() {
      defer {
        count = 0
        first = nil
      }
      guard count > 0, let first, let last = result.events.last, !last.isSynReport else { return }
      open = first
    }

    private mutating func report(isLast: Bool) {
      guard let frame = open else { return }
      open = nil
      result.notices.append(
        LibinputEventStreamer.incompleteFrame(
          line: frame.line, column: frame.column, isLast: isLast))
    }
  }
}
