import Foundation
import HeadlessUI
import Testing

@MainActor
@Suite("View geometry, conversion and hit testing")
struct ViewGeometryTests {
  @Test func frameBoundsCenterAndAnchor() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.layer.position == view.center)
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    // Anchor at the top-left: the position is now the frame's origin.
    view.layer.anchorPoint = .zero
    #expect(view.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
    view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    // Scale 2 about the centre: a 200 × 100 box around (60, 45).
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    #expect(view.layer.transform == CATransform3D(CGAffineTransform(scaleX: 2, y: 2)))
    view.alpha = 0.5
    #expect(view.layer.opacity == 0.5)
    view.layer.cornerRadius = 8
    view.layer.zPosition = 3
    view.backgroundColor = .red
    #expect(view.layer.backgroundColor == .red)
    #expect(view.layer.cornerRadius == 8 && view.layer.zPosition == 3)
  }

  @Test func rotatedFrameIsTheBoundingBox() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    root.addSubview(rotated)
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // Local box (−50, −25, 100, 50) about the anchor turns into (−25, −50, 50, 100), placed at
    // the position (50, 25): (25, −25, 50, 100).
    #expect(close(rotated.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    // The bottom-right corner (100, 50): minus the anchor (50, 25) → (50, 25); rotated
    // (x, y) ↦ (−y, x) → (−25, 50); plus the position (50, 25) → (25, 75).
    #expect(close(rotated.convert(CGPoint(x: 100, y: 50), to: root), CGPoint(x: 25, y: 75)))
    #expect(close(rotated.convert(rotated.bounds, to: root), rotated.frame))
  }

  @Test func conversionThroughNestedTransformedViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
    root.addSubview(a)
    a.transform = CGAffineTransform(scaleX: 2, y: 2)
    let b = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
    a.addSubview(b)
    b.bounds.origin = CGPoint(x: 5, y: 5)
    // (0, 0) in b: b's anchor is bounds origin + half size = (25, 25), its position (30, 40),
    // so in a: (0 − 25 + 30, 0 − 25 + 40) = (5, 15). a: position (200, 150), anchor
    // (100, 50), scale 2: ((5 − 100)·2 + 200, (15 − 50)·2 + 150) = (10, 80).
    #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 80))
    #expect(root.convert(CGPoint(x: 10, y: 80), to: b) == .zero)
    #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 80))
    #expect(b.convert(CGPoint(x: 10, y: 80), from: nil) == .zero)
    // A 1 × 1 rect at b's origin doubles in size on the way up.
    #expect(
      b.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: root)
        == CGRect(x: 10, y: 80, width: 2, height: 2))

    // Sibling of a, rotated 90° as in `rotatedFrameIsTheBoundingBox`: root (10, 80) minus its
    // position (50, 25) → (−40, 55); inverse rotation (x, y) ↦ (y, −x) → (55, 40); plus the
    // anchor (50, 25) → (105, 65).
    let c = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    root.addSubview(c)
    c.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(close(b.convert(CGPoint.zero, to: c), CGPoint(x: 105, y: 65)))
    #expect(close(c.convert(CGPoint(x: 105, y: 65), to: b), .zero))
  }

  @Test func conversionBetweenSeparateHierarchies() {
    // Roots meet in their common parent space: v's (0, 0) is (10, 10) in r2, which sits at
    // (50, 50), so (60, 60) in r1 at the origin.
    let r1 = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let r2 = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let v = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    r2.addSubview(v)
    #expect(v.convert(CGPoint.zero, to: r1) == CGPoint(x: 60, y: 60))
    #expect(r1.convert(CGPoint(x: 60, y: 60), to: v) == .zero)
  }

  @Test func windowCoordinatesForNil() {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let panel = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
    window.addSubview(panel)
    let dot = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    panel.addSubview(dot)
    #expect(dot.window === window)
    #expect(dot.convert(CGPoint.zero, to: nil) == CGPoint(x: 25, y: 35))
    #expect(dot.convert(CGPoint(x: 25, y: 35), from: nil) == .zero)
  }

  @Test func hitTesting() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let outside = UIView(frame: CGRect(x: 450, y: 0, width: 10, height: 10))
    root.addSubview(back)
    root.addSubview(front)
    root.addSubview(outside)
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 350, y: 350), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 500, y: 500), with: nil) == nil)
    // Outside the parent's bounds a subview is not hit, clipping or not (UIKit's rule).
    #expect(root.hitTest(CGPoint(x: 455, y: 5), with: nil) == nil)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    front.isHidden = false
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    front.isUserInteractionEnabled = true
    front.alpha = 0.005
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    front.alpha = 1
    root.bringSubviewToFront(back)
    #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
  }

  @Test func hitTestingThroughATransform() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let box = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(box)
    // Rotated 45° about its centre (150, 150): the corner (200, 200) of the old frame is now
    // outside; a point 60 pt right of the centre is inside (the tip reaches 70.7 pt).
    box.transform = CGAffineTransform(rotationAngle: .pi / 4)
    #expect(root.hitTest(CGPoint(x: 195, y: 195), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 210, y: 150), with: nil) === box)
    #expect(box.point(inside: CGPoint(x: 50, y: 50), with: nil))
  }

  @Test func hierarchyOperations() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView()
    let b = UIView()
    let c = UIView()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 1)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    root.insertSubview(a, aboveSubview: b)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    root.sendSubviewToBack(a)
    #expect(root.subviews.first === a)
    c.removeFromSuperview()
    #expect(c.superview == nil && root.subviews.count == 2)
    // Moving a view takes it out of its old parent.
    b.addSubview(a)
    #expect(a.superview === b && root.subviews.count == 1)
    // Cycles are refused.
    a.addSubview(root)
    #expect(root.superview == nil)
    a.tag = 7
    #expect(root.viewWithTag(7) === a)
    #expect(a.isDescendant(of: root))
    #expect(root.flattenedHierarchy.count == 3)
  }

  @Test func layoutRunsOnceWhenNeeded() {
    final class Counting: UIView {
      var count = 0
      override func layoutSubviews() { count += 1 }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(child.count == 1)
    root.layoutIfNeeded()
    #expect(child.count == 1)
    child.frame = CGRect(x: 0, y: 0, width: 20, height: 20)  // size change
    root.layoutIfNeeded()
    #expect(child.count == 2)
    child.center = CGPoint(x: 50, y: 50)  // a move alone needs no layout
    root.layoutIfNeeded()
    #expect(child.count == 2)
    child.setNeedsLayout()
    child.layoutIfNeeded()
    #expect(child.count == 3)
  }

  @Test func imageViewFramesTheImage() {
    let imageView = UIImageView(image: UIImage(size: CGSize(width: 200, height: 100)))
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    imageView.contentMode = .scaleAspectFit
    // Fit: scale min(100/200, 100/100) = 0.5 → 100 × 50, centred: y = 25.
    #expect(imageView.imageFrame == CGRect(x: 0, y: 25, width: 100, height: 50))
    imageView.contentMode = .scaleAspectFill
    // Fill: scale 1 → 200 × 100 centred: x = −50.
    #expect(imageView.imageFrame == CGRect(x: -50, y: 0, width: 200, height: 100))
    let snapshot = imageView.snapshotView(afterScreenUpdates: true) as? UIImageView
    #expect(snapshot?.image == imageView.image)
    #expect(snapshot?.snapshotSource === imageView)
    #expect(snapshot?.bounds.size == imageView.bounds.size)
  }
}

@MainActor
@Suite("View hierarchy callbacks")
struct ViewHierarchyCallbackTests {
  final class Watcher: UIView {
    var windowMoves = 0
    var superviewMoves = 0
    override func didMoveToWindow() { windowMoves += 1 }
    override func didMoveToSuperview() { superviewMoves += 1 }
  }

  @Test func reorderingDoesNotMoveBetweenWindows() {
    let window = UIWindow(screenSize: CGSize(width: 100, height: 100))
    let watcher = Watcher()
    let other = UIView()
    window.addSubview(watcher)
    window.addSubview(other)
    #expect(watcher.windowMoves == 1 && watcher.superviewMoves == 1)
    window.insertSubview(watcher, aboveSubview: other)
    window.insertSubview(watcher, belowSubview: other)
    window.bringSubviewToFront(watcher)
    #expect(window.subviews.last === watcher)
    #expect(watcher.windowMoves == 1 && watcher.superviewMoves == 1)
    watcher.removeFromSuperview()
    #expect(watcher.windowMoves == 2 && watcher.superviewMoves == 2)
    #expect(watcher.window == nil)
  }
}
