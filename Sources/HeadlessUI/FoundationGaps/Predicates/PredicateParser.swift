import Foundation

/// Reads a predicate format string (Apple's "Predicate Format String Syntax") into a
/// ``PredicateNode``, taking `%@`, `%K`, `%d`… from the arguments in order.
struct PredicateParser {
  /// Where and why a format string cannot be read.
  struct Failure: Error, CustomStringConvertible {
    let message: String
    let offset: Int
    var description: String { "\(message) at offset \(offset)" }
  }

  enum Token: Equatable {
    case word(String)
    case string(String)
    case number(Double, isInteger: Bool)
    case symbol(String)
    case argument(Int)
    case keyPathArgument(Int)
    case variable(String)
    case end

    static func == (lhs: Token, rhs: Token) -> Bool {
      switch (lhs, rhs) {
      case (.word(let a), .word(let b)): return a.uppercased() == b.uppercased()
      case (.symbol(let a), .symbol(let b)): return a == b
      case (.end, .end): return true
      default: return false
      }
    }
  }

  private var tokens: [(token: Token, offset: Int)] = []
  private var position = 0
  private var arguments: [Any?]

  static func parse(_ format: String, arguments: [Any]) throws(Failure) -> PredicateNode {
    var parser = PredicateParser(arguments: arguments.map { KeyValueReader.unwrapped($0) })
    try parser.tokenize(Array(format.unicodeScalars))
    let node = try parser.parseOr()
    guard parser.current == .end else { throw parser.failure("unexpected \(parser.current)") }
    return node
  }

  private init(arguments: [Any?]) { self.arguments = arguments }

  private var current: Token { tokens[position].token }

  private func failure(_ message: String) -> Failure {
    Failure(message: message, offset: tokens[min(position, tokens.count - 1)].offset)
  }

  // MARK: Tokens

  private static let symbols = [
    "==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", "=", "<", ">", "!", "(", ")", "{", "}",
    ",", "[", "]", ".",
  ]

