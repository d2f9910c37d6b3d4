import Foundation
import HeadlessUI
import Testing

/// The duration formatter swift-corelibs-foundation lacks: each units style, the zero rules, the
/// unit limit and the collapse of a largest unit of 1, following
/// https://developer.apple.com/documentation/foundation/datecomponentsformatter (its styles'
/// English spellings; SwiftDate's own Apple-run expectations are checked in the Examples'
/// PortedPackagesTests).
@Suite("DateComponentsFormatter")
struct DateComponentsFormatterTests {
  func formatter(
    _ style: DateComponentsFormatter.UnitsStyle,
    _ units: NSCalendar.Unit = [.hour, .minute, .second]
  ) -> DateComponentsFormatter {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    return formatter
  }

  @Test(arguments: [
    (DateComponentsFormatter.UnitsStyle.positional, "1:02:03"),
    (.abbreviated, "1h 2m 3s"),
    (.brief, "1hr 2min 3sec"),
    (.short, "1 hr, 2 min, 3 sec"),
    (.full, "1 hour, 2 minutes, 3 seconds"),
    (.spellOut, "one hour, two minutes, three seconds"),
  ])
  func styles(style: DateComponentsFormatter.UnitsStyle, expected: String) {
    #expect(formatter(style).string(from: 3_723) == expected)
  }

  @Test func zerosLimitsAndCollapse() {
    let positional = formatter(.positional)
    #expect(positional.string(from: 62) == "1:02")
    positional.zeroFormattingBehavior = .pad
    #expect(positional.string(from: 62) == "00:01:02")
    let full = formatter(.full, [.day, .hour, .minute])
    #expect(full.string(from: 86_400 + 60) == "1 day, 1 minute")
    full.maximumUnitCount = 1
    #expect(full.string(from: 86_400 + 60) == "1 day")
    let collapsed = formatter(.abbreviated, [.hour, .minute])
    collapsed.collapsesLargestUnit = true
    #expect(collapsed.string(from: 3_900) == "65m")
    collapsed.includesApproximationPhrase = true
    collapsed.includesTimeRemainingPhrase = true
    #expect(collapsed.string(from: -3_900) == "About -65m remaining")
    #expect(formatter(.full).string(from: .nan) == nil)
  }

  @Test func nsCalendarsRangeWithItsStartAndLength() {
    let calendar = NSCalendar(identifier: .gregorian)!
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: 1_764_412_200)  // 2025-11-29 10:30 UTC
    var start: NSDate?
    var length: TimeInterval = 0
    #expect(calendar.range(of: .day, start: &start, interval: &length, for: date))
    #expect(start as Date? == Date(timeIntervalSince1970: 1_764_374_400))
    #expect(length == 86_400)
  }
}
