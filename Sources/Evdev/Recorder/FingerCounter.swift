import GestureLog

/// Counts the fingers down on one device from its events, for the progress line.
///
/// Multitouch devices (type B): the slots whose `ABS_MT_TRACKING_ID` is not -1. Other
/// devices: 1 while `BTN_TOUCH` is down. Fingers already down when recording started are not
/// known until they lift and land again.
public struct FingerCounter: Sendable {
  private let isMultitouch: Bool
  private var slot: Int32
  private var activeSlots: Set<Int32> = []
  private var touching = false

  /// A counter for a device; the current slot starts at the one the description gives.
  public init(device: DeviceDescription) {
    isMultitouch = device.supports(type: InputCode.EV_ABS, code: InputCode.ABS_MT_TRACKING_ID)
    slot = device.axis(InputCode.ABS_MT_SLOT)?.value ?? 0
  }

  /// The fingers down after the events seen so far.
  public var fingersDown: Int { isMultitouch ? activeSlots.count : (touching ? 1 : 0) }

  /// Takes one event into account.
  public mutating func observe(_ event: InputEvent) {
    switch (event.type, event.code) {
    case (InputCode.EV_ABS, InputCode.ABS_MT_SLOT):
      slot = event.value
    case (InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID):
      if event.value < 0 { activeSlots.remove(slot) } else { activeSlots.insert(slot) }
    case (InputCode.EV_KEY, InputCode.BTN_TOUCH):
      touching = event.value != 0
    default:
      break
    }
  }
}
