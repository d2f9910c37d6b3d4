/// What one device of a recording did: see ``RecordingSummary``.
public struct DeviceSummary: Codable, Hashable, Sendable {
  /// The device's position in the recording.
  public var index: Int
  /// The device's name.
  public var name: String
  /// Bus, vendor, product and version ids.
  public var bustype: UInt16
  /// The vendor id.
  public var vendor: UInt16
  /// The product id.
  public var product: UInt16
  /// The version id.
  public var version: UInt16
  /// The input properties set, by name (`INPUT_PROP_BUTTONPAD`) or number.
  public var properties: [String]
  /// The device's kind (`touchpad`, `clickpad`, `mouse`, `touchscreen`, …).
  public var kind: String
  /// Events, `SYN_REPORT`s included.
  public var eventCount: Int
  /// Frames: runs of events closed by `SYN_REPORT`; a trailing incomplete run counts too.
  public var frameCount: Int
  /// From this device's first event to its last, in microseconds.
  public var durationMicroseconds: Int64
  /// The median interval between consecutive `SYN_REPORT`s, in microseconds (nil with fewer
  /// than two).
  public var medianFrameIntervalMicroseconds: Int64?
  /// 1 / median frame interval, in Hz (nil with fewer than two frames or a zero median).
  public var frameRateHz: Double?
  /// Events per type, ascending by type.
  public var countsByType: [CodeCount]
  /// Events per type and code, ascending by type then code.
  public var countsByCode: [CodeCount]
  /// The fingers seen.
  public var fingers: FingerSummary
  /// Buttons (EV_KEY codes other than `BTN_TOUCH` and the `BTN_TOOL_*` finger/tool bits)
  /// with their presses, ascending by code.
  public var buttons: [ButtonSummary]
  /// Intervals between consecutive frames longer than ``gapFactor`` × the median interval.
  public var gaps: [Gap]
  /// `EV_SYN`/`SYN_DROPPED` events in the stream plus `synDropped` markers.
  public var synDroppedCount: Int
  /// The device's markers, in order.
  public var markers: [MarkerSummary]

  /// How many times the median frame interval makes a gap.
  public static let gapFactor: Int64 = 3

  /// How many events of one type (and code) there were.
  public struct CodeCount: Codable, Hashable, Sendable {
    /// The event type.
    public var type: UInt16
    /// The event code; nil for a per-type count.
    public var code: UInt16?
    /// `EV_ABS` or `EV_ABS / ABS_MT_SLOT` (numbers where the kernel has no name).
    public var name: String
    /// The number of events.
    public var count: Int
  }

  /// Fingers and contacts seen on a touch device.
  public struct FingerSummary: Codable, Hashable, Sendable {
    /// The most MT protocol B slots with a contact (tracking id ≥ 0) at one frame's end.
    public var maxSimultaneousSlots: Int
    /// Contacts started: `ABS_MT_TRACKING_ID` events with a value ≥ 0.
    public var trackingIDs: Int
    /// The most contacts between `SYN_MT_REPORT`s in one frame (MT protocol A), 0 without.
    public var maxProtocolAContacts: Int
    /// The most fingers a `BTN_TOOL_FINGER`…`BTN_TOOL_QUINTTAP` bit said were down
    /// (1 … 5), 0 without.
    public var maxToolFingers: Int
    /// Presses (value 1) of each `BTN_TOOL_*` finger-count bit, by name.
    public var toolPresses: [String: Int]
    /// The largest of the slot, protocol A and tool counts: the fingers seen.
    public var maxFingers: Int
  }

  /// One button and how it was used.
  public struct ButtonSummary: Codable, Hashable, Sendable {
    /// The key code.
    public var code: UInt16
    /// Its kernel name (`BTN_LEFT`) or number.
    public var name: String
    /// Value-1 events.
    public var presses: Int
    /// Value-2 events (autorepeat).
    public var repeats: Int
  }

  /// A pause in the device's stream.
  public struct Gap: Codable, Hashable, Sendable {
    /// The end time of the frame before the gap, microseconds from the recording's start.
    public var startMicroseconds: Int64
    /// The length of the gap in microseconds.
    public var lengthMicroseconds: Int64
  }

