import Foundation
import SwiftDate
import Testing

/// Third-party packages ported with `Scripts/port-to-linux --package` from their pinned sources
/// (Examples/Vendor → Examples/Dependencies) build and work here. SnapKit and Then are used by
/// the profile app (ProfileAppTests); SwiftDate is used here.
@Suite("Ported packages")
struct PortedPackagesTests {
  @Test func swiftDateFormatsDurationsAsItsOwnTestsExpect() {
    // SwiftDate's own expectations (its Tests/SwiftDateTests/TestFormatters.swift, run on Apple
    // platforms), met through DateComponentsFormatter — HeadlessUI's, as Linux's Foundation has
    // none.
    #expect((2.hours + 5.minutes).timeInterval.toClock() == "02:05:00")
    #expect((4.minutes + 50.minutes).timeInterval.toClock(zero: .dropAll) == "54")
    let full = (2.hours + 5.minutes + 32.seconds).timeInterval.toString {
      $0.unitsStyle = .full
      $0.collapsesLargestUnit = false
      $0.allowsFractionalUnits = true
      $0.locale = Locales.english
    }
    #expect(full == "2 hours, 5 minutes, 32 seconds")
    let abbreviated = (5.hours + 2.days).timeInterval.toString {
      $0.unitsStyle = .abbreviated
      $0.locale = Locales.english
    }
    #expect(abbreviated == "2d 5h")
  }

  @Test func swiftDateDoesCalendarArithmeticInARegion() throws {
    let rome = Region(
      calendar: Calendars.gregorian, zone: Zones.europeRome, locale: Locales.english)
    let date = try #require(DateInRegion("2026-11-29 10:30:00", region: rome))
    let start = date.dateAtStartOf(.day)
    #expect(start.hour == 0 && start.day == 29)
    let later = date + 2.days + 3.hours
    #expect(later.day == 1 && later.month == 12 && later.hour == 13)
    #expect(date.isInside(date: later, granularity: .year))
  }
}
