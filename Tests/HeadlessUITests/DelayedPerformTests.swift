import Foundation
import HeadlessUI
import Testing

/// `perform(_:with:afterDelay:)`, `cancelPreviousPerformRequests(withTarget:…)` and
/// `responds(to:)` with the selectors the port writes (the method itself): a delayed perform
/// runs on the window's frame clock, and a cancelled one never runs — the debounce search
/// screens use (https://developer.apple.com/documentation/objectivec/nsobject/1416176-perform,
/// https://developer.apple.com/documentation/objectivec/nsobject/1417611-cancelpreviousperformrequests).
@MainActor
@Suite("Delayed perform")
struct DelayedPerformTests {
  final class Search: UIViewController {
    var runs: [String] = []
    var argument: Any?
    func loadSearch() { runs.append("load") }
    func show(_ value: Any?) { argument = value }
  }

  func launched(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  @Test func aDelayedPerformRunsOnTheFrameClockAndACancelledOneNever() {
    let search = Search()
    let window = launched(search)
    search.perform(Selector(Search.loadSearch), with: nil, afterDelay: 0.5)
    window.clock.advance(by: .seconds(0.4))
    #expect(search.runs.isEmpty)
    window.clock.advance(by: .seconds(0.2))
    #expect(search.runs == ["load"])

    // Typing three letters: each cancels the last request; only the last runs.
    for _ in 0..<3 {
      NSObject.cancelPreviousPerformRequests(
        withTarget: search, selector: Selector(Search.loadSearch), object: nil)
      search.perform(Selector(Search.loadSearch), with: nil, afterDelay: 0.3)
      window.clock.advance(by: .seconds(0.1))
    }
    window.clock.advance(by: .seconds(1))
    #expect(search.runs == ["load", "load"])

    search.perform(Selector(Search.loadSearch), with: nil, afterDelay: 0.3)
    NSObject.cancelPreviousPerformRequests(withTarget: search)
    window.clock.advance(by: .seconds(1))
    #expect(search.runs == ["load", "load"])
  }

  @Test func performNowPassesItsArgumentAndRespondsKnowsTheMethodsType() {
    let search = Search()
    search.perform(Selector(Search.show), with: "query")
    #expect(search.argument as? String == "query")
    #expect(search.responds(to: Selector(Search.loadSearch)))
    #expect(!UIView().responds(to: Selector(Search.loadSearch)))
    #expect(!search.responds(to: NSSelectorFromString("routeToDetailWithSegue:")))
  }
}

/// Selectors compared by name (`selector == #selector(x)`, `case #selector(x):`, written by the
/// port as names) and `instancesRespond(to:)`, `objectIsEqual`.
@MainActor
@Suite("Comparing selectors")
struct SelectorComparisonTests {
  @MainActor final class Target: NSObject {
    func run() {}
  }

  @Test func namesCompareAndMethodsDoNot() {
    let named = Selector(named: "run")
    #expect(named == Selector(named: "run") && named != Selector(named: "walk"))
    let method = Selector(Target.run)
    #expect(!(method == method), "a method has no name to compare")
    let matched: Bool =
      switch named {
      case Selector(named: "walk"): false
      case Selector(named: "run"): true
      default: false
      }
    #expect(matched)
    #expect(Target.instancesRespond(to: method))
    #expect(!NSObject.instancesRespond(to: method), "a superclass has no subclass method")
    #expect(!Target.instancesRespond(to: named), "a name finds no method without the runtime")
  }

  @Test func objectEqualityAsksAnObjectOrComparesIdentity() {
    final class Plain {}
    let plain = Plain()
    #expect(objectIsEqual(plain)(plain) && !objectIsEqual(plain)(Plain()))
    #expect(objectIsEqual(NSNumber(value: 3))(NSNumber(value: 3)))
    #expect(objectIsEqual(nil)(nil) && !objectIsEqual(plain)(nil))
  }
}