  /// A marker of the device's stream.
  public struct MarkerSummary: Codable, Hashable, Sendable {
    /// When, in microseconds from the recording's start.
    public var timeMicroseconds: Int64
    /// `syn-dropped`, `resync`, `device-removed` or `annotation`.
    public var kind: String
    /// The annotation's text, for annotations.
    public var text: String?
  }

  /// Summarises one device.
  public init(index: Int, device: RecordedDevice, kind: String) {
    let description = device.description
    self.index = index
    name = description.name
    bustype = description.bustype
    vendor = description.vendor
    product = description.product
    version = description.version
    properties = description.properties.map { InputCode.propertyName($0) ?? "\($0)" }
    self.kind = kind
    eventCount = device.events.count
    let events = device.events
    durationMicroseconds =
      (events.last?.time.microseconds ?? 0) &- (events.first?.time.microseconds ?? 0)

    var scan = DeviceScan(description: description)
    for event in events { scan.add(event) }
    frameCount = scan.frames + (scan.openFrame ? 1 : 0)

    var intervals: [Int64] = []
    intervals.reserveCapacity(max(0, scan.reportTimes.count - 1))
    for index in scan.reportTimes.indices.dropFirst() {
      // Wrapping arithmetic: a crafted file's extreme times must not trap.
      intervals.append(scan.reportTimes[index] &- scan.reportTimes[index - 1])
    }
    let sorted = intervals.sorted()
    let median: Int64? = sorted.isEmpty ? nil : Self.median(sorted)
    medianFrameIntervalMicroseconds = median
    frameRateHz = median.flatMap { $0 > 0 ? 1_000_000 / Double($0) : nil }
    var gaps: [Gap] = []
    if let median, median > 0 {
      let (limit, overflow) = Self.gapFactor.multipliedReportingOverflow(by: median)
      for (offset, interval) in intervals.enumerated() where !overflow && interval > limit {
        gaps.append(Gap(startMicroseconds: scan.reportTimes[offset], lengthMicroseconds: interval))
      }
    }
    self.gaps = gaps

    countsByType = scan.typeCounts.keys.sorted().map { type in
      CodeCount(
        type: type, code: nil, name: InputCode.typeName(type) ?? "type \(type)",
        count: scan.typeCounts[type] ?? 0)
    }
    countsByCode = scan.codeCounts.keys.sorted().map { key in
      let type = UInt16(key >> 16)
      let code = UInt16(key & 0xFFFF)
      return CodeCount(
        type: type, code: code, name: Self.eventName(type: type, code: code),
        count: scan.codeCounts[key] ?? 0)
    }
    buttons = scan.buttons.keys.sorted().map { code in
      let usage = scan.buttons[code] ?? (0, 0)
      return ButtonSummary(
        code: code,
        name: InputCode.codeName(type: InputCode.EV_KEY, code: code) ?? "key \(code)",
        presses: usage.presses, repeats: usage.repeats)
    }
    let maxTool = scan.maxToolFingers
    fingers = FingerSummary(
      maxSimultaneousSlots: scan.maxSlots, trackingIDs: scan.trackingIDs,
      maxProtocolAContacts: scan.maxContactsA, maxToolFingers: maxTool,
      toolPresses: scan.toolPresses,
      maxFingers: max(scan.maxSlots, scan.maxContactsA, maxTool))

    var markerSummaries: [MarkerSummary] = []
    var droppedMarkers = 0
    for marker in device.markers {
      let kindName: String
      var text: String?
      switch marker.kind {
      case .synDropped:
        kindName = "syn-dropped"
        droppedMarkers += 1
      case .resync: kindName = "resync"
      case .deviceRemoved: kindName = "device-removed"
      case .annotation(let note):
        kindName = "annotation"
        text = note
      }
      markerSummaries.append(
        MarkerSummary(timeMicroseconds: marker.time.microseconds, kind: kindName, text: text))
    }
    markers = markerSummaries
    synDroppedCount = scan.synDropped + droppedMarkers
  }

  /// `EV_ABS / ABS_X`, with numbers where the kernel has no name.
  static func eventName(type: UInt16, code: UInt16) -> String {
    let typeName = InputCode.typeName(type) ?? "type \(type)"
    let codeName = InputCode.codeName(type: type, code: code) ?? "code \(code)"
    return "\(typeName) / \(codeName)"
  }

  /// The median of ascending values (the lower middle one for an even count, so the result is
  /// always one of the intervals).
  static func median(_ sorted: [Int64]) -> Int64 {
    sorted[(sorted.count - 1) / 2]
  }

