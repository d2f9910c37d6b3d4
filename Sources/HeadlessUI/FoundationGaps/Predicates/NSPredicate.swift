import Foundation
import IssueReporting

/// Foundation's predicate format strings (Apple's "Predicate Format String Syntax"), which
/// swift-corelibs-foundation leaves out (its `init(format:)` is unavailable; it has only block
/// predicates): iOS code filters arrays and Core Data fetches with format strings. The
/// predicate made is Linux's own `NSPredicate`, evaluating the parsed format as a block, so it
/// goes wherever Foundation takes a predicate (`NSCompoundPredicate`, `NSArray.filtered(using:)`,
/// `evaluate(with:substitutionVariables:)`).
///
/// What a format string may hold: comparisons (`=` `==` `!=` `<>` `<` `<=` `=<` `>` `>=` `=>`,
/// `BETWEEN`, `IN`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` with `*` and `?`, `MATCHES`
/// with an ICU regular expression), each operator with `[c]`, `[d]` or `[cd]`; `AND` `&&`, `OR`
/// `||`, `NOT` `!`; `ANY` `SOME` `ALL` `NONE` before a key path to many; `TRUEPREDICATE` and
/// `FALSEPREDICATE`; operands `SELF`, key paths (`a.b.c`, with `@count`, `@sum`, `@avg`,
/// `@min`, `@max`), quoted strings, numbers, `TRUE` `YES` `FALSE` `NO` `NIL` `NULL`, `{a, b}`
/// and `$variables`; arguments `%@` (an object), `%K` (a key path), `%d` `%i` `%ld` `%lld`
/// `%u` `%lu` (integers), `%f` `%lf` `%g` (numbers), `%s` (a string). Keywords are
/// case-insensitive, as Apple's parser's are. Values are read by key as Key-Value Coding reads
/// them (``KeyValueReader``) and compared as Foundation compares them (numbers by value, strings
/// with the options, dates by time, a managed object by its identity).
///
/// A format string the parser cannot read raises what iOS raises (NSInvalidArgumentException,
/// "Unable to parse the format string"): the issue is reported through IssueReporting (a
/// running test fails) and written to standard error, and the predicate matches nothing — it
/// never traps the process. `predicateFormat` of such a predicate is Linux's block
/// description, not the format string.
extension NSPredicate {
  /// A predicate read from `predicateFormat`, its `%@`/`%K`/`%d`… taken from `args` in order.
  ///
  /// - Parameters:
  ///   - predicateFormat: the format string (Apple's syntax; see the extension's documentation).
  ///   - args: the arguments, one per specifier; a missing one reads as nil.
  public convenience init(format predicateFormat: String, _ args: CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args.map { $0 as Any })
  }

  /// A predicate read from `predicateFormat`, with arguments of any type (a managed object, a
  /// date: Linux's `NSObject` is not `CVarArg`).
  @_disfavoredOverload
  public convenience init(format predicateFormat: String, _ args: Any?...) {
    self.init(format: predicateFormat, argumentArray: args.map { $0 as Any })
  }

  /// A predicate read from `predicateFormat`, its arguments taken from `arguments` in order.
  ///
  /// - Parameters:
  ///   - predicateFormat: the format string.
  ///   - arguments: the arguments, one per specifier; nil when there are none.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    self.init(parsed: Self.parse(predicateFormat, arguments: arguments ?? []))
  }

  /// A predicate that evaluates `node`.
  convenience init(parsed node: PredicateNode) {
    self.init { object, variables in
      node.evaluate(PredicateContext(object: object, variables: variables ?? [:]))
    }
  }

  /// `format` parsed, or (reported) a node that matches nothing.
  static func parse(_ format: String, arguments: [Any]) -> PredicateNode {
    do {
      return try PredicateParser.parse(format, arguments: arguments)
    } catch {
      let message =
        "NSInvalidArgumentException: Unable to parse the format string \"\(format)\" (\(error))"
      FileHandle.standardError.write(Data("error: \(message)\n".utf8))
      reportIssue(message)
      return .constant(false)
    }
  }

  /// The predicate `format` describes, each `$name` replaced by `variables[name]` first (what
  /// a Core Data model's fetch request templates are made with).
  public static func substituting(
    _ variables: [String: Any], inFormat format: String
  ) -> NSPredicate {
    NSPredicate(parsed: parse(format, arguments: []).substituting(variables))
  }
}
