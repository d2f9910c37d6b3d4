import Foundation

/// What a predicate is evaluated against: the object (`SELF`) and the `$variables`.
struct PredicateContext {
  var object: Any?
  var variables: [String: Any]
}

/// A predicate's tree: what ``NSPredicate`` holds, read from a format string or built from
/// subpredicates.
indirect enum PredicateNode {
  case constant(Bool)
  case comparison(PredicateComparison)
  case and([PredicateNode])
  case or([PredicateNode])
  case not(PredicateNode)
  case block((Any?, [String: Any]) -> Bool)

  func evaluate(_ context: PredicateContext) -> Bool {
    switch self {
    case .constant(let value): return value
    case .comparison(let comparison): return comparison.evaluate(context)
    case .and(let nodes): return nodes.allSatisfy { $0.evaluate(context) }
    case .or(let nodes): return nodes.contains { $0.evaluate(context) }
    case .not(let node): return !node.evaluate(context)
    case .block(let block): return block(context.object, context.variables)
    }
  }

  func substituting(_ variables: [String: Any]) -> PredicateNode {
    switch self {
    case .constant, .block: return self
    case .comparison(var comparison):
      comparison.left = comparison.left.substituting(variables)
      comparison.right = comparison.right.substituting(variables)
      return .comparison(comparison)
    case .and(let nodes): return .and(nodes.map { $0.substituting(variables) })
    case .or(let nodes): return .or(nodes.map { $0.substituting(variables) })
    case .not(let node): return .not(node.substituting(variables))
    }
  }

  /// The node in Apple's format syntax.
  var format: String {
    switch self {
    case .constant(let value): return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
    case .comparison(let comparison): return comparison.format
    case .and(let nodes): return nodes.map(\.nestedFormat).joined(separator: " AND ")
    case .or(let nodes): return nodes.map(\.nestedFormat).joined(separator: " OR ")
    case .not(let node): return "NOT \(node.nestedFormat)"
    case .block: return "BLOCKPREDICATE"
    }
  }

  private var nestedFormat: String {
    switch self {
    case .and, .or: return "(\(format))"
    default: return format
    }
  }
}

/// `left operator[options] right`, with `ANY`/`ALL`/`NONE` before the left side.
struct PredicateComparison {
  enum Modifier { case direct, any, all, none }

  var left: PredicateExpression
  var `operator`: PredicateOperator
  var options: PredicateOptions
  var right: PredicateExpression
  var modifier: Modifier = .direct

  func evaluate(_ context: PredicateContext) -> Bool {
    let lhs = left.value(in: context)
    let rhs = right.value(in: context)
    switch modifier {
    case .direct: return PredicateValues.compare(lhs, `operator`, rhs, options)
    case .any, .all, .none:
      let elements = PredicateValues.elements(of: lhs) ?? [lhs as Any]
      let matches = elements.lazy.map { PredicateValues.compare($0, `operator`, rhs, options) }
      switch modifier {
      case .any: return matches.contains(true)
      case .all: return !matches.contains(false)
      default: return !matches.contains(true)
      }
    }
  }

  var format: String {
    let prefix: String
    switch modifier {
    case .direct: prefix = ""
    case .any: prefix = "ANY "
    case .all: prefix = "ALL "
    case .none: prefix = "NONE "
    }
    var flags = ""
    if options.contains(.caseInsensitive) { flags += "c" }
    if options.contains(.diacriticInsensitive) { flags += "d" }
    let name = Self.operatorNames[`operator`] ?? "=="
    return "\(prefix)\(left.format) \(name)\(flags.isEmpty ? "" : "[\(flags)]") \(right.format)"
  }

  static let operatorNames: [PredicateOperator: String] = [
    .lessThan: "<", .lessThanOrEqualTo: "<=", .greaterThan: ">", .greaterThanOrEqualTo: ">=",
    .equalTo: "==", .notEqualTo: "!=", .matches: "MATCHES", .like: "LIKE",
    .beginsWith: "BEGINSWITH", .endsWith: "ENDSWITH", .in: "IN", .contains: "CONTAINS",
    .between: "BETWEEN",
  ]
}

/// A comparison's operator (NSComparisonPredicate's, which Linux's Foundation cannot build).
enum PredicateOperator: Hashable {
  case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, equalTo, notEqualTo
  case matches, like, beginsWith, endsWith, `in`, contains, between
}

/// A string comparison's options: `[c]`, `[d]`, `[n]`.
struct PredicateOptions: OptionSet {
  let rawValue: Int
  static let caseInsensitive = PredicateOptions(rawValue: 1)
  static let diacriticInsensitive = PredicateOptions(rawValue: 2)
  static let normalized = PredicateOptions(rawValue: 4)
}

/// An operand: the object evaluated, a key path of it, a constant, a variable, `{…}`.
indirect enum PredicateExpression {
  case evaluatedObject
  case keyPath(String)
  /// `base.path`: a key path of another expression's value (`$x.name`, `%@.name`).
  case keyPathOf(PredicateExpression, String)
  case constant(Any?)
  case variable(String)
  case aggregate([PredicateExpression])

  func value(in context: PredicateContext) -> Any? {
    switch self {
    case .evaluatedObject: return context.object
    case .keyPath(let path): return KeyValueReader.value(of: context.object, atKeyPath: path)
    case .keyPathOf(let base, let path):
      return KeyValueReader.value(of: base.value(in: context), atKeyPath: path)
    case .constant(let value): return value
    case .variable(let name): return context.variables[name]
    case .aggregate(let members): return members.map { $0.value(in: context) as Any }
    }
  }

  func substituting(_ variables: [String: Any]) -> PredicateExpression {
    switch self {
    case .variable(let name): return variables[name].map { .constant($0) } ?? self
    case .keyPathOf(let base, let path): return .keyPathOf(base.substituting(variables), path)
    case .aggregate(let members): return .aggregate(members.map { $0.substituting(variables) })
    default: return self
    }
  }

  var format: String {
    switch self {
    case .evaluatedObject: return "SELF"
    case .keyPath(let path): return path
    case .keyPathOf(let base, let path): return "\(base.format).\(path)"
    case .constant(let value): return PredicateValues.format(value)
    case .variable(let name): return "$\(name)"
    case .aggregate(let members): return "{" + members.map(\.format).joined(separator: ", ") + "}"
    }
  }
}
