import Foundation

/// Foundation's `RelativeDateTimeFormatter` ("2 hours ago", "in 3 days", "yesterday"), which UI
/// code reaches through `import UIKit` and swift-corelibs-foundation does not have. It follows
/// Apple's documented behaviour in English (https://developer.apple.com/documentation/foundation/relativedatetimeformatter):
/// the largest non-zero unit of the difference, rounded toward zero; `.named` uses "yesterday",
/// "tomorrow", "now", "last week" and the like where English has them. Other locales get the
/// English text (there is no localization data here).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
  /// Whether to use names ("yesterday") or numbers ("1 day ago").
  public enum DateTimeStyle: Int, Sendable {
    /// "1 day ago".
    case numeric
    /// "yesterday".
    case named
  }

  /// How long the unit names are.
  public enum UnitsStyle: Int, Sendable {
    /// "2 hours ago".
    case full
    /// "two hours ago".
    case spellOut
    /// "2 hr. ago".
    case short
    /// "2h ago".
    case abbreviated
  }

  /// Numbers or names (default `.numeric`).
  open var dateTimeStyle: DateTimeStyle = .numeric
  /// Unit names (default `.full`).
  open var unitsStyle: UnitsStyle = .full
  /// The calendar that splits the difference into units (default the current one).
  open var calendar: Calendar! = .current
  /// The locale (informational: the text is English).
  open var locale: Locale! = .current

  public override init() { super.init() }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// `date` relative to `referenceDate`.
  open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    let calendar = self.calendar ?? .current
    let components = calendar.dateComponents(
      [.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: referenceDate, to: date)
    return localizedString(from: components)
  }

  /// A time interval relative to now (negative: in the past).
  open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
    let reference = Date(timeIntervalSinceReferenceDate: 0)
    return localizedString(for: reference.addingTimeInterval(timeInterval), relativeTo: reference)
  }

  /// The largest non-zero component of `dateComponents`.
  open func localizedString(from dateComponents: DateComponents) -> String {
    let units: [(Int?, Unit)] = [
      (dateComponents.year, .year), (dateComponents.month, .month),
      (dateComponents.weekOfMonth ?? dateComponents.weekOfYear, .week), (dateComponents.day, .day),
      (dateComponents.hour, .hour), (dateComponents.minute, .minute),
      (dateComponents.second, .second),
    ]
    guard let (value, unit) = units.first(where: { ($0.0 ?? 0) != 0 }).map({ ($0.0 ?? 0, $0.1) })
    else {
      return dateTimeStyle == .named ? "now" : "in 0 \(name(of: .second, count: 0))"
    }
    if dateTimeStyle == .named, let named = Self.named[unit]?[value] { return named }
    let count = abs(value)
    let amount = unitsStyle == .spellOut ? Self.spelled(count) : String(count)
    let separator = unitsStyle == .abbreviated ? "" : " "
    let phrase = amount + separator + name(of: unit, count: count)
    return value < 0 ? "\(phrase) ago" : "in \(phrase)"
  }

  open override func string(for object: Any?) -> String? {
    guard let date = object as? Date else { return nil }
    return localizedString(for: date, relativeTo: Date())
  }

  enum Unit: Hashable { case year, month, week, day, hour, minute, second }

  private func name(of unit: Unit, count: Int) -> String {
    let plural = count != 1
    switch unitsStyle {
    case .full, .spellOut:
      let word =
        switch unit {
        case .year: "year"
        case .month: "month"
        case .week: "week"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        case .second: "second"
        }
      return plural ? word + "s" : word
    case .short:
      switch unit {
      case .year: return plural ? "yr." : "yr."
      case .month: return "mo."
      case .week: return "wk."
      case .day: return plural ? "days" : "day"
      case .hour: return "hr."
      case .minute: return "min."
      case .second: return "sec."
      }
    case .abbreviated:
      switch unit {
      case .year: return "y"
      case .month: return "mo"
      case .week: return "w"
      case .day: return "d"
      case .hour: return "h"
      case .minute: return "m"
      case .second: return "s"
      }
    }
  }

  private static let named: [Unit: [Int: String]] = [
    .year: [-1: "last year", 1: "next year"], .month: [-1: "last month", 1: "next month"],
    .week: [-1: "last week", 1: "next week"], .day: [-1: "yesterday", 1: "tomorrow"],
  ]

  private static func spelled(_ number: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .spellOut
    formatter.locale = Locale(identifier: "en_US")
    return formatter.string(from: NSNumber(value: number)) ?? String(number)
  }
}
