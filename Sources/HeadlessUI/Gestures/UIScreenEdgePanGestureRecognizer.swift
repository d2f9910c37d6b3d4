import Foundation

/// A pan that begins only at an edge of the screen: the touches must go down within
/// ``edgeWidth`` of one of ``edges`` (in window coordinates) and move away from that edge,
/// more across it than along it. UIKit documents the edges but not the width of the edge
/// zone; 20 pt is an assumption (docs/HEADLESSUI.md). Translation and velocity are the pan's.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the gesture may start from (default none, as in UIKit: set it).
  open var edges: UIRectEdge = []

  /// How far from an edge a touch may go down and still start the gesture (20 pt; an
  /// assumption).
  public static let edgeWidth: CGFloat = 20

  override func panMayBegin(displacement: CGPoint) -> Bool {
    guard let start = panStartInWindow, let window = view?.window else { return false }
    let size = window.bounds.size
    let width = Self.edgeWidth
    let horizontal = abs(displacement.x) > abs(displacement.y)
    if edges.contains(.left), start.x <= width, horizontal, displacement.x > 0 { return true }
    if edges.contains(.right), start.x >= size.width - width, horizontal, displacement.x < 0 {
      return true
    }
    if edges.contains(.top), start.y <= width, !horizontal, displacement.y > 0 { return true }
    if edges.contains(.bottom), start.y >= size.height - width, !horizontal, displacement.y < 0 {
      return true
    }
    return false
  }
}
