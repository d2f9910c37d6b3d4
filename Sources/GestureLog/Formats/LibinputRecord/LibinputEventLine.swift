/// One line of a libinput record file as the fast lane reads it (``LibinputEventFeeder``): its
/// indentation, and whether it is a blank line, a comment, an `events:` key, an `- evdev:` item
/// or an event `- [sec, usec, type, code, value]` written so plainly that its meaning does not
/// need libyaml.
///
/// An event line is taken only when it is exactly: a dash and a space, `[`, five decimal
/// integers the reader accepts (`-?(0|[1-9][0-9]*)`, at most 18 digits, each in its range),
/// spaces only between them, `]`, then nothing or a comment after a space. A comment, here and
/// on its own line, must be printable ASCII and tabs. Anything else is left to libyaml.
///
/// Lines are read eight bytes at a time where it pays: the runs of spaces that align the
/// columns, the digits of each number (added up in pairs, fours and eights, as in simdjson's
/// eight-digit parse) and the comment. Every load stays inside the line.
struct LibinputEventLine {
  private let base: UnsafePointer<UInt8>
  /// The number of spaces the line starts with, and where its content starts.
  let indent: Int
  /// The end of the line's text (its line feed, or `count`).
  private let end: Int

  private static let spaces: UInt64 = 0x2020_2020_2020_2020
  private static let high: UInt64 = 0x8080_8080_8080_8080

