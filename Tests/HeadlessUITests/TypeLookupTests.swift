import Foundation
import HeadlessUI
import Testing

/// `TypeLookup` gives the answers of `String(describing:)` and `as?`, asked once per class.
@MainActor
@Suite("Type lookup")
struct TypeLookupTests {
  protocol Marked: AnyObject {}
  class Plain: UIView {}
  final class MarkedView: UIView, Marked {}
  class MarkedBase: UIView, Marked {}
  final class MarkedChild: MarkedBase {}

  @Test func namesAreTheRuntimeNames() {
    let views: [UIView] = [UIView(), Plain(), MarkedView(), MarkedChild()]
    for view in views {
      #expect(TypeLookup.name(of: view) == String(describing: type(of: view)))
      // Asked again: the remembered answer is the same.
      #expect(TypeLookup.name(of: view) == String(describing: type(of: view)))
    }
    #expect(TypeLookup.name(of: MarkedChild()) == "MarkedChild")
  }

  @Test func castsAgreeWithAsEveryTime() {
    let views: [UIView] = [Plain(), MarkedView(), MarkedBase(), MarkedChild(), UIView()]
    for _ in 0..<3 {
      for view in views {
        let expected = view as? Marked
        let found = TypeLookup.cast(view, to: Marked.self)
        #expect((found == nil) == (expected == nil), "\(type(of: view))")
        #expect(found.map { $0 === view } ?? true)
      }
    }
    // A subclass inherits its superclass's conformance; a class that does not conform stays
    // nil after it was asked once.
    #expect(TypeLookup.cast(MarkedChild(), to: Marked.self) != nil)
    #expect(TypeLookup.cast(Plain(), to: Marked.self) == nil)
  }

  @Test func theAnswerIsPerClassAndPerProtocol() {
    let view = MarkedView()
    #expect(TypeLookup.cast(view, to: Marked.self) != nil)
    #expect(TypeLookup.cast(view, to: UIScrollViewDelegate.self) == nil)
    #expect(TypeLookup.cast(view, to: Marked.self) != nil)
  }
}
