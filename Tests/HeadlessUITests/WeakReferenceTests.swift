import Foundation
import HeadlessUI
import Testing

/// HeadlessUI's weak references (``WeakReference`` and the delegate properties that go through
/// an object's ``LifetimeToken``) read nil once their object has gone away, as Swift's `weak`
/// does, for objects with a token and for objects without one.
@Suite("Weak references through lifetime tokens")
@MainActor
struct WeakReferenceTests {
  /// A data source with no items.
  protocol EmptyDataSource: UICollectionViewDataSource {}

  /// A delegate of a plain class (no token: the property falls back to `weak`).
  final class PlainDelegate: UIScrollViewDelegate, UIGestureRecognizerDelegate,
    UIViewControllerTransitioningDelegate, UIWindowEventObserver, EmptyDataSource
  {}

  /// A delegate that is a responder (it has a token).
  final class ResponderDelegate: UIViewController, UIScrollViewDelegate,
    UIGestureRecognizerDelegate, UIViewControllerTransitioningDelegate, UIWindowEventObserver,
    EmptyDataSource
  {}

  /// An app's scroll view that overrides `delegate` as UIKit code does: `UIScrollView.delegate`
  /// stays a Swift `weak` property so that this compiles.
  final class ObservingScrollView: UIScrollView {
    var changes = 0
    override weak var delegate: UIScrollViewDelegate? { didSet { changes += 1 } }
  }

  @Test func aScrollViewSubclassOverridesItsDelegateWeakly() {
    let scrollView = ObservingScrollView(frame: .zero)
    do {
      let delegate = ResponderDelegate()
      scrollView.delegate = delegate
      #expect(scrollView.delegate === delegate)
    }
    #expect(scrollView.delegate == nil)
    #expect(scrollView.changes == 1)
  }

  @Test func aReferenceReadsItsObjectWhileItLivesAndNilAfter() {
    var view: UIView? = UIView(frame: .zero)
    let reference = WeakReference(view)
    #expect(reference.object === view)
    let token = view?.lifetimeToken
    #expect(token?.isAlive == true)
    view = nil
    #expect(reference.object == nil)
    #expect(token?.isAlive == false)
    #expect(WeakReference<UIView>(nil).object == nil)
  }

  /// `superview` and `layer.owner` are checked `unowned` references that the view clears as it
  /// goes away: a subview or a layer that outlives its view reads nil, never traps.
  @Test func aLayerAndASubviewOutliveTheirView() {
    let layer: CALayer
    let child = UIView(frame: .zero)
    do {
      let view = UIView(frame: .zero)
      view.addSubview(child)
      layer = view.layer
      #expect(layer.owner === view)
      #expect(child.superview === view)
    }
    #expect(layer.owner == nil)
    #expect(child.superview == nil)
    #expect(child.window == nil)
  }

  @Test func everyTrackedKindEndsItsToken() {
    var objects: [AnyObject]? = [
      UIView(frame: .zero), UIWindow(screenSize: CGSize(width: 10, height: 10)),
      UIViewController(), UIPanGestureRecognizer(target: nil, action: nil), FrameClock(),
    ]
    let tokens = (objects ?? []).compactMap { LifetimeToken.of($0) }
    #expect(tokens.count == 5)
    #expect(tokens.allSatisfy { $0.isAlive })
    objects = nil
    #expect(tokens.allSatisfy { !$0.isAlive })
    #expect(LifetimeToken.of(PlainDelegate()) == nil)
  }

  @Test func backReferencesReadNilWhenTheirTargetGoes() {
    let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
    let layout = UICollectionViewFlowLayout()
    var touch: UITouch?
    do {
      let window = UIWindow(screenSize: CGSize(width: 100, height: 100))
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.addGestureRecognizer(recognizer)
      let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
      touch = UITouch(
        identifier: 1, sequenceNumber: 1, phase: .began, location: .zero, instant: .zero,
        window: window)
      #expect(recognizer.view === view)
      #expect(layout.collectionView === grid)
      #expect(touch?.window === window)
    }
    #expect(recognizer.view == nil)
    #expect(layout.collectionView == nil)
    #expect(touch?.window == nil)
  }

  /// Each delegate-like property, with a delegate that has a token and one that has not: the
  /// delegate while it lives, nil once it is gone, and replaced when set again.
  @Test(arguments: [false, true])
  func delegatePropertiesReadNilWhenTheirDelegateGoes(responder: Bool) {
    let scrollView = UIScrollView(frame: .zero)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
    let controller = UIViewController()
    let window = UIWindow(screenSize: CGSize(width: 10, height: 10))
    do {
      let delegate: AnyObject = responder ? ResponderDelegate() : PlainDelegate()
      #expect((LifetimeToken.of(delegate) != nil) == responder)
      scrollView.delegate = delegate as? UIScrollViewDelegate
      grid.delegate = delegate as? UIScrollViewDelegate
      grid.dataSource = delegate as? UICollectionViewDataSource
      recognizer.delegate = delegate as? UIGestureRecognizerDelegate
      controller.transitioningDelegate = delegate as? UIViewControllerTransitioningDelegate
      window.eventObserver = delegate as? UIWindowEventObserver
      #expect(scrollView.delegate === delegate)
      #expect(grid.delegate === delegate)
      #expect(grid.dataSource === delegate)
      #expect(recognizer.delegate === delegate)
      #expect(controller.transitioningDelegate === delegate)
      #expect(window.eventObserver === delegate)
      let other = PlainDelegate()
      scrollView.delegate = other
      #expect(scrollView.delegate === other)
      scrollView.delegate = delegate as? UIScrollViewDelegate
    }
    #expect(scrollView.delegate == nil)
    #expect(grid.delegate == nil)
    #expect(grid.dataSource == nil)
    #expect(recognizer.delegate == nil)
    #expect(controller.transitioningDelegate == nil)
    #expect(window.eventObserver == nil)
  }
}

extension WeakReferenceTests.EmptyDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }
}
