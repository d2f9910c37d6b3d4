import Foundation
import RxRelay
import RxSwift
import SwiftDate
import Testing

/// Third-party packages ported with `Scripts/port-to-linux --package` from their pinned sources
/// (Examples/Vendor → Examples/Dependencies) build and work here. SnapKit and Then are used by
/// the profile app (ProfileAppTests); SwiftDate, RxSwift and RxRelay here. (RxCocoa is ported
/// too but does not build: it needs the Objective-C runtime, docs/PORTING.md.)
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

  @Test func rxSwiftOperatorsAndARelayRunAsOnIOS() {
    let bag = DisposeBag()
    var seen: [String] = []
    Observable.of(1, 2, 3, 4)
      .filter { $0 % 2 == 0 }
      .map { "item \($0)" }
      .subscribe(onNext: { seen.append($0) })
      .disposed(by: bag)
    #expect(seen == ["item 2", "item 4"])

    let progress = BehaviorRelay(value: 0.0)
    var decisions: [Bool] = []
    progress.map { $0 > 0.3 }.distinctUntilChanged()
      .subscribe(onNext: { decisions.append($0) })
      .disposed(by: bag)
    for value in [0.1, 0.2, 0.35, 0.5, 0.1] { progress.accept(value) }
    #expect(decisions == [false, true, false])
    #expect(progress.value == 0.1)
  }
}
