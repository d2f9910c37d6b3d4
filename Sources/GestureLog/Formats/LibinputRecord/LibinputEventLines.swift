#if canImport(Glibc)
  import Glibc
#endif

/// The libinput record reader's fast lane: libyaml reads the file through this object, which
/// hands it every line as written — except the event lines of the frames, which it decodes
/// itself and hands over shortened to a one-character scalar. libyaml still parses the whole
/// document's structure; it no longer scans five numbers, two brackets and a comment per
/// event, which is most of its time on a libinput record.
///
/// A line `<indent>- [sec, usec, type, code, value]  # comment` is shortened to
/// `<indent>- 0` (the `0` where the `[` was, so positions stay the same) only when libyaml is
/// certain to read it as a frame's event and nothing else:
///
/// - the previous lines form an unbroken chain back to an event line the reader has *seen*
///   libyaml parse as a flow sequence (``confirm(line:column:)``): each line since is an event
///   line at that line's indentation or a `- evdev:` item line two columns left of it, so every
///   line starts a new token in block context (never inside a quoted, block or multi-line plain
///   scalar, never inside a flow collection);
/// - the line itself is such an event line whose five fields are decimal integers the reader
///   accepts (anything else is left for libyaml and the reader's rules to report), and whose
///   comment is printable ASCII;
/// - the next line exists, is not blank or a comment, and is not indented deeper than the
///   event's dash, so the shortened scalar ends at the end of its line as the list did.
///
/// The reader recognises the shortened lines by position (``YAMLTreeBuilder`` turns each into
/// the five-number list it stood for) and checks that every one was claimed; any problem or
/// mismatch makes it read the file again without the fast lane, so what a file means and how it
/// fails never depend on it. Files with carriage returns or Unicode line breaks, whose line
/// numbers libyaml counts differently, never take the fast lane (``TextScan``).
///
/// Its state is touched once per line from libyaml's read callback, on one thread: the hot
/// properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`), which cost
/// more than the work of a short line.
final class LibinputEventLines {
  /// An event line handed over shortened: where its `[` was, what it held, and where the line
  /// is in the text (to rebuild the list as nodes: ``fields(of:)``).
  struct Shortened {
    var line: Int
    var column: Int
    var event: InputEvent
    var start: Int
    var end: Int
    /// The events of the frame's following event lines, handed to libyaml as blank lines: the
    /// shortened scalar stands for all of them (empty when it stands for its own line only).
    var following: [InputEvent] = []
  }

  private enum LineKind: Equatable {
    case event(dash: Int, bracket: Int)
    case evdev(dash: Int)
    case other
  }

  private let text: UnsafeBufferPointer<UInt8>
  @exclusivity(unchecked) private var offset = 0
  /// The 1-based number of the next line to hand out.
  @exclusivity(unchecked) private var nextLine = 1
  /// The lines handed out lately (by number modulo the ring's size).
  @exclusivity(unchecked) private var recent = [LineKind](repeating: .other, count: 64)
  /// The last line of the unbroken chain, and the event dash column it keeps.
  @exclusivity(unchecked) private var chainEnd: Int?
  @exclusivity(unchecked) private var dash = 0
  /// Shortened lines not yet claimed by the reader, oldest first.
  private var waiting: [Shortened] = []
  private var claimed = 0
  /// The bytes of the line being handed out: a part of the text, then the replacement.
  @exclusivity(unchecked) private var pending: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(
    start: nil, count: 0)
  @exclusivity(unchecked) private var pendingTail: StaticString = ""
  @exclusivity(unchecked) private var pendingTailOffset = 0
  /// Where the lines folded into the last shortened scalar end (their line breaks included),
  /// in order: each is handed to libyaml as an empty line.
  @exclusivity(unchecked) private var folded: [Int] = []
  @exclusivity(unchecked) private var foldedNext = 0
  /// How many event lines were taken: shortened, or folded into a shortened one.
  private(set) var shortenedCount = 0
  /// The `events` lists read by the line parser (``LibinputEventBlocks``), in order: each is
  /// handed to libyaml as empty lines.
  private var blocks: [LibinputEventBlock]
  /// The next block to hand out, and how many the reader has claimed.
  @exclusivity(unchecked) private var nextBlock = 0
  private var claimedBlocks = 0
  /// The empty lines of the current block still to hand out.
  @exclusivity(unchecked) private var blankLines = 0
  /// How many events the blocks held.
  let blockEventCount: Int

