import Evdev
import GestureLog
import Testing

@Suite("KeycodeObfuscator")
struct KeycodeObfuscatorTests {
  @Test("text keys are hidden; modifiers, navigation, function keys and buttons are kept")
  func table() {
    let hidden: [UInt16] = [
      InputCode.KEY_1, InputCode.KEY_0, InputCode.KEY_Q, InputCode.KEY_Z, InputCode.KEY_A,
      InputCode.KEY_SPACE, InputCode.KEY_ENTER, InputCode.KEY_BACKSPACE, InputCode.KEY_TAB,
      InputCode.KEY_SLASH, InputCode.KEY_KP7, InputCode.KEY_KPENTER, InputCode.KEY_DELETE,
      InputCode.KEY_NUMERIC_5,
    ]
    let kept: [UInt16] = [
      InputCode.KEY_ESC, InputCode.KEY_LEFTCTRL, InputCode.KEY_LEFTSHIFT,
      InputCode.KEY_RIGHTSHIFT, InputCode.KEY_LEFTALT, InputCode.KEY_LEFTMETA, InputCode.KEY_F1,
      InputCode.KEY_F12, InputCode.KEY_UP, InputCode.KEY_PAGEDOWN, InputCode.KEY_HOME,
      InputCode.KEY_VOLUMEUP, InputCode.BTN_LEFT, InputCode.BTN_TOUCH,
      InputCode.BTN_TOOL_DOUBLETAP,
    ]
    for code in hidden { #expect(KeycodeObfuscator.hides(code), "\(code)") }
    for code in kept { #expect(!KeycodeObfuscator.hides(code), "\(code)") }
  }

  @Test("a mouse's scan codes are kept: it has no key that types")
  func mouseUntouched() {
    let obfuscator = KeycodeObfuscator(device: Devices.mouse)
    let scan = ev(0, InputCode.EV_MSC, InputCode.MSC_SCAN, 0x90001)
    #expect(!obfuscator.isActive)
    #expect(obfuscator.apply(scan) == scan)
  }
}
