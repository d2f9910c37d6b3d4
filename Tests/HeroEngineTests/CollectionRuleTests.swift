import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// Which views Hero collects and which subviews its table-view rule walks (the audit in
/// docs/ENGINE.md); expected values from Hero 1.6.4's source, cited per test.
@MainActor
@Suite struct CollectionRuleTests {
  // Hero 1.6.4 Sources/Extensions/UIView+Hero.swift:180-191: a hidden view is left out (with
  // its subtree) when its superview is a collection view or a stack view, or when it is a table
  // view cell; any other hidden view is collected, and animated when it has modifiers.
  @Test func hiddenViewsHeroLeavesOut() {
    let stage = Stage()
    let fade: [HeroModifier] = [.fade]
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let inStack = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    inStack.hero.modifiers = fade
    stack.addArrangedSubview(inStack)
    inStack.isHidden = true
    stage.from.view.addSubview(stack)
    let plain = stage.box(in: stage.from.view, CGRect(x: 0, y: 100, width: 300, height: 300))
    let hiddenChild = stage.box(in: plain, CGRect(x: 0, y: 0, width: 50, height: 50), fade)
    hiddenChild.isHidden = true
    let tableCell = UITableViewCell(frame: CGRect(x: 0, y: 60, width: 300, height: 44))
    tableCell.hero.modifiers = fade
    tableCell.isHidden = true
    plain.addSubview(tableCell)
    let looseCell = UICollectionViewCell(frame: CGRect(x: 0, y: 120, width: 50, height: 50))
    looseCell.hero.modifiers = fade
    looseCell.isHidden = true
    plain.addSubview(looseCell)
    stage.start()
    let collected = stage.engine.context?.fromViews ?? []
    #expect(!collected.contains { $0 === inStack })
    #expect(!collected.contains { $0 === tableCell })
    #expect(collected.contains { $0 === hiddenChild } && collected.contains { $0 === looseCell })
    #expect(stage.engine.presentation(of: hiddenChild) != nil)
    #expect(stage.engine.presentation(of: looseCell) != nil)
    #expect(stage.engine.presentation(of: inStack) == nil)
  }

  // IgnoreSubviewModifiersPreprocessor.swift:38-40: for a table view the rule walks the
  // subviews of its first subview (UIKit's wrapper view before iOS 11). The table's first
  // subview `first` keeps its own modifiers, its children lose theirs, and the table's
  // second subview keeps its modifiers too.
  @Test func ignoreSubviewModifiersOnATableWalksItsFirstSubview() {
    let stage = Stage()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    table.hero.modifiers = [.ignoreSubviewModifiers]
    stage.from.view.addSubview(table)
    let fade: [HeroModifier] = [.fade]
    let first = stage.box(in: table, CGRect(x: 0, y: 0, width: 300, height: 200), fade)
    let child = stage.box(in: first, CGRect(x: 0, y: 0, width: 50, height: 50), fade)
    let second = stage.box(in: table, CGRect(x: 0, y: 250, width: 300, height: 100), fade)
    stage.start()
    #expect(stage.engine.presentation(of: first) != nil)
    #expect(stage.engine.presentation(of: child) == nil)
    #expect(stage.engine.presentation(of: second) != nil)
  }

  // CascadePreprocessor.swift:103-105, 107-118: the same rule for `cascade`. The children of
  // the first subview (y = 0 and y = 100) get delays 0 and 0.1 s; the table's second subview
  // (y = 300) is not in the cascade and starts at once. Every view fades linearly over the
  // optimized 0.208 s (no move), so at tp = 0.1 s the undelayed ones are at
  // 1 − 0.1/0.208 = 0.519231 and the delayed one at 1. totalDuration = 0.1 + 0.208.
  @Test func cascadeOnATableWalksItsFirstSubview() {
    let stage = Stage()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    table.hero.modifiers = [.cascade(delta: 0.1)]
    stage.from.view.addSubview(table)
    let fade: [HeroModifier] = [.fade, .timingFunction(.linear)]
    let first = stage.box(in: table, CGRect(x: 0, y: 0, width: 300, height: 200))
    let top = stage.box(in: first, CGRect(x: 0, y: 0, width: 50, height: 50), fade)
    let lower = stage.box(in: first, CGRect(x: 0, y: 100, width: 50, height: 50), fade)
    let second = stage.box(in: table, CGRect(x: 0, y: 300, width: 300, height: 100), fade)
    stage.start()
    #expect(close(stage.engine.totalDuration, 0.308))
    stage.engine.update(0.1 / 0.308)
    let expected = 1 - 0.1 / 0.208
    #expect(close(stage.engine.presentation(of: top)?.opacity ?? -1, expected))
    #expect(close(stage.engine.presentation(of: lower)?.opacity ?? -1, 1))
    #expect(close(stage.engine.presentation(of: second)?.opacity ?? -1, expected))
  }

  // CG+Hero.swift:92-94: Hero measures distances as sqrt(pow(dx, 2) + pow(dy, 2)); the
  // optimized duration (HeroDefaultAnimator.swift:28-46) uses it. For a move of
  // (178.71, 288.89) that is 339.6979484777616, one bit below `hypot`'s 339.69794847776166,
  // and the duration 0.208 + distance / 3000 (the size does not change) follows Hero's.
  @Test func distanceIsHerosFormula() {
    let dx = 178.71
    let dy = 288.89
    let hero = (dx * dx + dy * dy).squareRoot()
    #expect(hero != hypot(dx, dy))
    let duration = HeroOptimizedDuration.duration(
      fromPosition: .zero, fromSize: CGSize(width: 10, height: 10), fromTransform: .identity,
      toPosition: CGPoint(x: dx, y: dy), toSize: nil, toTransform: nil)
    #expect(duration == 0.208 + hero / 3000)
  }
}
