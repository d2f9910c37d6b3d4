/// What a recording knows about one input device: its identity and its capabilities,
/// as libevdev reports them.
public struct DeviceDescription: Hashable, Sendable {
  /// The device's name (`EVIOCGNAME`).
  public var name: String
  /// The bus type (`BUS_USB` = 0x03, `BUS_BLUETOOTH` = 0x05, `BUS_I8042` = 0x11, …).
  public var bustype: UInt16
  /// The vendor id.
  public var vendor: UInt16
  /// The product id.
  public var product: UInt16
  /// The version id.
  public var version: UInt16
  /// The input properties set (`InputCode.INPUT_PROP_POINTER`, …), ascending.
  public var properties: [UInt16]
  /// The supported codes of each supported event type, ascending, by type number.
  /// A type with no codes (e.g. `EV_SYN` on some descriptions) maps to an empty array.
  public var codes: [UInt16: [UInt16]]
  /// The absolute axes, ascending by code.
  public var absoluteAxes: [AbsoluteAxis]
  /// LED states at description time (code → on), where the format carried them.
  public var leds: [UInt16: Bool]
  /// Switch states at description time (code → on), where the format carried them.
  public var switches: [UInt16: Bool]

  /// A device description.
  public init(
    name: String,
    bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0,
    properties: [UInt16] = [],
    codes: [UInt16: [UInt16]] = [:],
    absoluteAxes: [AbsoluteAxis] = [],
    leds: [UInt16: Bool] = [:],
    switches: [UInt16: Bool] = [:]
  ) {
    self.name = name
    self.bustype = bustype
    self.vendor = vendor
    self.product = product
    self.version = version
    self.properties = properties
    self.codes = codes
    self.absoluteAxes = absoluteAxes
    self.leds = leds
    self.switches = switches
  }

  /// The supported event types, ascending.
  public var eventTypes: [UInt16] { codes.keys.sorted() }

  /// Whether the device supports an event type.
  public func supports(type: UInt16) -> Bool { codes[type] != nil }

  /// Whether the device supports a code of a type.
  public func supports(type: UInt16, code: UInt16) -> Bool {
    codes[type]?.contains(code) ?? false
  }

  /// Whether an input property is set.
  public func hasProperty(_ property: UInt16) -> Bool { properties.contains(property) }

  /// The description of an absolute axis, if the device has it.
  public func axis(_ code: UInt16) -> AbsoluteAxis? {
    absoluteAxes.first { $0.code == code }
  }
}