  private mutating func tokenize(_ scalars: [Unicode.Scalar]) throws(Failure) {
    var index = 0
    var argumentIndex = 0
    func isWordStart(_ s: Unicode.Scalar) -> Bool {
      CharacterSet.letters.contains(s) || s == "_" || s == "@" || s == "#"
    }
    func isWordPart(_ s: Unicode.Scalar) -> Bool {
      CharacterSet.alphanumerics.contains(s) || s == "_" || s == "@" || s == "#"
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let start = index
      if CharacterSet.whitespacesAndNewlines.contains(scalar) {
        index += 1
      } else if scalar == "\"" || scalar == "'" {
        var text = ""
        index += 1
        while index < scalars.count, scalars[index] != scalar {
          if scalars[index] == "\\", index + 1 < scalars.count {
            index += 1
            switch scalars[index] {
            case "n": text += "\n"
            case "t": text += "\t"
            case "r": text += "\r"
            default: text.unicodeScalars.append(scalars[index])
            }
          } else {
            text.unicodeScalars.append(scalars[index])
          }
          index += 1
        }
        guard index < scalars.count else {
          throw Failure(message: "unterminated string", offset: start)
        }
        index += 1
        tokens.append((.string(text), start))
      } else if scalar == "%" {
        index += 1
        while index < scalars.count, "hlqLjzt".unicodeScalars.contains(scalars[index]) {
          index += 1
        }
        guard index < scalars.count else {
          throw Failure(message: "format specifier without a conversion", offset: start)
        }
        let conversion = scalars[index]
        index += 1
        switch conversion {
        case "%": throw Failure(message: "a literal % is not an operand", offset: start)
        case "K":
          tokens.append((.keyPathArgument(argumentIndex), start))
          argumentIndex += 1
        case "@", "d", "i", "u", "x", "X", "o", "f", "e", "E", "g", "G", "s", "S", "c", "C", "p":
          if argumentIndex < arguments.count {
            arguments[argumentIndex] = Self.converted(arguments[argumentIndex], conversion)
          }
          tokens.append((.argument(argumentIndex), start))
          argumentIndex += 1
        default:
          throw Failure(message: "unknown format specifier %\(conversion)", offset: start)
        }
      } else if scalar == "$" {
        index += 1
        var name = ""
        while index < scalars.count, isWordPart(scalars[index]) {
          name.unicodeScalars.append(scalars[index])
          index += 1
        }
        tokens.append((.variable(name), start))
      } else if CharacterSet.decimalDigits.contains(scalar)
        || (scalar == "-" && index + 1 < scalars.count
          && CharacterSet.decimalDigits.contains(scalars[index + 1]))
      {
        var text = String(scalar)
        index += 1
        while index < scalars.count,
          CharacterSet.decimalDigits.contains(scalars[index]) || scalars[index] == "."
            || scalars[index] == "e" || scalars[index] == "E"
        {
          text.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard let value = Double(text) else {
          throw Failure(message: "bad number \(text)", offset: start)
        }
        tokens.append(
          (.number(value, isInteger: !text.contains(".") && !text.contains("e")), start))
      } else if isWordStart(scalar) {
        var word = ""
        while index < scalars.count, isWordPart(scalars[index]) || scalars[index] == "." {
          word.unicodeScalars.append(scalars[index])
          index += 1
        }
        tokens.append((.word(word), start))
      } else if let symbol = Self.symbols.first(where: { symbol in
        let symbolScalars = Array(symbol.unicodeScalars)
        return index + symbolScalars.count <= scalars.count
          && Array(scalars[index..<index + symbolScalars.count]) == symbolScalars
      }) {
        index += symbol.unicodeScalars.count
        tokens.append((.symbol(symbol), start))
      } else {
        throw Failure(message: "unexpected character \(scalar)", offset: start)
      }
    }
    tokens.append((.end, scalars.count))
  }

  /// An argument as its conversion reads it: `%d` an integer, `%f` a floating number, `%s` a
  /// string, `%@` the object itself.
  private static func converted(_ value: Any?, _ conversion: Unicode.Scalar) -> Any? {
    switch conversion {
    case "d", "i", "u", "x", "X", "o", "c", "C":
      return PredicateValues.number(value).map { Int($0) } ?? value
    case "f", "e", "E", "g", "G": return PredicateValues.number(value) ?? value
    case "s", "S": return value.map { "\($0)" }
    default: return value
    }
  }

  // MARK: Predicates

  private mutating func advance() { position = min(position + 1, tokens.count - 1) }

  private mutating func take(_ token: Token) -> Bool {
    guard current == token else { return false }
    advance()
    return true
  }

  private mutating func parseOr() throws(Failure) -> PredicateNode {
    var nodes = [try parseAnd()]
    while take(.word("OR")) || take(.symbol("||")) { nodes.append(try parseAnd()) }
    return nodes.count == 1 ? nodes[0] : .or(nodes)
  }

  private mutating func parseAnd() throws(Failure) -> PredicateNode {
    var nodes = [try parseNot()]
    while take(.word("AND")) || take(.symbol("&&")) { nodes.append(try parseNot()) }
    return nodes.count == 1 ? nodes[0] : .and(nodes)
  }

  private mutating func parseNot() throws(Failure) -> PredicateNode {
    if take(.word("NOT")) || take(.symbol("!")) { return .not(try parseNot()) }
    if take(.word("TRUEPREDICATE")) { return .constant(true) }
    if take(.word("FALSEPREDICATE")) { return .constant(false) }
    if current == .symbol("(") {
      // A parenthesized predicate, or a comparison whose left side is parenthesized.
      let saved = position
      advance()
      if let node = try? parseOr(), take(.symbol(")")), !isOperatorAhead {
        return node
      }
      position = saved
    }
    return try parseComparison()
  }

  private var isOperatorAhead: Bool {
    if case .symbol(let symbol) = current {
      return ["==", "!=", "<>", "<=", "=<", ">=", "=>", "=", "<", ">"].contains(symbol)
    }
    if case .word(let word) = current { return Self.wordOperators[word.uppercased()] != nil }
    return false
  }

  private static let wordOperators: [String: PredicateOperator] = [
    "BETWEEN": .between, "IN": .in, "CONTAINS": .contains, "BEGINSWITH": .beginsWith,
    "ENDSWITH": .endsWith, "LIKE": .like, "MATCHES": .matches,
  ]

  private static let symbolOperators: [String: PredicateOperator] = [
    "=": .equalTo, "==": .equalTo, "!=": .notEqualTo, "<>": .notEqualTo, "<": .lessThan,
    "<=": .lessThanOrEqualTo, "=<": .lessThanOrEqualTo, ">": .greaterThan,
    ">=": .greaterThanOrEqualTo, "=>": .greaterThanOrEqualTo,
  ]

  private mutating func parseComparison() throws(Failure) -> PredicateNode {
    var modifier = PredicateComparison.Modifier.direct
    if take(.word("ANY")) || take(.word("SOME")) {
      modifier = .any
    } else if take(.word("ALL")) {
      modifier = .all
    } else if take(.word("NONE")) {
      modifier = .none
    }
    let left = try parseExpression()
    let operation: PredicateOperator
    switch current {
    case .symbol(let symbol) where Self.symbolOperators[symbol] != nil:
      operation = Self.symbolOperators[symbol]!
    case .word(let word) where Self.wordOperators[word.uppercased()] != nil:
      operation = Self.wordOperators[word.uppercased()]!
    default:
      throw failure("expected a comparison operator, found \(current)")
    }
    advance()
    var options: PredicateOptions = []
    if take(.symbol("[")) {
      guard case .word(let flags) = current else { throw failure("expected options") }
      for flag in flags.lowercased() {
        switch flag {
        case "c": options.insert(.caseInsensitive)
        case "d": options.insert(.diacriticInsensitive)
        case "n": options.insert(.normalized)
        case "l": break
        default: throw failure("unknown option \(flag)")
        }
      }
      advance()
      guard take(.symbol("]")) else { throw failure("expected ]") }
    }
    let right = try parseExpression()
    return .comparison(
      PredicateComparison(
        left: left, operator: operation, options: options, right: right, modifier: modifier))
  }

  // MARK: Expressions

  /// The value of a constant keyword (`TRUE` `YES` `FALSE` `NO` `NIL` `NULL`), or `.none` for
  /// another word.
  private static func constant(_ upper: String) -> Any?? {
    switch upper {
    case "TRUE", "YES": return .some(true)
    case "FALSE", "NO": return .some(false)
    case "NIL", "NULL": return .some(nil)
    default: return .none
    }
  }

  private mutating func parseExpression() throws(Failure) -> PredicateExpression {
    let token = current
    advance()
    var expression: PredicateExpression
    switch token {
    case .string(let text): expression = .constant(text)
    case .number(let value, let isInteger):
      expression = .constant(isInteger && abs(value) < 9e15 ? Int(value) as Any : value)
    case .argument(let index):
      expression = .constant(index < arguments.count ? arguments[index] : nil)
    case .keyPathArgument(let index):
      guard index < arguments.count, let path = arguments[index] else {
        throw failure("%K without a key path argument")
      }
      expression = .keyPath("\(path)")
    case .variable(let name): expression = .variable(name)
    case .symbol("{"):
      var members: [PredicateExpression] = []
      if !take(.symbol("}")) {
        repeat { members.append(try parseExpression()) } while take(.symbol(","))
        guard take(.symbol("}")) else { throw failure("expected }") }
      }
      expression = .aggregate(members)
    case .symbol("("):
      expression = try parseExpression()
      guard take(.symbol(")")) else { throw failure("expected )") }
    case .word(let word):
      let upper = word.uppercased()
      if let constant = Self.constant(upper) {
        expression = .constant(constant)
      } else if upper == "SELF" {
        expression = .evaluatedObject
      } else if upper.hasPrefix("SELF.") {
        expression = .keyPath(String(word.dropFirst(5)))
      } else if word.hasPrefix("#") {
        expression = .keyPath(String(word.dropFirst()))
      } else {
        expression = .keyPath(word)
      }
    default:
      throw failure("expected an operand, found \(token)")
    }
    // `%@.name`, `$x.name`: a key path of another operand.
    while take(.symbol(".")), case .word(let word) = current {
      advance()
      expression = .keyPathOf(expression, word)
    }
    return expression
  }
}
