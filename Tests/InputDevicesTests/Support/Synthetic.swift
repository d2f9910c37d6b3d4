import Foundation
import GestureLog
import InputDevices
import TestSupport

/// Hand-built devices and event streams for interpretation tests.
enum Synthetic {
  /// A 10-slot protocol-B touchscreen with axes 0…999 (DIRECT).
  static let touchscreen = DeviceDescription(
    name: "synthetic touchscreen", properties: [InputCode.INPUT_PROP_DIRECT],
    codes: [
      InputCode.EV_SYN: [0], InputCode.EV_KEY: [InputCode.BTN_TOUCH],
      InputCode.EV_ABS: [
        InputCode.ABS_MT_SLOT, InputCode.ABS_MT_POSITION_X, InputCode.ABS_MT_POSITION_Y,
        InputCode.ABS_MT_TRACKING_ID,
      ],
    ],
    absoluteAxes: [
      AbsoluteAxis(code: InputCode.ABS_MT_SLOT, minimum: 0, maximum: 9),
      AbsoluteAxis(code: InputCode.ABS_MT_POSITION_X, minimum: 0, maximum: 1000),
      AbsoluteAxis(code: InputCode.ABS_MT_POSITION_Y, minimum: 0, maximum: 1000),
      AbsoluteAxis(code: InputCode.ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535),
    ])

  /// ``touchscreen`` with axes 0…10000: positions fine enough that rounding to whole units
  /// does not disturb velocity checks.
  static let fineTouchscreen: DeviceDescription = {
    var description = touchscreen
    for index in description.absoluteAxes.indices
    where description.absoluteAxes[index].code == InputCode.ABS_MT_POSITION_X
      || description.absoluteAxes[index].code == InputCode.ABS_MT_POSITION_Y
    {
      description.absoluteAxes[index].maximum = 10000
    }
    return description
  }()

  /// A protocol-A touchscreen (no slots) with axes 0…1000, touch size and pressure, as
  /// older phones' drivers describe theirs (DIRECT).
  static let protocolATouchscreen = DeviceDescription(
    name: "synthetic MT-A touchscreen", properties: [InputCode.INPUT_PROP_DIRECT],
    codes: [
      InputCode.EV_SYN: [0, 2],
      InputCode.EV_ABS: [
        InputCode.ABS_MT_TOUCH_MAJOR, InputCode.ABS_MT_POSITION_X, InputCode.ABS_MT_POSITION_Y,
        InputCode.ABS_MT_PRESSURE,
      ],
    ],
    absoluteAxes: [
      AbsoluteAxis(code: InputCode.ABS_MT_TOUCH_MAJOR, minimum: 0, maximum: 255),
      AbsoluteAxis(code: InputCode.ABS_MT_POSITION_X, minimum: 0, maximum: 1000),
      AbsoluteAxis(code: InputCode.ABS_MT_POSITION_Y, minimum: 0, maximum: 1000),
      AbsoluteAxis(code: InputCode.ABS_MT_PRESSURE, minimum: 0, maximum: 255),
    ])

  /// A relative mouse with three buttons and a wheel.
  static let mouse = DeviceDescription(
    name: "synthetic mouse",
    codes: [
      InputCode.EV_SYN: [0],
      InputCode.EV_KEY: [InputCode.BTN_LEFT, InputCode.BTN_RIGHT, InputCode.BTN_MIDDLE],
      InputCode.EV_REL: [InputCode.REL_X, InputCode.REL_Y, InputCode.REL_WHEEL],
    ])

  /// A protocol-A touchpad (POINTER) with axes 0…1000 at `resolution` units/mm.
  static func protocolAPad(resolution: Int32) -> DeviceDescription {
    DeviceDescription(
      name: "synthetic MT-A pad", properties: [InputCode.INPUT_PROP_POINTER],
      codes: [
        InputCode.EV_SYN: [0, 2],
        InputCode.EV_KEY: [
          InputCode.BTN_LEFT, InputCode.BTN_TOUCH, InputCode.BTN_TOOL_FINGER,
          InputCode.BTN_TOOL_DOUBLETAP,
        ],
        InputCode.EV_ABS: [InputCode.ABS_MT_POSITION_X, InputCode.ABS_MT_POSITION_Y],
      ],
      absoluteAxes: [
        AbsoluteAxis(
          code: InputCode.ABS_MT_POSITION_X, minimum: 0, maximum: 1000, resolution: resolution),
        AbsoluteAxis(
          code: InputCode.ABS_MT_POSITION_Y, minimum: 0, maximum: 1000, resolution: resolution),
      ])
  }

  /// Builds an event list frame by frame.
  struct Stream {
    var events: [InputEvent] = []
    var time: Int64 = 0

    mutating func abs(_ code: UInt16, _ value: Int32) {
      events.append(
        InputEvent(
          time: Timestamp(microseconds: time), type: InputCode.EV_ABS, code: code, value: value))
    }
    mutating func key(_ code: UInt16, _ value: Int32) {
      events.append(
        InputEvent(
          time: Timestamp(microseconds: time), type: InputCode.EV_KEY, code: code, value: value))
    }
    mutating func rel(_ code: UInt16, _ value: Int32) {
      events.append(
        InputEvent(
          time: Timestamp(microseconds: time), type: InputCode.EV_REL, code: code, value: value))
    }
    mutating func syn(_ code: UInt16 = InputCode.SYN_REPORT) {
      events.append(
        InputEvent(
          time: Timestamp(microseconds: time), type: InputCode.EV_SYN, code: code, value: 0))
    }
    /// Closes the frame and moves time on by `step` µs.
    mutating func report(step: Int64 = 10_000) {
      syn()
      time += step
    }
  }

  /// A one-finger straight drag on `fineTouchscreen` at `rate` Hz from `from` to `to` (device
  /// units) over `duration` seconds, then a lift in the frame after the last movement.
  static func drag(
    from: (Double, Double), to: (Double, Double), duration: Double, rate: Double,
    startTime: Int64 = 0
  ) -> RecordedDevice {
    var stream = Stream()
    stream.time = startTime
    let steps = Int((duration * rate).rounded())
    let step = Int64((1e6 / rate).rounded())
    stream.abs(InputCode.ABS_MT_TRACKING_ID, 1)
    for i in 0...steps {
      let f = Double(i) / Double(steps)
      let x = from.0 + (to.0 - from.0) * f
      let y = from.1 + (to.1 - from.1) * f
      stream.abs(InputCode.ABS_MT_POSITION_X, Int32(x.rounded()))
      stream.abs(InputCode.ABS_MT_POSITION_Y, Int32(y.rounded()))
      if i < steps { stream.report(step: step) }
    }
    stream.syn()
    stream.abs(InputCode.ABS_MT_TRACKING_ID, -1)
    stream.syn()
    return RecordedDevice(description: fineTouchscreen, events: stream.events)
  }
}
