import Foundation
import HeadlessUI
import Testing

/// UIKit's classes are `NSObject`s, so app code compares, hashes and prints them as NSObject
/// does: https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418795-isequal
/// ("the default implementation … compares the receiver's identity"),
/// …/1418561-hash ("two objects that are equal must have the same hash value") and
/// …/1418799-description.
@MainActor
@Suite("UIKit classes are NSObjects")
struct ObjectSemanticsTests {
  final class Labelled: UIView {
    nonisolated(unsafe) var label = ""
    override func isEqual(_ object: Any?) -> Bool { (object as? Labelled)?.label == label }
    override var hash: Int { label.hashValue }
  }

  @Test func identityEqualityAndHashing() {
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    let other = UIPanGestureRecognizer(target: nil, action: nil)
    #expect(pan == pan)
    #expect(pan != other)
    #expect(Set([pan, other, pan]).count == 2)
    let view = UIView()
    let views: Set<UIView> = [view, UIView(), view]
    #expect(views.count == 2)
    #expect(UIViewController() != UIViewController())
    #expect(CALayer() != CALayer())
    let item = UIBarButtonItem()
    #expect(item == item && item != UIBarButtonItem())
    #expect(UILayoutGuide() != UILayoutGuide())
  }

  @Test func equalityGoesThroughIsEqual() {
    let first = Labelled()
    let second = Labelled()
    first.label = "a"
    second.label = "a"
    #expect(first == second, "== calls the overridden isEqual(_:)")
    #expect(Set<UIView>([first, second]).count == 1)
  }

  @Test func descriptionNamesTheClass() {
    #expect(UIView().description.contains("UIView"))
    #expect(
      "\(UITapGestureRecognizer(target: nil, action: nil))".contains("UITapGestureRecognizer"))
    let objects: [AnyObject] = [
      UIView(),
      UIStoryboardSegue(
        identifier: nil, source: UIViewController(), destination: UIViewController()),
    ]
    #expect(objects.allSatisfy { $0 is NSObject })
  }
}
