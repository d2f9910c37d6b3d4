import Foundation
import HeadlessUI

/// Which hidden views Hero leaves out, with their subtrees, when it collects a hierarchy
/// (Hero 1.6.4 Sources/Extensions/UIView+Hero.swift:180-191): a hidden subview of a
/// collection view or a stack view (its recycled or collapsed items), and a hidden table
/// view cell. Other hidden views are collected (and animated if they have modifiers).
@preconcurrency @MainActor
enum HeroHiddenViewRule {
  static func skips(_ view: UIView) -> Bool {
    guard view.isHidden else { return false }
    return view.superview is UICollectionView || view.superview is UIStackView
      || view is UITableViewCell
  }
}
