import GestureLog
import Testing

@Suite("Event type and code names")
struct InputCodeTests {
  @Test("names map to numbers and back, as input-event-codes.h defines them")
  func namesRoundTrip() {
    #expect(InputCode.EV_ABS == 3)
    #expect(InputCode.typeName(3) == "EV_ABS")
    #expect(InputCode.type(named: "EV_KEY") == 1)
    #expect(InputCode.codeName(type: InputCode.EV_ABS, code: 0x35) == "ABS_MT_POSITION_X")
    #expect(InputCode.codeName(type: InputCode.EV_KEY, code: 0x110) == "BTN_LEFT")
    #expect(InputCode.code(named: "BTN_MOUSE")?.code == 0x110)
    #expect(InputCode.code(named: "SYN_DROPPED")?.code == 3)
    #expect(InputCode.propertyName(2) == "INPUT_PROP_BUTTONPAD")
    #expect(InputCode.maxCode(ofType: InputCode.EV_ABS) == 0x3f)
    #expect(InputCode.codeName(type: InputCode.EV_ABS, code: 0x3e) == nil)
  }
}
