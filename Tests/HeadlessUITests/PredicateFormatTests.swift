import Foundation
import HeadlessUI
import Testing

/// Predicate format strings as Apple's "Predicate Format String Syntax" describes them
/// (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html):
/// comparisons, string operators with `[c]`/`[d]`, `AND`/`OR`/`NOT`, aggregate modifiers, key
/// paths with collection operators, and `%@`/`%K`/`%d` arguments; and sort descriptors by key.
@Suite("Predicate format strings")
struct PredicateFormatTests {
  /// A value read by reflection (no Key-Value Coding), as Swift code's own types are.
  struct Person {
    var name: String
    var age: Int
    var city: String?
    var tags: [String]
    var friends: [Friend]
  }

  struct Friend {
    var name: String
    var age: Int
  }

  /// An object for sort descriptors (Linux's descriptor compares `NSObject`s).
  final class Item: NSObject, KeyValueReading {
    let values: [String: Any]
    init(_ values: [String: Any]) { self.values = values }
    func value(forKey key: String) -> Any? { values[key] }
  }

  let ada = Person(
    name: "Ada", age: 36, city: "London", tags: ["math", "poetry"],
    friends: [Friend(name: "Charles", age: 45), Friend(name: "Mary", age: 30)])
  let bob = Person(name: "Bob", age: 17, city: nil, tags: [], friends: [])

  @Test("comparisons of numbers, strings and nil")
  func comparisons() {
    #expect(NSPredicate(format: "age > 30").evaluate(with: ada))
    #expect(!NSPredicate(format: "age > 30").evaluate(with: bob))
    #expect(NSPredicate(format: "age >= 36 AND age =< 36").evaluate(with: ada))
    #expect(NSPredicate(format: "name == 'Ada'").evaluate(with: ada))
    #expect(NSPredicate(format: "name = \"Ada\"").evaluate(with: ada))
    #expect(NSPredicate(format: "name != 'Ada'").evaluate(with: bob))
    #expect(NSPredicate(format: "name <> 'Ada'").evaluate(with: bob))
    #expect(NSPredicate(format: "city == nil").evaluate(with: bob))
    #expect(NSPredicate(format: "city != NULL").evaluate(with: ada))
    #expect(NSPredicate(format: "age BETWEEN {30, 40}").evaluate(with: ada))
    #expect(!NSPredicate(format: "age BETWEEN {30, 40}").evaluate(with: bob))
  }

  @Test("string operators and their [c] [d] options")
  func strings() {
    #expect(NSPredicate(format: "name BEGINSWITH 'A'").evaluate(with: ada))
    #expect(!NSPredicate(format: "name BEGINSWITH 'a'").evaluate(with: ada))
    #expect(NSPredicate(format: "name BEGINSWITH[c] 'a'").evaluate(with: ada))
    #expect(NSPredicate(format: "name ENDSWITH 'da'").evaluate(with: ada))
    #expect(NSPredicate(format: "name CONTAINS[cd] 'D'").evaluate(with: ada))
    #expect(NSPredicate(format: "SELF CONTAINS[d] 'naive'").evaluate(with: "a naïve plan"))
    #expect(!NSPredicate(format: "SELF CONTAINS 'naive'").evaluate(with: "a naïve plan"))
    #expect(NSPredicate(format: "name LIKE 'A?a'").evaluate(with: ada))
    #expect(NSPredicate(format: "name LIKE[c] '*D*'").evaluate(with: ada))
    #expect(!NSPredicate(format: "name LIKE 'A'").evaluate(with: ada))
    // MATCHES takes the whole string.
    let email = NSPredicate(
      format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}")
    #expect(email.evaluate(with: "ada@example.org"))
    #expect(!email.evaluate(with: "write to ada@example.org"))
  }

  @Test("AND, OR, NOT, parentheses, TRUEPREDICATE")
  func logic() {
    #expect(NSPredicate(format: "age > 30 AND name == 'Ada'").evaluate(with: ada))
    #expect(NSPredicate(format: "age > 50 OR name == 'Ada'").evaluate(with: ada))
    #expect(NSPredicate(format: "age > 50 || (name == 'Ada' && age < 40)").evaluate(with: ada))
    #expect(NSPredicate(format: "NOT (age > 30)").evaluate(with: bob))
    #expect(NSPredicate(format: "!(name IN {'Ada', 'Bob'})").evaluate(with: ada) == false)
    #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
    #expect(!NSPredicate(format: "FALSEPREDICATE").evaluate(with: nil))
    // Keywords are case-insensitive.
    #expect(NSPredicate(format: "age > 30 and not name beginswith 'B'").evaluate(with: ada))
  }

