import Foundation
import GestureLog

/// libinput's tap-to-click rules, for telling taps from other touches on a touchpad.
///
/// The states and transitions are those of libinput 1.31's `src/evdev-mt-touchpad-tap.c`
/// (`tp_tap_*_handle_event`) for one to three fingers, without tap-and-drag (which only
/// changes what happens *after* a tap) and without palm or thumb detection:
///
/// - A finger landing arms a 180 ms timer (`DEFAULT_TAP_TIMEOUT_PERIOD`); so does each
///   further finger, and the first lift of a two- or three-finger tap.
/// - Any touch moving more than 1.3 mm from where it landed (`DEFAULT_TAP_MOVE_THRESHOLD`)
///   or a physical button press ends the chance of a tap for the rest of the sequence.
/// - The timer running out first makes the touch a hold; a second finger landing on a hold
///   can still make a two-finger tap (`TAP_STATE_HOLD` → `TOUCH_2`).
/// - One finger lifting is a one-finger tap; two fingers tap when the second lifts; three
///   fingers tap as soon as the first of them lifts; a fourth finger ends the chance.
/// - On semi-MT pads, motion in a frame where the finger count changes is ignored
///   (`tp_tap_exceeds_motion_threshold`).
///
/// Times are whole microseconds; a lift exactly 180 ms after the landing still taps (the
/// order of a timer and an event with the same time is not documented; we take the event).
struct TouchpadTapRules: Sendable {
  /// libinput's `DEFAULT_TAP_TIMEOUT_PERIOD`, in microseconds.
  static let timeout: Int64 = 180_000
  /// libinput's `DEFAULT_TAP_MOVE_THRESHOLD`, in millimetres.
  static let moveThreshold = 1.3

  private enum State {
    case idle, touch, hold, touch2, touch2Hold, touch2Release, touch3, touch3Hold, dead
  }

  private var state = State.idle
  private var deadline: Int64?
  private var fingers = 0
  private var landed: [Int: (x: Double, y: Double)] = [:]
  /// The finger count of the tap, once one happened in this sequence.
  private(set) var tapFingers: Int?

  /// Feeds one frame: the time, the fingers down, the positioned contacts in millimetres
  /// (id, x, y) and whether a physical button went down in it.
  mutating func frame(
    time: Int64, fingers newFingers: Int, contacts: [(id: Int, x: Double, y: Double)],
    buttonPressed: Bool, semiMultitouch: Bool
  ) {
    if let deadline, time > deadline {
      self.deadline = nil
      handleTimeout()
    }
    if buttonPressed { state = .dead }
    let fingerChange = newFingers != fingers
    for _ in stride(from: fingers, to: newFingers, by: 1) { touch(at: time) }
    for _ in stride(from: newFingers, to: fingers, by: 1) { release(at: time) }
    fingers = newFingers
    // Motion from where each contact landed.
    var present: Set<Int> = []
    for contact in contacts {
      present.insert(contact.id)
      guard let start = landed[contact.id] else {
        landed[contact.id] = (contact.x, contact.y)
        continue
      }
      if semiMultitouch && fingerChange { continue }
      let dx = contact.x - start.x
      let dy = contact.y - start.y
      if (dx * dx + dy * dy).squareRoot() > Self.moveThreshold { motion() }
    }
    if landed.count != present.count { landed = landed.filter { present.contains($0.key) } }
    if newFingers == 0 {
      // The sequence is over; the next one starts from idle.
      state = .idle
      deadline = nil
    }
  }

  /// Starts a new sequence (the tap result is forgotten).
  mutating func reset() {
    self = TouchpadTapRules()
  }

  private mutating func touch(at time: Int64) {
    switch state {
    case .idle: arm(.touch, time)
    case .touch, .hold: arm(.touch2, time)
    case .touch2, .touch2Hold: arm(.touch3, time)
    case .touch2Release:
      state = .touch2Hold
      deadline = nil
    case .touch3, .touch3Hold: state = .dead
    case .dead: break
    }
  }

  private mutating func release(at time: Int64) {
    switch state {
    case .touch: tapped(1)
    case .hold: state = .idle
    case .touch2: arm(.touch2Release, time)
    case .touch2Hold: state = .hold
    case .touch2Release: tapped(2)
    case .touch3: tapped(3)
    case .touch3Hold: state = .touch2Hold
    case .idle, .dead: break
    }
  }

  private mutating func motion() {
    switch state {
    case .touch, .hold, .touch2, .touch2Hold, .touch2Release, .touch3, .touch3Hold:
      state = .dead
    case .idle, .dead: break
    }
  }

  private mutating func handleTimeout() {
    switch state {
    case .touch, .touch2Release: state = .hold
    case .touch2: state = .touch2Hold
    case .touch3: state = .touch3Hold
    default: break
    }
  }

  private mutating func arm(_ next: State, _ time: Int64) {
    state = next
    let (sum, overflow) = time.addingReportingOverflow(Self.timeout)
    deadline = overflow ? .max : sum
  }

  private mutating func tapped(_ count: Int) {
    if tapFingers == nil { tapFingers = count }
    // After a tap libinput waits for a possible drag; for telling taps apart the remaining
    // fingers of the sequence no longer matter.
    state = .dead
    deadline = nil
  }

  /// The button a tap of `fingers` fingers clicks (libinput's default `lrm` map).
  static func button(forTapOf fingers: Int) -> UInt16 {
    switch fingers {
    case 1: InputCode.BTN_LEFT
    case 2: InputCode.BTN_RIGHT
    default: InputCode.BTN_MIDDLE
    }
  }
}
