import Foundation

/// Foundation's duration formatter, which swift-corelibs-foundation declares unavailable: this
/// one shadows it for code that imports HeadlessUI (or is ported: the contract imports HeadlessUI
/// for it). English only, as `import UIKit` gives it with the `en` locale
/// (https://developer.apple.com/documentation/foundation/datecomponentsformatter):
/// `.positional` "1:02:03", `.abbreviated` "1h 2m 3s", `.short` "1 hr, 2 min, 3 sec", `.full`
/// "1 hour, 2 minutes, 3 seconds", `.spellOut` "one hour, two minutes, three seconds", `.brief`
/// "1hr 2min 3sec".
///
/// A time interval is split into the allowed units largest first, a week being 7 days, a day
/// 86 400 s; a month is 1/12 and a year 365.2425 days (the Gregorian mean). Apple counts months
/// and years on the calendar from the current date, so its figures for intervals of months can
/// differ by a day's worth; this is this project's choice, not Apple's documented rule.
open class DateComponentsFormatter: Formatter {
  /// How units are spelled.
  public enum UnitsStyle: Int, Sendable {
    case positional, abbreviated, short, full, spellOut, brief
  }

  /// Which zero-valued units are left out, and whether positional fields are padded.
  public struct ZeroFormattingBehavior: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Leading zeros dropped in `.positional`; all zero units otherwise.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1)
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
  }

  open var unitsStyle: UnitsStyle = .positional
  /// The units to use; empty means year, month, week, day, hour, minute and second.
  open var allowedUnits: NSCalendar.Unit = []
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  open var calendar: Calendar?
  /// At most this many non-zero units (0: no limit); the rest is dropped.
  open var maximumUnitCount = 0
  /// Whether a largest unit of 1 is folded into the next ("65m", not "1h 5m").
  open var collapsesLargestUnit = false
  /// Whether the smallest unit shown may have a fraction.
  open var allowsFractionalUnits = false
  /// Whether "About " leads.
  open var includesApproximationPhrase = false
  /// Whether " remaining" follows.
  open var includesTimeRemainingPhrase = false

  public override init() { super.init() }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  private static let units: [(unit: NSCalendar.Unit, seconds: Double)] = [
    (.year, 365.2425 * 86_400), (.month, 365.2425 * 86_400 / 12), (.weekOfMonth, 7 * 86_400),
    (.day, 86_400), (.hour, 3_600), (.minute, 60), (.second, 1),
  ]

  /// `ti` seconds, formatted; nil for a NaN or infinite interval.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    let allowed =
      allowedUnits.isEmpty
      ? Self.units.map(\.unit) : Self.units.map(\.unit).filter { allowedUnits.contains($0) }
    guard !allowed.isEmpty else { return nil }
    var remaining = abs(ti)
    var values: [(unit: NSCalendar.Unit, value: Double)] = []
    for (index, unit) in allowed.enumerated() {
      let length = Self.units.first { $0.unit == unit }!.seconds
      let isLast = index == allowed.count - 1
      let value =
        isLast && allowsFractionalUnits ? remaining / length : (remaining / length).rounded(.down)
      values.append((unit, value))
      remaining -= value * length
    }
    if collapsesLargestUnit, let first = values.firstIndex(where: { $0.value != 0 }),
      values[first].value == 1, first + 1 < values.count
    {
      let ratio =
        Self.units.first { $0.unit == values[first].unit }!.seconds
        / Self.units.first { $0.unit == values[first + 1].unit }!.seconds
      values[first + 1].value += ratio.rounded()
      values[first].value = 0
    }
    var shown = dropZeros(values)
    if maximumUnitCount > 0 {
      var nonZero = 0
      shown = shown.filter { entry in
        guard nonZero < maximumUnitCount else { return false }
        if entry.value != 0 || unitsStyle == .positional { nonZero += 1 }
        return true
      }
    }
    if shown.isEmpty, let last = values.last { shown = [(last.unit, 0)] }
    var text = format(shown)
    if ti < 0 { text = "-" + text }
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  /// The components, formatted as the interval they add up to (Gregorian mean months and years).
  open func string(from components: DateComponents) -> String? {
    var seconds = Double(components.second ?? 0) + Double(components.nanosecond ?? 0) / 1e9
    seconds += Double(components.minute ?? 0) * 60 + Double(components.hour ?? 0) * 3_600
    seconds += Double(components.day ?? 0) * 86_400
    seconds += Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * 7 * 86_400
    seconds += Double(components.month ?? 0) * 365.2425 * 86_400 / 12
    seconds += Double(components.year ?? 0) * 365.2425 * 86_400
    return string(from: seconds)
  }

  /// The interval from `startDate` to `endDate`, formatted.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    string(from: endDate.timeIntervalSince(startDate))
  }

  open override func string(for obj: Any?) -> String? {
    if let interval = obj as? TimeInterval { return string(from: interval) }
    if let components = obj as? DateComponents { return string(from: components) }
    return nil
  }

  private func dropZeros(_ values: [(unit: NSCalendar.Unit, value: Double)])
    -> [(unit: NSCalendar.Unit, value: Double)]
  {
    var behavior = zeroFormattingBehavior
    if behavior.contains(.default) {
      behavior.remove(.default)
      behavior.formUnion(unitsStyle == .positional ? .dropLeading : .dropAll)
    }
    guard let firstNonZero = values.firstIndex(where: { $0.value != 0 }),
      let lastNonZero = values.lastIndex(where: { $0.value != 0 })
    else { return [] }
    return values.enumerated().compactMap { index, entry in
      guard entry.value == 0 else { return entry }
      if index < firstNonZero { return behavior.contains(.dropLeading) ? nil : entry }
      if index > lastNonZero { return behavior.contains(.dropTrailing) ? nil : entry }
      return behavior.contains(.dropMiddle) ? nil : entry
    }
  }

  private func format(_ values: [(unit: NSCalendar.Unit, value: Double)]) -> String {
    switch unitsStyle {
    case .positional:
      return values.enumerated().map { index, entry in
        let number = Self.number(entry.value)
        let pad = index > 0 || zeroFormattingBehavior.contains(.pad)
        return pad && entry.value < 10 ? "0" + number : number
      }.joined(separator: ":")
    case .abbreviated, .brief:
      let brief = unitsStyle == .brief
      return values.map { entry in
        Self.number(entry.value) + Self.name(entry.unit, brief ? 1 : 0, plural: false)
      }.joined(separator: " ")
    case .short, .full, .spellOut:
      let column = unitsStyle == .short ? 2 : 3
      return values.map { entry in
        let number =
          unitsStyle == .spellOut ? Self.spelled(entry.value) : Self.number(entry.value)
        return number + " " + Self.name(entry.unit, column, plural: entry.value != 1)
      }.joined(separator: ", ")
    }
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int64(value)) : String(format: "%.1f", value)
  }

  private static func spelled(_ value: Double) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .spellOut
    return formatter.string(from: NSNumber(value: value)) ?? number(value)
  }

  /// Abbreviated, brief, short and full names, singular.
  private static let names: [(NSCalendar.Unit, [String])] = [
    (.year, ["y", "yr", "yr", "year"]), (.month, ["mo", "mth", "mth", "month"]),
    (.weekOfMonth, ["w", "wk", "wk", "week"]), (.day, ["d", "day", "day", "day"]),
    (.hour, ["h", "hr", "hr", "hour"]), (.minute, ["m", "min", "min", "minute"]),
    (.second, ["s", "sec", "sec", "second"]),
  ]

  private static func name(_ unit: NSCalendar.Unit, _ column: Int, plural: Bool) -> String {
    let name = names.first { $0.0 == unit }?.1[column] ?? ""
    guard plural, column >= 2 else { return name }
    return column == 2 && ["min", "sec"].contains(name) ? name : name + "s"
  }
}

extension NSCalendar {
  /// The start and length of the `unit` containing `date`, written into `start` and `interval`;
  /// false when there is none (Foundation's form, which swift-corelibs-foundation lacks).
  public func range(
    of unit: NSCalendar.Unit, start: inout NSDate?, interval: inout TimeInterval, for date: Date
  ) -> Bool {
    guard let found = range(of: unit, for: date) else { return false }
    start = found.start as NSDate
    interval = found.duration
    return true
  }
}
