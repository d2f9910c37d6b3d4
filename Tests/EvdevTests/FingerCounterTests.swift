import Evdev
import GestureLog
import Testing

@Suite("FingerCounter")
struct FingerCounterTests {
  @Test("type-B slots: two fingers land, one lifts")
  func multitouch() {
    var counter = FingerCounter(device: Devices.touchpad)
    let events = [
      ev(0, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, 4),  // slot 0 (initial) lands
      ev(0, InputCode.EV_ABS, InputCode.ABS_MT_SLOT, 1),
      ev(0, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, 5),  // slot 1 lands
    ]
    for event in events { counter.observe(event) }
    #expect(counter.fingersDown == 2)
    counter.observe(ev(0, InputCode.EV_ABS, InputCode.ABS_MT_SLOT, 0))
    counter.observe(ev(0, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, -1))
    #expect(counter.fingersDown == 1)
  }

  @Test("single-touch devices: BTN_TOUCH")
  func singleTouch() {
    let tablet = DeviceDescription(
      name: "tablet", codes: [InputCode.EV_KEY: [InputCode.BTN_TOUCH], InputCode.EV_ABS: [0, 1]])
    var counter = FingerCounter(device: tablet)
    counter.observe(ev(0, InputCode.EV_KEY, InputCode.BTN_TOUCH, 1))
    #expect(counter.fingersDown == 1)
    counter.observe(ev(0, InputCode.EV_KEY, InputCode.BTN_TOUCH, 0))
    #expect(counter.fingersDown == 0)
  }
}
