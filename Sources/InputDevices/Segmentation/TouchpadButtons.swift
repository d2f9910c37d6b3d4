import Foundation
import GestureLog

/// How a touchpad turns a physical press into a button: libinput's click methods
/// (`tp_click_get_default_method`, src/evdev-mt-touchpad-buttons.c, libinput 1.31).
public enum TouchpadClickMethod: String, Hashable, Sendable, Codable {
  /// The pad has separate physical buttons: the kernel's `BTN_LEFT`, `BTN_RIGHT`,
  /// `BTN_MIDDLE` are the buttons (libinput's `NONE` on a pad that is not a clickpad).
  case physicalButtons = "physical-buttons"
  /// A clickpad (`INPUT_PROP_BUTTONPAD`) whose bottom strip is cut into left, middle and
  /// right software buttons; a press elsewhere is a left click. libinput's default for
  /// clickpads.
  case buttonAreas = "button-areas"
  /// The number of fingers on the pad decides: 1 left, 2 right, 3 middle. libinput's default
  /// for Apple clickpads (its `ModelAppleTouchpad` quirk, matched here by Apple's vendor id).
  case clickfinger

  /// libinput's default for a device: clickfinger on Apple clickpads (vendor 0x05ac),
  /// button areas on other clickpads, the physical buttons otherwise.
  public static func standard(
    for description: DeviceDescription, classification: DeviceClassification
  ) -> TouchpadClickMethod {
    guard classification.isClickpad else { return .physicalButtons }
    return description.vendor == 0x05ac ? .clickfinger : .buttonAreas
  }
}

/// Where on a clickpad a press landed: libinput's software button areas.
public enum SoftwareButtonArea: String, Hashable, Sendable, Codable {
  /// Above the button strip: a left click (libinput's "main area").
  case main
  /// The strip's left part: a left click.
  case left
  /// The strip's middle part (37.5 %–62.5 % of the width): a middle click.
  case middle
  /// The strip's right part: a right click.
  case right
}

/// What one physical press on a touchpad means.
public struct TouchpadPress: Hashable, Sendable {
  /// The button libinput reports (`BTN_LEFT`, `BTN_RIGHT` or `BTN_MIDDLE`).
  public var button: UInt16
  /// The software button area of the press, for ``TouchpadClickMethod/buttonAreas``.
  public var area: SoftwareButtonArea?
  /// The fingers on the pad when it was pressed.
  public var fingers: Int

  /// A press.
  public init(button: UInt16, area: SoftwareButtonArea?, fingers: Int) {
    self.button = button
    self.area = area
    self.fingers = fingers
  }
}

/// libinput's rules for a touchpad's physical buttons, for one device.
///
/// - Button areas (`tp_init_softbuttons`): the strip is the bottom 10 mm or 15 % of the
///   height, whichever is smaller; its right button starts at 62.5 % of the width and its
///   middle button at 37.5 % (the middle area exists because clickpads default to middle
///   button emulation off).
/// - A touch belongs to the area it landed in while it stays in the strip; once it leaves the
///   strip it is in the main area for good (`tp_button_handle_state`'s per-touch states).
/// - With several touches the press is middle if any touch is in the middle area, else right
///   if any is in the right area, else left (`tp_post_clickpadbutton_buttons`).
/// - Clickfinger: 1 finger left, 2 right, 3 or more middle (the default `lrm` map).
/// - A clickpad's `BTN_RIGHT` or `BTN_MIDDLE` (a kernel bug libinput ignores) is kept as the
///   kernel's button.
struct TouchpadButtonRules: Sendable {
  let method: TouchpadClickMethod
  private let stripTop: Double  // mm from the top edge
  private let middleLeft: Double  // mm from the left edge
  private let rightLeft: Double
  private let axes: AxisScale
  /// Contacts that left the strip (or landed above it): in the main area for good.
  private var inMainArea: Set<Int> = []

  init(description: DeviceDescription, classification: DeviceClassification, axes: AxisScale) {
    method = TouchpadClickMethod.standard(for: description, classification: classification)
    self.axes = axes
    let size = axes.sizeInMillimetres
    stripTop = size.height * 0.15 > 10 ? size.height - 10 : size.height * 0.85
    middleLeft = size.width * 0.375
    rightLeft = size.width * 0.625
  }

  /// Follows the contacts of a frame (call once per frame, before ``press(buttons:contacts:fingers:)``).
  mutating func track(_ contacts: [ContactDecoder.Contact]) {
    guard method == .buttonAreas else { return }
    if !inMainArea.isEmpty {
      inMainArea = inMainArea.filter { id in contacts.contains { $0.id == id } }
    }
    for contact in contacts where axes.millimetresY(contact.y) < stripTop {
      inMainArea.insert(contact.id)
    }
  }

  /// The area `contact` is in now.
  func area(of contact: ContactDecoder.Contact) -> SoftwareButtonArea {
    if inMainArea.contains(contact.id) { return .main }
    let x = axes.millimetresX(contact.x)
    if x > rightLeft { return .right }
    if x > middleLeft { return .middle }
    return .left
  }

  /// What a press of the raw `buttons` (bit n = `BTN_MOUSE + n`) means with these contacts.
  func press(
    buttons: UInt16, contacts: [ContactDecoder.Contact], fingers: Int
  ) -> TouchpadPress {
    let raw = InputCode.BTN_MOUSE + UInt16(buttons.trailingZeroBitCount)
    // A clickpad that also sends BTN_RIGHT or BTN_MIDDLE is a kernel bug libinput logs and
    // ignores ("clickpad advertising right button"); we keep the kernel's button so the
    // press is not lost (docs/INPUT.md).
    if method == .physicalButtons || raw != InputCode.BTN_LEFT {
      return TouchpadPress(button: raw, area: nil, fingers: fingers)
    }
    switch method {
    case .physicalButtons:
      return TouchpadPress(button: raw, area: nil, fingers: fingers)
    case .clickfinger:
      let button: UInt16 =
        switch max(fingers, contacts.count) {
        case ...1: InputCode.BTN_LEFT
        case 2: InputCode.BTN_RIGHT
        default: InputCode.BTN_MIDDLE
        }
      return TouchpadPress(button: button, area: nil, fingers: fingers)
    case .buttonAreas:
      var areas = Set<SoftwareButtonArea>()
      for contact in contacts { areas.insert(area(of: contact)) }
      let area: SoftwareButtonArea =
        areas.contains(.middle)
        ? .middle : areas.contains(.right) ? .right : areas.contains(.left) ? .left : .main
      let button: UInt16 =
        switch area {
        case .middle: InputCode.BTN_MIDDLE
        case .right: InputCode.BTN_RIGHT
        case .left, .main: InputCode.BTN_LEFT
        }
      return TouchpadPress(button: button, area: area, fingers: fingers)
    }
  }
}
