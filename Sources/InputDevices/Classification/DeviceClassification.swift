import GestureLog

/// The result of classifying a device: its kind and the facts interpretation needs.
public struct DeviceClassification: Hashable, Sendable {
  /// The device's kind.
  public var kind: DeviceKind
  /// How it reports several contacts.
  public var multitouchProtocol: MultitouchProtocol
  /// Whether the whole surface is the button (`INPUT_PROP_BUTTONPAD`); true for clickpads,
  /// and also for semi-MT pads that are clickpads.
  public var isClickpad: Bool
  /// Whether positions are a bounding box rather than fingers (`INPUT_PROP_SEMI_MT`).
  public var isSemiMultitouch: Bool
  /// The largest finger count the device can report: the highest `BTN_TOOL_*TAP` it
  /// supports (`FINGER` = 1 … `QUINTTAP` = 5), or its slot count if that is larger.
  /// 0 for devices without touch.
  public var maximumFingerCount: Int
  /// Whether finger counts come only from `BTN_TOOL_*` keys for some counts: the device
  /// can count more fingers than it can position (single-touch pads, 2-slot pads).
  public var countsFingersBeyondPositions: Bool

  /// A classification.
  public init(
    kind: DeviceKind, multitouchProtocol: MultitouchProtocol = .none,
    isClickpad: Bool = false, isSemiMultitouch: Bool = false,
    maximumFingerCount: Int = 0, countsFingersBeyondPositions: Bool = false
  ) {
    self.kind = kind
    self.multitouchProtocol = multitouchProtocol
    self.isClickpad = isClickpad
    self.isSemiMultitouch = isSemiMultitouch
    self.maximumFingerCount = maximumFingerCount
    self.countsFingersBeyondPositions = countsFingersBeyondPositions
  }

  /// How many contacts the device can position at once (slots for protocol B, 1 for a
  /// single-touch surface, unbounded (`Int.max`) for protocol A, 0 without touch).
  public var positionedContacts: Int {
    switch multitouchProtocol {
    case .typeB(let slots): slots
    case .typeA: Int.max
    case .none: kind.isTouchpadLike || kind == .touchscreen ? 1 : 0
    }
  }

  /// One line for people: `"clickpad, MT protocol B (2 slots), semi-MT, up to 3 fingers"`.
  public var summary: String {
    var parts = [kind.displayName]
    if multitouchProtocol != .none { parts.append("MT protocol \(multitouchProtocol.displayName)") }
    if isSemiMultitouch && kind != .semiMultitouchTouchpad { parts.append("semi-MT") }
    if isClickpad && kind != .clickpad { parts.append("clickpad") }
    if maximumFingerCount > 0 { parts.append("up to \(maximumFingerCount) fingers") }
    return parts.joined(separator: ", ")
  }
}
