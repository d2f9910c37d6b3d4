import GestureLog

/// Decodes one device's evdev frames into the state after each frame: the contacts (in
/// device units), the finger count, the mouse buttons held and the relative motion.
///
/// - Protocol B: per-slot state; the current slot starts at the `ABS_MT_SLOT` value of the
///   description (the kernel does not repeat a slot selection that did not change, so a
///   recording may begin without one); a new tracking id in a slot that already had one
///   ends that contact and starts another (tracking-id reuse); positions persist per slot
///   because only changes are sent.
/// - Protocol A: the contacts of each frame replace the previous ones; identities are kept
///   by tracking id where the device sends one, else by nearest previous contact. As Android's
///   reader does, a report without both positions is no contact, and neither is one whose
///   `ABS_MT_TOUCH_MAJOR` or `ABS_MT_PRESSURE` is 0 (older drivers lift a finger that way).
/// - Single touch: `ABS_X`/`ABS_Y` while `BTN_TOUCH` (or any `BTN_TOOL_*`) is down.
/// - Semi-MT: the slots carry the corners of a bounding box; they are decoded as contacts
///   and the finger count comes from `BTN_TOOL_*`.
/// - `SYN_DROPPED`: the frame in which it occurs is discarded whole (the events before it and
///   those after it up to the next `SYN_REPORT`), as the kernel's protocol requires; state
///   continues from the last complete frame, and a following resync frame (libevdev's, as the
///   recorder writes it) brings it up to date.
/// - Key repeats (value 2) are ignored.
struct ContactDecoder {
  /// A contact in device units.
  struct Contact: Hashable {
    var id: Int
    var x: Int32
    var y: Int32
  }

  private struct Slot {
    var trackingID: Int32 = -1
    var x: Int32 = 0
    var y: Int32 = 0
    var contactID = -1
  }

  let classification: DeviceClassification
  private let supportsToolKeys: Bool
  private let supportsTouchKey: Bool

  // MARK: State after the last applied frame

  /// The time of the last applied frame.
  private(set) var time: Timestamp = .zero
  /// The active contacts, ascending by id.
  private(set) var contacts: [Contact] = []
  /// The finger count.
  private(set) var fingerCount = 0
  /// Mouse buttons held: bit `code − BTN_MOUSE` for `BTN_LEFT` (0x110) … 0x11f.
  private(set) var buttons: UInt16 = 0
  /// Relative motion of the last frame, in counts.
  private(set) var relativeX: Int32 = 0
  /// Relative motion of the last frame, in counts.
  private(set) var relativeY: Int32 = 0
  /// Vertical wheel motion of the last frame, in detents (hi-res where the device has it).
  private(set) var wheel: Double = 0
  /// Horizontal wheel motion of the last frame, in detents.
  private(set) var horizontalWheel: Double = 0
  /// Frames discarded because of `SYN_DROPPED` (or an incomplete last frame).
  private(set) var droppedFrames = 0

  // MARK: Decoding state

  private var slots: [Slot]
  private var currentSlot = 0
  private var tools: UInt8 = 0  // bit n-1: BTN_TOOL_ for n fingers
  private var touchKey = false
  private var singleX: Int32 = 0
  private var singleY: Int32 = 0
  private var nextContactID = 0
  private let hasHiResWheel: Bool
  private let hasHiResHWheel: Bool
  // Protocol A per-frame accumulation.
  private var pendingA: [(x: Int32, y: Int32, tracking: Int32)] = []
  private var previousA: [(contact: Contact, tracking: Int32)] = []
  private var currentAX: Int32 = 0
  private var currentAY: Int32 = 0
  private var currentATracking: Int32 = -1
  private var currentAHasData = false
  private var currentAHasX = false
  private var currentAHasY = false
  private var currentALifted = false
  private var scratchContacts: [Contact] = []

  init(description: DeviceDescription, classification: DeviceClassification? = nil) {
    let classification = classification ?? DeviceClassifier.classify(description)
    self.classification = classification
    supportsToolKeys = DeviceClassifier.fingerTools.contains {
      description.supports(type: InputCode.EV_KEY, code: $0.code)
    }
    supportsTouchKey = description.supports(type: InputCode.EV_KEY, code: InputCode.BTN_TOUCH)
    hasHiResWheel = description.supports(type: InputCode.EV_REL, code: InputCode.REL_WHEEL_HI_RES)
    hasHiResHWheel = description.supports(
      type: InputCode.EV_REL, code: InputCode.REL_HWHEEL_HI_RES)
    var slotCount = 0
    if case .typeB(let count) = classification.multitouchProtocol { slotCount = min(count, 64) }
    slots = Array(repeating: Slot(), count: slotCount)
    if let slotAxis = description.axis(InputCode.ABS_MT_SLOT) {
      currentSlot = Int(slotAxis.value - slotAxis.minimum)
    }
    if let x = description.axis(InputCode.ABS_X) { singleX = x.value }
    if let y = description.axis(InputCode.ABS_Y) { singleY = y.value }
  }

