/// The libinput record reader's fast lane: libyaml reads the file through this object, which
/// hands it every line as written — except the regular `- evdev:` items of each device's
/// `events` list, which it reads itself (``LibinputEventLine``) and leaves out (``lineMap``
/// gives libyaml's line numbers back as the file's).
/// libyaml then parses the header, the device descriptions and whatever else a list holds; the
/// reader puts the items read here back in their places (``LibinputEventList``).
///
/// An item is regular when it is `- evdev:` at the list's item indentation, followed by event
/// lines at one deeper indentation (and blank or plain comment lines); an item is left out only
/// once all its lines have been seen, so its lines are kept until then. Any other
/// item — a `- libinput:` item, an item with another key, a number libyaml must read — goes to
/// libyaml as written, and the items after it are regular again, unless a line of it holds a
/// quote or an unclosed bracket (which could continue onto the lines after): then the rest of
/// the file goes to libyaml as written.
///
/// What makes the result exactly that of the plain reading:
/// - the lines left out are whole items, or blank and comment lines between items, of a block
///   sequence: nothing there means anything to YAML but the items themselves; and libyaml's
///   line numbers are mapped back to the file's;
/// - the reader takes a list only where libyaml reports its key in a device's block mapping
///   at the place the feeder saw it, with an empty value (a list read whole) or with a sequence
///   whose items libyaml reports exactly on the lines where the feeder saw the items it did
///   not read (``LibinputEventList/Segment``); anything else, a list not taken, a line that is
///   not UTF-8 or a failed read, and the reader reads the file again without the fast lane.
///
/// Its state is touched once per line from libyaml's read callback, on one thread.
final class LibinputEventFeeder {
  /// What stopped the feeder early.
  enum Failure: Equatable {
    /// A line handed as written is not UTF-8 (the plain reading says where).
    case notUTF8
    /// The file could not be read.
    case io(LibinputRecordProblem)
  }

  private let source: LibinputLineSource
  /// Whether the feeder looks for lists (the fast lane) or hands every line as written (the
  /// plain reading, which checks the whole file for UTF-8 before).
  private let findsLists: Bool
  /// The `events` lists seen, in order.
  private(set) var lists: [LibinputEventList] = []
  /// Why the feeder stopped, if it did.
  private(set) var failure: Failure?
  private var stopped = false

  /// The lines left out, for libyaml's line numbers.
  let lineMap = LibinputLineMap()

  /// What libyaml is handed next: ranges of the file's bytes, as written.
  private var outputs: [Range<Int>] = []
  private var outputHead = 0
  /// How much of the first output has been handed already.
  private var handed = 0

  /// Where the feeder is.
  private enum Mode {
    /// Outside lists: every line as written; an `events:` line starts a list.
    case normal
    /// Inside a list (``state``).
    case list
    /// Every line as written, to the end: the plain reading, or after a line that could
    /// continue onto the next (a quote, a bracket).
    case verbatim
  }

  private var mode = Mode.normal

  /// The list being read: its index in ``lists``, the key's and the items' indentation, the
  /// event lines' indentation (-1 while unknown), the item being kept, the run of regular
  /// items, and whether the last item was handed as written.
  private struct ListState {
    var index = 0
    var keyIndent = 0
    var itemIndent = -1
    var eventIndent = -1
    var item: Item?
    var run: LibinputEventList.Run?
    var inIrregularItem = false
  }

  /// A `- evdev:` item whose lines are kept until it is known to be regular.
  private struct Item {
    /// The offset of its first line, its number, and how many lines it has so far.
    var start: Int
    var firstLine: Int
    var lineCount = 1
    /// Where its events start in ``events``.
    var eventsStart: Int
    /// Its first event's line and column.
    var firstEvent: (line: Int, column: Int)?
  }

  private var state = ListState()
  /// The events of the list being read.
  private var events: [InputEvent] = []

  /// A feeder over `source`, read from where it is; without `findsLists`, every line is handed
  /// as written (the plain reading).
  init(source: LibinputLineSource, findsLists: Bool) {
    self.source = source
    self.findsLists = findsLists
    if !findsLists { mode = .verbatim }
  }

  /// How many events the lists' regular items held.
  var eventCount: Int { claimedEvents + lists.reduce(0) { $0 + $1.events.count } }

  // MARK: libyaml's read handler

