import Foundation
import HeadlessUI
import Testing

/// `viewWillTransition(to:with:)` and its siblings of UIKit's `UIContentContainer`
/// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:))
/// exist on every controller with UIKit's signatures, so an app's override compiles and calls
/// `super`, which forwards to the children as UIKit's does (a drawer overriding it did
/// not compile). Nothing rotates a replay's window, so only a test calls them.
@MainActor
@Suite("UIContentContainer")
struct ContentContainerTests {
  /// A drawer that lays out for the new size, as apps write it.
  final class Drawer: UIViewController {
    var sizes: [CGSize] = []
    var traitChanges = 0
    override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      sizes.append(size)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      traitChanges += 1
    }
  }

  /// A coordinator of a transition that does not animate.
  final class StillCoordinator: UIViewControllerTransitionCoordinator {
    let containerView = UIView()
    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .linear }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
      nil
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func animate(
      alongsideTransition animation: (
        @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
      )?,
      completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animation?(self)
      completion?(self)
      return true
    }
    func animateAlongsideTransition(
      in view: UIView?,
      animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      animate(alongsideTransition: animation, completion: completion)
    }
    func notifyWhenInteractionChanges(
      _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {}
  }

  @Test func theParentForwardsANewSizeToItsChildren() {
    let parent = UIViewController()
    let drawer = Drawer()
    parent.addChild(drawer)
    let size = CGSize(width: 812, height: 375)
    parent.viewWillTransition(to: size, with: StillCoordinator())
    #expect(drawer.sizes == [size])
    let container: any UIContentContainer = drawer
    container.preferredContentSizeDidChange(forChildContentContainer: parent)
    drawer.traitCollectionDidChange(nil)
    #expect(drawer.traitChanges == 1)
  }
}