  /// A fast lane over `text`, which must outlive it, with the `events` lists `blocks` read
  /// already.
  init(text: UnsafeBufferPointer<UInt8>, blocks: [LibinputEventBlock] = []) {
    self.text = text
    self.blocks = blocks
    blockEventCount = blocks.reduce(0) { $0 + $1.events.events.count }
  }

  /// The five integers of a shortened line and their 1-based columns.
  func fields(of shortened: Shortened) -> [(value: Int, column: Int)] {
    var fields: [(value: Int, column: Int)] = []
    var index = shortened.start + shortened.column
    while fields.count < 5 {
      while text[index] == 0x20 || text[index] == UInt8(ascii: ",") { index += 1 }
      let fieldStart = index
      if text[index] == UInt8(ascii: "-") { index += 1 }
      while text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") { index += 1 }
      let value = LibinputRecordParser.parseInteger(
        UnsafeBufferPointer(rebasing: text[fieldStart..<index]))
      fields.append((value ?? 0, fieldStart - shortened.start + 1))
    }
    return fields
  }

  /// Whether every shortened line and every block was claimed by the reader.
  var allClaimed: Bool { waiting.count == claimed && claimedBlocks == blocks.count }

  /// The events of the block whose `events` key libyaml reported at `line`, `column` (with an
  /// empty value), if that is the next block; nil for any other key. The block gives its events
  /// up: the reader's node is their only holder.
  func claimBlock(line: Int, column: Int) -> StreamedEvents? {
    guard claimedBlocks < blocks.count, blocks[claimedBlocks].keyLine == line,
      blocks[claimedBlocks].keyColumn == column
    else { return nil }
    let events = blocks[claimedBlocks].events
    blocks[claimedBlocks].events = StreamedEvents(line: 0, column: 0)
    claimedBlocks += 1
    return events
  }

  /// The shortened line whose scalar libyaml reported at `line`, `column`, if that is the next
  /// one waiting; nil for any other scalar.
  func claim(line: Int, column: Int) -> Shortened? {
    guard claimed < waiting.count, waiting[claimed].line == line,
      waiting[claimed].column == column
    else { return nil }
    let entry = waiting[claimed]
    claimed += 1
    if claimed >= 1024 {
      waiting.removeFirst(claimed)
      claimed = 0
    }
    return entry
  }

  /// Whether a scalar at `line`, `column` comes after the next waiting shortened line (which
  /// was then missed: the reader must not trust this run).
  func isPast(line: Int, column: Int) -> Bool {
    guard claimed < waiting.count else { return false }
    let next = waiting[claimed]
    return line > next.line || (line == next.line && column > next.column)
  }

  /// The reader saw libyaml parse a flow list starting at `line`, `column` (1-based): if that
  /// line is an event line, the chain starts there.
  func confirm(line: Int, column: Int) {
    guard chainEnd == nil, line < nextLine, nextLine - line <= recent.count else { return }
    guard case .event(let eventDash, let bracket) = recent[line % recent.count],
      bracket + 1 == column
    else { return }
    var end = line
    while end + 1 < nextLine, continuesChain(recent[(end + 1) % recent.count], dash: eventDash) {
      end += 1
    }
    guard end + 1 == nextLine else { return }
    dash = eventDash
    chainEnd = end
  }

  private func continuesChain(_ kind: LineKind, dash: Int) -> Bool {
    switch kind {
    case .event(let eventDash, _): eventDash == dash
    case .evdev(let itemDash): itemDash + 2 == dash
    case .other: false
    }
  }

  // MARK: libyaml's read handler

