extension DeviceDescription {
  /// The most slots GestureTape's multitouch decoder keeps; the kernel's MT protocol sets no
  /// maximum, and real touch devices report 2 to 16.
  public static let maximumSlots = 64

  /// What is wrong with this description (empty for every real device we have seen): ranges,
  /// resolutions, a claimed kind without its axes, slot counts (see ``DescriptionProblem``).
  public var problems: [DescriptionProblem] {
    var found: [DescriptionProblem] = []
    let positionAxes: Set<UInt16> = [
      InputCode.ABS_X, InputCode.ABS_Y, InputCode.ABS_MT_POSITION_X, InputCode.ABS_MT_POSITION_Y,
    ]
    let isTouchpad =
      properties.contains(InputCode.INPUT_PROP_POINTER)
      && !properties.contains(InputCode.INPUT_PROP_DIRECT)
    var unknownResolution: [String] = []
    for axis in absoluteAxes {
      let name =
        InputCode.codeName(type: InputCode.EV_ABS, code: axis.code)
        ?? "axis 0x\(String(axis.code, radix: 16))"
      let isPosition = positionAxes.contains(axis.code)
      if axis.minimum == axis.maximum, axis.code != InputCode.ABS_MT_SLOT {
        found.append(
          DescriptionProblem(
            kind: .emptyRange, axis: axis.code,
            message: "\(name) has an empty range (minimum = maximum = \(axis.minimum)): every "
              + "position on it maps to the same point", isFatal: isPosition))
      } else if axis.maximum < axis.minimum {
        found.append(
          DescriptionProblem(
            kind: .invertedRange, axis: axis.code,
            message: "\(name) has an inverted range (minimum \(axis.minimum) > maximum "
              + "\(axis.maximum))", isFatal: isPosition || axis.code == InputCode.ABS_MT_SLOT))
      }
      if axis.resolution < 0 || axis.resolution > 1_000_000 {
        found.append(
          DescriptionProblem(
            kind: .absurdResolution, axis: axis.code,
            message: "\(name) has resolution \(axis.resolution) units/mm (no device has a "
              + "negative one or one finer than a nanometre); millimetres on it are meaningless",
            isFatal: false))
      } else if axis.resolution == 0, isTouchpad, isPosition {
        unknownResolution.append(name)
      }
    }
    if !unknownResolution.isEmpty {
      // One finding for the device (older PS/2 touchpads report no resolution at all).
      found.append(
        DescriptionProblem(
          kind: .unknownResolution, axis: nil,
          message: "the touchpad's \(unknownResolution.joined(separator: ", ")) have resolution 0: "
            + "its size in millimetres is unknown, so the mapping estimates it", isFatal: false))
    }
    let claimsTouch =
      properties.contains(InputCode.INPUT_PROP_DIRECT)
      || properties.contains(InputCode.INPUT_PROP_BUTTONPAD)
      || properties.contains(InputCode.INPUT_PROP_SEMI_MT)
      || codes[InputCode.EV_KEY]?.contains(InputCode.BTN_TOUCH) == true
      || codes[InputCode.EV_KEY]?.contains(InputCode.BTN_TOOL_FINGER) == true
    let hasXY =
      (axis(InputCode.ABS_X) != nil && axis(InputCode.ABS_Y) != nil)
      || (axis(InputCode.ABS_MT_POSITION_X) != nil && axis(InputCode.ABS_MT_POSITION_Y) != nil)
    if claimsTouch, !hasXY {
      found.append(
        DescriptionProblem(
          kind: .missingAxis, axis: nil,
          message: "the device claims to be a touch device (a touch property, BTN_TOUCH or "
            + "BTN_TOOL_FINGER) but has no X and Y axes: its touches have no position",
          isFatal: true))
    }
    for code in codes[InputCode.EV_ABS] ?? [] where axis(code) == nil {
      let name =
        InputCode.codeName(type: InputCode.EV_ABS, code: code)
        ?? "axis 0x\(String(code, radix: 16))"
      found.append(
        DescriptionProblem(
          kind: .missingAxis, axis: code,
          message: "\(name) is listed under EV_ABS without its range; its values are ignored",
          isFatal: false))
    }
    if let slot = axis(InputCode.ABS_MT_SLOT), slot.maximum >= slot.minimum {
      let count = Int64(slot.maximum) - Int64(slot.minimum) + 1
      if slot.minimum != 0 {
        found.append(
          DescriptionProblem(
            kind: .slots, axis: InputCode.ABS_MT_SLOT,
            message: "ABS_MT_SLOT starts at \(slot.minimum), not 0 (the kernel numbers slots "
              + "from 0)", isFatal: false))
      }
      if count > Int64(Self.maximumSlots) {
        found.append(
          DescriptionProblem(
            kind: .slots, axis: InputCode.ABS_MT_SLOT,
            message: "ABS_MT_SLOT declares \(count) slots; GestureTape keeps \(Self.maximumSlots) "
              + "and ignores contacts in higher slots", isFatal: false))
      }
    }
    return found
  }
}