  /// Fills `buffer` with up to `size` bytes; 0 at the end of the input (or after a failure).
  func read(into buffer: UnsafeMutablePointer<UInt8>, size: Int) -> Int {
    var written = 0
    while written < size {
      if outputHead < outputs.count {
        let range = outputs[outputHead]
        let from = range.lowerBound + handed
        let part = min(range.upperBound - from, size - written)
        if let bytes = source.bytes(from..<(from + part)).baseAddress {
          (buffer + written).update(from: bytes, count: part)
        }
        written += part
        handed += part
        if handed == range.count { nextOutput() }
        continue
      }
      if !outputs.isEmpty { outputs.removeAll(keepingCapacity: true) }
      outputHead = 0
      guard !stopped else { break }
      advance()
    }
    return written
  }

  private func nextOutput() {
    outputHead += 1
    handed = 0
  }

  private func emit(_ range: Range<Int>) {
    if outputHead < outputs.count, outputs[outputs.count - 1].upperBound == range.lowerBound {
      outputs[outputs.count - 1] = outputs[outputs.count - 1].lowerBound..<range.upperBound
      return
    }
    outputs.append(range)
  }

  /// Hands `line` over as written (in the fast lane, if it is UTF-8).
  private func emitWritten(_ line: LibinputLineSource.Line) {
    guard !findsLists || TextScan(line.bytes).isValidUTF8 else {
      stop(.notUTF8)
      return
    }
    emit(line.offset..<(line.offset + line.bytes.count))
  }

  private func stop(_ failure: Failure) {
    self.failure = failure
    stopped = true
    endList()
  }

  // MARK: Lines

  /// Reads the next line and decides what libyaml gets for it.
  private func advance() {
    source.keep(from: mode == .list ? state.item?.start : nil)
    let next: LibinputLineSource.Line?
    do {
      next = try source.nextLine()
    } catch {
      stop(.io(error))
      return
    }
    guard let raw = next, let line = LibinputEventLine(raw.bytes) else {
      stopped = true
      endList()
      return
    }
    switch mode {
    case .verbatim: emitWritten(raw)
    case .normal: normal(raw, line)
    case .list: inList(raw, line)
    }
  }

  private func normal(_ raw: LibinputLineSource.Line, _ line: LibinputEventLine) {
    emitWritten(raw)
    guard line.isEventsKey, raw.isComplete else { return }
    lists.append(LibinputEventList(keyLine: raw.number, keyColumn: line.indent + 1))
    state = ListState(index: lists.count - 1, keyIndent: line.indent)
    mode = .list
    // An event line takes at least `indent + 16` bytes (two more than the key's indentation,
    // `- [0,0,0,0,0]` and its line feed): reserved once for what is left of the file, the
    // events are written once (capacity never touched is not resident memory).
    events.reserveCapacity(max(0, source.size - source.offset) / (line.indent + 16) + 1)
  }

  private func inList(_ raw: LibinputLineSource.Line, _ line: LibinputEventLine) {
    let indent = line.indent

    // Inside an item handed as written, every line goes as written until the next item.
    if state.inIrregularItem {
      let isItem = indent == state.itemIndent && line.startsItem
      if line.isBlank || indent > state.itemIndent || line.startsComment
        || (isItem && !line.isEvdevItem)
      {
        if isItem { lists[state.index].segments.append(.item(line: raw.number)) }
        emitIrregular(raw)
        return
      }
      state.inIrregularItem = false
    }

    // A kept item: its event lines, and blank and comment lines, join it.
    if var item = state.item {
      var joins = false
      if line.isBlank || line.isPlainComment {
        joins = raw.isComplete
      } else if indent > state.itemIndent || line.startsComment {
        guard eventLine(raw, line, item: &item) else {
          // Not a line the reader takes: the item goes to libyaml as written.
          state.item = nil
          events.removeLast(events.count - item.eventsStart)
          closeRun()
          lists[state.index].segments.append(.item(line: item.firstLine))
          state.inIrregularItem = true
          emit(item.start..<raw.offset)
          emitIrregular(raw)
          return
        }
        joins = true
      }
      if joins {
        item.lineCount += 1
        state.item = item
        return
      }
      commit(item)
      state.item = nil
    }

    // Between items.
    if line.isBlank || line.isPlainComment {
      lineMap.leaveOut(line: raw.number, count: 1)
      return
    }
    if line.startsComment {
      emitWritten(raw)
      return
    }
    let isItem = state.itemIndent < 0 ? indent >= state.keyIndent : indent == state.itemIndent
    if isItem, line.startsItem {
      state.itemIndent = indent
      if line.isEvdevItem, raw.isComplete {
        state.item = Item(start: raw.offset, firstLine: raw.number, eventsStart: events.count)
      } else {
        closeRun()
        lists[state.index].segments.append(.item(line: raw.number))
        state.inIrregularItem = true
        emitIrregular(raw)
      }
      return
    }
    // Anything else ends the list: a line indented less than the items, or a key at the
    // list's own indentation; the line is read as outside lists.
    endList()
    normal(raw, line)
  }

