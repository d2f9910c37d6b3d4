import Foundation
import HeadlessUI
import Testing

/// Which of several recognizers on a touch's view chain begins: the rules of docs/HEADLESSUI.md,
/// "Which recognizer begins", one test each. Sources:
/// - https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
///   ("returning true is guaranteed to allow simultaneous recognition"; the default is false);
/// - https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:) and the
///   delegate's `gestureRecognizer(_:shouldRequireFailureOf:)` /
///   `gestureRecognizer(_:shouldBeRequiredToFailBy:)` pages;
/// - https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical ("If this
///   property is set to true and bounces is true, vertical dragging is allowed even if the
///   content is smaller than the bounds of the scroll view");
/// - the order in which two recognizers that both could begin on the same touch event are asked
///   (the hit view's first, then its ancestors') is not written down by Apple: our choice, which
///   makes a scrollable list win over a pan on a view that contains it, as on a device.
@MainActor
@Suite("Which recognizer begins")
struct GestureArbitrationTests {
  /// A navigation-style screen: a pan on the outer view, a table inside it with `rows` rows of
  /// 44 pt.
  @MainActor
  final class Screen {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: 440))
    let outerPan: UIPanGestureRecognizer
    var log: [String] = []

    init(rows: Int) {
      outerPan = UIPanGestureRecognizer()
      outerPan.addTarget { [unowned self] in self.log.append("outer \($0.state)") }
      table.panGestureRecognizer.addTarget { [unowned self] in
        self.log.append("table \($0.state)")
      }
      table.contentSize = CGSize(width: 375, height: CGFloat(rows) * 44)
      outer.addSubview(table)
      outer.addGestureRecognizer(outerPan)
      window.addSubview(outer)
      window.makeKeyAndVisible()
    }

    /// A drag over the table from (180, 300) by (`dx`, `dy`) in 6 moves 16 ms apart, then a lift.
    func drag(dx: CGFloat = 0, dy: CGFloat) {
      let start = CGPoint(x: 180, y: 300)
      var ms: Int64 = 0
      func send(_ phase: TouchPhase, _ fraction: CGFloat) {
        let point = CGPoint(x: start.x + dx * fraction, y: start.y + dy * fraction)
        window.deliver(
          [TouchPoint(id: 1, phase: phase, location: point)],
          at: VirtualInstant(nanoseconds: ms * 1_000_000))
        ms += 16
      }
      send(.began, 0)
      for step in 1...6 { send(.moved, CGFloat(step) / 6) }
      send(.ended, 1)
    }

    /// Whether `name` began during the drag.
    func began(_ name: String) -> Bool { log.contains("\(name) began") }
  }

  final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }

  final class RequiredToFail: UIGestureRecognizerDelegate {
    weak var other: UIGestureRecognizer?
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === other }
  }

  @Test func aListThatCanScrollTakesTheDragFromAPanAroundIt() {
    let screen = Screen(rows: 40)
    screen.drag(dy: -120)
    #expect(screen.began("table"))
    #expect(!screen.began("outer"))
  }

  @Test func aListWhoseRowsFitLeavesTheDragToThePanAroundIt() {
    let screen = Screen(rows: 3)
    screen.table.alwaysBounceVertical = false  // a table bounces unless told not to
    screen.drag(dy: -120)
    #expect(!screen.began("table"))
    #expect(screen.began("outer"))
  }

  @Test func aListThatAlwaysBouncesTakesTheDragEvenWhenItsRowsFit() {
    let screen = Screen(rows: 3)
    #expect(screen.table.alwaysBounceVertical, "a table's default")
    screen.drag(dy: -120)
    #expect(screen.began("table"))
    #expect(!screen.began("outer"))
  }

  @Test func aSidewaysDragOnAVerticalListGoesToThePanAroundIt() {
    let screen = Screen(rows: 40)
    screen.drag(dx: 120, dy: 0)
    #expect(!screen.began("table"))
    #expect(screen.began("outer"))
  }

  @Test func aDelegateThatAllowsSimultaneousRecognitionLetsBothBegin() {
    let screen = Screen(rows: 40)
    let delegate = Simultaneous()
    screen.outerPan.delegate = delegate
    screen.drag(dy: -120)
    #expect(screen.began("table"))
    #expect(screen.began("outer"))
  }

  @Test func aPanThatRequiresTheListsPanToFailWaitsForIt() {
    // Rows that fit: the list's pan fails, then the outer pan begins.
    let fits = Screen(rows: 3)
    fits.table.alwaysBounceVertical = false
    fits.outerPan.require(toFail: fits.table.panGestureRecognizer)
    fits.drag(dy: -120)
    #expect(fits.began("outer"))
    // Rows that scroll: the list's pan recognizes, so the outer pan fails.
    let scrolls = Screen(rows: 40)
    scrolls.outerPan.require(toFail: scrolls.table.panGestureRecognizer)
    scrolls.drag(dy: -120)
    #expect(scrolls.began("table"))
    #expect(!scrolls.began("outer"))
  }

  @Test func aRecognizerThatMustFailFirstHoldsTheOtherBack() {
    // The outer pan's delegate says it must fail before the list's pan: the list waits, and
    // the outer pan, asked first once it may begin, takes the drag.
    let screen = Screen(rows: 40)
    let delegate = RequiredToFail()
    delegate.other = screen.table.panGestureRecognizer
    screen.outerPan.delegate = delegate
    screen.drag(dy: -120)
    #expect(screen.began("outer"))
    #expect(!screen.began("table"))
  }
}
