/// A virtual, single-threaded clock: one-shot callbacks and display links, fired in
/// (deadline, insertion sequence) order, with ``now`` set to each deadline before its callback
/// runs.
///
/// Time only moves when the clock is advanced (``advance(to:)``, ``advance(by:)``,
/// ``runUntilIdle(maxTime:)``, ``step()``); nothing reads the wall clock. Each window holds its
/// own clock, so tests and replays can run side by side. While the clock fires callbacks it is
/// also ``FrameClock/current`` for code that has no view to ask.
///
/// Display-link frames lie on a fixed grid: frame `n` of a link at `r` frames per second is at
/// exactly `n · 1_000_000_000 / r` nanoseconds (integer division), so there is no drift however
/// long a replay runs.
@preconcurrency @MainActor
public final class FrameClock: LifetimeTracked {
  // Stored properties marked `@exclusivity(unchecked)` skip Swift's dynamic exclusivity checks:
  // 0.27 M instructions of a replay, 4.6 % of the replay benchmark (docs/PERFORMANCE.md, "Unsafe
  // code"). A callback is called with no access to the clock's storage open.

  deinit {
    lifetime.end()
  }

  /// The token weak references to this clock hold (see ``LifetimeToken``).
  public nonisolated var lifetimeToken: LifetimeToken { lifetime.get() }
  private let lifetime = LifetimeToken.Slot()

  /// The clock that is firing callbacks or dispatching an event, or that a caller made
  /// current with ``withCurrent(_:_:)``; nil otherwise. It is main-actor state set only for
  /// the span of synchronous work, so concurrent tests cannot see each other's clocks.
  public static var current: FrameClock? { activeClock }

  private static var activeClock: FrameClock?

  /// Runs `body` with `clock` as ``current``, restoring the previous one afterwards.
  public static func withCurrent<Result>(
    _ clock: FrameClock?, _ body: () throws -> Result
  ) rethrows -> Result {
    let previous = activeClock
    activeClock = clock
    defer { activeClock = previous }
    return try body()
  }

  /// How many `UIView` animations and property animators run on this clock.
  public internal(set) var runningAnimationCount = 0
  /// How many of them repeat (`.repeat`): they never end by themselves.
  public internal(set) var repeatingAnimationCount = 0

  /// The current virtual time.
  public private(set) var now: VirtualInstant {
    get { _now }
    set { _now = newValue }
  }
  @exclusivity(unchecked) private var _now: VirtualInstant

  /// The frame rate a display link gets when it asks for 0 frames per second (the scene's
  /// rate; 60 unless set). Values below 1 are treated as 60.
  @exclusivity(unchecked) public var defaultFramesPerSecond: Int {
    didSet {
      if defaultFramesPerSecond < 1 { defaultFramesPerSecond = 60 }
      for link in links where link.preferredFramesPerSecond == 0 && !link.isPaused { arm(link) }
    }
  }

  @exclusivity(unchecked) private var heap: [Entry] = []
  @exclusivity(unchecked) private var cancelled: Set<UInt64> = []
  @exclusivity(unchecked) private var nextSequence: UInt64 = 0
  @exclusivity(unchecked) private var links: [CADisplayLink] = []
  @exclusivity(unchecked) private var isFiring = false

  /// A clock at `start` (zero unless given) whose display links default to
  /// `defaultFramesPerSecond`.
  public init(start: VirtualInstant = .zero, defaultFramesPerSecond: Int = 60) {
    self._now = start
    self.defaultFramesPerSecond = defaultFramesPerSecond < 1 ? 60 : defaultFramesPerSecond
  }

  /// ``now`` in seconds: the `CACurrentMediaTime()` analogue.
  public var mediaTime: Double { now.seconds }

  // MARK: Scheduling

  /// Runs `action` once at `deadline` (or at the current time if `deadline` has passed).
  @discardableResult
  public func schedule(
    at deadline: VirtualInstant, _ action: @escaping @MainActor () -> Void
  ) -> ScheduledCallback {
    let sequence = takeSequence()
    push(Entry(deadline: max(deadline, now).nanoseconds, sequence: sequence, action: action))
    return ScheduledCallback(id: sequence)
  }

