import GestureLog

/// Decides a device's ``DeviceKind`` from its description alone (no events needed).
///
/// The rules, in order (sources: the kernel's `event-codes.rst` on input properties,
/// libinput `evdev.c` device tagging, docs/spec/FORMATS.md §4):
///
/// 1. `REL_X` and `REL_Y` → ``DeviceKind/pointingStick`` if `INPUT_PROP_POINTING_STICK` is
///    set, else ``DeviceKind/mouse``.
/// 2. Absolute `ABS_X`/`ABS_Y` or `ABS_MT_POSITION_X`/`Y`:
///    - a pen (`BTN_TOOL_PEN`) without finger tools → ``DeviceKind/other`` (pen tablets are
///      not touch input);
///    - `INPUT_PROP_DIRECT` → ``DeviceKind/touchscreen``;
///    - a Wacom (vendor 0x056a) surface with `BTN_TOOL_FINGER` →
///      ``DeviceKind/tabletTouchSurface``;
///    - `INPUT_PROP_SEMI_MT` → ``DeviceKind/semiMultitouchTouchpad``;
///    - `INPUT_PROP_BUTTONPAD` → ``DeviceKind/clickpad``;
///    - `INPUT_PROP_POINTER`, or `BTN_TOOL_FINGER` (old pads without properties, as libinput
///      treats them) → ``DeviceKind/touchpad``;
///    - otherwise multitouch axes without `INPUT_PROP_POINTER` → ``DeviceKind/touchscreen``
///      (the kernel's rule for MT devices that predate `INPUT_PROP_DIRECT`);
///    - otherwise → ``DeviceKind/other``.
/// 3. Letter keys (`KEY_A` … `KEY_Z`) → ``DeviceKind/keyboard``.
/// 4. Anything else → ``DeviceKind/other``.
///
/// The multitouch protocol is B when `ABS_MT_SLOT` exists, A when MT positions exist without
/// slots, none otherwise.
public enum DeviceClassifier {
  /// The Wacom USB vendor id.
  static let wacomVendor: UInt16 = 0x056a

  /// The finger-count tools and the count each means.
  static let fingerTools: [(code: UInt16, fingers: Int)] = [
    (InputCode.BTN_TOOL_FINGER, 1), (InputCode.BTN_TOOL_DOUBLETAP, 2),
    (InputCode.BTN_TOOL_TRIPLETAP, 3), (InputCode.BTN_TOOL_QUADTAP, 4),
    (InputCode.BTN_TOOL_QUINTTAP, 5),
  ]

  /// Classifies a device.
  public static func classify(_ device: DeviceDescription) -> DeviceClassification {
    let hasRel =
      device.supports(type: InputCode.EV_REL, code: InputCode.REL_X)
      && device.supports(type: InputCode.EV_REL, code: InputCode.REL_Y)
    if hasRel {
      let stick = device.hasProperty(InputCode.INPUT_PROP_POINTING_STICK)
      return DeviceClassification(kind: stick ? .pointingStick : .mouse)
    }
    let protocolKind = multitouchProtocol(of: device)
    let hasAbsXY = device.axis(InputCode.ABS_X) != nil && device.axis(InputCode.ABS_Y) != nil
    let hasMT =
      device.axis(InputCode.ABS_MT_POSITION_X) != nil
      && device.axis(InputCode.ABS_MT_POSITION_Y) != nil
    if hasAbsXY || hasMT {
      let kind = touchKind(device, hasMT: hasMT)
      let toolFingers = fingerTools.filter { key(device, $0.code) }.map(\.fingers).max() ?? 0
      var positioned = 0
      switch protocolKind {
      case .typeB(let slots): positioned = slots
      case .typeA: positioned = 0
      case .none: positioned = 1
      }
      let isTouch = kind.isTouchpadLike || kind == .touchscreen
      let maxFingers = isTouch ? Swift.max(toolFingers, positioned, 1) : 0
      let beyond: Bool
      if case .typeA = protocolKind { beyond = false } else { beyond = toolFingers > positioned }
      return DeviceClassification(
        kind: kind, multitouchProtocol: protocolKind,
        isClickpad: device.hasProperty(InputCode.INPUT_PROP_BUTTONPAD),
        isSemiMultitouch: device.hasProperty(InputCode.INPUT_PROP_SEMI_MT),
        maximumFingerCount: maxFingers,
        countsFingersBeyondPositions: isTouch && beyond)
    }
    let letters = (InputCode.KEY_A...InputCode.KEY_Z).filter { key(device, $0) }.count
    if letters >= 10 { return DeviceClassification(kind: .keyboard) }
    return DeviceClassification(kind: .other)
  }

  /// The multitouch protocol a description implies.
  public static func multitouchProtocol(of device: DeviceDescription) -> MultitouchProtocol {
    if let slot = device.axis(InputCode.ABS_MT_SLOT) {
      let count = Int(slot.maximum) - Int(slot.minimum) + 1
      return .typeB(slots: Swift.max(1, count))
    }
    if device.axis(InputCode.ABS_MT_POSITION_X) != nil { return .typeA }
    return .none
  }

  private static func touchKind(_ device: DeviceDescription, hasMT: Bool) -> DeviceKind {
    let finger = key(device, InputCode.BTN_TOOL_FINGER)
    if key(device, InputCode.BTN_TOOL_PEN) && !finger { return .other }
    if device.hasProperty(InputCode.INPUT_PROP_DIRECT) { return .touchscreen }
    if device.vendor == wacomVendor && finger { return .tabletTouchSurface }
    if device.hasProperty(InputCode.INPUT_PROP_SEMI_MT) { return .semiMultitouchTouchpad }
    if device.hasProperty(InputCode.INPUT_PROP_BUTTONPAD) { return .clickpad }
    if device.hasProperty(InputCode.INPUT_PROP_POINTER) || finger { return .touchpad }
    if hasMT { return .touchscreen }
    return .other
  }

  private static func key(_ device: DeviceDescription, _ code: UInt16) -> Bool {
    device.supports(type: InputCode.EV_KEY, code: code)
  }
}