  /// The number of fingers a `BTN_TOOL_*` bit stands for, or nil for other codes.
  static func fingerCount(ofTool code: UInt16) -> Int? {
    switch code {
    case InputCode.BTN_TOOL_FINGER: 1
    case InputCode.BTN_TOOL_DOUBLETAP: 2
    case InputCode.BTN_TOOL_TRIPLETAP: 3
    case InputCode.BTN_TOOL_QUADTAP: 4
    case InputCode.BTN_TOOL_QUINTTAP: 5
    default: nil
    }
  }

  /// Whether an EV_KEY code is a button (not `BTN_TOUCH`, not a `BTN_TOOL_*` bit).
  static func isButton(_ code: UInt16) -> Bool {
    !(InputCode.BTN_TOOL_PEN...InputCode.BTN_TOOL_QUADTAP).contains(code)
      || code == InputCode.BTN_STYLUS || code == InputCode.BTN_STYLUS2
  }
}

/// One pass over a device's events, collecting what ``DeviceSummary`` reports.
private struct DeviceScan {
  var frames = 0
  var openFrame = false
  var reportTimes: [Int64] = []
  var typeCounts: [UInt16: Int] = [:]
  var codeCounts: [UInt32: Int] = [:]
  var buttons: [UInt16: (presses: Int, repeats: Int)] = [:]
  var synDropped = 0
  // MT protocol B
  var slot: Int32
  var activeSlots: [Int32: Int32] = [:]  // slot → tracking id
  var maxSlots = 0
  var trackingIDs = 0
  // MT protocol A
  var contactHasData = false
  var frameHasMTReport = false
  var contactsInFrame = 0
  var maxContactsA = 0
  // BTN_TOOL_*
  var toolsDown: Set<Int> = []
  var maxToolFingers = 0
  var toolPresses: [String: Int] = [:]

  init(description: DeviceDescription) {
    slot = description.axis(InputCode.ABS_MT_SLOT)?.value ?? 0
  }

  mutating func add(_ event: InputEvent) {
    typeCounts[event.type, default: 0] += 1
    codeCounts[UInt32(event.type) << 16 | UInt32(event.code), default: 0] += 1
    openFrame = true
    switch event.type {
    case InputCode.EV_SYN:
      switch event.code {
      case InputCode.SYN_REPORT:
        frames += 1
        openFrame = false
        reportTimes.append(event.time.microseconds)
        maxSlots = max(maxSlots, activeSlots.count)
        if frameHasMTReport {
          if contactHasData { contactsInFrame += 1 }
          maxContactsA = max(maxContactsA, contactsInFrame)
        }
        contactsInFrame = 0
        contactHasData = false
        frameHasMTReport = false
      case InputCode.SYN_MT_REPORT:
        frameHasMTReport = true
        if contactHasData { contactsInFrame += 1 }
        contactHasData = false
      case InputCode.SYN_DROPPED:
        synDropped += 1
      default: break
      }
    case InputCode.EV_ABS:
      switch event.code {
      case InputCode.ABS_MT_SLOT:
        slot = event.value
      case InputCode.ABS_MT_TRACKING_ID:
        if event.value >= 0 {
          if activeSlots[slot] != event.value { trackingIDs += 1 }
          activeSlots[slot] = event.value
        } else {
          activeSlots[slot] = nil
        }
      default:
        if event.code >= InputCode.ABS_MT_TOUCH_MAJOR { contactHasData = true }
      }
    case InputCode.EV_KEY:
      if let fingers = DeviceSummary.fingerCount(ofTool: event.code) {
        if event.value == 1 {
          toolsDown.insert(fingers)
          maxToolFingers = max(maxToolFingers, fingers)
          let name = InputCode.codeName(type: InputCode.EV_KEY, code: event.code) ?? ""
          toolPresses[name, default: 0] += 1
        } else if event.value == 0 {
          toolsDown.remove(fingers)
        }
      } else if event.code != InputCode.BTN_TOUCH, DeviceSummary.isButton(event.code) {
        var usage = buttons[event.code] ?? (0, 0)
        if event.value == 1 { usage.presses += 1 }
        if event.value == 2 { usage.repeats += 1 }
        buttons[event.code] = usage
      }
    default:
      break
    }
  }
}
