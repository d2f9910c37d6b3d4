import Foundation

/// A date picker. Its value is ``date``: on iOS "now" when made; here the start of 1 January
/// 2001, UTC (the reference date), so a replay does not read the machine's clock — this
/// project's choice; an app that needs today sets `date` itself. A vertical drag turns the
/// wheel under the finger by whole units of the mode (minutes in `.time` and
/// `.countDownTimer`, days in `.date`, `.dateAndTime`'s day) and sends `.valueChanged`, within
/// the minimum and maximum dates.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What the picker picks (UIKit's raw values).
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }

  /// How the picker looks (UIKit's raw values; kept).
  public enum Style: Int, Sendable {
    case automatic, wheels, compact, inline
  }

  /// The date shown.
  open var date = Date(timeIntervalSinceReferenceDate: 0)
  /// What it picks.
  open var datePickerMode = Mode.dateAndTime
  /// The earliest date it picks.
  open var minimumDate: Date?
  /// The latest date it picks.
  open var maximumDate: Date?
  /// The minute wheel's step (1…30).
  open var minuteInterval = 1
  /// A count-down timer's duration, in seconds.
  open var countDownDuration: TimeInterval = 0
  /// Accepted (a look).
  open var locale: Locale?
  open var calendar: Calendar = .current
  open var timeZone: TimeZone?
  open var preferredDatePickerStyle = Style.automatic
  open var datePickerStyle: Style {
    preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
  }
  private var dragStartY: CGFloat?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    if frame.height == 0 { self.frame.size.height = 216 }
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

  /// Sets the date (no action is sent, as UIKit sends none).
  open func setDate(_ date: Date, animated: Bool) { self.date = clamped(date) }

  private func clamped(_ date: Date) -> Date {
    var date = date
    if let minimumDate, date < minimumDate { date = minimumDate }
    if let maximumDate, date > maximumDate { date = maximumDate }
    return date
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    dragStartY = touch.location(in: self).y
    return super.beginTracking(touch, with: event)
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    defer { dragStartY = nil }
    guard let start = dragStartY, let touch else { return }
    let steps = Int(((start - touch.location(in: self).y) / 32).rounded())
    guard steps != 0 else { return }
    switch datePickerMode {
    case .time:
      date = clamped(date.addingTimeInterval(Double(steps * max(minuteInterval, 1)) * 60))
    case .countDownTimer:
      countDownDuration = max(0, countDownDuration + Double(steps * max(minuteInterval, 1)) * 60)
    case .date, .dateAndTime:
      date = clamped(date.addingTimeInterval(Double(steps) * 86_400))
    }
    sendActions(for: .valueChanged)
  }
}