  /// Whether a frame contains `SYN_DROPPED`.
  static func containsDrop(_ frame: Frame) -> Bool {
    for event in frame.events
    where event.type == InputCode.EV_SYN && event.code == InputCode.SYN_DROPPED {
      return true
    }
    return false
  }

  /// Applies a frame; returns false when it was discarded (a drop, or incomplete).
  mutating func apply(_ frame: Frame, dropped: Bool = false) -> Bool {
    guard frame.isComplete, !dropped, !Self.containsDrop(frame) else {
      droppedFrames += 1
      pendingA.removeAll(keepingCapacity: true)
      return false
    }
    relativeX = 0
    relativeY = 0
    wheel = 0
    horizontalWheel = 0
    var sawMTReport = false
    var sawMTData = false
    for event in frame.events {
      switch event.type {
      case InputCode.EV_ABS:
        applyAbsolute(event.code, event.value, sawMTData: &sawMTData)
      case InputCode.EV_KEY:
        applyKey(event.code, event.value)
      case InputCode.EV_REL:
        applyRelative(event.code, event.value)
      case InputCode.EV_SYN where event.code == InputCode.SYN_MT_REPORT:
        sawMTReport = true
        closeProtocolAContact()
      default:
        break
      }
    }
    time = frame.time
    rebuildContacts(protocolAFrame: sawMTReport || sawMTData)
    return true
  }

  private mutating func applyAbsolute(_ code: UInt16, _ value: Int32, sawMTData: inout Bool) {
    switch code {
    case InputCode.ABS_MT_SLOT:
      currentSlot = Int(value)
    case InputCode.ABS_MT_TRACKING_ID:
      sawMTData = true
      if slots.isEmpty {
        currentATracking = value
        currentAHasData = true
      } else if slots.indices.contains(currentSlot) {
        if value < 0 {
          slots[currentSlot].trackingID = -1
          slots[currentSlot].contactID = -1
        } else if value != slots[currentSlot].trackingID {
          slots[currentSlot].trackingID = value
          slots[currentSlot].contactID = nextContactID
          nextContactID += 1
        }
      }
    case InputCode.ABS_MT_POSITION_X:
      sawMTData = true
      if slots.isEmpty {
        currentAX = value
        currentAHasData = true
        currentAHasX = true
      } else if slots.indices.contains(currentSlot) {
        slots[currentSlot].x = value
      }
    case InputCode.ABS_MT_POSITION_Y:
      sawMTData = true
      if slots.isEmpty {
        currentAY = value
        currentAHasData = true
        currentAHasY = true
      } else if slots.indices.contains(currentSlot) {
        slots[currentSlot].y = value
      }
    case InputCode.ABS_MT_TOUCH_MAJOR, InputCode.ABS_MT_PRESSURE:
      if slots.isEmpty {
        sawMTData = true
        currentAHasData = true
        if value <= 0 { currentALifted = true }
      }
    case InputCode.ABS_X:
      singleX = value
    case InputCode.ABS_Y:
      singleY = value
    default:
      break
    }
  }

  private mutating func applyKey(_ code: UInt16, _ value: Int32) {
    guard value != 2 else { return }  // key repeat
    let down = value != 0
    switch code {
    case InputCode.BTN_TOUCH:
      touchKey = down
    case InputCode.BTN_TOOL_FINGER: setTool(0, down)
    case InputCode.BTN_TOOL_DOUBLETAP: setTool(1, down)
    case InputCode.BTN_TOOL_TRIPLETAP: setTool(2, down)
    case InputCode.BTN_TOOL_QUADTAP: setTool(3, down)
    case InputCode.BTN_TOOL_QUINTTAP: setTool(4, down)
    case InputCode.BTN_MOUSE...(InputCode.BTN_MOUSE + 15):
      let bit = UInt16(1) << (code - InputCode.BTN_MOUSE)
      if down { buttons |= bit } else { buttons &= ~bit }
    default:
      break
    }
  }

  private mutating func setTool(_ bit: UInt8, _ down: Bool) {
    if down { tools |= 1 << bit } else { tools &= ~(1 << bit) }
  }