  /// Runs `action` once, `delay` from now.
  @discardableResult
  public func schedule(
    after delay: VirtualDuration, _ action: @escaping @MainActor () -> Void
  ) -> ScheduledCallback {
    schedule(at: now + delay, action)
  }

  /// Cancels a scheduled callback; cancelling one that already ran does nothing.
  public func cancel(_ callback: ScheduledCallback) {
    if heap.contains(where: { $0.sequence == callback.id }) {
      cancelled.insert(callback.id)
    }
  }

  /// The number of one-shot callbacks still to run.
  public var pendingCallbackCount: Int { heap.count - cancelled.count }

  /// The number of display links that are running (added, not paused, not invalidated).
  public var runningDisplayLinkCount: Int {
    // A loop, not `reduce`: a closure here would pay an isolation check per link.
    var count = 0
    for link in links where !link.isPaused { count += 1 }
    return count
  }

  /// Whether nothing is pending: no one-shot callback and no running display link. Check it
  /// at the end of a test to prove nothing was left scheduled.
  public var isIdle: Bool {
    guard pendingCallbackCount == 0 else { return false }
    for link in links where !link.isPaused { return false }
    return true
  }

  /// The deadline of the next callback or display-link frame, if any.
  public var nextDeadline: VirtualInstant? {
    nextEvent().map { VirtualInstant(nanoseconds: $0.deadline) }
  }

  // MARK: Advancing

  /// Fires, in order, everything due up to and including `deadline`, then sets ``now`` to
  /// `deadline` (time never goes back). Called from inside a callback it does nothing: the
  /// outer advance keeps control.
  public func advance(to deadline: VirtualInstant) {
    guard !isFiring else { return }
    FrameClock.withCurrent(self) {
      while let next = nextEvent(), next.deadline <= deadline.nanoseconds {
        fire(next)
      }
    }
    if deadline > now { now = deadline }
  }

  /// Moves ``now`` to `deadline` without firing anything: the main thread was busy. Callbacks
  /// that fell due meanwhile run late, at the next advance; display links skip the frames they
  /// missed (each is re-armed for the first grid instant after `deadline`, as `CADisplayLink`
  /// drops frames a busy main thread could not draw). Does nothing inside a callback or when
  /// `deadline` is not later than now.
  public func stall(until deadline: VirtualInstant) {
    guard !isFiring, deadline > now else { return }
    now = deadline
    for link in links where !link.isPaused { arm(link) }
  }

  /// Advances by `duration` (see ``advance(to:)``).
  public func advance(by duration: VirtualDuration) {
    advance(to: now + duration)
  }

  /// Fires the next callback or frame, moving ``now`` to its deadline; returns false if
  /// nothing was pending (or if called from inside a callback).
  @discardableResult
  public func step() -> Bool {
    guard !isFiring, let next = nextEvent() else { return false }
    FrameClock.withCurrent(self) { fire(next) }
    return true
  }

  /// Runs until nothing is pending or the next deadline lies more than `maxTime` after the
  /// time the call started; returns whether the clock is idle. ``now`` ends at the last fired
  /// deadline (it is not moved to the limit).
  @discardableResult
  public func runUntilIdle(maxTime: VirtualDuration = .seconds(60)) -> Bool {
    guard !isFiring else { return isIdle }
    let limit = (now + maxTime).nanoseconds
    FrameClock.withCurrent(self) {
      while let next = nextEvent(), next.deadline <= limit {
        fire(next)
      }
    }
    return isIdle
  }

  // MARK: Display links

  func add(_ link: CADisplayLink) {
    guard !links.contains(identical: link) else { return }
    links.append(link)
    arm(link)
  }

  func remove(_ link: CADisplayLink) {
    links.removeAll(identicalTo: link)
  }

  /// Schedules `link`'s next frame: the first grid instant strictly after ``now``.
  func arm(_ link: CADisplayLink) {
    let rate = Int64(link.effectiveFramesPerSecond)
    let index = FrameClock.firstFrameIndex(after: now.nanoseconds, rate: rate)
    link.nextFrameIndex = index
    link.nextDeadline = FrameClock.frameTime(index: index, rate: rate)
    link.armedRate = rate
    link.sequence = takeSequence()
  }

