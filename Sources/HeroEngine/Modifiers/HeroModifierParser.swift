import Foundation
import HeadlessUI

/// Parses Hero's string form of modifiers (`heroModifierString`), e.g.
/// `"fade scale(0.5) translate(0, -100) delay(0.1) timingFunction(standard)"`, with Hero 1.6.4's
/// grammar (Sources/Parser/Lexer.swift, Parser.swift):
///
/// - tokens: spaces, tabs and newlines separate; a name is an ASCII letter followed by letters
///   and digits; a number is an optional `-` then digits and dots, read as a `Float`; `(`, `)`
///   and `,`; any other character is a one-character operator token;
/// - the text is a sequence of expressions separated by whitespace only (a comma between
///   modifiers is an error); an expression is a name, a call `name(arg, arg, …)` whose
///   arguments are separated by commas, a number, or `( expression )`; inside arguments
///   `+ - * /` combine expressions (they parse but are not evaluated: such an argument is not a
///   number), any other operator character is an error.
///
/// Any error rejects the whole text, as Hero's `parse()` returns nil then. Where Hero traps (a
/// number such as `1.2.3` that `Float` cannot read, a call or parenthesis left open at the end),
/// the parser reports an error instead.
public enum HeroModifierParser {
  /// A syntax error with the character offset where it was found.
  public enum ParseError: Error, Equatable, Sendable {
    /// An expression was expected (e.g. `"()"`, a comma between modifiers, an unknown
    /// character where a modifier starts).
    case expectExpression(offset: Int)
    /// Arguments must be separated by commas (e.g. `translate(0 100)`).
    case expectArgumentList(offset: Int)
    /// A character that is not `+ - * /` after an argument (e.g. `source(image_3)`).
    case undefinedOperator(String, offset: Int)
    /// A `(` without its `)`.
    case expectClosingParenthesis(offset: Int)
    /// A number token `Float` cannot read (e.g. `1.2.3`; Hero traps on it).
    case invalidNumber(String, offset: Int)
  }

  /// A parsed expression.
  public indirect enum Node: Equatable, Sendable {
    /// A number (a `Float` in Hero; held here as the `Double` of that `Float`).
    case number(Double)
    /// A bare name.
    case variable(String)
    /// A call with arguments.
    case call(String, [Node])
    /// `lhs op rhs` (parsed, never evaluated).
    case binary(String, Node, Node)

    /// Hero's `ExprNode.name`: the name of a variable or call, the operator of a binary
    /// expression, and for a number its `Float` printed (`"5.0"`).
    public var name: String {
      switch self {
      case .number(let value): "\(Float(value))"
      case .variable(let name), .call(let name, _), .binary(let name, _, _): name
      }
    }

    /// The arguments of a call (none for other nodes).
    public var arguments: [Node] {
      if case .call(_, let arguments) = self { return arguments }
      return []
    }
  }

  /// The modifiers in `string`; unknown names are skipped.
  public static func modifiers(from string: String) throws(ParseError) -> [HeroModifier] {
    try parse(string).compactMap(modifier(for:))
  }

  /// The expression trees in `string`.
  public static func parse(_ string: String) throws(ParseError) -> [Node] {
    var parser = Parser(tokens: try tokenize(string))
    return try parser.parseAll()
  }

  /// The modifier for one parsed expression (nil if Hero does not know it), with Hero's
  /// argument defaults (Sources/HeroModifier+HeroStringConvertible.swift:30-123).
  public static func modifier(for node: Node) -> HeroModifier? {
    let arguments = node.arguments
    func number(_ index: Int) -> CGFloat? {
      guard index < arguments.count, case .number(let value) = arguments[index] else {
        return nil
      }
      return CGFloat(value)
    }
    /// Hero's `getBool`: a bare name that reads as a Bool.
    func flag(_ index: Int) -> Bool? {
      guard index < arguments.count, case .variable(let value) = arguments[index] else {
        return nil
      }
      return Bool(value)
    }
    func name(_ index: Int) -> String? {
      index < arguments.count ? arguments[index].name : nil
    }
    switch node.name {
    case "fade": return .fade
    case "opacity": return .opacity(number(0) ?? 1)
    case "position":
      return .position(CGPoint(x: number(0) ?? 0, y: number(1) ?? 0))
    case "size":
      return .size(CGSize(width: number(0) ?? 0, height: number(1) ?? 0))
    case "scale":
      if arguments.count == 1 { return .scale(number(0) ?? 1) }
      return .scale(x: number(0) ?? 1, y: number(1) ?? 1, z: number(2) ?? 1)
    case "rotate":
      if arguments.count == 1 { return .rotate(number(0) ?? 0) }
      return .rotate(x: number(0) ?? 0, y: number(1) ?? 0, z: number(2) ?? 0)
    case "translate":
      return .translate(x: number(0) ?? 0, y: number(1) ?? 0, z: number(2) ?? 0)
    case "overlay":
      return .overlay(
        color: UIColor(red: number(0) ?? 1, green: number(1) ?? 1, blue: number(2) ?? 1, alpha: 1),
        opacity: number(3) ?? 1)
    case "duration": return number(0).map { .duration(TimeInterval($0)) }
    case "durationMatchLongest": return .durationMatchLongest
    case "delay": return number(0).map { .delay(TimeInterval($0)) }
    case "spring": return .spring(stiffness: number(0) ?? 250, damping: number(1) ?? 30)
    case "timingFunction":
      if let c1x = number(0), let c1y = number(1), let c2x = number(2), let c2y = number(3) {
        return .timingFunction(CAMediaTimingFunction(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y))
      }
      if let curveName = name(0), let curve = CAMediaTimingFunction.from(name: curveName) {
        return .timingFunction(curve)
      }
      return nil
    case "arc": return .arc(intensity: number(0) ?? 1)
    case "cascade":
      let direction = name(1).flatMap(CascadeDirection.init) ?? .topToBottom
      return .cascade(
        delta: number(0).map { TimeInterval($0) } ?? 0.02, direction: direction,
        delayMatchedViews: flag(2) ?? false)
    case "source": return name(0).map { .source(heroID: $0) }
    case "useGlobalCoordinateSpace": return .useGlobalCoordinateSpace
    case "ignoreSubviewModifiers": return .ignoreSubviewModifiers(recursive: flag(0) ?? false)
    case "zPosition": return number(0).map { .zPosition($0) }
    case "useOptimizedSnapshot": return .useOptimizedSnapshot
    case "useNormalSnapshot": return .useNormalSnapshot
    case "useLayerRenderSnapshot": return .useLayerRenderSnapshot
    case "useNoSnapshot": return .useNoSnapshot
    case "forceAnimate": return .forceAnimate
    default: return nil
    }
  }

