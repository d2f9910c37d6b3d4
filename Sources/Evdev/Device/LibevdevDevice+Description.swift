import CLibevdev
import GestureLog

extension LibevdevDevice {
  /// Reads a ``DeviceDescription`` from an initialised libevdev handle: name, ids,
  /// properties, every supported code of every type, the absolute axes with their
  /// `input_absinfo`, and the LED and switch states.
  static func describe(_ device: OpaquePointer) -> DeviceDescription {
    let name = libevdev_get_name(device).map { String(cString: $0) } ?? ""
    var properties: [UInt16] = []
    for property in 0...UInt32(INPUT_PROP_MAX) where libevdev_has_property(device, property) == 1 {
      properties.append(UInt16(property))
    }
    var codes: [UInt16: [UInt16]] = [:]
    var axes: [AbsoluteAxis] = []
    var leds: [UInt16: Bool] = [:]
    var switches: [UInt16: Bool] = [:]
    for type in 0...UInt32(EV_MAX) where libevdev_has_event_type(device, type) == 1 {
      let maximum = libevdev_event_type_get_max(type)
      var supported: [UInt16] = []
      if maximum >= 0 {
        for code in 0...UInt32(maximum) where libevdev_has_event_code(device, type, code) == 1 {
          supported.append(UInt16(code))
          if type == UInt32(EV_ABS), let info = libevdev_get_abs_info(device, code) {
            axes.append(
              AbsoluteAxis(
                code: UInt16(code), value: info.pointee.value,
                minimum: info.pointee.minimum, maximum: info.pointee.maximum,
                fuzz: info.pointee.fuzz, flat: info.pointee.flat,
                resolution: info.pointee.resolution))
          } else if type == UInt32(EV_LED) {
            let on = libevdev_get_event_value(device, type, code) != 0
            if on { leds[UInt16(code)] = true }
          } else if type == UInt32(EV_SW) {
            let on = libevdev_get_event_value(device, type, code) != 0
            if on { switches[UInt16(code)] = true }
          }
        }
      }
      codes[UInt16(type)] = supported
    }
    return DeviceDescription(
      name: name,
      bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(device)),
      vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(device)),
      product: UInt16(truncatingIfNeeded: libevdev_get_id_product(device)),
      version: UInt16(truncatingIfNeeded: libevdev_get_id_version(device)),
      properties: properties, codes: codes, absoluteAxes: axes,
      leds: leds, switches: switches)
  }
}
