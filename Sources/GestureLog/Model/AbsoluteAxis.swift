/// The range and resolution of one absolute axis (`struct input_absinfo`).
public struct AbsoluteAxis: Hashable, Sendable {
  /// The axis code (`InputCode.ABS_X`, `InputCode.ABS_MT_POSITION_X`, …).
  public var code: UInt16
  /// The value when the device was described (current value or slot for `ABS_MT_SLOT`).
  public var value: Int32
  /// The smallest value the device reports.
  public var minimum: Int32
  /// The largest value the device reports.
  public var maximum: Int32
  /// The kernel's noise filter: changes smaller than this may be dropped.
  public var fuzz: Int32
  /// The dead zone around the centre (joysticks).
  public var flat: Int32
  /// Units per millimetre for position axes, per radian for `ABS_MT_ORIENTATION`-like
  /// axes; 0 when the device does not say.
  public var resolution: Int32

  /// An axis description.
  public init(
    code: UInt16, value: Int32 = 0, minimum: Int32, maximum: Int32,
    fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0
  ) {
    self.code = code
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.fuzz = fuzz
    self.flat = flat
    self.resolution = resolution
  }
}