  @Test("arguments: %@, %K, %d, %f, and an argument array")
  func arguments() {
    #expect(NSPredicate(format: "%K == %@", "name", "Ada").evaluate(with: ada))
    #expect(NSPredicate(format: "age == %d", 36).evaluate(with: ada))
    #expect(NSPredicate(format: "age < %f", 36.5).evaluate(with: ada))
    #expect(NSPredicate(format: "name IN %@", ["Bob", "Ada"]).evaluate(with: ada))
    #expect(NSPredicate(format: "NOT (name IN %@)", ["Bob"]).evaluate(with: ada))
    #expect(NSPredicate(format: "%K = NO", "flag").evaluate(with: ["flag": false]))
    #expect(NSPredicate(format: "%K = %d", "count", true).evaluate(with: ["count": 1]))
    #expect(
      NSPredicate(
        format: "(date >= %@) AND (date <= %@)",
        argumentArray: [
          Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 100),
        ]
      ).evaluate(with: ["date": Date(timeIntervalSince1970: 50)]))
    // Dates coerced to CVarArg, as iOS code writes them (a Date bridges to NSDate there).
    let start = Date(timeIntervalSince1970: 0)
    let end = Date(timeIntervalSince1970: 100)
    let between = NSPredicate(
      format: "(date >= %@) AND (date <= %@)", start as CVarArg, end as CVarArg)
    #expect(between.evaluate(with: ["date": Date(timeIntervalSince1970: 50)]))
    #expect(!between.evaluate(with: ["date": Date(timeIntervalSince1970: 150)]))
    // A quoted specifier is a literal.
    #expect(NSPredicate(format: "name == '%@'").evaluate(with: ["name": "%@"]))
  }

  @Test("key paths through collections: ANY, ALL, NONE, @count, @avg, @max")
  func collections() {
    #expect(NSPredicate(format: "ANY friends.age > 40").evaluate(with: ada))
    #expect(!NSPredicate(format: "ALL friends.age > 40").evaluate(with: ada))
    #expect(NSPredicate(format: "NONE friends.name == 'Bob'").evaluate(with: ada))
    #expect(NSPredicate(format: "friends.@count == 2").evaluate(with: ada))
    #expect(NSPredicate(format: "friends.@avg.age == 37.5").evaluate(with: ada))
    #expect(NSPredicate(format: "friends.@max.age == 45").evaluate(with: ada))
    #expect(NSPredicate(format: "tags CONTAINS 'poetry'").evaluate(with: ada))
    #expect(NSPredicate(format: "tags.@count == 0").evaluate(with: bob))
    #expect(NSPredicate(format: "SELF.name == 'Bob'").evaluate(with: bob))
  }

  @Test("$variables are taken from the substitution variables")
  func variables() {
    let predicate = NSPredicate(format: "age > $MIN")
    #expect(predicate.evaluate(with: ada, substitutionVariables: ["MIN": 30]))
    #expect(!predicate.evaluate(with: bob, substitutionVariables: ["MIN": 30]))
    #expect(
      NSPredicate.substituting(["MIN": 40], inFormat: "age > $MIN").evaluate(with: ada) == false)
  }

  @Test("a predicate made from a format goes where Foundation takes predicates")
  func foundationInterop() {
    let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [
      NSPredicate(format: "age > 10"), NSPredicate(format: "name BEGINSWITH 'A'"),
    ])
    #expect(compound.evaluate(with: ada))
    #expect(!compound.evaluate(with: bob))
    #expect([ada, bob].filtered(using: NSPredicate(format: "age < 18")).map(\.name) == ["Bob"])
  }

  @Test("a format the parser cannot read is reported and matches nothing; no trap")
  func malformed() {
    withKnownIssue {
      let predicate = NSPredicate(format: "name ==")
      #expect(!predicate.evaluate(with: ada))
    } matching: { issue in
      issue.description.contains("Unable to parse the format string")
    }
    withKnownIssue {
      #expect(!NSPredicate(format: "name == 'unterminated").evaluate(with: ada))
    }
  }

  @Test("sort descriptors by key: order, descending, ties, nil first, a selector")
  func sortDescriptors() {
    let items = [
      Item(["name": "b", "rank": 2]), Item(["name": "a", "rank": 2]), Item(["name": "C"]),
      Item(["name": "d", "rank": 1]),
    ]
    let byRank = items.sorted(using: [NSSortDescriptor(key: "rank", ascending: true)])
    #expect(byRank.map { $0.values["name"] as? String } == ["C", "d", "b", "a"])
    let byRankThenName = items.sorted(using: [
      NSSortDescriptor(key: "rank", ascending: false),
      NSSortDescriptor(key: "name", ascending: true),
    ])
    #expect(byRankThenName.map { $0.values["name"] as? String } == ["a", "b", "d", "C"])
    let caseless = items.sorted(using: [
      NSSortDescriptor(
        key: "name", ascending: true, selector: NSString.caseInsensitiveCompare(_:))
    ])
    #expect(caseless.map { $0.values["name"] as? String } == ["a", "b", "C", "d"])
    #expect(NSSortDescriptor(key: "name", ascending: false).ascending == false)
  }
}