  /// Frame `index` at `rate` frames per second: `index · 10⁹ / rate` ns, exact integer math
  /// (saturating far beyond any replay).
  nonisolated static func frameTime(index: Int64, rate: Int64) -> Int64 {
    let product = index.multipliedFullWidth(by: 1_000_000_000)
    let magnitudeLimit = Int64.max / 1_000_000_000
    if abs(index) <= magnitudeLimit { return index * 1_000_000_000 / rate }
    let (quotient, _) = rate.dividingFullWidth(product)
    return quotient
  }

  /// The smallest `n` whose frame time is strictly after `time`.
  nonisolated static func firstFrameIndex(after time: Int64, rate: Int64) -> Int64 {
    // floor(n·10⁹/r) > t  ⟺  n·10⁹/r ≥ t + 1  ⟺  n ≥ (t + 1)·r / 10⁹.
    let numerator = (time + 1).multipliedFullWidth(by: rate)
    let (quotient, remainder) = Int64(1_000_000_000).dividingFullWidth(numerator)
    var index = quotient
    if remainder > 0 { index += 1 }
    while frameTime(index: index, rate: rate) <= time { index += 1 }
    while index > Int64.min + 1, frameTime(index: index - 1, rate: rate) > time { index -= 1 }
    return index
  }

  // MARK: Internals

  private struct Entry {
    var deadline: Int64
    var sequence: UInt64
    var action: @MainActor () -> Void
  }

  private enum Event {
    case callback(deadline: Int64)
    case link(CADisplayLink, deadline: Int64)

    var deadline: Int64 {
      switch self {
      case .callback(let deadline), .link(_, let deadline): deadline
      }
    }
  }

  private func takeSequence() -> UInt64 {
    nextSequence &+= 1
    return nextSequence
  }

  private func nextEvent() -> Event? {
    dropCancelledTop()
    var best: Event?
    var bestKey: (Int64, UInt64) = (.max, .max)
    if let top = heap.first {
      best = .callback(deadline: top.deadline)
      bestKey = (top.deadline, top.sequence)
    }
    for link in links where !link.isPaused {
      let key = (link.nextDeadline, link.sequence)
      if best == nil || key < bestKey {
        best = .link(link, deadline: link.nextDeadline)
        bestKey = key
      }
    }
    return best
  }

  private func fire(_ event: Event) {
    isFiring = true
    defer {
      isFiring = false
      // The end of a run-loop turn: what UIKit's factories returned autoreleased goes now.
      AutoreleasePool.drain()
    }
    switch event {
    case .callback(let deadline):
      let entry = pop()
      if deadline > now.nanoseconds { now = VirtualInstant(nanoseconds: deadline) }
      entry.action()
    case .link(let link, let deadline):
      if deadline > now.nanoseconds { now = VirtualInstant(nanoseconds: deadline) }
      let index = link.nextFrameIndex
      let rate = link.armedRate
      link.timestamp = Double(deadline) / 1e9
      link.targetTimestamp = Double(FrameClock.frameTime(index: index + 1, rate: rate)) / 1e9
      link.frameIndex = index
      // Re-arm before the handler so a pause, invalidate or rate change inside it wins.
      link.nextFrameIndex = index + 1
      link.nextDeadline = FrameClock.frameTime(index: index + 1, rate: rate)
      link.sequence = takeSequence()
      link.fire()
    }
  }

  private func dropCancelledTop() {
    // Nothing cancelled (the usual case): no set to hash into.
    guard !cancelled.isEmpty else { return }
    while let top = heap.first, cancelled.contains(top.sequence) {
      cancelled.remove(top.sequence)
      _ = pop()
    }
  }

  private func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if !less(heap[child], heap[parent]) { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private func pop() -> Entry {
    let top = heap[0]
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < heap.count, less(heap[left], heap[smallest]) { smallest = left }
        if right < heap.count, less(heap[right], heap[smallest]) { smallest = right }
        if smallest == parent { break }
        heap.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return top
  }

  private func less(_ lhs: Entry, _ rhs: Entry) -> Bool {
    (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
  }
}