  /// Reads an event line of the kept item; false if the reader does not take it.
  @inline(__always)
  private func eventLine(
    _ raw: LibinputLineSource.Line, _ line: LibinputEventLine, item: inout Item
  ) -> Bool {
    if state.eventIndent < 0 {
      guard line.indent >= state.itemIndent + 2 else { return false }
      state.eventIndent = line.indent
    }
    guard raw.isComplete, line.indent == state.eventIndent, let event = line.event else {
      return false
    }
    if item.firstEvent == nil { item.firstEvent = (raw.number, state.eventIndent + 1) }
    events.append(event)
    return true
  }

  /// Hands a line of an item libyaml reads as written; after a line that could continue onto
  /// the next, the rest of the file goes as written.
  private func emitIrregular(_ raw: LibinputLineSource.Line) {
    emitWritten(raw)
    if !Self.isSelfContained(raw.bytes) {
      lists[state.index].endsOpen = true
      endList()
      mode = .verbatim
    }
  }

  /// A regular item joins the run: its lines are left out.
  private func commit(_ item: Item) {
    var run =
      state.run
      ?? LibinputEventList.Run(
        firstLine: item.firstLine, events: item.eventsStart..<item.eventsStart)
    if let open = run.open {
      // The item starts: a frame before it that did not end with SYN_REPORT is reported.
      run.notices.append(
        LibinputEventStreamer.incompleteFrame(line: open.line, column: open.column, isLast: false))
      run.open = nil
    }
    if events.count > item.eventsStart, let last = events.last, !last.isSynReport {
      run.open = item.firstEvent
    }
    run.events = run.events.lowerBound..<events.count
    state.run = run
    lineMap.leaveOut(line: item.firstLine, count: item.lineCount)
  }

  private func closeRun() {
    guard let run = state.run else { return }
    lists[state.index].segments.append(.run(run))
    state.run = nil
  }

  /// The list ends (if one is being read); an item still kept (complete: its lines all end
  /// with a line feed) joins the run.
  private func endList() {
    guard mode == .list else { return }
    if let item = state.item {
      commit(item)
      state.item = nil
    }
    closeRun()
    lists[state.index].events = events
    events = []
    mode = .normal
  }

  /// Whether a line handed as written cannot continue onto the next line: no quote, and every
  /// bracket or brace opened on it (before a comment) closed on it.
  static func isSelfContained(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var depth = 0
    var previous: UInt8 = 0x20
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): return false
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: "#") where previous == 0x20 || previous == 0x09: return depth == 0
      default: break
      }
      previous = byte
    }
    return depth == 0
  }

  // MARK: Claims

  private var claimedLists = 0
  private var claimedEvents = 0

  /// The list whose key libyaml reported at `line`, `column`, if the feeder saw it there;
  /// nil otherwise. Lists are claimed in order; a list skipped must hold nothing the feeder read
  /// (an `events:` line inside a string, say), or the next claims fail.
  func claimList(line: Int, column: Int) -> LibinputEventList? {
    var index = claimedLists
    while index < lists.count, lists[index].keyLine != line || lists[index].keyColumn != column {
      guard lists[index].segments.isEmpty, !lists[index].endsOpen else { return nil }
      index += 1
    }
    guard index < lists.count else { return nil }
    let claimed = lists[index]
    claimedEvents += claimed.events.count
    // The reader's node holds the events from now on.
    lists[index] = LibinputEventList(keyLine: line, keyColumn: column)
    claimedLists = index + 1
    return claimed
  }

  /// Whether every list the feeder read items of was claimed, and it did not stop early.
  var allClaimed: Bool {
    failure == nil && lists[claimedLists...].allSatisfy { $0.segments.isEmpty && !$0.endsOpen }
  }
}
