import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// Hero 1.6.4's modifier-string grammar (Sources/Parser/Lexer.swift, Parser.swift) and the
/// argument defaults of Sources/HeroModifier+HeroStringConvertible.swift, branch by branch.
@MainActor
@Suite struct ModifierGrammarTests {
  // Lexer.swift:21-28: names are ASCII letters then letters or digits; numbers are `-?[0-9.]+`
  // read as Float; `(`, `)`, `,`; anything else is a one-character token. Parser.swift:
  // 156-164: modifiers are separated by whitespace only (a top-level comma is not an
  // expression, line 107); arguments need commas (line 89); an argument followed by a
  // character other than + - * / is an undefined operator (lines 118-131).
  @Test(arguments: [
    ("fade, scale(0.5)", HeroModifierParser.ParseError.expectExpression(offset: 4)),
    ("translate(0 100)", .expectArgumentList(offset: 12)),
    ("source(image_3)", .undefinedOperator("_", offset: 12)),
    ("position(10: 20)", .undefinedOperator(":", offset: 11)),
    ("()", .expectExpression(offset: 1)),
    ("scale(0.5", .expectClosingParenthesis(offset: 5)),
    ("delay(1.2.3)", .invalidNumber("1.2.3", offset: 6)),
    ("fade ; scale(2)", .expectExpression(offset: 5)),
  ])
  func rejectedText(text: String, error: HeroModifierParser.ParseError) {
    #expect(throws: error) { try HeroModifierParser.parse(text) }
  }

  // String+HeroStringConvertible (HeroStringConvertible.swift:30-47): text that does not
  // parse gives nil, and `modifierString` sets the view's modifiers to nil (UIView+Hero.swift:
  // 88-91) — every modifier in it is lost, not just the bad one.
  @Test func aBadStringClearsTheModifiers() {
    let view = UIView()
    view.hero.modifiers = [.fade]
    view.heroModifierString = "fade, scale(0.5)"
    #expect(view.hero.modifiers == nil)
    view.heroModifierString = "fade scale(0.5)"
    #expect(view.hero.modifiers?.count == 2)
  }

  // Parser.swift:134-154: `+ - * /` combine arguments into a binary node, which is not a
  // number, so the argument takes its default (HeroModifier+HeroStringConvertible.swift:39-40:
  // position x defaults to 0). `-5` right after a number is the number −5 (the lexer reads
  // `\-?[0-9.]+`), so `10-5` is two arguments without a comma.
  @Test func operatorsParseButDoNotEvaluate() throws {
    let nodes = try HeroModifierParser.parse("position(100+50*2, 20)")
    #expect(
      nodes == [
        .call(
          "position",
          [.binary("+", .number(100), .binary("*", .number(50), .number(2))), .number(20)])
      ])
    let state = HeroTargetState(
      modifiers: try HeroModifierParser.modifiers(from: "position(100+50, 20)"))
    #expect(state.position == CGPoint(x: 0, y: 20))
    #expect(throws: HeroModifierParser.ParseError.expectArgumentList(offset: 12)) {
      try HeroModifierParser.parse("translate(10-5)")
    }
  }

  // Parser.swift:53-65, 98-108: a parenthesised expression stands for itself, also at the top
  // level; `fade()` is a call without arguments; a number at the top level names nothing
  // (its name is "5.0") and is skipped.
  @Test func parenthesesAndEmptyCalls() throws {
    #expect(
      try HeroModifierParser.parse("(fade) fade() 5") == [
        .variable("fade"), .call("fade", []), .number(5),
      ])
    #expect(try HeroModifierParser.modifiers(from: "(fade) fade() 5").count == 2)
  }

  // HeroModifier+HeroStringConvertible.swift: `opacity` without an argument is opacity 1
  // (line 37); `source` takes the NAME of its argument, which for a number is the Float
  // printed (line 103-106: "5.0"); `cascade`'s third argument is a Bool only as a bare
  // `true`/`false` (Array+HeroModifier.swift:59-64); negative and dot-leading numbers read as
  // Float (−10 and −0.5).
  @Test func argumentDefaultsAndNames() throws {
    func state(_ text: String) throws -> HeroTargetState {
      HeroTargetState(modifiers: try HeroModifierParser.modifiers(from: text))
    }
    #expect(try state("opacity").opacity == 1)
    #expect(try state("source(5)").source == "5.0")
    #expect(try state("source(card(1))").source == "card")
    #expect(try state("cascade(0.25, leftToRight, yes)").cascade?.delayMatchedViews == false)
    #expect(try state("cascade(0.25, leftToRight, true)").cascade?.delayMatchedViews == true)
    #expect(try state("ignoreSubviewModifiers(true)").ignoreSubviewModifiers == true)
    let moved = try state("translate(-10, -.5)").transform
    #expect(moved?.m41 == -10 && moved?.m42 == -0.5)
    #expect(try state("delay(0.3)").delay == Double(Float(0.3)))
    #expect(
      try state("timingFunction(0.1, 0.2, 0.3, 0.4)").timingFunction
        == CAMediaTimingFunction(
          c1x: CGFloat(Float(0.1)), c1y: CGFloat(Float(0.2)), c2x: CGFloat(Float(0.3)),
          c2y: CGFloat(Float(0.4))))
  }
}
