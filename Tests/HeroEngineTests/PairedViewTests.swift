import HeadlessUI
import Testing

@testable import HeroEngine

/// `HeroContext.pairedView(for:)` answers from the pairs made when the views are collected, and
/// still by the heroID a view has now (Hero looks the id up on every call).
@MainActor
@Suite("Paired views")
struct PairedViewTests {
  /// A container and two sides on screen: `a` and `b` in the source, `a` and `c` in the
  /// destination.
  private func collected() -> (HeroContext, from: [String: UIView], to: [String: UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let container = UIView(frame: root.bounds)
    let fromView = UIView(frame: root.bounds)
    let toView = UIView(frame: root.bounds)
    for view in [container, fromView, toView] { root.addSubview(view) }
    func side(_ parent: UIView, _ ids: [String]) -> [String: UIView] {
      var views: [String: UIView] = [:]
      for (index, id) in ids.enumerated() {
        let view = UIView(frame: CGRect(x: 20, y: 20 + 100 * index, width: 80, height: 80))
        view.hero.id = id
        parent.addSubview(view)
        views[id] = view
      }
      return views
    }
    let from = side(fromView, ["a", "b"])
    let to = side(toView, ["a", "c"])
    let context = HeroContext(container: container)
    context.set(fromView: fromView, toView: toView)
    return (context, from, to)
  }

  @Test func pairsAreTheViewsWithTheSameHeroID() throws {
    let (context, from, to) = collected()
    let sourceA = try #require(from["a"])
    let destinationA = try #require(to["a"])
    #expect(context.pairedView(for: sourceA) === destinationA)
    #expect(context.pairedView(for: destinationA) === sourceA)
    #expect(context.pairedView(for: try #require(from["b"])) == nil)
    #expect(context.pairedView(for: try #require(to["c"])) == nil)
    // A view Hero never collected has no pair, whatever its heroID.
    let stranger = UIView()
    stranger.hero.id = "a"
    #expect(context.pairedView(for: stranger) == nil)
  }

  @Test func aHeroIDChangedAfterCollectingIsLookedUpAsItIsNow() throws {
    let (context, from, to) = collected()
    let sourceB = try #require(from["b"])
    // Registered as "b"; renamed "a", it is not the view registered under "a": no pair.
    sourceB.hero.id = "a"
    #expect(context.pairedView(for: sourceB) == nil)
    // Renamed back, the pair made at collection answers again (none for "b").
    sourceB.hero.id = "b"
    #expect(context.pairedView(for: sourceB) == nil)
    // Without a heroID, no pair even for a collected view.
    let destinationA = try #require(to["a"])
    destinationA.hero.id = nil
    #expect(context.pairedView(for: destinationA) == nil)
    destinationA.hero.id = "a"
    #expect(context.pairedView(for: destinationA) === from["a"])
  }
}
