import Foundation
import GestureLog
import InputDevices
import TestSupport
import Testing

@Suite("Device classification")
struct DeviceClassifierTests {
  static func description(_ fragment: String) throws -> DeviceDescription {
    let url = try #require(Fixtures.sourceRecording(matching: fragment))
    return try GestureLogReader.read(contentsOf: url).recording.devices[0].description
  }

  // Expected kinds from the properties each file declares (SOURCES.md and the P: lines):
  // Nexus 4 and Atmel DIRECT; Synaptics POINTER+BUTTONPAD; Cypress BUTTONPAD+SEMI_MT;
  // bcm5974 BUTTONPAD without slots (protocol A); Elantech POINTER+BUTTONPAD, 5 slots;
  // Wacom vendor 0x056a POINTER with BTN_TOOL_FINGER; Logitech REL_X/REL_Y.
  @Test(
    "the real recordings' devices",
    arguments: [
      ("nexus4", DeviceKind.touchscreen, MultitouchProtocol.typeB(slots: 10)),
      ("atmel", .touchscreen, .typeB(slots: 10)),
      ("synaptics", .clickpad, .typeB(slots: 2)),
      ("cypress", .semiMultitouchTouchpad, .typeB(slots: 2)),
      ("bcm5974", .clickpad, .typeA),
      ("elantech", .clickpad, .typeB(slots: 5)),
      ("wacom", .tabletTouchSurface, .typeB(slots: 16)),
      ("logitech", .mouse, MultitouchProtocol.none),
    ])
  func realDevices(fragment: String, kind: DeviceKind, mtProtocol: MultitouchProtocol) throws {
    let classification = DeviceClassifier.classify(try Self.description(fragment))
    #expect(classification.kind == kind)
    #expect(classification.multitouchProtocol == mtProtocol)
  }

  @Test("semi-MT and single-touch pads count fingers beyond positions")
  func fingerCounting() throws {
    let cypress = DeviceClassifier.classify(try Self.description("cypress"))
    #expect(cypress.isSemiMultitouch && cypress.isClickpad)
    // BTN_TOOL_QUINTTAP is declared (B: 01 … e5), 2 slots.
    #expect(cypress.maximumFingerCount == 5)
    #expect(cypress.countsFingersBeyondPositions)
    let single = DeviceDescription(
      name: "single-touch pad", properties: [InputCode.INPUT_PROP_POINTER],
      codes: [
        InputCode.EV_KEY: [
          InputCode.BTN_TOUCH, InputCode.BTN_TOOL_FINGER, InputCode.BTN_TOOL_DOUBLETAP,
          InputCode.BTN_TOOL_TRIPLETAP,
        ],
        InputCode.EV_ABS: [InputCode.ABS_X, InputCode.ABS_Y],
      ],
      absoluteAxes: [
        AbsoluteAxis(code: InputCode.ABS_X, minimum: 0, maximum: 100),
        AbsoluteAxis(code: InputCode.ABS_Y, minimum: 0, maximum: 100),
      ])
    let result = DeviceClassifier.classify(single)
    #expect(result.kind == .touchpad)
    #expect(result.multitouchProtocol == .none)
    #expect(result.maximumFingerCount == 3)
    #expect(result.countsFingersBeyondPositions)
  }

  @Test("pointing sticks, keyboards, pens and MT without POINTER")
  func otherKinds() {
    var stick = Synthetic.mouse
    stick.properties = [InputCode.INPUT_PROP_POINTING_STICK]
    #expect(DeviceClassifier.classify(stick).kind == .pointingStick)
    let keyboard = DeviceDescription(
      name: "kbd", codes: [InputCode.EV_KEY: Array(InputCode.KEY_ESC...InputCode.KEY_SPACE)])
    #expect(DeviceClassifier.classify(keyboard).kind == .keyboard)
    var bare = Synthetic.touchscreen
    bare.properties = []
    #expect(DeviceClassifier.classify(bare).kind == .touchscreen)
    let pen = DeviceDescription(
      name: "pen", codes: [InputCode.EV_KEY: [InputCode.BTN_TOOL_PEN]],
      absoluteAxes: [
        AbsoluteAxis(code: InputCode.ABS_X, minimum: 0, maximum: 100),
        AbsoluteAxis(code: InputCode.ABS_Y, minimum: 0, maximum: 100),
      ])
    #expect(DeviceClassifier.classify(pen).kind == .other)
  }
}
