/// Names and numbers of the kernel's input event types, codes and properties.
///
/// The constants (`InputCode.EV_ABS`, `InputCode.ABS_MT_POSITION_X`,
/// `InputCode.INPUT_PROP_BUTTONPAD`, …) and the name tables are generated from the
/// kernel's `input-event-codes.h` by `Scripts/generate-event-codes.py`; the names keep the
/// kernel's spelling so that they can be searched for in kernel and libevdev sources.
public enum InputCode {
  private static let typeNames: [UInt16: String] = Dictionary(
    typeNameTable, uniquingKeysWith: { first, _ in first })
  private static let typeNumbers: [String: UInt16] = Dictionary(
    typeNameTable.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
  private static let propertyNames: [UInt16: String] = Dictionary(
    propertyNameTable, uniquingKeysWith: { first, _ in first })
  private static let propertyNumbers: [String: UInt16] = Dictionary(
    propertyNameTable.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
  private static let codeNames: [UInt32: String] = Dictionary(
    codeNameTable.map { (key($0.type, $0.code), $0.name) }, uniquingKeysWith: { first, _ in first })
  private static let codeNumbers: [String: (type: UInt16, code: UInt16)] = Dictionary(
    codeAliasTable.map { ($0.name, (type: $0.type, code: $0.code)) },
    uniquingKeysWith: { first, _ in first })
  private static let maxCodes: [UInt16: UInt16] = Dictionary(
    maxCodeTable, uniquingKeysWith: { first, _ in first })

  @inline(__always)
  private static func key(_ type: UInt16, _ code: UInt16) -> UInt32 {
    UInt32(type) << 16 | UInt32(code)
  }

  /// The kernel's name of an event type (`"EV_ABS"`), or nil for a number it does not define.
  public static func typeName(_ type: UInt16) -> String? {
    typeNames[type]
  }

  /// The number of an event type named as the kernel does (`"EV_ABS"`).
  public static func type(named name: String) -> UInt16? {
    typeNumbers[name]
  }

  /// The kernel's primary name of a code (`"ABS_MT_POSITION_X"`), or nil when it has none.
  public static func codeName(type: UInt16, code: UInt16) -> String? {
    codeNames[key(type, code)]
  }

  /// The type and number of a code named as the kernel does, aliases included
  /// (`"BTN_LEFT"` and `"BTN_MOUSE"` both give `(EV_KEY, 0x110)`).
  public static func code(named name: String) -> (type: UInt16, code: UInt16)? {
    codeNumbers[name]
  }

  /// The kernel's name of an input property (`"INPUT_PROP_BUTTONPAD"`).
  public static func propertyName(_ property: UInt16) -> String? {
    propertyNames[property]
  }

  /// The number of an input property named as the kernel does.
  public static func property(named name: String) -> UInt16? {
    propertyNumbers[name]
  }

  /// The largest code the kernel defines for an event type (its `*_MAX`), or nil for a type
  /// that has no codes of its own.
  public static func maxCode(ofType type: UInt16) -> UInt16? {
    maxCodes[type]
  }
}
