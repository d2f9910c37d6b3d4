/// The events of one device up to and including a `SYN_REPORT`: one atomic hardware state
/// change.
public struct Frame: Hashable, Sendable {
  /// The events, the closing `SYN_REPORT` included when the frame is complete.
  public var events: ArraySlice<InputEvent>

  /// A frame over a run of events.
  @inlinable
  public init(events: ArraySlice<InputEvent>) {
    self.events = events
  }

  /// The frame's time: that of its last event (the `SYN_REPORT` when complete).
  @inlinable
  public var time: Timestamp { events.last?.time ?? .zero }

  /// Whether the frame ends with a `SYN_REPORT`.
  @inlinable
  public var isComplete: Bool { events.last?.isSynReport ?? false }
}

/// The frames of a device's event array, computed lazily without copying events.
public struct FrameSequence: Sequence, Sendable {
  @usableFromInline let events: [InputEvent]

  /// An iterator over frames.
  public struct Iterator: IteratorProtocol {
    @usableFromInline let events: [InputEvent]
    @usableFromInline var index: Int

    @inlinable
    init(events: [InputEvent], index: Int) {
      self.events = events
      self.index = index
    }

    // Inlinable, as the frame's accessors: the readers of other modules walk every frame.
    @inlinable
    public mutating func next() -> Frame? {
      guard index < events.count else { return nil }
      let start = index
      while index < events.count {
        let isReport = events[index].isSynReport
        index += 1
        if isReport { break }
      }
      return Frame(events: events[start..<index])
    }
  }

  @inlinable
  public func makeIterator() -> Iterator { Iterator(events: events, index: 0) }
}
