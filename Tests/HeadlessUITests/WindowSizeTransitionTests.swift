import Foundation
import HeadlessUI
import Testing

/// `UIWindow.transition(to:duration:)`: a rotation or a Split View resize as UIKit delivers it
/// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:):
/// "UIKit calls this method before changing the size of a presented view controller's view";
/// the coordinator's `animate(alongsideTransition:completion:)` runs "alongside the transition
/// animations"). A drawer that lays itself out in its override used to compile but never hear it.
@MainActor
@Suite("A window's size transition")
struct WindowSizeTransitionTests {
  /// A drawer that sizes its panel to 80 % of the width, alongside the resize, as apps do.
  final class Drawer: UIViewController {
    let panel = UIView()
    var heard: [CGSize] = []
    var panelWidthsAlongside: [CGFloat] = []
    var completions = 0
    var lateBlockAccepted: Bool?

    override func viewDidLoad() {
      super.viewDidLoad()
      panel.frame = CGRect(x: 0, y: 0, width: view.bounds.width * 0.8, height: view.bounds.height)
      view.addSubview(panel)
    }

    override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      heard.append(size)
      coordinator.animate(
        alongsideTransition: { _ in
          self.panel.frame = CGRect(x: 0, y: 0, width: size.width * 0.8, height: size.height)
          self.panelWidthsAlongside.append(self.panel.frame.width)
        },
        completion: { context in
          self.completions += 1
          self.lateBlockAccepted = (context as? UIViewControllerTransitionCoordinator)?.animate(
            alongsideTransition: nil, completion: nil)
        })
    }
  }

  func window(root: UIViewController) -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  @Test func aChildHearsTheNewSizeAndAnimatesAlongside() {
    let parent = UIViewController()
    let drawer = Drawer()
    parent.addChild(drawer)
    parent.view.addSubview(drawer.view)
    drawer.didMove(toParent: parent)
    let window = window(root: parent)
    let landscape = CGSize(width: 667, height: 375)
    window.transition(to: landscape, duration: 0.4)
    // Heard before anything moved, through the parent's `super`.
    #expect(drawer.heard == [landscape])
    #expect(drawer.panelWidthsAlongside == [533.6])
    #expect(drawer.completions == 0)
    // Halfway, the panel is between its widths (the block ran inside the animation).
    window.clock.advance(by: .milliseconds(200))
    let halfway = drawer.panel.layer.presentation()?.bounds.width ?? drawer.panel.frame.width
    #expect(halfway > 300 && halfway < 533.6, "\(halfway)")
    window.clock.advance(by: .milliseconds(300))
    #expect(drawer.completions == 1)
    #expect(drawer.lateBlockAccepted == false, "a block after the end is refused")
    #expect(window.bounds.size == landscape)
    #expect(window.screen.bounds.size == landscape)
    #expect(parent.view.frame == CGRect(origin: .zero, size: landscape))
    // A home-button iPhone in landscape hides its status bar: no safe area (UIScreen's table).
    #expect(parent.view.safeAreaInsets == .zero)
  }

  @Test func aPresentedControllerHearsItThroughItsPresentation() {
    let root = UIViewController()
    let window = window(root: root)
    let drawer = Drawer()
    drawer.modalPresentationStyle = .fullScreen
    root.present(drawer, animated: false)
    let size = CGSize(width: 667, height: 375)
    window.transition(to: size, duration: 0)
    #expect(drawer.heard == [size])
    #expect(drawer.completions == 1, "no animation: the completion runs at once")
    #expect(drawer.view.frame.size == size)
    #expect(drawer.panel.frame.width == 533.6)
  }

  @Test func aNotchedPhoneInLandscapeHasItsSideInsets() {
    let root = UIViewController()
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.transition(to: CGSize(width: 812, height: 375), duration: 0)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
  }

  @Test func aSizeThatIsNoSizeIsIgnored() {
    let root = Drawer()
    let window = window(root: root)
    window.transition(to: CGSize(width: CGFloat.nan, height: 10))
    window.transition(to: CGSize(width: -1, height: 10))
    #expect(root.heard.isEmpty)
    #expect(window.bounds.size == CGSize(width: 375, height: 667))
  }
}
