/// Something wrong with a device description that a reader loads anyway: positions on an axis
/// that cannot be mapped, a resolution no device has, a touch device without the axes it
/// needs, more slots than GestureTape keeps. ``DeviceDescription/problems`` lists them; the
/// readers report each as a located ``GestureLogWarning``, and a replay warns or, when
/// ``isFatal``, refuses.
public struct DescriptionProblem: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of problem.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// An axis whose minimum equals its maximum: every position maps to one point.
    case emptyRange
    /// An axis whose maximum is below its minimum.
    case invertedRange
    /// A negative resolution, or one finer than a nanometre (above 10⁶ units per mm).
    case absurdResolution
    /// A touchpad position axis with resolution 0: its size in millimetres is unknown.
    case unknownResolution
    /// A device that claims to be a touch device (a property or `BTN_TOUCH` /
    /// `BTN_TOOL_FINGER`) but has no X and Y axes, or an axis listed under `EV_ABS` without
    /// its range.
    case missingAxis
    /// An `ABS_MT_SLOT` range that does not start at 0 or holds more slots than GestureTape's
    /// decoder keeps (64).
    case slots
  }

  /// What is wrong.
  public var kind: Kind
  /// The axis it is about, if one.
  public var axis: UInt16?
  /// A sentence saying what is wrong and what follows from it.
  public var message: String
  /// Whether positions from this device cannot be mapped meaningfully (a replay refuses).
  public var isFatal: Bool

  /// A problem record.
  public init(kind: Kind, axis: UInt16?, message: String, isFatal: Bool) {
    self.kind = kind
    self.axis = axis
    self.message = message
    self.isFatal = isFatal
  }

  /// The message.
  public var description: String { message }
}