  // MARK: Tokens

  enum Token: Equatable {
    case identifier(String)
    case number(Double)
    case open
    case close
    case comma
    case other(String)
  }

  /// Hero's lexer (Sources/Parser/Lexer.swift:29-76), with each token's character offset.
  static func tokenize(_ string: String) throws(ParseError) -> [(Token, Int)] {
    let characters = Array(string.unicodeScalars)
    var tokens: [(Token, Int)] = []
    var index = 0
    func isLetter(_ c: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(c) || ("A"..."Z").contains(c)
    }
    func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    while index < characters.count {
      let c = characters[index]
      let start = index
      if c == " " || c == "\t" || c == "\n" {
        index += 1
      } else if isLetter(c) {
        while index < characters.count, isLetter(characters[index]) || isDigit(characters[index]) {
          index += 1
        }
        tokens.append(
          (.identifier(String(String.UnicodeScalarView(characters[start..<index]))), start))
      } else if isDigit(c) || c == "."
        || (c == "-" && index + 1 < characters.count
          && (isDigit(characters[index + 1]) || characters[index + 1] == "."))
      {
        if c == "-" { index += 1 }
        while index < characters.count, isDigit(characters[index]) || characters[index] == "." {
          index += 1
        }
        let text = String(String.UnicodeScalarView(characters[start..<index]))
        guard let value = Float(text) else { throw .invalidNumber(text, offset: start) }
        tokens.append((.number(Double(value)), start))
      } else if c == "(" {
        tokens.append((.open, start))
        index += 1
      } else if c == ")" {
        tokens.append((.close, start))
        index += 1
      } else if c == "," {
        tokens.append((.comma, start))
        index += 1
      } else {
        tokens.append((.other(String(c)), start))
        index += 1
      }
    }
    return tokens
  }

  // MARK: Parser

  /// Hero's recursive-descent parser (Sources/Parser/Parser.swift:36-178).
  private struct Parser {
    let tokens: [(Token, Int)]
    var index = 0
    static let precedence: [String: Int] = ["+": 20, "-": 20, "*": 40, "/": 40]

    init(tokens: [(Token, Int)]) { self.tokens = tokens }

    var current: Token? { index < tokens.count ? tokens[index].0 : nil }
    var offset: Int { index < tokens.count ? tokens[index].1 : (tokens.last?.1 ?? -1) + 1 }

    mutating func parseAll() throws(ParseError) -> [Node] {
      var nodes: [Node] = []
      while index < tokens.count { nodes.append(try parsePrimary()) }
      return nodes
    }

    mutating func parsePrimary() throws(ParseError) -> Node {
      switch current {
      case .identifier(let name)?:
        index += 1
        guard current == .open else { return .variable(name) }
        let openedAt = offset
        index += 1
        var arguments: [Node] = []
        if current != .close {
          while true {
            arguments.append(try parseExpression())
            if current == .close { break }
            guard current != nil else { throw .expectClosingParenthesis(offset: openedAt) }
            guard current == .comma else { throw .expectArgumentList(offset: offset) }
            index += 1
          }
        }
        index += 1
        return .call(name, arguments)
      case .number(let value)?:
        index += 1
        return .number(value)
      case .open?:
        let openedAt = offset
        index += 1
        let expression = try parseExpression()
        guard current == .close else { throw .expectClosingParenthesis(offset: openedAt) }
        index += 1
        return expression
      default:
        throw .expectExpression(offset: offset)
      }
    }

    mutating func parseExpression() throws(ParseError) -> Node {
      try parseBinary(try parsePrimary(), minimum: 0)
    }

    /// The precedence of the operator at the cursor (-1 when there is none).
    func currentPrecedence() throws(ParseError) -> Int {
      guard case .other(let symbol)? = current else { return -1 }
      guard let value = Self.precedence[symbol] else {
        throw .undefinedOperator(symbol, offset: offset)
      }
      return value
    }

    mutating func parseBinary(_ node: Node, minimum: Int) throws(ParseError) -> Node {
      var lhs = node
      while true {
        let precedence = try currentPrecedence()
        if precedence < minimum { return lhs }
        guard case .other(let symbol)? = current else { return lhs }
        index += 1
        var rhs = try parsePrimary()
        if precedence < (try currentPrecedence()) {
          rhs = try parseBinary(rhs, minimum: precedence + 1)
        }
        lhs = .binary(symbol, lhs, rhs)
      }
    }
  }
}
