/// What kind of input device a description is, as far as gestures are concerned.
///
/// The kinds follow the kernel's and libinput's vocabulary: a *touchpad* is an indirect
/// surface (the finger moves a pointer), a *touchscreen* is direct (the finger is where it
/// touches). ``DeviceClassifier`` decides the kind from the device's properties and codes.
public enum DeviceKind: String, Hashable, Sendable, CaseIterable {
  /// A relative pointing device with buttons (`REL_X`/`REL_Y`).
  case mouse
  /// A relative pointing stick (`INPUT_PROP_POINTING_STICK`, e.g. a TrackPoint).
  case pointingStick
  /// An indirect touch surface with separate physical buttons (`INPUT_PROP_POINTER`).
  case touchpad
  /// A touchpad whose whole surface is the button (`INPUT_PROP_BUTTONPAD`).
  case clickpad
  /// A touchpad that reports a bounding box of the fingers, not the fingers
  /// (`INPUT_PROP_SEMI_MT`).
  case semiMultitouchTouchpad
  /// A direct touch surface (`INPUT_PROP_DIRECT`, or multitouch without `INPUT_PROP_POINTER`).
  case touchscreen
  /// The finger-touch surface of a graphics tablet (e.g. Wacom Intuos "Finger"), which the
  /// kernel describes like a touchpad.
  case tabletTouchSurface
  /// A keyboard (letter keys and no pointer axes).
  case keyboard
  /// Anything else: pen tablets, joysticks, switches, accelerometers, power buttons.
  case other

  /// Whether the device reports absolute finger positions that move a pointer indirectly.
  public var isTouchpadLike: Bool {
    switch self {
    case .touchpad, .clickpad, .semiMultitouchTouchpad, .tabletTouchSurface: true
    default: false
    }
  }

  /// Whether the device reports relative motion counts.
  public var isRelative: Bool { self == .mouse || self == .pointingStick }

  /// A short human name (`"semi-MT touchpad"`).
  public var displayName: String {
    switch self {
    case .mouse: "mouse"
    case .pointingStick: "pointing stick"
    case .touchpad: "touchpad"
    case .clickpad: "clickpad"
    case .semiMultitouchTouchpad: "semi-MT touchpad"
    case .touchscreen: "touchscreen"
    case .tabletTouchSurface: "tablet touch surface"
    case .keyboard: "keyboard"
    case .other: "other"
    }
  }
}

/// How a device reports several contacts (kernel `multi-touch-protocol.rst`).
public enum MultitouchProtocol: Hashable, Sendable {
  /// No multitouch axes: at most one position (`ABS_X`/`ABS_Y`), finger count only through
  /// `BTN_TOOL_DOUBLETAP`/`TRIPLETAP`/… where the device has them.
  case none
  /// Protocol A: anonymous contacts, each closed by `SYN_MT_REPORT`; every frame lists all
  /// contacts again.
  case typeA
  /// Protocol B: `slots` numbered slots selected by `ABS_MT_SLOT`, contacts identified by
  /// `ABS_MT_TRACKING_ID`, only changes sent.
  case typeB(slots: Int)

  /// A short name (`"B (10 slots)"`).
  public var displayName: String {
    switch self {
    case .none: "none"
    case .typeA: "A"
    case .typeB(let slots): "B (\(slots) slots)"
    }
  }
}
