/// What a hunt variant does to a gesture beyond the timing knobs of ``ReplaySettings``: main-thread
/// stalls, input frames lost, a gesture the system cancels, and a second touch after the
/// release (``ReplayVariant``; docs/TESTING.md, "Hunting").
///
/// Frame numbers count the input frames of the replayed gesture as recorded, from 0 (the
/// `index` of ``ReplayInputSample`` in a replay without perturbation).
public struct ReplayPerturbation: Hashable, Sendable, Codable {
  /// Where a stall starts.
  public enum Anchor: Hashable, Sendable, Codable {
    /// Before the first frame in which a touch goes down.
    case down
    /// Right after the frame whose handling started the first transition (the engine's start:
    /// Hero's `start()`, UIKit's `startInteractiveTransition`).
    case start
    /// Before the frame that lifts the gesture's last touch.
    case release
    /// Before input frame `n`.
    case frame(Int)
  }

  /// The main thread busy for `length` from the anchor on: input frames that arrive meanwhile are
  /// handled at their own times with nothing run in between (no display frame, no callback the
  /// app or the engine queued), as a busy main thread leaves them; what fell due runs after.
  public struct Stall: Hashable, Sendable, Codable {
    /// Where it starts.
    public var anchor: Anchor
    /// How long the main thread is busy.
    public var length: VirtualDuration

    /// A stall of `length` at `anchor`.
    public init(_ anchor: Anchor, length: VirtualDuration) {
      self.anchor = anchor
      self.length = length
    }
  }

  /// A second finger that touches down `delay` after the gesture's release (or cancellation),
  /// where the first lifted, and lifts `duration` later: a tap during the finish.
  public struct SecondTouch: Hashable, Sendable, Codable {
    /// After the release.
    public var delay: VirtualDuration
    /// How long it stays down.
    public var duration: VirtualDuration

    /// A second touch `delay` after the release, held for `duration`.
    public init(delay: VirtualDuration, duration: VirtualDuration) {
      self.delay = delay
      self.duration = duration
    }
  }

  /// Main-thread stalls.
  public var stalls: [Stall]
  /// Input frames lost, as after the kernel's `SYN_DROPPED`: each range's frames are not
  /// delivered (the touch jumps to where the next frame has it).
  public var dropped: [ClosedRange<Int>]
  /// The frame at which the system cancels the gesture (a system gesture, an incoming call):
  /// its touches end as cancelled there, and the rest of the gesture is not delivered.
  public var cut: Int?
  /// A second touch after the release.
  public var secondTouch: SecondTouch?
  /// The finger resting this long before the gesture ends: the frame that ends it (the lift,
  /// or the cancellation of a ``cut``) and every later frame come that much later, and nothing
  /// arrives in between, as from touches that do not move (the velocity at the release falls
  /// towards zero, so the app may decide otherwise).
  public var hold: VirtualDuration?
  /// The gesture once more, this long after it ended: the same frames (as perturbed), from
  /// the first to the one that ended it, with new touch identifiers — the user trying again
  /// while the first transition finishes or after it.
  public var again: VirtualDuration?
  /// In a session (steps before the gesture): the gesture starts this long after the steps'
  /// last input, whatever waits and settles came between — the user who does not wait for the
  /// push a tap started to end. No effect on a gesture replayed alone.
  public var early: VirtualDuration?
  /// In a session: the step at this index (from 0; a tap) is tapped twice, the second tap at the
  /// same place ``ReplayPerturbation/secondTapDelay`` after the first went down — the impatient
  /// double tap. No effect when that step is not a tap.
  public var twice: Int?

  /// How long after a tap goes down a ``twice`` tap goes down again: 120 ms, 60 ms after the
  /// first lift (within the 100–300 ms people leave between the taps of a double tap).
  public static let secondTapDelay = VirtualDuration.milliseconds(120)

  /// A perturbation (none by default).
  public init(
    stalls: [Stall] = [], dropped: [ClosedRange<Int>] = [], cut: Int? = nil,
    secondTouch: SecondTouch? = nil, hold: VirtualDuration? = nil, again: VirtualDuration? = nil,
    early: VirtualDuration? = nil, twice: Int? = nil
  ) {
    self.early = early
    self.twice = twice
    self.stalls = stalls
    self.dropped = dropped
    self.cut = cut
    self.secondTouch = secondTouch
    self.hold = hold
    self.again = again
  }

  /// Nothing perturbed.
  public static let none = ReplayPerturbation()

  /// Whether nothing is perturbed.
  public var isEmpty: Bool {
    stalls.isEmpty && dropped.isEmpty && cut == nil && secondTouch == nil && hold == nil
      && again == nil && early == nil && twice == nil
  }

  /// Whether the perturbation changes what the fingers did (lost frames, a cancelled gesture, a
  /// rest before the release), so the app may rightly decide otherwise than for the recording;
  /// stalls change only when things happen (a second touch adds input: see
  /// ``ReplayVariant/changesTheGesture``).
  public var changesTheGesture: Bool { !dropped.isEmpty || cut != nil || hold != nil }

  /// Problems with the perturbation, as sentences (empty when valid).
  public var problems: [String] {
    var found: [String] = []
    for stall in stalls {
      if stall.length <= .zero || stall.length > .seconds(10) {
        found.append("a stall must last more than 0 and at most 10 s (got \(stall.length))")
      }
      if case .frame(let index) = stall.anchor, index < 0 {
        found.append("a stall's frame must be 0 or more (got \(index))")
      }
    }
    for range in dropped where range.lowerBound < 0 {
      found.append("dropped frames must be 0 or more (got \(range))")
    }
    if let cut, cut < 1 { found.append("the gesture can be cut at frame 1 or later (got \(cut))") }
    if let secondTouch,
      secondTouch.delay < .zero || secondTouch.duration <= .zero
        || secondTouch.delay > .seconds(10) || secondTouch.duration > .seconds(10)
    {
      found.append("a second touch needs a delay of 0…10 s and a duration of up to 10 s")
    }
    if let hold, hold <= .zero || hold > .seconds(10) {
      found.append("a hold must last more than 0 and at most 10 s (got \(hold))")
    }
    if let again, again < .zero || again > .seconds(10) {
      found.append("the gesture can come again 0…10 s after it ended (got \(again))")
    }
    if let early, early < .zero || early > .seconds(10) {
      found.append("the gesture can start 0…10 s after the steps' last input (got \(early))")
    }
    if let twice, twice < 0 { found.append("the step tapped twice is 0 or more (got \(twice))") }
    return found
  }
}