  /// The line `bytes` (its line feed included, if any); nil for no bytes at all.
  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
    self.base = base
    end = bytes.last == 0x0A ? bytes.count - 1 : bytes.count
    var index = 0
    while index + 8 <= end {
      let other = Self.word(base, index) ^ Self.spaces
      if other != 0 {
        index += other.trailingZeroBitCount >> 3
        break
      }
      index += 8
    }
    while index < end, base[index] == 0x20 { index += 1 }
    indent = index
  }

  /// Whether the line holds spaces only.
  var isBlank: Bool { indent == end }

  /// Whether the line is a comment (`#` after its indentation) of printable ASCII and tabs.
  var isPlainComment: Bool { indent < end && commentEnd(indent) == end }

  /// Whether the content is a comment (`#`), whatever it holds.
  var startsComment: Bool { indent < end && base[indent] == UInt8(ascii: "#") }

  /// Whether the content starts with `- `: an item of a block sequence.
  var startsItem: Bool {
    indent + 1 < end && base[indent] == UInt8(ascii: "-") && base[indent + 1] == 0x20
  }

  /// Whether the content is `events:`, then nothing or a comment.
  var isEventsKey: Bool { contentIs("events:") }

  /// Whether the content is `- evdev:`, then nothing or a comment.
  var isEvdevItem: Bool { contentIs("- evdev:") }

  /// Whether the content starts with `text`.
  func contentStarts(with text: StaticString) -> Bool {
    let length = text.utf8CodeUnitCount
    guard end - indent >= length else { return false }
    for index in 0..<length where base[indent + index] != text.utf8Start[index] { return false }
    return true
  }

  private func contentIs(_ text: StaticString) -> Bool {
    contentStarts(with: text) && isCommentOrNothing(indent + text.utf8CodeUnitCount)
  }

  /// The eight bytes at `index`, first byte lowest.
  @inline(__always)
  private static func word(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
  }

  /// The first index at or after `start` whose byte is not a space (`end` if none).
  @inline(__always)
  private func skipSpaces(_ start: Int) -> Int {
    var index = start
    while index &+ 8 <= end {
      let other = Self.word(base, index) ^ Self.spaces
      if other != 0 { return index &+ other.trailingZeroBitCount &>> 3 }
      index &+= 8
    }
    while index < end, base[index] == 0x20 { index += 1 }
    return index
  }

  /// Whether the text from `start` is spaces, then nothing or a comment after a space.
  @inline(__always)
  private func isCommentOrNothing(_ start: Int) -> Bool {
    let index = skipSpaces(start)
    guard index < end else { return true }
    return index > start && commentEnd(index) == end
  }

  /// The end of the comment at `start` (`end`), if it is `#` and then printable ASCII and
  /// tabs; nil otherwise.
  @inline(__always)
  private func commentEnd(_ start: Int) -> Int? {
    guard base[start] == UInt8(ascii: "#") else { return nil }
    var index = start + 1
    // Eight bytes at a time while all are in 0x20…0x7E: below 0x20, adding 0x60 stays under
    // 0x80; 0x7F and above, adding 0x01 reaches 0x80 or has the bit already.
    @inline(__always)
    func isPrintable(_ bytes: UInt64) -> Bool {
      let printable = (bytes &+ 0x6060_6060_6060_6060) & ~bytes & Self.high
      let above = (bytes | (bytes &+ 0x0101_0101_0101_0101)) & Self.high
      return printable == Self.high && above == 0
    }
    while index &+ 8 <= end, isPrintable(Self.word(base, index)) { index &+= 8 }
    // The last bytes in one word that overlaps bytes already seen (all printable too, or
    // the byte loop below decides).
    if index < end, end >= 8, isPrintable(Self.word(base, end &- 8)) { return end }
    while index < end {
      let byte = base[index]
      guard (byte >= 0x20 && byte <= 0x7E) || byte == 0x09 else { return nil }
      index += 1
    }
    return end
  }

  // MARK: Events

  /// The event of an event line (its dash after the indentation), if the reader accepts it as
  /// written; nil for anything else.
  var event: InputEvent? {
    guard startsItem else { return nil }
    let open = skipSpaces(indent + 2)
    guard open < end, base[open] == UInt8(ascii: "[") else { return nil }
    guard let fields = libinputColumns(open) ?? spacedFields(open),
      isCommentOrNothing(fields.after)
    else { return nil }
    return LibinputEventStreamer.validEvent(
      sec: fields.0, usec: fields.1, type: fields.2, code: fields.3, value: fields.4)
  }

  /// The five numbers of a list written in `libinput record`'s own columns,
  /// `[%3lu, %6u, %3d, %3d, %7d]` (each number fits its width, right-aligned), with its `[` at
  /// `open`, and the index after `]`; nil for any other spelling.
  @inline(__always)
  private func libinputColumns(_ b: Int) -> (Int, Int, Int, Int, Int, after: Int)? {
    guard b >= 4, b + 32 <= end,
      base[b + 4] == UInt8(ascii: ","), base[b + 5] == 0x20,
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
    return (sec, usec, type, code, value, b + 32)
  }

  /// The number in the `width` bytes before `end` (at most 8, at least 8 bytes into the
  /// line): spaces, then `-?(0|[1-9][0-9]*)` up to `end`.
  @inline(__always)
  private func column(endingAt end: Int, width: Int) -> Int? {
    // The slot in the top `width` bytes of one word; the bytes before it count as spaces.
    // (Masking shifts and wrapping arithmetic: every amount here is below 64 by construction.)
    let outside = UInt64(8 &- width) &* 8
    var bytes = Self.word(base, end &- 8)
    if outside > 0 {
      bytes = (bytes &>> outside) &<< outside | (Self.spaces &>> (64 &- outside))
    }
    let padding = UInt64((bytes ^ Self.spaces).trailingZeroBitCount &>> 3)
    guard padding < 8 else { return nil }
    let negative = (bytes &>> (padding &* 8)) & 0xFF == UInt64(UInt8(ascii: "-"))
    let first = padding &+ (negative ? 1 : 0)
    guard first < 8 else { return nil }
    // Spaces and the sign become '0's: then every byte must be a digit (the lowest byte that
    // is not flags itself).
    let prefix = first &* 8
    if prefix > 0 {
      bytes = (bytes &>> prefix) &<< prefix | (0x3030_3030_3030_3030 &>> (64 &- prefix))
    }
    let notDigit =
      ((bytes &+ 0x4646_4646_4646_4646) | (bytes &- 0x3030_3030_3030_3030)) & Self.high
    guard notDigit == 0 else { return nil }
    // No leading zero, but a lone 0.
    guard first == 7 || (bytes &>> prefix) & 0xFF != UInt64(UInt8(ascii: "0")) else {
      return nil
    }
    let value = Self.eightDigits(bytes)
    return negative ? 0 &- value : value
  }

  /// The five numbers of a list spelled with any spaces between its parts, with its `[` at
  /// `open`, and the index after `]`.
  private func spacedFields(_ open: Int) -> (Int, Int, Int, Int, Int, after: Int)? {
    var fields: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
    var index = open + 1
    for field in 0..<5 {
      guard let (value, next) = integer(at: skipSpaces(index)) else { return nil }
      switch field {
      case 0: fields.0 = value
      case 1: fields.1 = value
      case 2: fields.2 = value
      case 3: fields.3 = value
      default: fields.4 = value
      }
      index = skipSpaces(next)
      guard index < end, base[index] == (field == 4 ? UInt8(ascii: "]") : UInt8(ascii: ","))
      else { return nil }
      index += 1
    }
    return (fields.0, fields.1, fields.2, fields.3, fields.4, index)
  }

  /// A decimal integer at `start`, `-?(0|[1-9][0-9]*)` with at most 18 digits, and the index
  /// after it.
  @inline(__always)
  private func integer(at start: Int) -> (value: Int, next: Int)? {
    var index = start
    let negative = index < end && base[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    if index + 8 <= end {
      // The first byte that is not a digit is the lowest flagged one (a borrow or carry from
      // it only reaches bytes after it).
      let bytes = Self.word(base, index)
      let notDigit =
        ((bytes &+ 0x4646_4646_4646_4646) | (bytes &- 0x3030_3030_3030_3030)) & Self.high
      let digits = notDigit.trailingZeroBitCount >> 3
      if digits < 8 {
        guard digits > 0, digits == 1 || base[index] != UInt8(ascii: "0") else { return nil }
        // The digits moved to the top bytes, zeros before them.
        let number = Self.eightDigits(bytes &<< UInt64((8 &- digits) &* 8))
        return (Self.sign(negative, number), index + digits)
      }
    }
    let digitsStart = index
    var value = 0
    while index < end {
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

  /// The number eight ASCII digits make (first digit in the lowest byte; other bytes whose low
  /// nibble is zero count as leading zeros).
  @inline(__always)
  private static func eightDigits(_ bytes: UInt64) -> Int {
    var value = bytes & 0x0F0F_0F0F_0F0F_0F0F
    value = (value &* 2561) &>> 8
    value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) &>> 16
    value = ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) &>> 32
    return Int(truncatingIfNeeded: value)
  }

  @inline(__always)
  private static func sign(_ negative: Bool, _ value: Int) -> Int { negative ? -value : value }
}
