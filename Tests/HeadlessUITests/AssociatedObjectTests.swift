import Foundation
import HeadlessUI
import Testing

/// Per-view objects attached with `setAssociatedObject(_:for:)`.
@MainActor
@Suite("Associated objects")
struct AssociatedObjectTests {
  final class Note {
    let text: String
    init(_ text: String) { self.text = text }
  }
  class Base {}
  final class Derived: Base {}
  final class Tracker {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
  }

  @Test func setGetReplaceRemove() {
    let view = UIView()
    #expect(view.associatedObject(Note.self) == nil)
    view.setAssociatedObject(Note("first"), for: Note.self)
    #expect(view.associatedObject(Note.self)?.text == "first")
    view.setAssociatedObject(Note("second"), for: Note.self)
    #expect(view.associatedObject(Note.self)?.text == "second")
    view.setAssociatedObject(nil, for: Note.self)
    #expect(view.associatedObject(Note.self) == nil)
  }

  @Test func objectsBelongToTheirView() {
    let a = UIView()
    let b = UIView()
    a.setAssociatedObject(Note("a"), for: Note.self)
    #expect(b.associatedObject(Note.self) == nil)
    b.setAssociatedObject(Note("b"), for: Note.self)
    #expect(a.associatedObject(Note.self)?.text == "a")
    #expect(b.associatedObject(Note.self)?.text == "b")
  }

  // Keyed by exact class: a Derived stored for Derived does not answer for Base, and objects
  // of different classes live side by side.
  @Test func keyedByExactClass() {
    let view = UIView()
    view.setAssociatedObject(Derived(), for: Derived.self)
    view.setAssociatedObject(Note("n"), for: Note.self)
    #expect(view.associatedObject(Base.self) == nil)
    #expect(view.associatedObject(Derived.self) != nil)
    #expect(view.associatedObject(Note.self)?.text == "n")
    view.setAssociatedObject(nil, for: Derived.self)
    #expect(view.associatedObject(Derived.self) == nil)
    #expect(view.associatedObject(Note.self)?.text == "n")
  }

  // The view holds its objects strongly and lets them go with it, or when replaced.
  @Test func lifetimeFollowsTheView() {
    var released: [String] = []
    var view: UIView? = UIView()
    view?.setAssociatedObject(Tracker { released.append("first") }, for: Tracker.self)
    #expect(released.isEmpty)
    view?.setAssociatedObject(Tracker { released.append("second") }, for: Tracker.self)
    #expect(released == ["first"])
    view = nil
    #expect(released == ["first", "second"])
  }
}
