import Foundation
import HeadlessUI
import Testing

/// Foundation classes UI code uses that swift-corelibs-foundation lacks, given by HeadlessUI as
/// `import UIKit` gives them on iOS; the texts are what Apple's English locale prints:
/// https://developer.apple.com/documentation/foundation/relativedatetimeformatter and
/// https://developer.apple.com/documentation/foundation/listformatter.
@Suite("Foundation's gaps")
struct FoundationGapsTests {
  @Test(arguments: [
    (-7_200.0, RelativeDateTimeFormatter.DateTimeStyle.numeric, "2 hours ago"),
    (3 * 86_400.0, .numeric, "in 3 days"),
    (-86_400.0, .numeric, "1 day ago"),
    (-86_400.0, .named, "yesterday"),
    (86_400.0, .named, "tomorrow"),
    (-45.0, .numeric, "45 seconds ago"),
    (0.0, .named, "now"),
  ])
  func relativeDates(
    interval: TimeInterval, style: RelativeDateTimeFormatter.DateTimeStyle, text: String
  ) {
    let formatter = RelativeDateTimeFormatter()
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    formatter.dateTimeStyle = style
    #expect(formatter.localizedString(fromTimeInterval: interval) == text)
  }

  @Test func unitStyles() {
    let formatter = RelativeDateTimeFormatter()
    formatter.unitsStyle = .abbreviated
    #expect(formatter.localizedString(from: DateComponents(hour: -2)) == "2h ago")
    formatter.unitsStyle = .spellOut
    #expect(formatter.localizedString(from: DateComponents(minute: 3)) == "in three minutes")
  }

  @Test func lists() {
    #expect(ListFormatter.localizedString(byJoining: ["a"]) == "a")
    #expect(ListFormatter.localizedString(byJoining: ["a", "b"]) == "a and b")
    #expect(ListFormatter.localizedString(byJoining: ["a", "b", "c"]) == "a, b, and c")
    #expect(ListFormatter().string(from: []) == nil)
  }

  @Test func aDictionaryReadsKeyPaths() {
    let dictionary: NSDictionary = [
      "user": ["name": "Ada", "tags": [["n": 1], ["n": 2]]] as [String: Any], "count": 3,
    ]
    #expect(dictionary.value(forKeyPath: "user.name") as? String == "Ada")
    #expect(dictionary.value(forKeyPath: "count") as? Int == 3)
    #expect(dictionary.value(forKeyPath: "user.missing") == nil)
    #expect(dictionary.value(forKeyPath: "user.tags.@count") as? Int == 2)
    #expect(
      (dictionary.value(forKeyPath: "user.tags.n") as? [Any])?.compactMap { $0 as? Int } == [1, 2])
  }
}