  /// Fills `buffer` with up to `size` bytes: the rest of the current line, or the next line.
  func read(into buffer: UnsafeMutablePointer<UInt8>, size: Int) -> Int {
    if pending.isEmpty, pendingTailOffset >= pendingTail.utf8CodeUnitCount {
      if blankLines == 0, nextBlock < blocks.count, blocks[nextBlock].firstLine == nextLine {
        enterBlock()
      }
      if blankLines > 0 {
        let count = min(size, blankLines)
        buffer.update(repeating: 0x0A, count: count)
        blankLines -= count
        return count
      }
      guard offset < text.count else { return 0 }
      prepareLine()
    }
    var written = 0
    if !pending.isEmpty {
      let count = min(size, pending.count)
      if let base = pending.baseAddress {
        buffer.update(from: base, count: count)
      }
      pending = UnsafeBufferPointer(rebasing: pending[count...])
      written = count
    }
    let tail = pendingTail.utf8CodeUnitCount
    while written < size, pendingTailOffset < tail {
      buffer[written] = pendingTail.utf8Start[pendingTailOffset]
      written += 1
      pendingTailOffset += 1
    }
    return written
  }

  /// Skips the next block's lines in the text: libyaml gets as many empty lines instead, so
  /// its line numbers stay those of the text. No chain of event lines continues across it.
  private func enterBlock() {
    let block = blocks[nextBlock]
    nextBlock += 1
    blankLines = block.lineCount
    for number in max(
      nextLine, nextLine + block.lineCount - recent.count)..<(nextLine
      + block.lineCount)
    {
      recent[number % recent.count] = .other
    }
    nextLine += block.lineCount
    offset = block.end
    chainEnd = nil
  }

  /// Classifies the next line, decides whether to shorten it, and sets it up to hand out.
  private func prepareLine() {
    if foldedNext < folded.count {
      // An event line folded into the scalar before it: an empty line, so that libyaml's line
      // numbers stay those of the text.
      let number = nextLine
      recent[number % recent.count] = .event(dash: dash, bracket: 0)
      chainEnd = number
      offset = folded[foldedNext]
      foldedNext += 1
      nextLine += 1
      pending = UnsafeBufferPointer(start: nil, count: 0)
      pendingTail = "\n"
      pendingTailOffset = 0
      return
    }
    let start = offset
    var end = start
    while end < text.count, text[end] != 0x0A { end += 1 }
    let lineEnd = end < text.count ? end + 1 : end
    let number = nextLine
    let kind = classify(start, end)
    recent[number % recent.count] = kind

    var shortened: Shortened?
    if let chain = chainEnd {
      if chain == number - 1, continuesChain(kind, dash: dash) {
        chainEnd = number
        if case .event(_, let bracket) = kind, end < text.count, nextLineFits(after: lineEnd) {
          shortened = decode(start, end, bracket: bracket, line: number)
        }
      } else {
        chainEnd = nil
      }
    }
    if var shortened {
      fold(into: &shortened, after: lineEnd)
      waiting.append(shortened)
      shortenedCount += 1 + shortened.following.count
      pending = UnsafeBufferPointer(rebasing: text[start..<(start + shortened.column - 1)])
      pendingTail = "0\n"
    } else {
      pending = UnsafeBufferPointer(rebasing: text[start..<lineEnd])
      pendingTail = ""
    }
    pendingTailOffset = 0
    offset = lineEnd
    nextLine += 1
  }

  /// Folds the frame's following event lines into `shortened` (each then goes to libyaml as an
  /// empty line): as many as continue the chain at its dash, end with a line break and decode,
  /// so long as the line after the last folded one fits (``nextLineFits(after:)``). A frame of
  /// n events then costs libyaml one scalar and n − 1 empty lines instead of n scalars.
  private func fold(into shortened: inout Shortened, after firstEnd: Int) {
    folded.removeAll(keepingCapacity: true)
    foldedNext = 0
    var ends: [Int] = []
    var events: [InputEvent] = []
    var lineStart = firstEnd
    var number = nextLine + 1
    let dash = self.dash
    while lineStart < text.count {
      var end = lineStart
      while end < text.count, text[end] != 0x0A { end += 1 }
      guard end < text.count, case .event(let lineDash, let bracket) = classify(lineStart, end),
        lineDash == dash,
        let next = decode(lineStart, end, bracket: bracket, line: number)
      else { break }
      events.append(next.event)
      ends.append(end + 1)
      lineStart = end + 1
      number += 1
    }
    // The line after the last folded one must fit, as for any shortened line; the folded lines
    // themselves are followed by event lines at the dash, which do.
    while let last = ends.last, !nextLineFits(after: last) {
      ends.removeLast()
      events.removeLast()
    }
    shortened.following = events
    folded = ends
  }

