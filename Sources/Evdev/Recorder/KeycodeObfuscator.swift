import GestureLog

/// Hides what was typed on a keyboard while keeping the shape of the input.
///
/// The scheme (documented in docs/RECORDING.md): every key that can be part of typed text —
/// digits, letters, punctuation, space, tab, enter, backspace, delete, the keypad's digits and
/// operators, the numeric keys `KEY_NUMERIC_*` — is recorded as `KEY_A` with its value
/// (press 1, release 0, repeat 2) and time unchanged, so key counts and timing survive but
/// not the text. Modifiers, Escape, function keys, arrows and navigation keys, media keys and
/// every button (`BTN_*`) are kept, because gestures combine with them (Ctrl+scroll). On a
/// device that has such keys, `MSC_SCAN` values (hardware scan codes, which identify the key)
/// are recorded as 0. A password typed during a recording is therefore not in the log.
public struct KeycodeObfuscator: Sendable {
  /// Whether this device has any key the scheme hides (only then is `MSC_SCAN` masked).
  public let isActive: Bool

  /// An obfuscator for a device.
  public init(device: DeviceDescription) {
    let keys = device.codes[InputCode.EV_KEY] ?? []
    isActive = keys.contains(where: KeycodeObfuscator.hides)
  }

  /// Whether the scheme replaces key `code` by `KEY_A`.
  public static func hides(_ code: UInt16) -> Bool {
    switch code {
    case InputCode.KEY_LEFTCTRL, InputCode.KEY_LEFTSHIFT: return false
    // KEY_1 … KEY_SLASH: digits, letters, punctuation, backspace, tab, enter.
    case 0x02...0x35: return true
    case 0x37, 0x39: return true  // KEY_KPASTERISK, KEY_SPACE
    case 0x47...0x53: return true  // the keypad's digits, operators and dot
    case 0x56, 0x59, 0x5f, 0x60, 0x62, 0x6f, 0x75, 0x76, 0x79, 0x7c: return true
    // KEY_102ND, KEY_RO, KEY_KPJPCOMMA, KEY_KPENTER, KEY_KPSLASH, KEY_DELETE, KEY_KPEQUAL,
    // KEY_KPPLUSMINUS, KEY_KPCOMMA, KEY_YEN
    case 0x200...0x20b: return true  // KEY_NUMERIC_0 … KEY_NUMERIC_9, _STAR, _POUND
    default: return false
    }
  }

  /// The event as it goes into the log.
  @inlinable
  public func apply(_ event: InputEvent) -> InputEvent {
    guard isActive else { return event }
    var result = event
    if event.type == InputCode.EV_KEY, KeycodeObfuscator.hides(event.code) {
      result.code = InputCode.KEY_A
    } else if event.type == InputCode.EV_MSC, event.code == InputCode.MSC_SCAN {
      result.value = 0
    }
    return result
  }
}