  private mutating func applyRelative(_ code: UInt16, _ value: Int32) {
    switch code {
    case InputCode.REL_X: relativeX &+= value
    case InputCode.REL_Y: relativeY &+= value
    case InputCode.REL_WHEEL where !hasHiResWheel: wheel += Double(value)
    case InputCode.REL_WHEEL_HI_RES: wheel += Double(value) / 120
    case InputCode.REL_HWHEEL where !hasHiResHWheel: horizontalWheel += Double(value)
    case InputCode.REL_HWHEEL_HI_RES: horizontalWheel += Double(value) / 120
    default: break
    }
  }

  private mutating func closeProtocolAContact() {
    guard slots.isEmpty, classification.multitouchProtocol == .typeA else { return }
    // An empty report (no MT data since the last one) means "no contacts", not a contact; a
    // report without both positions, or with a touch size or pressure of 0, is no contact
    // either (Android's MultiTouchInputMapper drops such a report as a finger going up).
    if currentAHasData && currentAHasX && currentAHasY && !currentALifted {
      pendingA.append((currentAX, currentAY, currentATracking))
    }
    currentAHasData = false
    currentAHasX = false
    currentAHasY = false
    currentALifted = false
    currentATracking = -1
  }

  /// The fingers the `BTN_TOOL_*` keys report (the highest held).
  private var toolCount: Int {
    guard tools != 0 else { return 0 }
    return 8 - tools.leadingZeroBitCount
  }

  private mutating func rebuildContacts(protocolAFrame: Bool) {
    switch classification.multitouchProtocol {
    case .typeB:
      contacts.removeAll(keepingCapacity: true)
      for slot in slots where slot.trackingID >= 0 && slot.contactID >= 0 {
        contacts.append(Contact(id: slot.contactID, x: slot.x, y: slot.y))
      }
      if contacts.count > 1 { contacts.sort { $0.id < $1.id } }
    case .typeA:
      // A frame without any MT event keeps the contacts only while a finger tool or touch
      // is down (some drivers send button-only frames); otherwise it lists all contacts.
      if protocolAFrame || (!touchKey && toolCount == 0) { matchProtocolA() }
      pendingA.removeAll(keepingCapacity: true)
    case .none:
      contacts.removeAll(keepingCapacity: true)
      let touching = supportsTouchKey ? touchKey : toolCount > 0
      if touching {
        if previousSingleID < 0 {
          previousSingleID = nextContactID
          nextContactID += 1
        }
        contacts.append(Contact(id: previousSingleID, x: singleX, y: singleY))
      } else {
        previousSingleID = -1
      }
    }
    if supportsToolKeys {
      fingerCount = max(toolCount, contacts.count)
    } else {
      fingerCount = contacts.count
    }
    if classification.multitouchProtocol == .none && fingerCount > 0 && contacts.isEmpty {
      fingerCount = 0
    }
  }

  private var previousSingleID = -1

  /// Gives this frame's protocol-A contacts identities: the same tracking id where either side
  /// has one; otherwise the closest pairs of a report and an unclaimed previous contact first
  /// (over all pairs, so a finger landing beside one that stays cannot take its identity),
  /// else a new identity.
  private mutating func matchProtocolA() {
    scratchContacts.removeAll(keepingCapacity: true)
    var claimed = [Bool](repeating: false, count: previousA.count)
    var assigned = [Int](repeating: -1, count: pendingA.count)
    var untracked: [(distance: Int64, report: Int, previous: Int)] = []
    for (r, report) in pendingA.enumerated() {
      for (index, previous) in previousA.enumerated() where !claimed[index] {
        if report.tracking >= 0 || previous.tracking >= 0 {
          if report.tracking == previous.tracking {
            assigned[r] = index
            claimed[index] = true
            break
          }
          continue
        }
        let dx = Int64(report.x) - Int64(previous.contact.x)
        let dy = Int64(report.y) - Int64(previous.contact.y)
        untracked.append((dx * dx + dy * dy, r, index))
      }
    }
    untracked.sort {
      ($0.distance, $0.report, $0.previous) < ($1.distance, $1.report, $1.previous)
    }
    for pair in untracked where assigned[pair.report] < 0 && !claimed[pair.previous] {
      assigned[pair.report] = pair.previous
      claimed[pair.previous] = true
    }
    var next: [(contact: Contact, tracking: Int32)] = []
    next.reserveCapacity(pendingA.count)
    for (r, report) in pendingA.enumerated() {
      let id: Int
      if assigned[r] >= 0 {
        id = previousA[assigned[r]].contact.id
      } else {
        id = nextContactID
        nextContactID += 1
      }
      let contact = Contact(id: id, x: report.x, y: report.y)
      next.append((contact, report.tracking))
      scratchContacts.append(contact)
    }
    previousA = next
    scratchContacts.sort { $0.id < $1.id }
    swap(&contacts, &scratchContacts)
  }
}
