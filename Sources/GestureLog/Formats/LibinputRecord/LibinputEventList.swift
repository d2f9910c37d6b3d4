/// A device's `events` list as the fast lane saw it (``LibinputEventFeeder``): where its key is,
/// the events of the items it read itself, and the order of those runs of items and of the
/// items it left to libyaml.
struct LibinputEventList {
  /// Consecutive regular items read by the feeder.
  struct Run {
    /// The line of its first item.
    var firstLine: Int
    /// Its events, as a range of ``LibinputEventList/events``.
    var events: Range<Int>
    /// Its frames that do not end with SYN_REPORT and that another of its items follows,
    /// reported as the event streamer reports them.
    var notices: [LibinputRecordNotice] = []
    /// Its last frame's first event, if that frame does not end with SYN_REPORT (reported by
    /// whatever follows the run).
    var open: (line: Int, column: Int)?
  }

  /// A part of the list, in order.
  enum Segment {
    case run(Run)
    /// An item libyaml reads, starting on `line`.
    case item(line: Int)
  }

  /// Where the `events` key is (1-based).
  var keyLine: Int
  var keyColumn: Int
  /// The events of every run, in order.
  var events: [InputEvent] = []
  var segments: [Segment] = []
  /// Whether the feeder stopped following the list before its end (after a line that could
  /// continue onto the next): libyaml reads whatever items come after the segments.
  var endsOpen = false

  init(keyLine: Int, keyColumn: Int) {
    self.keyLine = keyLine
    self.keyColumn = keyColumn
  }

  /// The list read whole by the feeder (no item left to libyaml), as the event streamer would
  /// have decoded it; nil if libyaml reads an item of it. (Runs end only at such an item, so a
  /// whole list has one run at most.)
  var whole: StreamedEvents? {
    var result = StreamedEvents(line: keyLine, column: keyColumn)
    guard let first = segments.first else { return endsOpen ? nil : result }
    guard segments.count == 1, !endsOpen, case .run(let run) = first else { return nil }
    result.events = events
    result.notices = run.notices
    if let open = run.open {
      result.notices.append(
        LibinputEventStreamer.incompleteFrame(line: open.line, column: open.column, isLast: true))
    }
    return result
  }
}
