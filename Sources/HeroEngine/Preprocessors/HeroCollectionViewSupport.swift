import Foundation
import HeadlessUI

/// Which views Hero skips when hidden: cells, and subviews of collection views.
@preconcurrency @MainActor
enum HeroCollectionViewSupport {
  static func isCollectionItem(_ view: UIView) -> Bool {
    view is UICollectionViewCell || view.superview is UICollectionView
  }
}