  /// Whether the line after `start` exists, holds a token, and is not indented deeper than the
  /// chain's event dash (a deeper line would continue the shortened scalar).
  private func nextLineFits(after start: Int) -> Bool {
    var index = start
    while index < text.count, text[index] == 0x20 { index += 1 }
    guard index < text.count else { return false }
    switch text[index] {
    case 0x0A, 0x23, 0x09: return false
    default: return index - start <= dash
    }
  }

  private func classify(_ start: Int, _ end: Int) -> LineKind {
    var index = start
    while index < end, text[index] == 0x20 { index += 1 }
    let dashColumn = index - start
    guard index + 2 < end, text[index] == UInt8(ascii: "-"), text[index + 1] == 0x20 else {
      return .other
    }
    index += 2
    while index < end, text[index] == 0x20 { index += 1 }
    guard index < end else { return .other }
    if text[index] == UInt8(ascii: "[") {
      let bracket = index - start
      // Plain, one-line scalars only: digits, letters, signs and dots between the commas.
      index += 1
      while index < end, text[index] != UInt8(ascii: "]") {
        let byte = text[index]
        let allowed =
          byte == 0x20 || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "-")
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
          || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        guard allowed else { return .other }
        index += 1
      }
      guard index < end else { return .other }
      return isCommentOrNothing(index + 1, end)
        ? .event(dash: dashColumn, bracket: bracket) : .other
    }
    let key = Array("evdev:".utf8)
    guard end - index >= key.count, text[index..<(index + key.count)].elementsEqual(key) else {
      return .other
    }
    return isCommentOrNothing(index + key.count, end) ? .evdev(dash: dashColumn) : .other
  }

  /// Whether `start..<end` is spaces, then nothing or a comment (`#` after a space) of
  /// printable ASCII.
  private func isCommentOrNothing(_ start: Int, _ end: Int) -> Bool {
    var index = start
    while index < end, text[index] == 0x20 { index += 1 }
    guard index < end else { return true }
    guard text[index] == UInt8(ascii: "#"), index > start else { return false }
    for byte in text[index..<end] where byte < 0x20 || byte > 0x7E { return false }
    return true
  }

  /// The event an event line holds, if its five fields are decimal integers the reader
  /// accepts; nil otherwise (the line is then handed over as written).
  private func decode(_ start: Int, _ end: Int, bracket: Int, line: Int) -> Shortened? {
    var values: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
    var count = 0
    var index = start + bracket + 1
    while true {
      while index < end, text[index] == 0x20 { index += 1 }
      let fieldStart = index
      if index < end, text[index] == UInt8(ascii: "-") { index += 1 }
      while index < end, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
        index += 1
      }
      guard count < 5,
        let value = LibinputRecordParser.parseInteger(
          UnsafeBufferPointer(rebasing: text[fieldStart..<index]))
      else { return nil }
      switch count {
      case 0: values.0 = value
      case 1: values.1 = value
      case 2: values.2 = value
      case 3: values.3 = value
      default: values.4 = value
      }
      count += 1
      while index < end, text[index] == 0x20 { index += 1 }
      guard index < end else { return nil }
      if text[index] == UInt8(ascii: "]") { break }
      guard text[index] == UInt8(ascii: ",") else { return nil }
      index += 1
    }
    guard count == 5,
      let event = LibinputEventStreamer.validEvent(
        sec: values.0, usec: values.1, type: values.2, code: values.3, value: values.4)
    else { return nil }
    return Shortened(line: line, column: bracket + 1, event: event, start: start, end: end)
  }
}
