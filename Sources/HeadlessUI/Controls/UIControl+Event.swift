extension UIControl {
  /// The events a control sends (UIKit's bit values).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Events with `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch went down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch (tap count above 1) went down on the control.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A tracked touch moved inside the tracking area.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A tracked touch moved outside the tracking area.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A tracked touch came back into the tracking area.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A tracked touch left the tracking area.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A tracked touch lifted inside the tracking area (a tap).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A tracked touch lifted outside the tracking area.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The tracked touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action fired.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began (text controls).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed (text controls).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended (text controls).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key (text controls).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The range reserved for applications.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The range reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's state (UIKit's bit values).
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// A state with `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not highlighted, not selected.
    public static let normal = State([])
    /// A touch is down inside.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// The range reserved for applications.
    public static let application = State(rawValue: 0x00FF_0000)
    /// The range reserved for the system.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
