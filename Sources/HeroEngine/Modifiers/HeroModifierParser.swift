import Foundation
import HeadlessUI

/// Parses Hero's string form of modifiers (`heroModifierString`), e.g.
/// `"fade scale(0.5) translate(0, -100) delay(0.1) timingFunction(standard)"`.
///
/// The grammar is space- (or comma-) separated `name` or `name(arg, …)` where an argument is a
/// number, a name, or a nested call. Supported names follow Hero: fade, opacity, position,
/// size, scale, rotate, translate, overlay(r, g, b, overlayOpacity), duration,
/// durationMatchLongest, delay, spring, timingFunction, arc, cascade, source,
/// useGlobalCoordinateSpace, ignoreSubviewModifiers, zPosition, use…Snapshot, forceAnimate.
/// Unknown names and bad arguments are skipped (as Hero does); malformed text is a
/// ``ParseError``.
public enum HeroModifierParser {
  /// A syntax error with the character offset where it was found.
  public enum ParseError: Error, Equatable, Sendable {
    /// An expression was expected (e.g. `"()"`).
    case expectExpression(offset: Int)
    /// A character that is not part of the grammar.
    case unexpectedCharacter(Character, offset: Int)
    /// A `(` without its `)`.
    case expectClosingParenthesis(offset: Int)
  }

  /// A parsed expression.
  public indirect enum Node: Equatable, Sendable {
    /// A number.
    case number(Double)
    /// A bare name.
    case variable(String)
    /// A call with arguments.
    case call(String, [Node])
  }

  /// The modifiers in `string`; unknown names are skipped.
  public static func modifiers(from string: String) throws(ParseError) -> [HeroModifier] {
    try parse(string).compactMap(modifier(for:))
  }

  /// The expression trees in `string`.
  public static func parse(_ string: String) throws(ParseError) -> [Node] {
    var parser = Parser(characters: Array(string))
    return try parser.parseAll()
  }

  /// The modifier for one parsed expression (nil if Hero does not know it).
  public static func modifier(for node: Node) -> HeroModifier? {
    let name: String
    let arguments: [Node]
    switch node {
    case .number: return nil
    case .variable(let variable):
      name = variable
      arguments = []
    case .call(let callee, let args):
      name = callee
      arguments = args
    }
    func number(_ index: Int) -> CGFloat? {
      guard index < arguments.count, case .number(let value) = arguments[index] else {
        return nil
      }
      return CGFloat(value)
    }
    func word(_ index: Int) -> String? {
      guard index < arguments.count, case .variable(let value) = arguments[index] else {
        return nil
      }
      return value
    }
    switch name {
    case "fade": return .fade
    case "opacity": return number(0).map { .opacity($0) }
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
      if let curveName = word(0), let curve = CAMediaTimingFunction.from(name: curveName) {
        return .timingFunction(curve)
      }
      return nil
    case "arc": return .arc(intensity: number(0) ?? 1)
    case "cascade":
      var delta: TimeInterval = 0.02
      var direction = CascadeDirection.topToBottom
      var delayMatchedViews = false
      if let value = number(0) { delta = TimeInterval(value) }
      if let value = word(1), let parsed = CascadeDirection(value) { direction = parsed }
      if let value = word(2) { delayMatchedViews = value == "true" }
      return .cascade(delta: delta, direction: direction, delayMatchedViews: delayMatchedViews)
    case "source": return word(0).map { .source(heroID: $0) }
    case "useGlobalCoordinateSpace": return .useGlobalCoordinateSpace
    case "ignoreSubviewModifiers":
      return .ignoreSubviewModifiers(recursive: word(0) == "true")
    case "zPosition": return number(0).map { .zPosition($0) }
    case "useOptimizedSnapshot": return .useOptimizedSnapshot
    case "useNormalSnapshot": return .useNormalSnapshot
    case "useLayerRenderSnapshot": return .useLayerRenderSnapshot
    case "useNoSnapshot": return .useNoSnapshot
    case "forceAnimate": return .forceAnimate
    default: return nil
    }
  }

  private struct Parser {
    let characters: [Character]
    var index = 0

    mutating func parseAll() throws(ParseError) -> [Node] {
      var nodes: [Node] = []
      skipSeparators()
      while index < characters.count {
        nodes.append(try parseExpression())
        skipSeparators()
      }
      return nodes
    }

    mutating func skipSeparators() {
      while index < characters.count, characters[index].isWhitespace || characters[index] == "," {
        index += 1
      }
    }

    mutating func skipSpaces() {
      while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    mutating func parseExpression() throws(ParseError) -> Node {
      skipSpaces()
      guard index < characters.count else { throw .expectExpression(offset: index) }
      let character = characters[index]
      if character.isNumber || character == "-" || character == "+" || character == "." {
        return try parseNumber()
      }
      if character.isLetter || character == "_" {
        let name = parseName()
        skipSpaces()
        if index < characters.count, characters[index] == "(" {
          index += 1
          var arguments: [Node] = []
          skipSeparators()
          while index < characters.count, characters[index] != ")" {
            arguments.append(try parseExpression())
            skipSeparators()
          }
          guard index < characters.count else { throw .expectClosingParenthesis(offset: index) }
          index += 1
          return .call(name, arguments)
        }
        return .variable(name)
      }
      if character == "(" || character == ")" { throw .expectExpression(offset: index) }
      throw .unexpectedCharacter(character, offset: index)
    }

    mutating func parseName() -> String {
      var name = ""
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
          || characters[index] == "."
      {
        name.append(characters[index])
        index += 1
      }
      return name
    }

    mutating func parseNumber() throws(ParseError) -> Node {
      let start = index
      var text = ""
      while index < characters.count,
        characters[index].isNumber || "+-.eE".contains(characters[index])
      {
        text.append(characters[index])
        index += 1
      }
      guard let value = Double(text), value.isFinite else {
        throw .unexpectedCharacter(characters[start], offset: start)
      }
      return .number(value)
    }
  }
}
